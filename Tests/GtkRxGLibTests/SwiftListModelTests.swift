import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// Counts the work done on ``CountedElement``s: ids read, hashed and compared, elements compared.
private final class WorkCounter {
    var total = 0
}

/// An element whose id reads, id hashes and comparisons and element comparisons are counted.
private struct CountedElement: Equatable {
    let value: Int
    let counter: WorkCounter

    /// Its id, counting the read.
    var countedID: CountedID {
        counter.total += 1
        return CountedID(value: value, counter: counter)
    }

    static func == (first: CountedElement, second: CountedElement) -> Bool {
        first.counter.total += 1
        return first.value == second.value
    }
}

/// An id whose hashing and comparisons are counted.
private struct CountedID: Hashable {
    let value: Int
    let counter: WorkCounter

    static func == (first: CountedID, second: CountedID) -> Bool {
        first.counter.total += 1
        return first.value == second.value
    }

    func hash(into hasher: inout Hasher) {
        counter.total += 1
        hasher.combine(value)
    }
}

/// Records a model's `items-changed` signals and replays them on a mirror of its items,
/// fetching added items through `g_list_model_get_item` as GTK does, and holding them as GTK
/// holds its rows' items: the mirror shows the elements the items hold now.
@MainActor
private final class ChangeRecorder<Element> {
    private(set) var changes: [[Int]] = []
    private var items: [SwiftListItem?] = []
    /// Whether, at each signal, the model's count was the mirror's once the signal replayed.
    private(set) var countsAgreed = true
    private let describe: (Element) -> String
    private var connection: SignalConnection?

    /// The elements the mirrored items hold, described.
    var mirror: [String] { items.map { $0?.element(as: Element.self).map(describe) ?? "?" } }

    init(_ model: SwiftListModel<Element>, describe: @escaping (Element) -> String) {
        self.describe = describe
        let pointer = OpaquePointer(model.objectPointer)
        func fetch(_ positions: Range<Int>) -> [SwiftListItem?] {
            positions.map { index in
                guard let raw = g_list_model_get_item(pointer, guint(index)) else { return nil }
                defer { g_object_unref(raw) }
                return Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self)
            }
        }
        items = fetch(0..<model.count)
        connection = model.onItemsChanged { [weak self] position, removed, added in
            guard let self else { return }
            self.changes.append([position, removed, added])
            self.items.removeSubrange(position..<position + removed)
            self.items.insert(contentsOf: fetch(position..<position + added), at: position)
            if g_list_model_get_n_items(pointer) != self.items.count {
                self.countsAgreed = false
            }
        }
    }
}

@MainActor
final class SwiftListModelTests: GtkTestCase {
    private func people(_ ids: [Int]) -> [Person] { ids.map { Person(id: $0, name: "p\($0)") } }

    func testOneChangedElementOfAHundredThousandIsReplacedInItsItem() async {
        var people = people(Array(0..<100_000))
        let model = SwiftListModel(elements: people)
        let recorder = ChangeRecorder(model) { $0.name }
        people[61_234].name = "changed"
        model.update(people)
        XCTAssertEqual(recorder.changes, [], "a changed element emits no signal")
        XCTAssertEqual(model.lastUpdateChangedCount, 1)
        XCTAssertEqual(recorder.mirror[61_234], "changed")
        XCTAssertEqual(model.nItems, 100_000)
    }

    func testInsertsDeletesAndMovesAreMinimal() async {
        let model = SwiftListModel(elements: people(Array(0..<10)))
        let recorder = ChangeRecorder(model) { $0.name }
        model.update(people([0, 1, 2, 3, 4, 100, 101, 5, 6, 7, 8, 9]))
        XCTAssertEqual(recorder.changes, [[5, 0, 2]])
        model.update(people([0, 1, 2, 4, 100, 101, 5, 6, 7, 8, 9]))
        XCTAssertEqual(recorder.changes.last, [3, 1, 0])
        model.update(people([1, 2, 4, 100, 101, 5, 6, 7, 8, 9, 0]))
        XCTAssertEqual(recorder.changes.last, [0, 11, 11], "a move is one signal")
        XCTAssertEqual(recorder.changes.count, 3)
        XCTAssertEqual(recorder.mirror, model.elements.map(\.name))
    }

