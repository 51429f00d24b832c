import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Widget {
    /// Binds whether the widget is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { widget, hidden in widget.isHidden = hidden }
    }

    /// Binds whether the widget is sensitive to input.
    public var isEnabled: Binder<Bool> {
        Binder(base) { widget, enabled in widget.isEnabled = enabled }
    }

    /// Binds the widget's opacity.
    public var opacity: Binder<Double> {
        Binder(base) { widget, opacity in widget.opacity = opacity }
    }

    /// Binds the widget's tooltip text.
    public var tooltipText: Binder<String?> {
        Binder(base) { widget, text in widget.tooltipText = text }
    }

    /// Binds whether the widget has the CSS class `name`.
    public func hasCSSClass(_ name: String) -> Binder<Bool> {
        Binder(base) { widget, present in widget.setCSSClass(name, present: present) }
    }

    /// Emits once when the widget is destroyed, then completes; at once when subscribed to a
    /// widget already destroyed (see `Widget/isDestroyed`).
    @MainActor
    public var destroyed: ControlEvent<Void> {
        destroyEvent()
    }
}
