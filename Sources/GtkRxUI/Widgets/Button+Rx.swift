import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Button {
    /// The button's clicks.
    @MainActor
    public var tap: ControlEvent<Void> {
        controlEvent("clicked")
    }

    /// Binds the button's label.
    public var title: Binder<String?> {
        Binder(base) { button, title in button.label = title }
    }
}
