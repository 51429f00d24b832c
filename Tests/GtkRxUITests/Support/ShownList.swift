import GtkRx
import GtkRxTest

/// The labels in `widget` and its descendants, in order.
@MainActor
func labels(in widget: Widget) -> [Label] {
    if let label = widget as? Label { return [label] }
    return widget.children.flatMap { labels(in: $0) }
}

/// The texts of the labels in `view` and its descendants, in order.
@MainActor
func texts(_ view: Widget) -> [String] { labels(in: view).map { $0.text ?? "" } }

/// `view` (a list, grid or column view) in a scrolled window of a window `height` pixels tall,
/// 200 wide, shown unless `presented` is false.
@MainActor
func showInScrolledWindow(_ view: Widget, height: Int = 200, presented: Bool = true) -> Window {
    GtkTest.window(scrolling: view, height: height, presented: presented)
}
