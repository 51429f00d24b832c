/// A step of a drag gesture on a widget: where it started, then how far it has moved.
public enum DragStep: Sendable, Hashable {
    /// The drag started at (`x`, `y`), in the widget's coordinates.
    case began(x: Double, y: Double)
    /// The pointer has moved `offsetX`, `offsetY` from where the drag began.
    case updated(offsetX: Double, offsetY: Double)
    /// The drag ended `offsetX`, `offsetY` from where it began.
    case ended(offsetX: Double, offsetY: Double)
}
