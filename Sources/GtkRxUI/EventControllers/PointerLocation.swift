/// Where the pointer is over a widget, in the widget's coordinates.
public struct PointerLocation: Sendable, Hashable {
    /// The horizontal position.
    public let x: Double
    /// The vertical position.
    public let y: Double

    /// The location (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
