import CGLib
import CGtk
import GtkRxGLib

/// A toplevel window (`GtkWindow`).
///
/// GTK keeps every open window alive until it is closed or destroyed, so a window needs no
/// Swift reference to stay on screen, and its wrapper lives as long as it is open.
open class Window: Widget {
    /// `GtkWindow`.
    override open class var gType: GType { gtk_window_get_type() }

    var windowPointer: UnsafeMutablePointer<GtkWindow> { cgtk_window(raw) }

    /// A new, hidden window.
    public convenience init() {
        // GTK owns new windows (its list of toplevels holds them); the wrapper takes its own
        // reference.
        self.init(retaining: cglib_object(gtk_window_new()))
    }

    /// The title shown in the title bar, or `nil`.
    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// The name of the themed icon that represents the window (in the window list, the task
    /// switcher), or `nil`.
    public var iconName: String? {
        get { gtk_window_get_icon_name(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(windowPointer, newValue) }
    }

    /// The window's content.
    public var child: Widget? {
        get {
            gtk_window_get_child(windowPointer).flatMap {
                Object.wrapper(for: cglib_object($0), as: Widget.self)
            }
        }
        set { gtk_window_set_child(windowPointer, newValue?.widgetPointer) }
    }

    /// The widget activated when the user presses Enter in a field that activates the default.
    public var defaultWidget: Widget? {
        get {
            gtk_window_get_default_widget(windowPointer).flatMap {
                Object.wrapper(for: cglib_object($0), as: Widget.self)
            }
        }
        set { gtk_window_set_default_widget(windowPointer, newValue?.widgetPointer) }
    }

    /// Whether the window blocks input to the window it is transient for.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) }
    }

    /// The window this one is a dialog of, if any.
    public var transientFor: Window? {
        get {
            gtk_window_get_transient_for(windowPointer).flatMap {
                Object.wrapper(for: cglib_object($0), as: Window.self)
            }
        }
        set { gtk_window_set_transient_for(windowPointer, newValue?.windowPointer) }
    }

    /// The application the window belongs to: while it is open, the application keeps
    /// running.
    public var application: Application? {
        get {
            gtk_window_get_application(windowPointer).flatMap {
                Object.wrapper(for: cglib_object($0), as: Application.self)
            }
        }
        set { gtk_window_set_application(windowPointer, newValue?.applicationPointer) }
    }

    /// The widget with the keyboard focus in this window, if any.
    public var focusedWidget: Widget? {
        gtk_window_get_focus(windowPointer).flatMap {
            Object.wrapper(for: cglib_object($0), as: Widget.self)
        }
    }

    /// Sets the size the window opens at.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(
            windowPointer, gint(clamping: width), gint(clamping: height))
    }

    /// Shows the window and raises it to the user.
    public func present() { gtk_window_present(windowPointer) }

    /// Asks the window to close, as its close button does: emits `close-request`, then
    /// destroys the window unless a handler refused.
    public func close() { gtk_window_close(windowPointer) }

    /// Destroys the window at once, without asking.
    public func destroy() { gtk_window_destroy(windowPointer) }

    /// Runs `handler` when the user (or ``close()``) asks the window to close; return `true`
    /// to keep the window open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect("close-request") { arguments in
            arguments.setReturnValue(handler())
        }
    }
}
