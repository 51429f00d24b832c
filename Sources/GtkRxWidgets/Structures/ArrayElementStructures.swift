import CGLib
import CGtk
import GtkRxGLib

// Plain C structures that GTK and GDK pass only in arrays (a list of page ranges, a gradient's
// color stops, a node's shadows, the keys of a key value), as Swift values. Each converts its
// fields both ways; numbers that do not fit C's fields are reported and clamped, never a trap.

/// A range of pages to print, from `start` to `end` (both included, counted from 0): GTK's
/// `GtkPageRange` as a Swift value.
///
/// See [GtkPageRange](https://docs.gtk.org/gtk4/struct.PageRange.html).
public struct PageRange: Hashable, Sendable {
    /// The first page of the range.
    public var start: Int
    /// The last page of the range.
    public var end: Int

    /// The pages from `start` to `end`, both included.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    package init(_ cStructure: GtkPageRange) {
        self.init(start: Int(cStructure.start), end: Int(cStructure.end))
    }

    package var cStructure: GtkPageRange {
        GtkPageRange(start: cInteger(start, "PageRange.start"), end: cInteger(end, "PageRange.end"))
    }
}

/// A color at a position along a gradient, from 0 (its start) to 1 (its end): GSK's
/// `GskColorStop` as a Swift value.
///
/// See [GskColorStop](https://docs.gtk.org/gsk4/struct.ColorStop.html).
public struct ColorStop: Hashable, Sendable {
    /// Where along the gradient the color is, from 0 to 1.
    public var offset: Double
    /// The color at that position.
    public var color: RGBA

    /// `color` at `offset` along a gradient.
    public init(offset: Double, color: RGBA) {
        self.offset = offset
        self.color = color
    }

    package init(_ cStructure: GskColorStop) {
        self.init(offset: Double(cStructure.offset), color: RGBA(cStructure.color))
    }

    package var cStructure: GskColorStop {
        GskColorStop(offset: Float(offset), color: color.cStructure)
    }
}

/// A shadow cast by what a snapshot draws: its color, its offset and its blur radius, in
/// pixels: GSK's `GskShadow` as a Swift value.
///
/// See [GskShadow](https://docs.gtk.org/gsk4/struct.Shadow.html).
public struct Shadow: Hashable, Sendable {
    /// The shadow's color.
    public var color: RGBA
    /// How far right the shadow is cast.
    public var dx: Double
    /// How far down the shadow is cast.
    public var dy: Double
    /// How far the shadow is blurred.
    public var radius: Double

    /// A shadow of `color`, offset by `dx` and `dy`, blurred over `radius`.
    public init(color: RGBA, dx: Double = 0, dy: Double = 0, radius: Double = 0) {
        self.color = color
        self.dx = dx
        self.dy = dy
        self.radius = radius
    }

    package init(_ cStructure: GskShadow) {
        self.init(
            color: RGBA(cStructure.color), dx: Double(cStructure.dx), dy: Double(cStructure.dy),
            radius: Double(cStructure.radius))
    }

    package var cStructure: GskShadow {
        GskShadow(color: color.cStructure, dx: Float(dx), dy: Float(dy), radius: Float(radius))
    }
}

/// A physical key, with the group and shift level it is read in, that gives a key value: GDK's
/// `GdkKeymapKey` as a Swift value.
///
/// See [GdkKeymapKey](https://docs.gtk.org/gdk4/struct.KeymapKey.html).
public struct KeymapKey: Hashable, Sendable {
    /// The hardware key code.
    public var keycode: Int
    /// The keyboard group (layout), usually 0 to 3.
    public var group: Int
    /// The shift level: 0 without modifiers, 1 with Shift, and so on.
    public var level: Int

    /// The key `keycode` in `group` at `level`.
    public init(keycode: Int, group: Int = 0, level: Int = 0) {
        self.keycode = keycode
        self.group = group
        self.level = level
    }

    package init(_ cStructure: GdkKeymapKey) {
        self.init(
            keycode: Int(cStructure.keycode), group: Int(cStructure.group),
            level: Int(cStructure.level))
    }

    package var cStructure: GdkKeymapKey {
        GdkKeymapKey(
            keycode: cInteger(keycode, "KeymapKey.keycode"),
            group: cInteger(group, "KeymapKey.group"),
            level: cInteger(level, "KeymapKey.level"))
    }
}
