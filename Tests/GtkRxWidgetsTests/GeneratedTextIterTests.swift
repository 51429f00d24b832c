import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The generated members of `TextBuffer` and `TextView` that take or give `GtkTextIter`s, as
/// `TextIter` values: C's out-parameters read back as positions, the iterators C moves passed
/// `inout`, positions of another buffer refused, and the signals' positions.
@MainActor
final class GeneratedTextIterTests: GtkTestCase {
    func testPositionsComeBackFromOutParameters() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "first line\nsecond"
        XCTAssertEqual(buffer.bounds.start.offset, 0)
        XCTAssertEqual(buffer.bounds.end.offset, 17)
        XCTAssertEqual(buffer.iterAtLineOffset(lineNumber: 1, charOffset: 3)?.offset, 14)
        XCTAssertNil(
            buffer.iterAtLineOffset(lineNumber: 9, charOffset: 0), "no such line: GTK says so")
        XCTAssertEqual(buffer.iterAtLineIndex(lineNumber: 0, byteIndex: 5)?.offset, 5)

        let mark = buffer.createMark(
            named: "here", where: buffer.iter(atOffset: 6), leftGravity: true)
        XCTAssertEqual(buffer.iterAtMark(mark).offset, 6)
        buffer.moveMark(mark, where: buffer.iter(atOffset: 2))
        XCTAssertEqual(buffer.iterAtMark(mark).offset, 2)
        XCTAssertEqual(
            buffer.slice(
                start: buffer.iter(atOffset: 11), end: buffer.endIter, includeHiddenChars: true),
            "second")
        buffer.placeCursor(where: buffer.iter(atOffset: 4))
        XCTAssertEqual(buffer.cursorPosition, 4)
    }

    func testIteratorsCMovesArePassedInOutAndMoveWithIt() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "first line\nsecond"
        var position = buffer.iter(atLine: 1)
        XCTAssertTrue(buffer.insertInteractive(iter: &position, text: "my ", defaultEditable: true))
        XCTAssertEqual(buffer.text, "first line\nmy second")
        XCTAssertEqual(position.offset, 14, "after the inserted text, as GTK leaves it")

        XCTAssertTrue(buffer.backspace(&position, interactive: false, defaultEditable: true))
        XCTAssertEqual(buffer.text, "first line\nmysecond")
        XCTAssertEqual(position.offset, 13)

        var start = buffer.startIter
        var end = buffer.iter(atOffset: 6)
        XCTAssertTrue(
            buffer.deleteInteractive(startIter: &start, endIter: &end, defaultEditable: true))
        XCTAssertEqual(buffer.text, "line\nmysecond")
        XCTAssertEqual([start.offset, end.offset], [0, 0], "both where the text was")

        // A view's buffer is not editable through an interactive call when the view says so.
        var locked = buffer.startIter
        XCTAssertFalse(
            buffer.insertInteractive(iter: &locked, text: "no", defaultEditable: false))
        XCTAssertEqual(buffer.text, "line\nmysecond")
    }

    func testTheViewMovesPositionsByDisplayLineAndFindsThem() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "one\ntwo\nthree"
        let view = TextView(buffer: buffer)
        let window = Window()
        window.child = view
        window.present()
        defer { window.destroy() }
        try GtkTest.wait("the view is laid out") { view.allocatedHeight > 0 }

        var position = buffer.startIter
        XCTAssertTrue(view.forwardDisplayLine(iter: &position))
        XCTAssertEqual(position.offset, 4, "the start of the second line")
        XCTAssertTrue(view.forwardDisplayLineEnd(iter: &position))
        XCTAssertEqual(position.offset, 7, "the end of the second line")
        XCTAssertTrue(view.backwardDisplayLineStart(iter: &position))
        XCTAssertEqual(position.offset, 4)
        XCTAssertTrue(view.startsDisplayLine(iter: position))

        XCTAssertEqual(view.lineAtY(0).targetIter.offset, 0)
        let second = view.lineYrange(iter: buffer.iter(atOffset: 5))
        XCTAssertGreaterThan(second.height, 0)
        XCTAssertEqual(view.lineAtY(second.y + 1).targetIter.offset, 4)
        XCTAssertEqual(view.iterAtLocation(x: 0, y: second.y + 1)?.offset, 4)
        XCTAssertGreaterThan(view.iterLocation(iter: buffer.iter(atOffset: 5)).y, 0)
    }

    func testSignalsGiveTheirPositions() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "abc"
        let tag = TextTag(name: "strong")
        XCTAssertTrue(buffer.tagTable.add(tag))
        let disposeBag = DisposeBag()
        var inserted: [Int] = []
        var deleted: [[Int]] = []
        var applied: [[Int]] = []
        buffer.rx.insertText.subscribe(onNext: { inserted.append($0.0.offset) })
            .disposed(by: disposeBag)
        buffer.rx.deleteRange.subscribe(onNext: { deleted.append([$0.0.offset, $0.1.offset]) })
            .disposed(by: disposeBag)
        buffer.rx.applyTag.subscribe(onNext: { applied.append([$0.1.offset, $0.2.offset]) })
            .disposed(by: disposeBag)

        buffer.insert("xy", at: buffer.iter(atOffset: 1))
        buffer.delete(from: buffer.iter(atOffset: 3), to: buffer.endIter)
        buffer.applyTag(tag, start: buffer.startIter, end: buffer.iter(atOffset: 2))
        XCTAssertEqual(inserted, [1])
        XCTAssertEqual(deleted, [[3, 5]])
        XCTAssertEqual(applied, [[0, 2]])
        XCTAssertEqual(buffer.text, "axy")
    }

    func testAPositionInAnotherBufferIsRefusedAndChangesNothing() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "kept"
        let other = TextBuffer(table: nil)
        other.text = "elsewhere"
        let view = TextView(buffer: buffer)
        buffer.placeCursor(where: buffer.iter(atOffset: 1))
        var foreign = other.iter(atOffset: 3)
        var results: [Bool] = []
        var report = ""
        let warnings = try GLibLog.recordingWarnings {
            report = try captureStandardError {
                results.append(
                    buffer.insertInteractive(iter: &foreign, text: "x", defaultEditable: true))
                buffer.placeCursor(where: other.endIter)
                results.append(view.forwardDisplayLine(iter: &foreign))
                results.append(
                    view.scrollToIter(
                        foreign, withinMargin: 0, useAlign: false, xalign: 0, yalign: 0))
            }
        }
        XCTAssertEqual(warnings, [], "refused before GTK saw them")
        XCTAssertEqual(results, [false, false, false])
        XCTAssertEqual(buffer.text, "kept")
        XCTAssertEqual(other.text, "elsewhere")
        XCTAssertEqual(buffer.cursorPosition, 1)
        XCTAssertEqual(foreign.offset, 3, "left where it was")
        XCTAssertTrue(report.contains("TextBuffer.insertInteractive: a position in another buffer"))
        XCTAssertTrue(report.contains("TextBuffer.placeCursor: a position in another buffer"))
        XCTAssertTrue(report.contains("TextView.forwardDisplayLine: a position in another buffer"))
        XCTAssertTrue(report.contains("TextView.scrollToIter: a position in another buffer"))
    }

    func testStalePositionsAndUnsetIteratorsNeverReachC() async throws {
        let buffer = TextBuffer(table: nil)
        buffer.text = "a long text"
        let tag = TextTag(name: "strong")
        XCTAssertTrue(buffer.tagTable.add(tag))
        var past = buffer.endIter
        buffer.text = "ab"
        // A position past the end after an edit is clamped to the end, never stale.
        var warnings = GLibLog.recordingWarnings {
            buffer.applyTag(tag, start: buffer.startIter, end: past)
            XCTAssertTrue(buffer.insertInteractive(iter: &past, text: "c", defaultEditable: true))
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(buffer.text, "abc")
        XCTAssertEqual(past.offset, 3)

        // GTK reads a mark of another buffer, or a deleted one, as one of its own: refused.
        let other = TextBuffer(table: nil)
        other.text = "elsewhere"
        let foreignMark = other.createMark(
            named: nil, where: other.iter(atOffset: 4), leftGravity: false)
        let deletedMark = buffer.createMark(
            named: nil, where: buffer.iter(atOffset: 1), leftGravity: false)
        buffer.deleteMark(deletedMark)
        var positions: [TextIter] = []
        var report = ""
        warnings = try GLibLog.recordingWarnings {
            report = try captureStandardError {
                positions.append(buffer.iterAtMark(foreignMark))
                positions.append(buffer.iterAtMark(deletedMark))
                buffer.moveMark(foreignMark, where: buffer.endIter)
            }
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(positions, [buffer.startIter, buffer.startIter], "the stand-in: the start")
        XCTAssertEqual(other.iterAtMark(foreignMark).offset, 4, "not moved")
        XCTAssertTrue(report.contains("TextBuffer.iterAtMark: a mark of another buffer"), report)
        XCTAssertTrue(report.contains("TextBuffer.moveMark: a mark of another buffer"), report)

        // An iterator C returned without setting is read as the start, never dereferenced.
        report = try captureStandardError {
            XCTAssertEqual(TextIter(filledIn: GtkTextIter(), of: buffer, "Probe"), buffer.startIter)
        }
        XCTAssertTrue(report.contains("Probe: GTK set no position"), report)
    }
}
