import CGLib
import CGtk
import GtkRxGLib

/// A rectangle of whole pixels, GDK's `GdkRectangle` (and GTK's `GtkAllocation`) as a Swift
/// value: its origin and size in the coordinates of whatever it was read from.
///
/// See [GdkRectangle](https://docs.gtk.org/gdk4/struct.Rectangle.html).
public struct Rectangle: Hashable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle at (`x`, `y`) of size `width` by `height`.
    public init(x: Int = 0, y: Int = 0, width: Int = 0, height: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension Rectangle: CValueStructure {
    package init(_ cStructure: GdkRectangle) {
        self.init(
            x: Int(cStructure.x), y: Int(cStructure.y), width: Int(cStructure.width),
            height: Int(cStructure.height))
    }

    /// The C rectangle; a coordinate beyond C's `int` is clamped to it (and reported), never a
    /// trap.
    package var cStructure: GdkRectangle {
        GdkRectangle(
            x: cInteger(x, "Rectangle.x"), y: cInteger(y, "Rectangle.y"),
            width: cInteger(width, "Rectangle.width"), height: cInteger(height, "Rectangle.height"))
    }

    package static var cBoxedType: GType { gdk_rectangle_get_type() }
}
