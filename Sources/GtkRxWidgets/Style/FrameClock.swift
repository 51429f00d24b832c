import CGLib
import CGtk
import GtkRxGLib

/// The clock that paces a window's frames (`GdkFrameClock`): it tells when a frame is being
/// drawn, for animations and for measuring when something was first on screen.
open class FrameClock: Object {
    /// `GdkFrameClock`.
    override open class var gType: GType { gdk_frame_clock_get_type() }

    private var clockPointer: OpaquePointer { OpaquePointer(raw) }

    /// The time of the frame being drawn, or of the last one, in microseconds of the
    /// monotonic clock (`g_get_monotonic_time`'s).
    public var frameTime: Int { gdk_frame_clock_get_frame_time(clockPointer) }

    /// How many frames the clock has drawn.
    public var frameCounter: Int { gdk_frame_clock_get_frame_counter(clockPointer) }

    /// Runs `handler` after each frame is painted.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("after-paint", handler: handler)
    }
}

extension Widget {
    /// The frame clock of the widget's window, once the widget is realized (a presented
    /// window is); `nil` before.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widgetPointer).flatMap {
            Object.wrapper(for: cglib_object(UnsafeMutableRawPointer($0)), as: FrameClock.self)
        }
    }
}
