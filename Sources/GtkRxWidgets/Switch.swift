import CGLib
import CGtk
import GtkRxGLib

/// An on/off switch (`GtkSwitch`).
open class Switch: Widget {
    /// `GtkSwitch`.
    override open class var gType: GType { gtk_switch_get_type() }

    private var switchPointer: OpaquePointer { cgtk_switch(raw) }

    /// A switch, off.
    public convenience init() {
        self.init(adopting: cglib_object(gtk_switch_new()))
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { gtk_switch_get_active(switchPointer) != 0 }
        set { gtk_switch_set_active(switchPointer, newValue ? 1 : 0) }
    }
}
