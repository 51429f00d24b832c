import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: DropDown {
    /// The drop-down's `selected` position as a control property, `-1` when nothing is
    /// selected: the current value on subscription, then each change; a value bound into it is
    /// set (unless equal; `-1` selects none) without being echoed back. Written by hand, as
    /// `DropDown.selected` is (GTK's "no position" read as `-1`).
    @MainActor
    public var selected: ControlProperty<Int> {
        controlProperty(
            changedBy: "notify::selected", getter: { base in base.selected },
            setter: { base, value in
                if !(base.selected == value) {
                    base.selected = value
                }
            })
    }
}
