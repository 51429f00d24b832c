import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Scale {
    /// The slider's value: the current value on subscription, then every change.
    @MainActor
    public var value: ControlProperty<Double> {
        controlProperty(
            changedBy: "value-changed", getter: { scale in scale.value },
            setter: { scale, value in scale.value = value })
    }
}

extension Reactive where Base: SpinButton {
    /// The spin button's value: the current value on subscription, then every change.
    @MainActor
    public var value: ControlProperty<Double> {
        controlProperty(
            changedBy: "value-changed", getter: { spin in spin.value },
            setter: { spin, value in spin.value = value })
    }
}

extension Reactive where Base: Spinner {
    /// Binds whether the spinner spins.
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, spinning in spinner.isSpinning = spinning }
    }
}

extension Reactive where Base: ProgressBar {
    /// Binds the part done, from 0 to 1.
    public var fraction: Binder<Double> {
        Binder(base) { bar, fraction in bar.fraction = fraction }
    }
}

extension Reactive where Base: Window {
    /// Binds the window's title.
    public var title: Binder<String?> {
        Binder(base) { window, title in window.title = title }
    }
}
