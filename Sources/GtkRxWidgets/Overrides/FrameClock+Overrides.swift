import CGLib
import CGtk
import GtkRxGLib

/// The clock that paces a window's frames (`GdkFrameClock`): it tells when a frame is being
/// drawn, for animations and for measuring when something was first on screen.
extension FrameClock {
    private var clockPointer: OpaquePointer { OpaquePointer(raw) }

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
