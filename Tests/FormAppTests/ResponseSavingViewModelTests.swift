import Foundation
import GtkRx
import GtkRxTest
import XCTest

@testable import FormApp

/// The Save button's logic in virtual time: what is written, when, and what is said.
final class ResponseSavingViewModelTests: XCTestCase {
    private let destination = URL(fileURLWithPath: "/tmp/response.txt")

    /// A save model over `response` and `taps`, whose chooser answers `chosen` after 10 ticks
    /// (`nil`: cancelled) and whose writes take 20 ticks and end with `writeError` if any; the
    /// writes it was asked for are in `writes`.
    private func makeModel(
        _ scheduler: TestScheduler, response: [Recorded<Event<Data?>>],
        taps: [Recorded<Event<Void>>], chosen: URL?, writeError: Error? = nil,
        writes: @escaping (URL, Data) -> Void = { _, _ in }, asked: @escaping () -> Void = {}
    ) -> ResponseSavingViewModel {
        ResponseSavingViewModel(
            response: scheduler.createHotObservable(response).asObservable(),
            saveRequests: scheduler.createHotObservable(taps).asObservable(),
            chooseDestination: {
                asked()
                let answer: [Recorded<Event<URL>>] =
                    chosen.map { [.next(10, $0), .completed(10)] } ?? [.completed(10)]
                return scheduler.createColdObservable(answer).asObservable().asMaybe()
            },
            write: { url, data in
                writes(url, data)
                let end: Recorded<Event<Never>> =
                    writeError.map { .error(20, $0) } ?? .completed(20)
                return scheduler.createColdObservable([end]).asObservable().asCompletable()
            }, scheduler: scheduler)
    }

    func testTheLatestResponseIsWrittenToTheChosenFile() {
        let scheduler = TestScheduler(initialClock: 0)
        var written: [(URL, Data)] = []
        let model = makeModel(
            scheduler,
            response: [.next(150, nil), .next(210, Data([1, 2])), .next(215, Data([7]))],
            taps: [.next(220, ())], chosen: destination, writes: { written.append(($0, $1)) })
        let isSaving = scheduler.createObserver(Bool.self)
        let canSave = scheduler.createObserver(Bool.self)
        let outcome = scheduler.createObserver(SaveOutcome.self)
        scheduler.scheduleAt(200) {
            _ = model.isSaving.subscribe(isSaving)
            _ = model.canSave.subscribe(canSave)
            _ = model.outcome.subscribe(outcome)
        }
        scheduler.start()

        XCTAssertEqual(written.map(\.0), [destination])
        XCTAssertEqual(written.map(\.1), [Data([7])], "the latest response")
        XCTAssertEqual(
            outcome.events, [.next(251, .saved(path: "/tmp/response.txt", byteCount: 1))])
        XCTAssertEqual(isSaving.events, [.next(200, false), .next(231, true), .next(251, false)])
        XCTAssertEqual(
            canSave.events, [.next(210, true), .next(231, false), .next(251, true)],
            "nothing to save before the first response, and not while writing")
    }

    func testACancelledChooserWritesNothingAndSaysNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var written = 0
        let model = makeModel(
            scheduler, response: [.next(210, Data([1]))], taps: [.next(220, ())], chosen: nil,
            writes: { _, _ in written += 1 })
        let outcome = scheduler.createObserver(SaveOutcome.self)
        let isSaving = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(200) {
            _ = model.outcome.subscribe(outcome)
            _ = model.isSaving.subscribe(isSaving)
        }
        scheduler.start()
        XCTAssertEqual(written, 0)
        XCTAssertEqual(outcome.events, [])
        XCTAssertEqual(isSaving.events, [.next(200, false)])
    }

    func testAFailedWriteSaysWhyInGIOsWords() {
        let scheduler = TestScheduler(initialClock: 0)
        let error = GLibError(domain: "g-io-error-quark", code: 1, message: "No such file")
        let model = makeModel(
            scheduler, response: [.next(210, Data([1]))], taps: [.next(220, ())],
            chosen: destination, writeError: error)
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(result.events, [.next(251, .failed("No such file"))])
    }

    func testNoResponseNoSave() {
        let scheduler = TestScheduler(initialClock: 0)
        var asked = 0
        let model = makeModel(
            scheduler, response: [.next(210, Data([1])), .next(230, nil)],
            taps: [.next(205, ()), .next(240, ())], chosen: destination, asked: { asked += 1 })
        let canSave = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(200) { _ = model.canSave.subscribe(canSave) }
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(asked, 0, "no response at 205, the failed fetch's nil at 240")
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(canSave.events, [.next(210, true), .next(230, false)])
    }

    func testPressesWhileASaveIsUnderWayAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        var asked = 0
        var written = 0
        let model = makeModel(
            scheduler, response: [.next(210, Data([1]))],
            taps: [.next(220, ()), .next(225, ()), .next(240, ()), .next(260, ())],
            chosen: destination, writes: { _, _ in written += 1 }, asked: { asked += 1 })
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(asked, 2, "the chooser at 220 and, after the first save, at 260")
        XCTAssertEqual(written, 2)
        XCTAssertEqual(result.events.count, 2)
    }
}
