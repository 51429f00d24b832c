import CGLib
import CGtk
import GtkRxGLib

/// Takes a GTK 4.8 scrolled window's handler off the display's settings when the scrolled
/// window is unrealized, which GTK 4.8 itself fails to do.
///
/// When it is realized, a `GtkScrolledWindow` connects a handler to its settings'
/// `notify::gtk-overlay-scrolling`, with itself as the handler's data, and when it is
/// unrealized it asks GLib to disconnect that handler by function; in GTK 4.8.3 that request
/// matches nothing, so the handler stays on the `GtkSettings` (which lives as long as the
/// display) after the scrolled window is gone. Every scrolled window ever shown leaves one:
/// a window with a list, a preferences page or a text view, opened and closed. Once the
/// desktop's overlay-scrolling setting changes (GNOME's "Overlay Scrollbars", or
/// `g_object_set` on the settings), GTK calls each handler with its freed scrolled window:
/// critical warnings at best, a crash at worst (FormApp's leak cycles followed by the change
/// ended in a segmentation fault; a C program doing the same printed criticals). A plain C
/// program showed the same count of stray handlers, one per scrolled window shown, so it is
/// GTK's, not GtkRx's.
///
/// GtkRx adds an emission hook to `GtkWidget::unrealize` (hooks run before the signal's class
/// handler, while the widget is still realized): for a scrolled window it disconnects the
/// handlers on its settings' `notify::gtk-overlay-scrolling` whose data is that scrolled
/// window, which are the one GTK connected. GTK's own disconnection then finds nothing, as it
/// did before. A GTK that disconnects correctly loses nothing by it.
@MainActor
enum ScrolledWindowSettingsRepair {
    private static var isInstalled = false

    /// The detail of the handler GTK connects; `g_quark_from_string` copies the name.
    nonisolated static let overlayScrolling: GQuark = g_quark_from_string("gtk-overlay-scrolling")

    /// The `notify` signal of every GObject, looked up once.
    nonisolated static let notify: guint = g_signal_lookup("notify", g_object_get_type())

    /// Adds the emission hook; later calls do nothing.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        // The signal exists once GtkWidget's class is initialized; the reference keeps it so.
        _ = g_type_class_ref(gtk_widget_get_type())
        let unrealize = g_signal_lookup("unrealize", gtk_widget_get_type())
        _ = g_signal_add_emission_hook(unrealize, 0, hook, nil, nil)
    }

    /// Runs on every unrealization, with the widget as the first parameter value; returns
    /// true to stay installed. GTK unrealizes widgets on the main thread.
    private static let hook:
        @convention(c) (
            UnsafeMutablePointer<GSignalInvocationHint>?, guint, UnsafePointer<GValue>?,
            gpointer?
        ) -> gboolean = { _, count, values, _ in
            guard count > 0, let values, let widget = g_value_get_object(values),
                g_type_check_instance_is_a(
                    widget.assumingMemoryBound(to: GTypeInstance.self),
                    gtk_scrolled_window_get_type()) != 0,
                let settings = gtk_widget_get_settings(
                    widget.assumingMemoryBound(to: GtkWidget.self))
            else { return 1 }
            let mask = GSignalMatchType(
                rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DETAIL.rawValue
                    | G_SIGNAL_MATCH_DATA.rawValue)
            _ = g_signal_handlers_disconnect_matched(
                UnsafeMutableRawPointer(settings), mask, notify, overlayScrolling, nil, nil,
                widget)
            return 1
        }
}
