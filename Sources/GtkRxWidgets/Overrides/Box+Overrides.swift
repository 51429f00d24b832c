import CGLib
import CGtk
import GtkRxGLib

/// A container that lines its children up in a row or a column (`GtkBox`).
extension Box {
    private var boxPointer: UnsafeMutablePointer<GtkBox> { cgtk_box(raw) }

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
