import CGLib
import CGtk
import GtkRxGLib

/// A bar showing how far an operation has got (`GtkProgressBar`).
extension ProgressBar {
    private var progressBarPointer: OpaquePointer { cgtk_progress_bar(raw) }

    /// The text shown on the bar, or `nil`.
    public var text: String? {
        get { gtk_progress_bar_get_text(progressBarPointer).map { String(cString: $0) } }
        set {
            guard cAccepts(newValue, "ProgressBar.text") else { return }
            gtk_progress_bar_set_text(progressBarPointer, newValue)
            gtk_progress_bar_set_show_text(progressBarPointer, newValue == nil ? 0 : 1)
        }
    }
}
