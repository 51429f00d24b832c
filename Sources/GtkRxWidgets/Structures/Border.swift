import CGLib
import CGtk
import GtkRxGLib

/// The widths of a frame's four sides, GTK's `GtkBorder` as a Swift value (in pixels; GTK
/// keeps each as a 16-bit integer).
///
/// See [GtkBorder](https://docs.gtk.org/gtk4/struct.Border.html).
public struct Border: Hashable, Sendable {
    /// The width of the left side.
    public var left: Int
    /// The width of the right side.
    public var right: Int
    /// The width of the top side.
    public var top: Int
    /// The width of the bottom side.
    public var bottom: Int

    /// A border of these widths.
    public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }
}

extension Border: CValueStructure {
    package init(_ cStructure: GtkBorder) {
        self.init(
            left: Int(cStructure.left), right: Int(cStructure.right), top: Int(cStructure.top),
            bottom: Int(cStructure.bottom))
    }

    /// The C border; a width beyond 16 bits is clamped to them (and reported), never a trap.
    package var cStructure: GtkBorder {
        GtkBorder(
            left: cInteger(left, "Border.left"), right: cInteger(right, "Border.right"),
            top: cInteger(top, "Border.top"), bottom: cInteger(bottom, "Border.bottom"))
    }

    package static var cBoxedType: GType { gtk_border_get_type() }
}
