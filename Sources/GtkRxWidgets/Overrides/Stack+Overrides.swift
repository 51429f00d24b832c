import CGLib
import CGtk
import GtkRxGLib

/// A container showing one of its pages at a time (`GtkStack`), usually with a
/// `GtkStackSwitcher` to choose the page.
extension Stack {
    private var stackPointer: OpaquePointer { OpaquePointer(raw) }

    /// Adds `page` under `name`, with `title` for the switcher.
    public func addPage(_ page: Widget, name: String, title: String) {
        guard cAccepts(name, "Stack.addPage"), cAccepts(title, "Stack.addPage") else { return }
        gtk_stack_add_titled(stackPointer, page.widgetPointer, name, title)
    }

    /// The name of the page shown; setting it shows that page.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(stackPointer).map { String(cString: $0) } }
        set {
            guard let newValue, cAccepts(newValue, "Stack.visiblePageName") else { return }
            gtk_stack_set_visible_child_name(stackPointer, newValue)
        }
    }
}
