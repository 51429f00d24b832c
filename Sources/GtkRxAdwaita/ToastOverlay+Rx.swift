import CAdw
import CGLib
import CGtk
import GtkRxCore
import GtkRxGLib
import GtkRxUI

extension Reactive where Base: ToastOverlay {
    /// Shows each toast bound into it on the overlay
    /// ([`adw_toast_overlay_add_toast`](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/method.ToastOverlay.add_toast.html)):
    /// libadwaita shows one at a time, queues the others, and replaces a shown toast by one of
    /// higher priority. A toast's button and its dismissal are `toast.rx.buttonClicked` and
    /// `toast.rx.dismissed`.
    ///
    /// libadwaita 1.2 leaves a toast's close button without a name for assistive
    /// technologies (a screen reader says only "button"): the binder names it "Close", in
    /// libadwaita's own translation, when the toast is shown.
    public var toast: Binder<Toast> {
        Binder(base) { overlay, toast in
            overlay.addToast(toast)
            ToastCloseButtons.name(in: overlay)
            // A queued toast is shown when the one before it goes.
            _ = toast.rx.dismissed.take(1)
                .observe(on: MainScheduler.asyncInstance)
                .subscribe(onNext: { [weak overlay] in
                    if let overlay { ToastCloseButtons.name(in: overlay) }
                })
        }
    }
}

/// Names the close buttons of the toasts an overlay shows, for assistive technologies.
@MainActor
enum ToastCloseButtons {
    /// "Close", as libadwaita translates it (its own about and tab widgets' word).
    static var label: String { TextDomain("libadwaita").translate("Close") }

    /// Names every toast's close button (a button showing only the close icon) in `overlay`.
    /// The toasts are the overlay's own children beside its content, which is not walked;
    /// the walk is in C and wraps no widget (wrapping each of a toast's private widgets, a
    /// thousand toasts grew the process by 8 MB).
    static func name(in overlay: ToastOverlay) {
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if isInstance(UnsafeMutableRawPointer(widget), of: gtk_button_get_type()),
                let child = gtk_button_get_child(
                    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)),
                isInstance(UnsafeMutableRawPointer(child), of: gtk_image_get_type()),
                let icon = gtk_image_get_icon_name(OpaquePointer(child)),
                String(cString: icon) == "window-close-symbolic"
            {
                label.withCString { text in
                    var value = GValue()
                    g_value_init(&value, cglib_type_string())
                    defer { g_value_unset(&value) }
                    g_value_set_string(&value, text)
                    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
                    gtk_accessible_update_property_value(
                        OpaquePointer(widget), 1,
                        &property, &value)
                }
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        var child = gtk_widget_get_first_child(
            cgtk_widget(UnsafeMutableRawPointer(overlay.objectPointer)))
        while let current = child {
            if String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)))
                == "AdwToastWidget"
            {
                visit(current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
