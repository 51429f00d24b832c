import CGLib
import CGtk
import GtkRxGLib

/// The direction in which a widget lays out or slides (`GtkOrientation`).
public enum Orientation: Sendable, Equatable {
    /// Left to right (right to left in right-to-left locales).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtkOrientation: GtkOrientation {
        switch self {
        case .horizontal: GTK_ORIENTATION_HORIZONTAL
        case .vertical: GTK_ORIENTATION_VERTICAL
        }
    }
}
