import Foundation
import GtkRxAdwaita

/// The logic of the "People" page, in Rx alone (no GTK): the people, filtered by the search
/// text (case-insensitively, after typing pauses), added by name and deleted by selection.
struct PeopleViewModel {
    /// How long typing must pause before the filter applies.
    static let filterDelay = RxTimeInterval.milliseconds(250)

    /// Everyone, newest first; replays to new subscribers.
    let people: Observable<[Person]>
    /// The people whose name or address contains the search text.
    let shown: Observable<[Person]>
    /// How many are shown.
    let shownCount: Observable<Int>
    /// Whether "Add" can add: the name is not blank.
    let canAdd: Observable<Bool>
    /// Whether "Delete" can delete: someone is selected.
    let canDelete: Observable<Bool>
    /// The name of who is selected, if anyone.
    let selectedName: Observable<String?>
    /// The id of each person added, once `people` has them (for the page to show and select).
    let added: Observable<Int>

    /// - Parameters:
    ///   - filter: the search text, as typed.
    ///   - name: the name to add, as typed.
    ///   - add: each press of "Add".
    ///   - selection: who is selected (`nil`: nobody).
    ///   - delete: each press of "Delete" (or the Delete key).
    ///   - imported: people to replace everyone with (an import).
    ///   - initial: the people at the start.
    ///   - scheduler: where the filter's delay runs.
    init(
        filter: Observable<String>, name: Observable<String>, add: Observable<Void>,
        selection: Observable<Person?>, delete: Observable<Void>,
        imported: Observable<[Person]> = .empty(), initial: [Person] = PeopleDirectory.people(),
        scheduler: SchedulerType
    ) {
        enum Change {
            case add(String)
            case replace([Person])
            case delete(Int)
        }
        let trimmedName = name.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .startWith("").share(replay: 1)
        let latestSelection = selection.startWith(nil).share(replay: 1)
        let additions = add.withLatestFrom(trimmedName).filter { !$0.isEmpty }.map(Change.add)
        let deletions = delete.withLatestFrom(latestSelection).compactMap { $0?.id }
            .map(Change.delete)
        // Everyone after each change, with the id of the person it added, if it added one.
        let states = Observable.merge(additions, deletions, imported.map(Change.replace))
            .scan((people: initial, added: Int?.none)) { state, change in
                switch change {
                case .add(let name):
                    let id = (state.people.map(\.id).max() ?? 0) + 1
                    let person = Person(
                        id: id, name: name, email: PeopleDirectory.email(for: name, id: id))
                    return ([person] + state.people, id)
                case .replace(let everyone):
                    return (everyone, nil)
                case .delete(let id):
                    return (state.people.filter { $0.id != id }, nil)
                }
            }
            .share()
        people = states.map(\.people)
            .startWith(initial)
            .share(replay: 1)
        let search = filter.debounce(PeopleViewModel.filterDelay, scheduler: scheduler)
            .startWith("").distinctUntilChanged()
        shown = Observable.combineLatest(people, search) { people, text in
            PeopleViewModel.matching(people, text)
        }
        .share(replay: 1)
        shownCount = shown.map(\.count).distinctUntilChanged()
        canAdd = trimmedName.map { !$0.isEmpty }.distinctUntilChanged()
        // Who is selected, while still among the people (a deletion ends the selection).
        let selected = Observable.combineLatest(latestSelection, people) { selected, people in
            selected.flatMap { person in people.contains { $0.id == person.id } ? person : nil }
        }
        .distinctUntilChanged()
        .share(replay: 1)
        canDelete = selected.map { $0 != nil }.distinctUntilChanged()
        selectedName = selected.map { $0?.name }
        // A person added goes first, with an id that was not among the people before; the
        // states reach `people`'s observers first (they subscribed first).
        added = states.compactMap(\.added)
    }

    /// The people whose name or address contains `text`, ignoring case (all when blank).
    static func matching(_ people: [Person], _ text: String) -> [Person] {
        let needle = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return people }
        return people.filter {
            $0.name.localizedCaseInsensitiveContains(needle)
                || $0.email.localizedCaseInsensitiveContains(needle)
        }
    }
}
