import CGLib
import CGtk
import GtkRxGLib

/// A numeric field with up and down buttons (`GtkSpinButton`).
extension SpinButton {
    private var spinButtonPointer: OpaquePointer { cgtk_spin_button(raw) }

    /// A spin button over `range` that steps by `step`, starting at the lower bound.
    ///
    /// - Precondition: `step` is positive.
    public convenience init(range: ClosedRange<Double>, step: Double) {
        precondition(step > 0, "SpinButton needs a positive step")
        self.init(
            adopting: cglib_object(
                gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step)))
    }

    /// The values the spin button allows.
    public var range: ClosedRange<Double> {
        get {
            var lower = 0.0
            var upper = 0.0
            gtk_spin_button_get_range(spinButtonPointer, &lower, &upper)
            return lower...max(lower, upper)
        }
        set {
            gtk_spin_button_set_range(spinButtonPointer, newValue.lowerBound, newValue.upperBound)
        }
    }

}
