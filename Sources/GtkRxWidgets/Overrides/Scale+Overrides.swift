import CGLib
import CGtk
import GtkRxGLib

/// A slider for picking a number from a range (`GtkScale`).
extension Scale {
    private var rangePointer: UnsafeMutablePointer<GtkRange> { cgtk_range(raw) }

    /// A slider over `range` that moves in increments of `step`, starting at the lower bound.
    ///
    /// - Precondition: `range` is not a single value, and `step` is positive.
    public convenience init(
        range: ClosedRange<Double>, step: Double, orientation: Orientation = .horizontal
    ) {
        precondition(range.lowerBound < range.upperBound, "Scale needs a range wider than a point")
        precondition(step > 0, "Scale needs a positive step")
        self.init(
            adopting: cglib_object(
                gtk_scale_new_with_range(
                    orientation.cValue, range.lowerBound, range.upperBound, step)))
    }

    /// The values the slider covers.
    public var range: ClosedRange<Double> {
        get {
            let adjustment = gtk_range_get_adjustment(rangePointer)
            let lower = gtk_adjustment_get_lower(adjustment)
            let upper =
                gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            return lower...max(lower, upper)
        }
        set { gtk_range_set_range(rangePointer, newValue.lowerBound, newValue.upperBound) }
    }

}