    func testSeededRandomEditsReplayToTheNewElements() async {
        var generator = SplitMix(seed: 16)
        var current = people(Array(0..<200))
        let model = SwiftListModel(elements: current)
        let recorder = ChangeRecorder(model) { "\($0.id):\($0.name)" }
        var nextID = 1_000
        for _ in 0..<200 {
            for _ in 0..<Int(generator.next() % 6) {
                let index = Int(generator.next() % UInt64(max(current.count, 1)))
                switch generator.next() % 4 {
                case 0:
                    current.insert(
                        Person(id: nextID, name: "n\(nextID)"), at: min(index, current.count))
                    nextID += 1
                case 1 where !current.isEmpty: current.remove(at: index)
                case 2 where !current.isEmpty: current[index].name += "'"
                case _ where current.count > 1:
                    let moved = current.remove(at: index)
                    current.insert(moved, at: Int(generator.next() % UInt64(current.count)))
                default: break
                }
            }
            model.update(current)
            XCTAssertEqual(recorder.mirror, current.map { "\($0.id):\($0.name)" })
        }
        XCTAssertTrue(recorder.countsAgreed, "GTK saw each signal's count")
        XCTAssertEqual(model.elements, current)
    }

    func testByPositionOnlyChangedElementsAndTheTailChange() async {
        let model = SwiftListModel(elements: ["a", "b", "c"])
        let recorder = ChangeRecorder(model) { $0 }
        model.update(["a", "B", "c", "d", "e"])
        XCTAssertEqual(recorder.changes, [[3, 0, 2]])
        XCTAssertEqual(recorder.mirror, ["a", "B", "c", "d", "e"])
        model.update(["a"])
        XCTAssertEqual(recorder.changes.last, [1, 4, 0])
        XCTAssertEqual(recorder.mirror, ["a"])
    }

