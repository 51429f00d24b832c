import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

private struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Identifiable but not Equatable: every kept row is re-bound.
private struct Tag: Identifiable {
    let id: String
}

@MainActor
final class ListItemsTests: GtkTestCase {
    private var binds: [Int] = []

    private func texts(_ listBox: ListBox) -> [String] {
        var result: [String] = []
        var index = 0
        while let row = listBox.row(at: index) {
            result.append((row.child as? Label)?.text ?? "?")
            index += 1
        }
        return result
    }

    private func labels(_ listBox: ListBox) -> [Label] {
        var result: [Label] = []
        var index = 0
        while let row = listBox.row(at: index) {
            if let label = row.child as? Label { result.append(label) }
            index += 1
        }
        return result
    }

    private func bindTodos(_ todos: BehaviorRelay<[Todo]>, to listBox: ListBox) -> Disposable {
        todos.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, todo, _ in
                self.binds.append(todo.id)
                label.text = todo.title
            })
    }

    func testBindingShowsRowsInOrder() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        XCTAssertEqual(texts(listBox), ["a", "b"])
        XCTAssertEqual(binds, [1, 2])
        XCTAssertTrue(listBox.row(at: 0)?.child is Label)
    }

    func testIdentityDiffTouchesOnlyWhatChanged() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: (1...5).map { Todo(id: $0, title: "\($0)") })
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        let before = labels(listBox)
        binds = []

        // Insert 9 in the middle, delete 2, move 5 to the front, update 3.
        todos.accept([
            Todo(id: 5, title: "5"), Todo(id: 1, title: "1"), Todo(id: 9, title: "9"),
            Todo(id: 3, title: "three"), Todo(id: 4, title: "4"),
        ])
        XCTAssertEqual(texts(listBox), ["5", "1", "9", "three", "4"])
        XCTAssertEqual(binds, [9, 3], "only the new row and the changed row are bound")
        let after = labels(listBox)
        XCTAssertTrue(after[0] === before[4], "the moved row keeps its widget")
        XCTAssertTrue(after[1] === before[0])
        XCTAssertTrue(after[3] === before[2], "the updated row keeps its widget")
        XCTAssertTrue(after[4] === before[3])
        XCTAssertFalse(before.contains { $0 === after[2] }, "the new row has a new widget")
    }

    func testReversingMovesRowsAndKeepsTheirWidgets() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: (1...6).map { Todo(id: $0, title: "\($0)") })
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        let before = labels(listBox)
        binds = []
        todos.accept(todos.value.reversed())
        XCTAssertEqual(texts(listBox), ["6", "5", "4", "3", "2", "1"])
        XCTAssertEqual(binds, [])
        XCTAssertTrue(zip(labels(listBox), before.reversed()).allSatisfy { $0 === $1 })
    }

    func testOneChangeInTenThousandBindsOneRow() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: (0..<10_000).map { Todo(id: $0, title: "\($0)") })
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        XCTAssertEqual(binds.count, 10_000)
        let unchanged = listBox.row(at: 9_000)?.child
        let changed = listBox.row(at: 4_321)?.child
        binds = []
        var next = todos.value
        next[4_321].title = "changed"
        todos.accept(next)
        XCTAssertEqual(binds, [4_321])
        XCTAssertTrue(listBox.row(at: 4_321)?.child === changed)
        XCTAssertTrue(listBox.row(at: 9_000)?.child === unchanged)
        XCTAssertEqual((listBox.row(at: 4_321)?.child as? Label)?.text, "changed")
        XCTAssertNil(listBox.row(at: 10_000))
    }

    func testIdentifiableWithoutEquatableRebindsKeptRows() async {
        let listBox = ListBox()
        let tags = BehaviorRelay(value: [Tag(id: "a"), Tag(id: "b")])
        var bound: [String] = []
        let bag = DisposeBag()
        tags.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, tag, _ in
                bound.append(tag.id)
                label.text = tag.id
            }
        ).disposed(by: bag)
        let first = listBox.row(at: 0)?.child
        tags.accept([Tag(id: "a"), Tag(id: "c"), Tag(id: "b")])
        XCTAssertEqual(bound, ["a", "b", "a", "c", "b"])
        XCTAssertEqual(texts(listBox), ["a", "c", "b"])
        XCTAssertTrue(listBox.row(at: 0)?.child === first)
    }

    func testKeyPathIdentity() async {
        let listBox = ListBox()
        let names = BehaviorRelay(value: ["x", "y", "z"])
        var bound: [String] = []
        let bag = DisposeBag()
        names.bind(
            to: listBox.rx.items(id: \.self, makeRow: { Label("") }) { label, name, _ in
                bound.append(name)
                label.text = name
            }
        ).disposed(by: bag)
        let z = listBox.row(at: 2)?.child
        names.accept(["z", "x"])
        XCTAssertEqual(texts(listBox), ["z", "x"])
        XCTAssertEqual(bound, ["x", "y", "z"], "equal elements are not bound again")
        XCTAssertTrue(listBox.row(at: 0)?.child === z)
    }

    func testPerRowBagIsDisposedOnRemovalAndRebind() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let subjects = [1: PublishSubject<String>(), 2: PublishSubject<String>()]
        var active = 0
        let counted = Observable<String>.create { _ in
            active += 1
            return Disposables.create { active -= 1 }
        }
        let bag = DisposeBag()
        todos.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, todo, rowBag in
                subjects[todo.id]?.bind(to: label.rx.text).disposed(by: rowBag)
                counted.subscribe().disposed(by: rowBag)
            }
        ).disposed(by: bag)
        XCTAssertEqual(active, 2)
        XCTAssertTrue(subjects[1]!.hasObservers)
        XCTAssertTrue(subjects[2]!.hasObservers)
        subjects[2]!.onNext("live")
        XCTAssertEqual(texts(listBox), ["", "live"])

        todos.accept([Todo(id: 1, title: "a")])
        XCTAssertFalse(subjects[2]!.hasObservers, "the removed row's bag is disposed")
        XCTAssertEqual(active, 1)
        XCTAssertTrue(subjects[1]!.hasObservers)

        todos.accept([Todo(id: 1, title: "renamed")])
        XCTAssertTrue(subjects[1]!.hasObservers, "re-bound: subscribed again")
        XCTAssertEqual(
            active, 1,
            "re-binding disposed what the last bind put in the bag: nothing is bound twice")
    }

    func testPositionalMode() async {
        let listBox = ListBox()
        let words = BehaviorRelay(value: ["a", "b", "c"])
        var bound: [String] = []
        let bag = DisposeBag()
        words.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, word, _ in
                bound.append(word)
                label.text = word
            }
        ).disposed(by: bag)
        let first = listBox.row(at: 0)?.child
        bound = []
        words.accept(["a", "x"])
        XCTAssertEqual(texts(listBox), ["a", "x"])
        XCTAssertEqual(bound, ["x"], "row 0 keeps its equal element; row 1 is re-bound")
        XCTAssertTrue(listBox.row(at: 0)?.child === first)
        words.accept(["a", "x", "y", "z"])
        XCTAssertEqual(texts(listBox), ["a", "x", "y", "z"])
        XCTAssertEqual(bound, ["x", "y", "z"])
    }

    func testSelectionAndActivationEvents() async {
        let listBox = ListBox()
        let window = Window()
        window.child = listBox
        defer { window.destroy() }
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        var selected: [Int] = []
        var selectedModels: [Int] = []
        var activated: [Int] = []
        var activatedModels: [String] = []
        listBox.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        listBox.rx.modelSelected(Todo.self).subscribe(onNext: { selectedModels.append($0.id) })
            .disposed(by: bag)
        listBox.rx.itemActivated.subscribe(onNext: { activated.append($0) }).disposed(by: bag)
        listBox.rx.modelActivated(Todo.self).subscribe(onNext: { activatedModels.append($0.title) })
            .disposed(by: bag)
        listBox.selectRow(listBox.row(at: 1))
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(selectedModels, [2])
        _ = listBox.row(at: 0)?.activate()
        XCTAssertEqual(activated, [0])
        XCTAssertEqual(activatedModels, ["a"])

        // After a move, the events follow the row's new position and element.
        todos.accept([Todo(id: 2, title: "b"), Todo(id: 1, title: "a")])
        _ = listBox.row(at: 0)?.activate()
        XCTAssertEqual(activated, [0, 0])
        XCTAssertEqual(activatedModels, ["a", "b"])
    }

    func testModelOfTheWrongTypeIsReportedAndDropped() async throws {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a")])
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        var models: [String] = []
        listBox.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) })
            .disposed(by: bag)
        let report = try captureStandardError { listBox.selectRow(listBox.row(at: 0)) }
        XCTAssertEqual(models, [])
        XCTAssertTrue(report.contains("is a Todo, not a String"), report)
    }

    func testDisposingStopsUpdatesAndRemovesTheRows() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let subject = PublishSubject<String>()
        let subscription = todos.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, _, rowBag in
                subject.bind(to: label.rx.text).disposed(by: rowBag)
            })
        XCTAssertEqual(texts(listBox).count, 2)
        subscription.dispose()
        XCTAssertEqual(texts(listBox), [], "disposing removes the rows")
        XCTAssertFalse(subject.hasObservers, "and releases their bags")
        todos.accept([Todo(id: 3, title: "c")])
        XCTAssertEqual(texts(listBox), [], "no more updates")

        // The list box is free for a new binding.
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        XCTAssertEqual(texts(listBox), ["c"])
    }

    func testBindingTwiceIsReportedAndIgnored() async throws {
        let listBox = ListBox()
        let first = BehaviorRelay(value: [Todo(id: 1, title: "first")])
        let second = BehaviorRelay(value: [Todo(id: 2, title: "second")])
        let bag = DisposeBag()
        bindTodos(first, to: listBox).disposed(by: bag)
        let report = try captureStandardError {
            bindTodos(second, to: listBox).disposed(by: bag)
        }
        XCTAssertTrue(
            report.contains("ListBox.rx.items: this ListBox is bound to a sequence already"), report
        )
        XCTAssertEqual(texts(listBox), ["first"])
        first.accept([Todo(id: 1, title: "still first")])
        XCTAssertEqual(texts(listBox), ["still first"])
    }

    func testOneChangedOfAHundredRebindsOnlyItsRowAndKeepsEveryWidget() async {
        let listBox = ListBox()
        var current = (1...100).map { Todo(id: $0, title: "\($0)") }
        let todos = BehaviorRelay(value: current)
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        let before = labels(listBox)
        binds = []
        current[40].title = "changed"
        todos.accept(current)
        XCTAssertEqual(binds, [41])
        XCTAssertEqual(texts(listBox), current.map(\.title))
        let after = labels(listBox)
        XCTAssertTrue(zip(before, after).allSatisfy { $0 === $1 }, "every row keeps its widget")
    }

    func testRepeatedIDsKeptInPlaceAreReportedAgain() async throws {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a"), Todo(id: 1, title: "b")])
        let bag = DisposeBag()
        let first = try captureStandardError {
            bindTodos(todos, to: listBox).disposed(by: bag)
        }
        XCTAssertTrue(first.contains("repeat an earlier element's id"), first)
        let again = try captureStandardError {
            todos.accept([Todo(id: 1, title: "a"), Todo(id: 1, title: "c")])
        }
        XCTAssertTrue(again.contains("repeat an earlier element's id"), again)
        XCTAssertEqual(texts(listBox), ["a", "c"])
    }

    func testRepeatedIDsAreReportedAndEachGetsARow() async throws {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a")])
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        let report = try captureStandardError {
            todos.accept([Todo(id: 1, title: "a"), Todo(id: 1, title: "again")])
        }
        XCTAssertTrue(report.contains("repeat an earlier element's id"), report)
        XCTAssertEqual(texts(listBox), ["a", "again"])
        todos.accept([Todo(id: 1, title: "a")])
        XCTAssertEqual(texts(listBox), ["a"])
    }

    func testDriverDrivesTheList() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a")])
        let bag = DisposeBag()
        todos.asDriver().drive(
            listBox.rx.items(makeRow: { Label("") }) { label, todo, _ in label.text = todo.title }
        ).disposed(by: bag)
        XCTAssertEqual(texts(listBox), ["a"])
        todos.accept([Todo(id: 2, title: "b"), Todo(id: 1, title: "a")])
        XCTAssertEqual(texts(listBox), ["b", "a"])
    }

    func testFlowBoxItemsAndEvents() async {
        let flowBox = FlowBox()
        let window = Window()
        window.child = flowBox
        defer { window.destroy() }
        let todos = BehaviorRelay(value: (1...3).map { Todo(id: $0, title: "\($0)") })
        var bound: [Int] = []
        let bag = DisposeBag()
        todos.bind(
            to: flowBox.rx.items(makeRow: { Label("") }) { label, todo, _ in
                bound.append(todo.id)
                label.text = todo.title
            }
        ).disposed(by: bag)
        func texts() -> [String] {
            (0..<10).compactMap { flowBox.child(at: $0) }.map { ($0.child as? Label)?.text ?? "?" }
        }
        XCTAssertEqual(texts(), ["1", "2", "3"])
        let third = flowBox.child(at: 2)?.child
        bound = []
        todos.accept([Todo(id: 3, title: "3"), Todo(id: 1, title: "one")])
        XCTAssertEqual(texts(), ["3", "one"])
        XCTAssertEqual(bound, [1])
        XCTAssertTrue(flowBox.child(at: 0)?.child === third)

        var selected: [Int] = []
        var selectedModels: [Int] = []
        var activatedModels: [String] = []
        flowBox.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        flowBox.rx.modelSelected(Todo.self).subscribe(onNext: { selectedModels.append($0.id) })
            .disposed(by: bag)
        flowBox.rx.modelActivated(Todo.self).subscribe(onNext: { activatedModels.append($0.title) })
            .disposed(by: bag)
        flowBox.selectChild(flowBox.child(at: 1)!)
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(selectedModels, [1])
        _ = flowBox.child(at: 0)?.activate()
        XCTAssertEqual(activatedModels, ["3"])
    }

    /// The README's "Lists" example, kept true.
    func testReadmeListsExample() async throws {
        struct Todo: Identifiable, Equatable {
            let id: Int
            var title: String
            var done: Bool
        }
        let bag = DisposeBag()
        let todos = BehaviorRelay<[Todo]>(value: [
            Todo(id: 1, title: "Milk", done: false), Todo(id: 2, title: "Bread", done: true),
        ])
        func toggle(_ id: Int, _ done: Bool) {
            todos.accept(
                todos.value.map { $0.id == id ? Todo(id: id, title: $0.title, done: done) : $0 })
        }
        var opened: [String] = []
        var selected: [Int] = []
        let list = ListBox()
        let window = Window()
        window.child = list
        defer { window.destroy() }

        todos.bind(
            to: list.rx.items(makeRow: { CheckButton(label: "") }) { check, todo, rowBag in
                check.label = todo.title
                check.isActive = todo.done
                check.rx.isActive.changed
                    .subscribe(onNext: { done in toggle(todo.id, done) })
                    .disposed(by: rowBag)
            }
        ).disposed(by: bag)
        list.rx.modelActivated(Todo.self).subscribe(onNext: { opened.append($0.title) })
            .disposed(by: bag)
        list.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)

        let milk = try XCTUnwrap(list.row(at: 0)?.child as? CheckButton)
        XCTAssertEqual(milk.label, "Milk")
        try User.toggle(milk)
        XCTAssertEqual(todos.value.map(\.done), [true, true])
        XCTAssertTrue(list.row(at: 0)?.child === milk, "the toggled row keeps its widget")
        try User.toggle(milk)
        XCTAssertEqual(todos.value.map(\.done), [false, true], "the re-bound row toggles once")
        _ = list.row(at: 1)?.activate()
        XCTAssertEqual(opened, ["Bread"])
        list.selectRow(list.row(at: 1))
        XCTAssertEqual(selected, [1])
    }

    func testArraysFromAnotherThreadAreShownOnTheMainThread() async throws {
        let listBox = ListBox()
        let todos = PublishSubject<[Todo]>()
        var boundOnMainThread: [Bool] = []
        let bag = DisposeBag()
        todos.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, todo, _ in
                boundOnMainThread.append(MainThread.isCurrent)
                label.text = todo.title
            }
        ).disposed(by: bag)
        await Task.detached {
            todos.onNext([Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        }.value
        try GtkTest.wait("the rows") { self.texts(listBox).count == 2 }
        XCTAssertEqual(texts(listBox), ["a", "b"])
        XCTAssertEqual(boundOnMainThread, [true, true])
    }

    func testCompletionKeepsTheRows() async {
        let listBox = ListBox()
        let todos = PublishSubject<[Todo]>()
        let bag = DisposeBag()
        todos.bind(
            to: listBox.rx.items(makeRow: { Label("") }) { label, todo, _ in
                label.text = todo.title
            }
        ).disposed(by: bag)
        todos.onNext([Todo(id: 1, title: "a")])
        todos.onCompleted()
        XCTAssertEqual(texts(listBox), ["a"])
    }

    func testRemovedRowsAreFreed() async {
        let listBox = ListBox()
        let todos = BehaviorRelay(value: [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")])
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        weak let removedRow = listBox.row(at: 1)
        weak let removedLabel = listBox.row(at: 1)?.child
        XCTAssertNotNil(removedLabel)
        todos.accept([Todo(id: 1, title: "a")])
        GtkTest.pumpUntilIdle()
        XCTAssertNil(removedRow, "the removed row's wrapper is released")
        XCTAssertNil(removedLabel, "and so is its widget")
    }

    func testRandomEditsKeepTheRowsInStepWithTheArray() async {
        var seed: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let listBox = ListBox()
        let todos = BehaviorRelay(value: (0..<20).map { Todo(id: $0, title: "\($0)") })
        let bag = DisposeBag()
        bindTodos(todos, to: listBox).disposed(by: bag)
        var nextID = 20
        for round in 0..<200 {
            let before = Dictionary(
                uniqueKeysWithValues: zip(todos.value.map(\.id), labels(listBox)))
            var next = todos.value.filter { _ in random(5) != 0 }
            for _ in 0..<random(4) {
                next.insert(Todo(id: nextID, title: "\(nextID)"), at: random(next.count + 1))
                nextID += 1
            }
            if !next.isEmpty {
                next.swapAt(random(next.count), random(next.count))
                next[random(next.count)].title += "'"
            }
            let oldByID = Dictionary(uniqueKeysWithValues: todos.value.map { ($0.id, $0) })
            binds = []
            todos.accept(next)
            XCTAssertEqual(texts(listBox), next.map(\.title), "round \(round)")
            XCTAssertEqual(binds, next.filter { oldByID[$0.id] != $0 }.map(\.id), "round \(round)")
            for (todo, label) in zip(next, labels(listBox)) {
                if let old = before[todo.id] {
                    XCTAssertTrue(old === label, "round \(round): row \(todo.id) keeps its widget")
                }
            }
        }
    }
}
