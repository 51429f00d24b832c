import GtkRxCore
import GtkRxUI

extension Reactive where Base: ToastOverlay {
    /// Shows each toast bound into it on the overlay
    /// ([`adw_toast_overlay_add_toast`](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/method.ToastOverlay.add_toast.html)):
    /// libadwaita shows one at a time, queues the others, and replaces a shown toast by one of
    /// higher priority. A toast's button and its dismissal are `toast.rx.buttonClicked` and
    /// `toast.rx.dismissed`.
    public var toast: Binder<Toast> {
        Binder(base) { overlay, toast in overlay.addToast(toast) }
    }
}
