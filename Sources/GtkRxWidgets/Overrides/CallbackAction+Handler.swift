import CGLib
import CGtk
import GtkRxGLib

extension CallbackAction {
    /// A shortcut action that runs `handler` with the widget the shortcut fired on; the
    /// shortcut counts as handled (the key goes no further) when `handler` returns `true`.
    public convenience init(_ handler: @escaping @MainActor (Widget) -> Bool) {
        WidgetClasses.register()
        let box = Unmanaged.passRetained(CallbackActionBox(handler)).toOpaque()
        self.init(
            adopting: gObjectPointer(
                gtk_callback_action_new(
                    callbackActionRun, box, callbackActionRelease)))
    }
}

/// The Swift handler of a ``CallbackAction``, held by GTK through its `user_data`.
@MainActor
private final class CallbackActionBox {
    let handler: @MainActor (Widget) -> Bool

    init(_ handler: @escaping @MainActor (Widget) -> Bool) {
        self.handler = handler
    }
}

/// GTK's `GtkShortcutFunc`: runs the box's handler. Non-capturing; the box comes as
/// `user_data`, which GTK keeps alive until it calls ``callbackActionRelease``.
private let callbackActionRun:
    @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?
    ) -> gboolean = { widget, _, data in
        guard let widget, let data else { return 0 }
        let box = Unmanaged<CallbackActionBox>.fromOpaque(data).takeUnretainedValue()
        // nonisolated(unsafe): the widget pointer is GTK's, for this activation, used
        // synchronously on this same thread before the callback returns.
        nonisolated(unsafe) let widgetPointer = widget
        // GTK runs shortcuts on the main thread, where the main actor's code runs.
        return MainActor.assumeIsolated {
            let pointer = gObjectPointer(widgetPointer)
            guard let target = Object.wrapper(for: pointer, as: Widget.self) else {
                return 0
            }
            return box.handler(target) ? 1 : 0
        }
    }

/// GTK's `GDestroyNotify` for the box: balances `passRetained`.
private let callbackActionRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<CallbackActionBox>.fromOpaque(data).release()
}
