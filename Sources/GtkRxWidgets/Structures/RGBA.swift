import CGLib
import CGtk
import GtkRxGLib

/// A color with opacity, GDK's `GdkRGBA` as a Swift value: each component from 0 to 1 (GDK
/// keeps them as `float`s, so a value round-trips through C at single precision).
///
/// See [GdkRGBA](https://docs.gtk.org/gdk4/struct.RGBA.html).
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A color of these components; `alpha` defaults to opaque.
    public init(red: Double = 0, green: Double = 0, blue: Double = 0, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The color a CSS color text names (`"#3584e4"`, `"rgba(0,0,0,0.5)"`, `"red"`), parsed by
    /// `gdk_rgba_parse`; `nil` for a text GDK does not read as a color (or with a NUL byte).
    public init?(parsing text: String) {
        guard !text.utf8.contains(0) else { return nil }
        var color = GdkRGBA()
        guard gdk_rgba_parse(&color, text) != 0 else { return nil }
        self.init(color)
    }

    /// The color as GDK writes it (`rgb(…)` or `rgba(…)`), which ``init(parsing:)`` reads back.
    public var description: String {
        withCStructure(self) { takeString(gdk_rgba_to_string($0), "RGBA.description") }
    }
}

extension RGBA: CValueStructure {
    package init(_ cStructure: GdkRGBA) {
        self.init(
            red: Double(cStructure.red), green: Double(cStructure.green),
            blue: Double(cStructure.blue), alpha: Double(cStructure.alpha))
    }

    package var cStructure: GdkRGBA {
        GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }

    package static var cBoxedType: GType { gdk_rgba_get_type() }
}
