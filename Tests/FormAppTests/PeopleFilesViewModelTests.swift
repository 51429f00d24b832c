import Foundation
import GtkRx
import GtkRxTest
import XCTest

@testable import FormApp

/// Export and import of the people in virtual time: what is written and read, and what is
/// said.
final class PeopleFilesViewModelTests: XCTestCase {
    private let url = URL(fileURLWithPath: "/tmp/people.json")
    private let people = PeopleDirectory.people(count: 3)

    /// A model whose choosers answer `chosen` after 10 ticks (`nil`: cancelled), whose writes
    /// take 20 ticks and whose reads give `file` after 20 ticks (`nil`: an error).
    private func makeModel(
        _ scheduler: TestScheduler, exports: [Recorded<Event<Void>>] = [],
        imports: [Recorded<Event<Void>>] = [], chosen: URL?, file: Data? = nil,
        written: @escaping (Data) -> Void = { _ in }
    ) -> PeopleFilesViewModel {
        let choose: () -> Maybe<URL> = {
            let answer: [Recorded<Event<URL>>] =
                chosen.map { [.next(10, $0), .completed(10)] } ?? [.completed(10)]
            return scheduler.createColdObservable(answer).asObservable().asMaybe()
        }
        return PeopleFilesViewModel(
            people: Observable.just(people),
            exportRequests: scheduler.createHotObservable(exports).asObservable(),
            importRequests: scheduler.createHotObservable(imports).asObservable(),
            chooseDestination: choose, chooseSource: choose,
            write: { _, data in
                written(data)
                return scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
                    .asObservable().asCompletable()
            },
            read: { _ in
                let event: [Recorded<Event<Data>>] =
                    file.map { [.next(20, $0), .completed(20)] }
                    ?? [.error(20, GLibError(domain: "g-io-error-quark", code: 1, message: "gone"))]
                return scheduler.createColdObservable(event).asObservable().asSingle()
            }, scheduler: scheduler)
    }

    func testAnExportWritesEveryoneAsJSON() throws {
        let scheduler = TestScheduler(initialClock: 0)
        var files: [Data] = []
        let model = makeModel(
            scheduler, exports: [.next(210, ())], chosen: url, written: { files.append($0) })
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(result.events, [.next(241, .exported(count: 3, path: "/tmp/people.json"))])
        XCTAssertEqual(try PeopleArchive.decode(XCTUnwrap(files.first)), people)
    }

    func testAnImportSendsThePeopleOfTheFile() {
        let scheduler = TestScheduler(initialClock: 0)
        let file = PeopleArchive.encode(Array(people.reversed()))
        let model = makeModel(scheduler, imports: [.next(210, ())], chosen: url, file: file)
        let imported = scheduler.createObserver([Person].self)
        scheduler.scheduleAt(200) { _ = model.imported.subscribe(imported) }
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(result.events, [.next(241, .imported(count: 3, path: "/tmp/people.json"))])
        XCTAssertEqual(
            imported.events.map { $0.value.element?.map(\.name) }, [people.reversed().map(\.name)])
    }

    func testABadFileIsSaidAndChangesNothing() {
        for (file, reason) in [
            (Data("[{".utf8), "The file is not JSON."),
            (Data(#"[{"name": ""}]"#.utf8), "Person 1 has no name."),
            (nil, "gone"),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let model = makeModel(scheduler, imports: [.next(210, ())], chosen: url, file: file)
            let imported = scheduler.createObserver([Person].self)
            scheduler.scheduleAt(200) { _ = model.imported.subscribe(imported) }
            let result = scheduler.start { model.outcome }
            XCTAssertEqual(result.events, [.next(241, .failedImport(reason))])
            XCTAssertEqual(imported.events, [])
        }
    }

    func testCancelledChoosersDoNothingAndSayNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var writes = 0
        let model = makeModel(
            scheduler, exports: [.next(210, ())], imports: [.next(230, ())], chosen: nil,
            written: { _ in writes += 1 })
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(writes, 0)
    }

    func testPressesDuringAnExportAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        var writes = 0
        let model = makeModel(
            scheduler, exports: [.next(210, ()), .next(215, ())], imports: [.next(220, ())],
            chosen: url, file: Data("[]".utf8), written: { _ in writes += 1 })
        let result = scheduler.start { model.outcome }
        XCTAssertEqual(writes, 1)
        XCTAssertEqual(result.events, [.next(241, .exported(count: 3, path: "/tmp/people.json"))])
    }
}
