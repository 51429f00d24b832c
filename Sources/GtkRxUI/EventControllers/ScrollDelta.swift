/// How far one scroll event moves: in steps of a mouse wheel, or in pixels of a touchpad.
public struct ScrollDelta: Sendable, Hashable {
    /// The horizontal movement; positive is to the right.
    public let dx: Double
    /// The vertical movement; positive is down.
    public let dy: Double

    /// A movement of `dx` across and `dy` down.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}
