/// A press of the primary mouse button (or a touch) on a widget.
public struct Click: Sendable, Hashable {
    /// Which press of a series this is: 1 for a single click, 2 for the second of a double
    /// click, and so on.
    public let pressCount: Int
    /// The horizontal position, in the widget's coordinates.
    public let x: Double
    /// The vertical position, in the widget's coordinates.
    public let y: Double

    /// A click numbered `pressCount` in its series, at (`x`, `y`).
    public init(pressCount: Int, x: Double, y: Double) {
        self.pressCount = pressCount
        self.x = x
        self.y = y
    }
}
