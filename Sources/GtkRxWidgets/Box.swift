import CGLib
import CGtk
import GtkRxGLib

/// A container that lines its children up in a row or a column (`GtkBox`).
open class Box: Widget {
    /// `GtkBox`.
    override open class var gType: GType { gtk_box_get_type() }

    private var boxPointer: UnsafeMutablePointer<GtkBox> { cgtk_box(raw) }

    /// An empty box with `spacing` pixels between children.
    public convenience init(orientation: Orientation, spacing: Int = 0) {
        self.init(
            adopting: cglib_object(
                gtk_box_new(orientation.gtkOrientation, gint(clamping: spacing))))
    }

    /// Pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(boxPointer)) }
        set { gtk_box_set_spacing(boxPointer, gint(clamping: newValue)) }
    }

    /// Adds `child` at the end. The box holds it while it is a child.
    ///
    /// - Precondition: `child` has no parent.
    public func append(_ child: Widget) {
        precondition(child.parent == nil, "Box.append: the \(child.typeName) already has a parent")
        gtk_box_append(boxPointer, child.widgetPointer)
    }

    /// Adds `child` at the start.
    ///
    /// - Precondition: `child` has no parent.
    public func prepend(_ child: Widget) {
        precondition(child.parent == nil, "Box.prepend: the \(child.typeName) already has a parent")
        gtk_box_prepend(boxPointer, child.widgetPointer)
    }

    /// Removes `child`; does nothing when it is not a child of this box.
    public func remove(_ child: Widget) {
        guard child.parent === self else { return }
        gtk_box_remove(boxPointer, child.widgetPointer)
    }
}
