import CGLib
import CGtk
import GtkRxGLib

extension Snapshot {
    /// Fills the rectangle at (`x`, `y`) of size `width` by `height` with a color whose
    /// components (and opacity, `alpha`) are from 0 to 1.
    public func appendColor(
        red: Double, green: Double, blue: Double, alpha: Double = 1, x: Double, y: Double,
        width: Double, height: Double
    ) {
        var color = GdkRGBA(
            red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: Float(x), y: Float(y)),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        gtk_snapshot_append_color(cPointer(self), &color, &bounds)
    }
}
