import CGLib
import Foundation

extension DateTime {
    /// The same instant as `date`, in UTC, to the microsecond (GLib's resolution; finer parts
    /// are dropped toward the past); `nil` outside the years 1 to 9999, which `GDateTime` cannot
    /// hold.
    public convenience init?(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, seconds >= -62_135_596_800, seconds < 253_402_300_800 else {
            return nil
        }
        let whole = seconds.rounded(.down)
        let microseconds = min(((seconds - whole) * 1_000_000).rounded(.down), 999_999)
        guard let utc = g_date_time_new_from_unix_utc(gint64(whole)) else { return nil }
        defer { g_date_time_unref(utc) }
        guard let exact = g_date_time_add(utc, GTimeSpan(microseconds)) else { return nil }
        self.init(adopting: UnsafeMutableRawPointer(exact))
    }

    /// The instant this date and time names, as a Foundation `Date`, to the microsecond.
    public var date: Date {
        Date(timeIntervalSince1970: Double(toUnix()) + Double(microsecond) / 1_000_000)
    }
}
