import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The hand-written `TextBuffer` members: positions as `TextIter` values that survive edits.
@MainActor
final class TextBufferOverrideTests: GtkTestCase {
    func testPositionsReadAndEditTheText() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "first line\nsecond"
        XCTAssertEqual(buffer.endIter.offset, 17)
        XCTAssertEqual(buffer.iter(atLine: 1).offset, 11)
        XCTAssertEqual(buffer.iter(atLine: 1).line, 1)
        XCTAssertEqual(buffer.iter(atOffset: 14).lineOffset, 3)
        XCTAssertEqual(buffer.iter(atLine: 9), buffer.endIter, "no such line: the end")
        XCTAssertEqual(buffer.iter(atOffset: 99), buffer.endIter, "clamped to the end")

        let second = buffer.iter(atLine: 1)
        XCTAssertEqual(buffer.text(from: second, to: buffer.endIter), "second")
        XCTAssertEqual(buffer.text(from: buffer.endIter, to: second), "second", "either order")

        buffer.insert("my ", at: second)
        XCTAssertEqual(buffer.text, "first line\nmy second")
        // An edit does not invalidate a position: it still names its offset.
        XCTAssertEqual(buffer.text(from: second, to: second.advanced(by: 2)), "my")
        buffer.delete(from: buffer.startIter, to: buffer.startIter.advanced(by: 6))
        XCTAssertEqual(buffer.text, "line\nmy second")
        XCTAssertTrue(buffer.endIter.isEnd)
        XCTAssertEqual(buffer.startIter.advanced(by: -5), buffer.startIter)
    }

    func testSelectionAndTags() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "bold move"
        XCTAssertNil(buffer.selectionBounds)
        buffer.selectRange(from: buffer.iter(atOffset: 4), to: buffer.startIter)
        XCTAssertEqual(buffer.selectionBounds?.start.offset, 0)
        XCTAssertEqual(buffer.selectionBounds?.end.offset, 4)

        let tag = TextTag(name: "strong")
        XCTAssertTrue(buffer.tagTable.add(tag))
        XCTAssertTrue(
            buffer.setTag(named: "strong", from: buffer.startIter, to: buffer.iter(atOffset: 4)))
        XCTAssertFalse(
            buffer.setTag(named: "missing", from: buffer.startIter, to: buffer.endIter),
            "an unknown tag is refused")
    }

    func testAPositionInAnotherBufferIsReportedAndChangesNothing() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "kept"
        let other = TextBuffer(table: nil)
        other.text = "elsewhere"
        let report = try captureStandardError {
            buffer.delete(from: other.startIter, to: other.endIter)
        }
        XCTAssertEqual(buffer.text, "kept")
        XCTAssertEqual(other.text, "elsewhere")
        XCTAssertTrue(
            report.contains("TextBuffer.delete(from:to:): a position in another buffer"), report)
    }
}
