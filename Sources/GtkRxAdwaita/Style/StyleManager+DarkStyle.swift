import GtkRxCore
import GtkRxUI
import GtkRxWidgets

extension Reactive where Base: StyleManager {
    /// The app's "Dark Style" choice as a control property, for a switch or a setting:
    /// `true` sets the color scheme to ``GtkRxAdwaita/ColorScheme/forceDark``, `false` to
    /// ``GtkRxAdwaita/ColorScheme/default`` (the system's choice, light where the system has none); it
    /// reads `true` while the color scheme is ``GtkRxAdwaita/ColorScheme/forceDark`` or
    /// ``GtkRxAdwaita/ColorScheme/preferDark``. Whether the app is dark now is ``isDark``.
    ///
    /// ```swift
    /// settings.rx.value(forKey: "dark-style", as: Bool.self)
    ///     .bind(to: StyleManager.default.rx.darkStyle)
    ///     .disposed(by: disposeBag)
    /// ```
    @MainActor
    public var darkStyle: ControlProperty<Bool> {
        let scheme = colorScheme
        let values = scheme.map { $0 == .forceDark || $0 == .preferDark }.distinctUntilChanged()
        let sink = Binder(base) { manager, dark in
            let wanted: ColorScheme = dark ? .forceDark : .default
            let isDark = manager.colorScheme == .forceDark || manager.colorScheme == .preferDark
            // A choice that already means the same (prefer dark for `true`, force or prefer
            // light for `false`) stays as it is.
            if isDark != dark {
                manager.colorScheme = wanted
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
