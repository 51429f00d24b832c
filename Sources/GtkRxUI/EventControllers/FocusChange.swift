/// The keyboard focus entering or leaving a widget (or one of its descendants).
public enum FocusChange: Sendable, Hashable {
    /// The focus moved into the widget.
    case entered
    /// The focus moved out of the widget.
    case left
}