    func testItemsAreMadeWhenAskedAndPooledWhenLetGo() async throws {
        let model = SwiftListModel(elements: people(Array(0..<100_000)))
        let before = Object.liveWrapperCount
        let pointer = OpaquePointer(model.objectPointer)
        let raw = try XCTUnwrap(g_list_model_get_item(pointer, 42))
        XCTAssertEqual(Object.liveWrapperCount, before + 1, "one item made, not 100,000")
        let again = try XCTUnwrap(g_list_model_get_item(pointer, 42))
        XCTAssertEqual(raw, again, "the item GTK holds is handed out again")
        g_object_unref(again)
        let probe = try { () throws -> FinalizationProbe in
            let item = try XCTUnwrap(
                Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self))
            XCTAssertEqual(item.element(as: Person.self)?.id, 42)
            return FinalizationProbe(item)
        }()
        g_object_unref(raw)
        XCTAssertNil(g_list_model_get_item(pointer, 100_000), "out of range is NULL")
        GtkTest.pumpUntilIdle()
        // Let go of, the item waits in the model's pool: the next position asked for gets it.
        XCTAssertFalse(probe.isFinalized)
        let next = try XCTUnwrap(g_list_model_get_item(pointer, 7))
        XCTAssertEqual(next, raw, "the item let go of is handed out again")
        XCTAssertEqual(
            Object.wrapper(for: gObjectPointer(next), as: SwiftListItem.self)?
                .element(as: Person.self)?.id, 7)
        let again42 = try XCTUnwrap(g_list_model_get_item(pointer, 42))
        XCTAssertNotEqual(again42, next, "position 42 forgot the item handed to 7")
        g_object_unref(again42)
        g_object_unref(next)
        XCTAssertEqual(Object.liveWrapperCount, before + 2, "two items in the pool")
    }

    /// While GTK is told of an update it may ask for the item at every new position and let
    /// each go at once (a list view looking for the rows it tracks, a selection model for its
    /// selected item, a filter): one item then serves them all, while an item GTK or Swift code
    /// holds keeps its element and its place, and every position still gets its own element.
    func testItemsLetGoOfAtOnceDuringAnUpdateAreReusedAndHeldOnesAreNot() async throws {
        let count = 10_000
        let model = SwiftListModel(elements: people(Array(0..<count)))
        let pointer = OpaquePointer(model.objectPointer)
        let newIDs = Array((0..<count).reversed())
        let wrappersBefore = Object.liveWrapperCount
        var seen = Set<UnsafeMutableRawPointer>()
        var mismatches: [Int] = []
        var heldByReference: [Int: gpointer] = [:]
        var heldInSwift: [Int: SwiftListItem] = [:]
        let connection = model.onItemsChanged { position, _, added in
            for index in position..<position + added {
                guard let raw = g_list_model_get_item(pointer, guint(index)) else {
                    mismatches.append(index)
                    continue
                }
                seen.insert(raw)
                let item = Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self)
                if item?.element(as: Person.self)?.id != newIDs[index] {
                    mismatches.append(index)
                }
                if index % 1_000 == 0 {
                    heldByReference[index] = raw  // as a row holds its item
                    continue
                }
                if index % 1_000 == 500 {
                    heldInSwift[index] = item
                }
                g_object_unref(raw)
            }
        }
        model.update(people(newIDs))
        connection.disconnect()
        XCTAssertEqual(mismatches, [], "each position's item held its own element when handed out")
        XCTAssertLessThanOrEqual(
            model.lastUpdateItemsMade, 21, "one item reused, besides the 20 held: not \(count)")
        XCTAssertLessThanOrEqual(seen.count, model.lastUpdateItemsMade)
        for (index, raw) in heldByReference {
            let item = Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self)
            XCTAssertEqual(item?.element(as: Person.self)?.id, newIDs[index], "held at \(index)")
            let again = g_list_model_get_item(pointer, guint(index))
            XCTAssertEqual(again, raw, "an item held keeps its place")
            g_object_unref(again)
            g_object_unref(raw)
        }
        for (index, item) in heldInSwift {
            XCTAssertEqual(item.element(as: Person.self)?.id, newIDs[index], "held at \(index)")
        }
        // Positions whose item was reused for a later one get items of their own.
        let raws = (1...3).compactMap { g_list_model_get_item(pointer, guint($0)) }
        XCTAssertEqual(Set(raws).count, 3)
        XCTAssertEqual(
            raws.map {
                Object.wrapper(for: gObjectPointer($0), as: SwiftListItem.self)?
                    .element(as: Person.self)?.id
            },
            [newIDs[1], newIDs[2], newIDs[3]])
        raws.forEach { g_object_unref($0) }
        heldInSwift = [:]
        assertOnlyThePoolIsLeft(since: wrappersBefore)
    }

    /// Checks that the items still alive, after the main loop is idle, are at most the model's
    /// pool: of the wrappers made since `wrappersBefore` were counted.
    private func assertOnlyThePoolIsLeft(
        since wrappersBefore: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        GtkTest.pumpUntilIdle()
        XCTAssertLessThanOrEqual(
            Object.liveWrapperCount - wrappersBefore, ListItemPool.capacity,
            "only the model's pool of items is left", file: file, line: line)
    }

    func testItemsLetGoOfAsRowsScrollAreHandedOutAgain() async throws {
        let count = 10_000
        let shownRows = 200
        let model = SwiftListModel(elements: people(Array(0..<count)))
        let pointer = OpaquePointer(model.objectPointer)
        let wrappersBefore = Object.liveWrapperCount
        // As a list view scrolling down one row at a time: it takes the item of the row coming
        // in and lets go of the one leaving, 200 rows above.
        var shown: [Int: gpointer] = [:]
        var mismatches: [Int] = []
        for position in 0..<count {
            let raw = try XCTUnwrap(g_list_model_get_item(pointer, guint(position)))
            let item = Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self)
            if item?.element(as: Person.self)?.id != position || item?.row != nil {
                mismatches.append(position)
            }
            shown[position] = raw
            if let leaving = shown.removeValue(forKey: position - shownRows) {
                g_object_unref(leaving)
            }
        }
        XCTAssertEqual(mismatches, [], "each item handed out holds its own element and no row")
        XCTAssertEqual(Set(shown.values).count, shownRows, "rows shown at once hold distinct items")
        for (position, raw) in shown {
            let item = Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self)
            XCTAssertEqual(item?.element(as: Person.self)?.id, position, "held at \(position)")
            XCTAssertEqual(g_list_model_get_item(pointer, guint(position)), raw)
            g_object_unref(raw)
        }
        XCTAssertLessThanOrEqual(
            model.itemsMade, ListItemPool.capacity + 1, "items reused, not \(count) made")
        shown.values.forEach { g_object_unref($0) }
        shown = [:]
        assertOnlyThePoolIsLeft(since: wrappersBefore)
    }

    func testThePoolKeepsNoElementAnUpdateRemovedAndGoesWithTheModel() async throws {
        final class Element {}
        weak var weakElement: Element?
        weak var weakModel: SwiftListModel<Element>?
        let wrappersBefore = Object.liveWrapperCount
        do {
            let model = SwiftListModel(elements: (0..<10).map { _ in Element() })
            weakElement = model.elements.last
            weakModel = model
            let pointer = OpaquePointer(model.objectPointer)
            for position in 0..<10 {
                g_object_unref(g_list_model_get_item(pointer, guint(position)))
            }
            XCTAssertNotNil(weakElement)
            model.update([])
            XCTAssertEqual(model.itemsMade, 1, "one item served every position let go of at once")
            XCTAssertNil(weakElement, "no item of the pool holds an element the update removed")
        }
        GtkTest.pumpUntilIdle()
        XCTAssertNil(weakModel)
        XCTAssertEqual(Object.liveWrapperCount, wrappersBefore, "the pool's items went with it")
    }

    func testTheRowShowingAnItemIsToldOfItsReplacedElement() async throws {
        final class Row: SwiftListItemRow {
            var shown: [String] = []
            func elementReplaced(in item: SwiftListItem) {
                shown.append(item.element(as: Person.self)?.name ?? "?")
            }
        }
        var people = people([1, 2, 3])
        let model = SwiftListModel(elements: people)
        let pointer = OpaquePointer(model.objectPointer)
        let raw = try XCTUnwrap(g_list_model_get_item(pointer, 1))
        defer { g_object_unref(raw) }
        let item = try XCTUnwrap(Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self))
        let row = Row()
        item.row = row
        people[1].name = "renamed"
        model.update(people)
        people[0].name = "other"
        model.update(people)
        XCTAssertEqual(row.shown, ["renamed"], "told of its own item's element only")
        item.row = nil
        people[1].name = "again"
        model.update(people)
        XCTAssertEqual(row.shown, ["renamed"], "a row that let go is not told")
    }

    func testAChangedElementKeepsItsItemWithNoSignal() async throws {
        var people = people([1, 2, 3])
        let model = SwiftListModel(elements: people)
        let recorder = ChangeRecorder(model) { $0.name }
        let pointer = OpaquePointer(model.objectPointer)
        let raw = try XCTUnwrap(g_list_model_get_item(pointer, 1))
        defer { g_object_unref(raw) }
        let item = try XCTUnwrap(Object.wrapper(for: gObjectPointer(raw), as: SwiftListItem.self))
        var replacements: [String] = []
        let handler = item.onElementReplaced { item in
            replacements.append(item.element(as: Person.self)?.name ?? "?")
        }
        people[1].name = "renamed"
        model.update(people)
        people[1].name = "again"
        model.update(people.reversed())
        XCTAssertEqual(replacements, ["renamed", "again"])
        XCTAssertEqual(recorder.changes, [[0, 3, 3]], "no signal for a change; one for the moves")
        let moved = try XCTUnwrap(g_list_model_get_item(pointer, 1))
        defer { g_object_unref(moved) }
        XCTAssertEqual(moved, raw, "the changed, moved element keeps its item")
        handler.dispose()
        people[1].name = "once more"
        model.update(people.reversed())
        XCTAssertEqual(replacements.count, 2, "a disposed handler runs no more")
        XCTAssertEqual(item.element(as: Person.self)?.name, "once more")
    }

    func testRemovingEveryOtherIsOneSignalFromTheFirstChangeToTheLast() async {
        let model = SwiftListModel(elements: people(Array(0..<10_000)))
        let recorder = ChangeRecorder(model) { $0.name }
        model.update(people(Array(stride(from: 0, to: 10_000, by: 2))))
        XCTAssertEqual(recorder.changes, [[1, 9_999, 4_999]], "p0 stays in front, out of it")
        XCTAssertEqual(recorder.mirror, stride(from: 0, to: 10_000, by: 2).map { "p\($0)" })
        model.update(people(Array(stride(from: 0, to: 10_000, by: 2)).filter { $0 != 5_000 }))
        XCTAssertEqual(recorder.changes.last, [2_500, 1, 0], "a few changes are a signal each")
    }

    /// The work of "remove every other" grows as the elements: about 10× per 10× (an O(n log n)
    /// diff would grow 12.5× and more, a quadratic one 100×). Counts steps, not time.
    func testRemovingEveryOtherGrowsLinearly() async {
        var steps: [Int] = []
        for count in [10_000, 100_000, 1_000_000] {
            let model = SwiftListModel(elements: Array(0..<count), id: \Int.self)
            model.update(Array(stride(from: 0, to: count, by: 2)))
            XCTAssertEqual(model.count, count / 2)
            XCTAssertEqual(model.element(at: count / 2 - 1), count - 2)
            steps.append(model.lastUpdateSteps)
        }
        print("SwiftListModel: remove every other of 10^4, 10^5, 10^6 took \(steps) steps")
        for (smaller, larger) in zip(steps, steps.dropFirst()) {
            let ratio = Double(larger) / Double(smaller)
            XCTAssertGreaterThan(ratio, 8, "\(steps)")
            XCTAssertLessThan(ratio, 11, "\(steps)")
        }
    }

    /// The same growth counted from outside the model, so that work its own step count misses
    /// (a linear search, an id hashed or compared again and again) shows too: every id read,
    /// hashed and compared, every element compared, and every element GTK is told of
    /// (`items-changed`'s removed and added), from 1,000 elements to 1,000,000. A step that
    /// grows too much ends the test there, so that a quadratic diff fails in seconds.
    func testRemovingEveryOtherGrowsLinearlyInWorkCountedOutside() async {
        var work: [Int] = []
        for count in [1_000, 10_000, 100_000, 1_000_000] {
            let counter = WorkCounter()
            let model = SwiftListModel(
                elements: (0..<count).map { CountedElement(value: $0, counter: counter) },
                id: \.countedID)
            var signals = 0
            var told = 0
            let connection = model.onItemsChanged { _, removed, added in
                signals += 1
                told += removed + added
            }
            model.update(
                stride(from: 0, to: count, by: 2).map {
                    CountedElement(value: $0, counter: counter)
                }
            )
            connection.disconnect()
            XCTAssertEqual(model.count, count / 2)
            XCTAssertEqual(model.element(at: count / 2 - 1)?.value, count - 2)
            XCTAssertEqual(signals, 1, "one signal from the first change to the last")
            work.append(counter.total + told)
            if let smaller = work.dropLast().last {
                let ratio = Double(work[work.count - 1]) / Double(smaller)
                guard ratio > 8 && ratio < 11 else {
                    return XCTFail("remove every other of 10× more grew \(ratio)×: \(work)")
                }
            }
        }
        print("SwiftListModel: remove every other of 10^3 to 10^6, counted outside: \(work)")
    }

    func testAnUpdateFromASignalHandlerIsAppliedAfterTheUpdate() async {
        let model = SwiftListModel(elements: people([1, 2, 3]))
        let recorder = ChangeRecorder(model) { $0.name }
        var reentered = false
        let connection = model.onItemsChanged { _, _, _ in
            guard !reentered else { return }
            reentered = true
            model.update(self.people([4]))
        }
        defer { connection.disconnect() }
        model.update(people([1, 2]))
        XCTAssertEqual(recorder.mirror, ["p4"])
        XCTAssertEqual(recorder.changes, [[2, 1, 0], [0, 2, 1]])
    }

    func testRepeatedIDsAreReportedAndEachShown() async throws {
        let model = SwiftListModel(elements: people([1]))
        let recorder = ChangeRecorder(model) { $0.name }
        let report = try captureStandardError {
            model.update([Person(id: 1, name: "p1"), Person(id: 1, name: "again")])
        }
        XCTAssertTrue(report.contains("1 element(s) repeat an earlier element's id"), report)
        XCTAssertEqual(recorder.mirror, ["p1", "again"])
    }

    /// GTK asks a list model on the main thread; C code asking from another thread gets an
    /// empty model and a report, not a trap, and the model still answers on the main thread.
    func testAModelAskedFromAnotherThreadAnswersEmptyAndReports() async throws {
        let model = SwiftListModel(elements: people([1, 2, 3]))
        // nonisolated(unsafe): the pointer is only handed to GLib's list model functions,
        // whose implementation checks the thread before it touches the Swift model.
        nonisolated(unsafe) let pointer = OpaquePointer(model.objectPointer)
        var answers: (count: guint, item: gpointer?, type: GType) = (0, nil, 0)
        let report = try captureStandardError {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var fromThread: (guint, gpointer?, GType) = (0, nil, 0)
            let thread = Thread {
                fromThread = (
                    g_list_model_get_n_items(pointer), g_list_model_get_item(pointer, 0),
                    g_list_model_get_item_type(pointer)
                )
                done.signal()
            }
            thread.start()
            done.wait()
            answers = fromThread
        }
        XCTAssertEqual(answers.count, 0)
        XCTAssertNil(answers.item)
        XCTAssertEqual(answers.type, cglib_type_object())
        XCTAssertTrue(report.contains("GListModel.get_n_items: called off the main thread"), report)
        XCTAssertTrue(report.contains("GListModel.get_item: called off the main thread"), report)
        XCTAssertEqual(g_list_model_get_n_items(pointer), 3)
        XCTAssertEqual(g_list_model_get_item_type(pointer), SwiftListItem.gType)
        let item = try XCTUnwrap(g_list_model_get_item(pointer, 2))
        g_object_unref(item)
    }

    func testPopulatingAnEmptyModelIsOneInsertion() async {
        let model = SwiftListModel(elements: [Person]())
        let recorder = ChangeRecorder(model) { $0.name }
        model.update(people(Array(0..<1_000)))
        XCTAssertEqual(recorder.changes, [[0, 0, 1_000]])
        XCTAssertEqual(recorder.mirror, (0..<1_000).map { "p\($0)" })
    }

    func testOneChangedOfAThousandAfterPopulatingIsReplacedInItsItem() async {
        let model = SwiftListModel(elements: [Person]())
        let recorder = ChangeRecorder(model) { $0.name }
        var people = people(Array(0..<1_000))
        model.update(people)
        people[500].name = "changed"
        model.update(people)
        XCTAssertEqual(recorder.changes, [[0, 0, 1_000]])
        XCTAssertEqual(recorder.mirror[500], "changed")
        XCTAssertEqual(model.lastUpdateChangedCount, 1)
        model.update(people)
        XCTAssertEqual(model.lastUpdateChangedCount, 0, "the same elements again change nothing")
        XCTAssertEqual(recorder.changes.count, 1)
    }

    func testTheSameIDsReorderedAreMovesNotChanges() async {
        let model = SwiftListModel(elements: [Person]())
        let recorder = ChangeRecorder(model) { $0.name }
        model.update(people(Array(0..<10)))
        model.update(people(Array(1..<10) + [0]))
        XCTAssertEqual(recorder.changes.last, [0, 10, 10], "the move is one signal")
        model.update(people(Array((0..<10).reversed())))
        XCTAssertEqual(recorder.mirror, (0..<10).reversed().map { "p\($0)" })
    }

    func testRepeatedIDsAreReportedWhenPopulatingAndWhenKeptInPlace() async throws {
        let model = SwiftListModel(elements: [Person]())
        let recorder = ChangeRecorder(model) { $0.name }
        let first = try captureStandardError {
            model.update([Person(id: 1, name: "a"), Person(id: 1, name: "b")])
        }
        XCTAssertTrue(first.contains("1 element(s) repeat an earlier element's id"), first)
        XCTAssertEqual(recorder.changes, [[0, 0, 2]])
        let again = try captureStandardError {
            model.update([Person(id: 1, name: "a"), Person(id: 1, name: "c")])
        }
        XCTAssertTrue(again.contains("1 element(s) repeat an earlier element's id"), again)
        XCTAssertEqual(recorder.mirror, ["a", "c"])
    }

    func testTheDiffFollowsIDsWhoseHashesCollide() async {
        var generator = SplitMix(seed: 7)
        let old = (0..<300).map { CollidingID(value: $0) }
        var new = old.filter { $0.value % 7 != 0 } + (1_000..<1_040).map { CollidingID(value: $0) }
        for index in new.indices.reversed() {
            new.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        new.append(new[3])
        let diff = IdentityDiff(from: old, to: new, oldIDsAreUnique: true) { $0 }
        let expected = new.enumerated().map { position, id in
            position == new.count - 1 || id.value >= 1_000 || id.value % 7 == 0
                ? IdentityDiff.new : id.value
        }
        XCTAssertEqual(diff.sources, expected)
        XCTAssertEqual(diff.repeatedCount, 1)
        XCTAssertFalse(diff.isInPlace)
        let kept = diff.sources.filter { $0 != IdentityDiff.new }
        let staying = kept.filter { diff.isStaying[$0] }
        XCTAssertEqual(staying, staying.sorted(), "what stays keeps its order")
        XCTAssertEqual(staying.count, longestIncreasingSubsequence(kept).count)
    }

    /// The diff is compiled for common id types (`Int`, `String`, `UUID`…) besides the generic
    /// code every other id type runs: each finds the same sources, and repeated ids alike.
    func testTheDiffIsTheSameForSpecializedAndGenericIDs() async {
        struct OwnID: Hashable {
            let value: Int
        }
        var state: UInt64 = 12_345
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let old = (0..<2_000).map { _ in next(2_500) }
        let new = (0..<2_000).map { _ in next(2_500) }
        let uuids = (0..<2_500).map { _ in UUID() }
        let byInt = IdentityDiff(from: old, to: new, oldIDsAreUnique: false) { $0 }
        XCTAssertGreaterThan(byInt.repeatedCount, 0, "the arrays repeat ids")
        let others = [
            IdentityDiff(from: old, to: new, oldIDsAreUnique: false) { "id \($0)" },
            IdentityDiff(from: old, to: new, oldIDsAreUnique: false) { uuids[$0] },
            IdentityDiff(from: old, to: new, oldIDsAreUnique: false) { OwnID(value: $0) },
            IdentityDiff(from: old, to: new, oldIDsAreUnique: false) { Int64($0) },
        ]
        for diff in others {
            XCTAssertEqual(diff.sources, byInt.sources)
            XCTAssertEqual(diff.isStaying, byInt.isStaying)
            XCTAssertEqual(diff.repeatedCount, byInt.repeatedCount)
        }
    }

    func testTheDiffOfTheSameIDsInOrderIsInPlace() async {
        let old = people(Array(0..<1_000))
        var new = old
        new[10].name = "changed"
        let diff = IdentityDiff(from: old, to: new, oldIDsAreUnique: true) { $0.id }
        XCTAssertTrue(diff.isInPlace)
        XCTAssertEqual(diff.sources, Array(0..<1_000))
        XCTAssertEqual(diff.isStaying, [Bool](repeating: true, count: 1_000))
        let swapped = people([1, 0] + Array(2..<1_000))
        XCTAssertFalse(
            IdentityDiff(from: old, to: swapped, oldIDsAreUnique: true) { $0.id }.isInPlace)
    }

    func testGTKSeesTheModel() async throws {
        let model = SwiftListModel(elements: people([1, 2, 3]), id: \Person.id)
        // gtk_single_selection_new takes the reference it is given.
        g_object_ref(model.objectPointer)
        let selection = try XCTUnwrap(
            gtk_single_selection_new(OpaquePointer(model.objectPointer)))
        defer { g_object_unref(UnsafeMutableRawPointer(selection)) }
        let list = selection
        XCTAssertEqual(g_list_model_get_n_items(list), 3)
        XCTAssertEqual(
            g_list_model_get_item_type(OpaquePointer(model.objectPointer)), SwiftListItem.gType)
        model.update(people([1, 2, 3, 4]))
        XCTAssertEqual(g_list_model_get_n_items(list), 4)
    }
}

/// An id whose every value hashes alike, so that the diff's table must tell them apart by `==`.
private struct CollidingID: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) {
        hasher.combine(0)
    }
}

/// A small deterministic generator, for reproducible random edits.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
