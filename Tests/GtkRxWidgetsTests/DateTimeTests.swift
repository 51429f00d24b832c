import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// GLib's `GDateTime` as the generated boxed wrapper `DateTime` (and `GTimeZone` as
/// `GLibTimeZone`, beside Foundation's `TimeZone`): made, compared and formatted through
/// GLib, converted to and from Foundation's `Date`, and read from the places GTK and GIO give
/// one (a calendar's day, a file's modification time).
@MainActor
final class DateTimeTests: GtkTestCase {
    func testADateRoundTripsToTheMicrosecond() async throws {
        for seconds in [0, 1_700_000_000.123456, -86_400.5, 253_402_300_799] {
            let date = Date(timeIntervalSince1970: seconds)
            let dateTime = try XCTUnwrap(DateTime(date), "\(seconds)")
            XCTAssertEqual(
                dateTime.date.timeIntervalSince1970, seconds, accuracy: 0.000_001, "\(seconds)")
        }
        let moment = try XCTUnwrap(DateTime(Date(timeIntervalSince1970: 1_700_000_000.25)))
        XCTAssertEqual(moment.formatIso8601(), "2023-11-14T22:13:20.250000Z")
        XCTAssertEqual(moment.microsecond, 250_000)
        XCTAssertEqual(moment.utcOffset, 0)
    }

    func testDatesGLibCannotHoldAreNil() async throws {
        XCTAssertNil(DateTime(Date(timeIntervalSince1970: 253_402_300_800)), "the year 10000")
        XCTAssertNil(DateTime(Date(timeIntervalSince1970: -62_135_596_801)), "before the year 1")
        XCTAssertNil(DateTime(Date(timeIntervalSince1970: .nan)))
        XCTAssertNil(DateTime(text: "not a date", defaultTz: nil), "GLib parses no date: nil")
        XCTAssertNil(
            DateTime(
                tz: try XCTUnwrap(GLibTimeZone(identifier: "UTC")), year: 2024, month: 13,
                day: 1, hour: 0, minute: 0, seconds: 0),
            "month 13")
    }

    func testArithmeticComparisonAndTimeZones() async throws {
        let zone = try XCTUnwrap(GLibTimeZone(offset: 3_600))
        let start = try XCTUnwrap(
            DateTime(tz: zone, year: 2024, month: 2, day: 28, hour: 23, minute: 30, seconds: 0))
        let later = try XCTUnwrap(start.addMinutes(45))
        XCTAssertEqual(later.ymd.year, 2024)
        XCTAssertEqual(later.ymd.month, 2)
        XCTAssertEqual(later.ymd.day, 29, "a leap day")
        XCTAssertEqual(later.difference(start), 45 * 60 * 1_000_000)
        XCTAssertEqual(start.compare(later), -1)
        XCTAssertEqual(try XCTUnwrap(start.toUtc()).hour, 22)
        XCTAssertEqual(start.format("%Y-%m-%d %H:%M"), "2024-02-28 23:30")
        XCTAssertEqual(zone.identifier, "+01:00:00")
    }

    func testACalendarSelectsAndReportsADay() async throws {
        let calendar = CalendarWidget()
        let day = try XCTUnwrap(
            DateTime(
                tz: try XCTUnwrap(GLibTimeZone(identifier: "UTC")), year: 2025, month: 7, day: 14,
                hour: 12, minute: 0, seconds: 0))
        calendar.selectDay(date: day)
        let shown = try XCTUnwrap(calendar.date)
        XCTAssertEqual(shown.ymd.year, 2025)
        XCTAssertEqual(shown.ymd.month, 7)
        XCTAssertEqual(shown.ymd.day, 14)
        XCTAssertEqual(calendar.day, 14)
    }

    func testAFilesModificationTimeIsItsOwnCopy() async throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-datetime-\(UUID().uuidString)")
        try Data("x".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let set = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: set], ofItemAtPath: url.path)
        let info = try File(path: url.path).queryInfo(
            attributes: "time::modified,time::modified-usec", flags: [], cancellable: nil)
        let modified = try XCTUnwrap(info.modificationDateTime)
        XCTAssertEqual(modified.date.timeIntervalSince1970, 1_600_000_000, accuracy: 0.001)
        info.modificationDateTime = try XCTUnwrap(DateTime(Date(timeIntervalSince1970: 5)))
        XCTAssertEqual(modified.toUnix(), 1_600_000_000, "the value read is a copy of its own")
        XCTAssertEqual(info.modificationDateTime?.toUnix(), 5)
    }

    /// Dates made, converted and dropped round after round leave nothing behind.
    func testDatesLeaveNothingBehind() async throws {
        var round = 0
        try leakCycle { watch in
            round += 1
            let calendar = watch(CalendarWidget())
            guard let day = DateTime(Date(timeIntervalSince1970: Double(round) * 86_400)) else {
                return false
            }
            calendar.selectDay(date: day)
            return calendar.date?.toUnix() == day.toUnix() && day.toLocal() != nil
        }
    }
}
