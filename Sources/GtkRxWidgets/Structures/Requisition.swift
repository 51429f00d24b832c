import CGLib
import CGtk
import GtkRxGLib

/// A size a widget asks for, GTK's `GtkRequisition` as a Swift value (in pixels).
///
/// See [GtkRequisition](https://docs.gtk.org/gtk4/struct.Requisition.html).
public struct Requisition: Hashable, Sendable {
    /// The width asked for.
    public var width: Int
    /// The height asked for.
    public var height: Int

    /// A size of `width` by `height`.
    public init(width: Int = 0, height: Int = 0) {
        self.width = width
        self.height = height
    }
}

extension Requisition: CValueStructure {
    package init(_ cStructure: GtkRequisition) {
        self.init(width: Int(cStructure.width), height: Int(cStructure.height))
    }

    /// The C size; a size beyond C's `int` is clamped to it (and reported), never a trap.
    package var cStructure: GtkRequisition {
        GtkRequisition(
            width: cInteger(width, "Requisition.width"),
            height: cInteger(height, "Requisition.height"))
    }

    package static var cBoxedType: GType { gtk_requisition_get_type() }
}
