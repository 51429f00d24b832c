import CGLib
import CGtk
import GtkRx

/// How many signal handlers are connected to the objects GTK keeps for as long as its display
/// is open: the display, its settings (`GtkSettings`), its icon theme, its seat, and the
/// seat's keyboard and pointer.
///
/// A widget that connects to one of them must disconnect when it goes; a handler it leaves
/// keeps its closure's memory for the life of the process, and is called with a freed widget
/// when the object next emits (GTK 4.8's scrolled windows left one on the settings each:
/// GtkRx repairs that). Compare a count before a leak cycle with one after it:
///
/// ```swift
/// let before = LongLivedHandlers.count()
/// try leakCycle(rounds: 100) { watch in … }
/// XCTAssertFalse(LongLivedHandlers.count().exceeds(before))
/// ```
///
/// ``leakCycle(rounds:_:file:line:)`` makes that comparison itself. A count may go down
/// meanwhile (what an earlier test connected, ending). Blocked handlers are not counted.
public struct LongLivedHandlers: Equatable, CustomStringConvertible {
    /// Handlers on the default display (`GdkDisplay`).
    public var display: Int
    /// Handlers on the display's settings (`GtkSettings`).
    public var settings: Int
    /// Handlers on the display's icon theme (`GtkIconTheme`).
    public var iconTheme: Int
    /// Handlers on the display's default seat (`GdkSeat`).
    public var seat: Int
    /// Handlers on the seat's keyboard (`GdkDevice`).
    public var keyboard: Int
    /// Handlers on the seat's pointer (`GdkDevice`).
    public var pointer: Int

    /// The counts now (all zero before GTK has opened a display).
    @MainActor
    public static func count() -> LongLivedHandlers {
        guard let display = gdk_display_get_default() else {
            return LongLivedHandlers(
                display: 0, settings: 0, iconTheme: 0, seat: 0, keyboard: 0, pointer: 0)
        }
        let seat = gdk_display_get_default_seat(display)
        return LongLivedHandlers(
            display: handlers(on: UnsafeMutableRawPointer(display)),
            settings: handlers(
                on: gtk_settings_get_for_display(display).map(UnsafeMutableRawPointer.init)),
            iconTheme: handlers(
                on: gtk_icon_theme_get_for_display(display).map(UnsafeMutableRawPointer.init)),
            seat: handlers(on: seat.map(UnsafeMutableRawPointer.init)),
            keyboard: handlers(
                on: seat.flatMap(gdk_seat_get_keyboard).map(UnsafeMutableRawPointer.init)),
            pointer: handlers(
                on: seat.flatMap(gdk_seat_get_pointer).map(UnsafeMutableRawPointer.init)))
    }

    /// Whether any of the objects has more handlers now than it had at `earlier`.
    public func exceeds(_ earlier: LongLivedHandlers) -> Bool {
        display > earlier.display || settings > earlier.settings
            || iconTheme > earlier.iconTheme || seat > earlier.seat
            || keyboard > earlier.keyboard || pointer > earlier.pointer
    }

    /// `display 3, settings 12, icon theme 1, seat 2, keyboard 0, pointer 0`.
    public var description: String {
        "display \(display), settings \(settings), icon theme \(iconTheme), seat \(seat), "
            + "keyboard \(keyboard), pointer \(pointer)"
    }

    /// The unblocked handlers on `instance`: GLib finds one at a time, so each found is blocked
    /// until all are counted, then unblocked again.
    @MainActor
    private static func handlers(on instance: UnsafeMutableRawPointer?) -> Int {
        guard let instance else { return 0 }
        var found: [gulong] = []
        while true {
            let id = g_signal_handler_find(
                instance, G_SIGNAL_MATCH_UNBLOCKED, 0, 0, nil, nil, nil)
            guard id != 0 else { break }
            g_signal_handler_block(instance, id)
            found.append(id)
        }
        for id in found {
            g_signal_handler_unblock(instance, id)
        }
        return found.count
    }
}
