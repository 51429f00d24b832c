import CListBaseline
import GtkRx

/// One element of the list workloads' arrays.
struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// The GtkRx side of the list workloads: people "Person 0", "Person 1"… in a `BehaviorRelay`,
/// bound with `listView.rx.items` (a `Label` made once per row, its text set per element) to a
/// list view in a scrolled window of a 400×600 window, as an app would write it. It mirrors
/// CListBaseline's C list (`clist_people_show`), built in the same order.
@MainActor
final class PeopleList {
    let people: BehaviorRelay<[Person]>
    let listView = ListView(model: nil, factory: nil)
    let scrolledWindow = ScrolledWindow()
    let window = Window()
    private var bag: DisposeBag? = DisposeBag()

    /// Shows `count` people and waits for the window's first frame; `elapsed` is the
    /// nanoseconds all of it took, from making the array.
    ///
    /// - Throws: ``WorkloadFailure`` when no frame came or the first row is not "Person 0".
    static func show(count: Int) throws -> (list: PeopleList, elapsed: Double) {
        let start = now()
        let list = PeopleList(count: count)
        try check(
            clist_wait_for_frame(list.window.rawPointer, nil),
            "the GtkRx list's window drew no frame within 10 s")
        let elapsed = Double(now() - start)
        try check(list.rowCount == count, "the GtkRx list has \(list.rowCount) rows, not \(count)")
        try check(list.shows("Person 0"), "the GtkRx list's first row does not show Person 0")
        return (list, elapsed)
    }

    private init(count: Int) {
        people = BehaviorRelay(value: (0..<count).map { Person(id: $0, name: "Person \($0)") })
        bag.map { bag in
            people.bind(
                to: listView.rx.items(makeRow: { Label("") }) { label, person, _ in
                    label.text = person.name
                }
            ).disposed(by: bag)
        }
        scrolledWindow.child = listView
        window.setDefaultSize(width: 400, height: 600)
        window.child = scrolledWindow
        window.present()
    }

    /// The model `rx.items` made: the list view's selection model's own.
    var model: SwiftListModel<Person>? {
        (listView.model as? SingleSelection)?.model as? SwiftListModel<Person>
    }

    /// The number of rows the list view's model has.
    var rowCount: Int { model?.count ?? -1 }

    /// Whether a row showing `text` lies within the scrolled window's viewport.
    func shows(_ text: String) -> Bool {
        clist_shows_label(scrolledWindow.rawPointer, text)
    }

    /// Disposes the binding, destroys the window, and runs the main loop until it is idle.
    func destroy() {
        bag = nil
        window.destroy()
        clist_pump_until_idle()
    }
}

extension Object {
    /// The GObject, for CListBaseline's functions (which take `void *`).
    var rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }
}
