/// A widget's size along one orientation, as a ``SelfSizingWidget`` answers GTK's `measure`:
/// the least it can do with and the size it would like, and optionally baselines.
public struct WidgetMeasurement: Equatable, Sendable {
    /// The smallest size the widget can be drawn in.
    public var minimum: Int
    /// The size the widget would like; at least `minimum`.
    public var natural: Int
    /// The minimum baseline, or -1 for none (vertical measurements only).
    public var minimumBaseline: Int
    /// The natural baseline, or -1 for none (vertical measurements only).
    public var naturalBaseline: Int

    /// A measurement of `minimum` and `natural` (raised to `minimum` when smaller), with no
    /// baselines unless given.
    public init(minimum: Int, natural: Int, minimumBaseline: Int = -1, naturalBaseline: Int = -1) {
        self.minimum = max(0, minimum)
        self.natural = max(self.minimum, natural)
        self.minimumBaseline = minimumBaseline
        self.naturalBaseline = naturalBaseline
    }
}
