/// A widget registered from Swift (see ``WidgetSubclassType``) that draws itself: GTK's
/// `snapshot` virtual function calls ``draw(_:)`` each time the widget is drawn.
///
/// GTK draws the widget's children (if any) only when asked; a drawing widget replaces GTK's
/// default drawing, which is of the children.
@MainActor
public protocol DrawingWidget: Widget {
    /// Draws the widget into `snapshot`, in the widget's coordinates (its size is `width` by
    /// `height`). Valid only during the call.
    func draw(_ snapshot: Snapshot)
}
