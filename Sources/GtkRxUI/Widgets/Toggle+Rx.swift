import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: CheckButton {
    /// Whether the box is checked: the current state on subscription, then every toggle.
    @MainActor
    public var isActive: ControlProperty<Bool> {
        controlProperty(
            changedBy: "notify::active", getter: { check in check.isActive },
            setter: { check, active in check.isActive = active })
    }
}

extension Reactive where Base: Switch {
    /// Whether the switch is on: the current state on subscription, then every flip.
    @MainActor
    public var isOn: ControlProperty<Bool> {
        controlProperty(
            changedBy: "notify::active", getter: { toggle in toggle.isOn },
            setter: { toggle, on in toggle.isOn = on })
    }
}
