/// A widget registered from Swift (see ``WidgetSubclassType``) that sizes itself: GTK's
/// `measure` virtual function calls ``measure(_:forSize:)``.
@MainActor
public protocol SelfSizingWidget: Widget {
    /// The widget's size along `orientation`, given `size` along the other orientation (-1
    /// when GTK does not know it yet).
    func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement
}
