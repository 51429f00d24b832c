import GtkRxCore

/// The guest list's logic, in Rx alone: which name may be added, what the hint under the
/// entry says, and the list itself.
///
/// It knows nothing of GTK, so its tests run without a display, under virtual time. The window
/// feeds it the entry's text and the "Add" requests, and binds what it publishes to widgets.
public final class GuestListViewModel {
    /// The shortest name accepted, in characters (grapheme clusters) after trimming spaces.
    public static let minimumNameLength = 2

    /// The guests, in the order they were added; bind a list to it, or accept a new list.
    public let guests: BehaviorRelay<[String]>
    /// What the name being typed is, against the current guests; the latest replays.
    public let check: Observable<NameCheck>
    /// Whether "Add" may be used now.
    public let canAdd: Observable<Bool>
    /// The line under the entry: why the name cannot be added, or nothing.
    public let hint: Observable<String>
    /// One line about the list: "No guests yet", "1 guest", "3 guests".
    public let summary: Observable<String>
    /// Each name as it is added (after ``guests`` has it), so the window can empty the entry.
    public let added: Observable<String>

    private let addedNames = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    /// A view model for a list starting with `guests`, fed the entry's text by `name` and the
    /// user's requests to add it (a button's taps, the Enter key) by `addRequests`.
    ///
    /// A request adds the latest name when it is valid, and is ignored otherwise.
    public init(
        name: Observable<String>, addRequests: Observable<Void>, guests initial: [String] = []
    ) {
        let guests = BehaviorRelay(value: initial)
        self.guests = guests
        check = Observable.combineLatest(name, guests.asObservable()) {
            GuestListViewModel.check($0, against: $1)
        }
        .share(replay: 1)
        canAdd = check.map { $0.isValid }.distinctUntilChanged()
        hint = check.map { $0.hint }.distinctUntilChanged()
        summary = guests.map(GuestListViewModel.summary).distinctUntilChanged()
        added = addedNames.asObservable()

        addRequests.withLatestFrom(name)
            .subscribe(onNext: { [guests, addedNames] typed in
                guard
                    case .valid(let guest) = GuestListViewModel.check(typed, against: guests.value)
                else { return }
                guests.accept(guests.value + [guest])
                addedNames.accept(guest)
            })
            .disposed(by: disposeBag)
    }

    /// Empties the list.
    public func clear() {
        guests.accept([])
    }

    /// Sorts the list alphabetically, ignoring case.
    public func sort() {
        guests.accept(guests.value.sorted { $0.lowercased() < $1.lowercased() })
    }

    /// What `typed` is as a new guest of `guests`: its spaces trimmed, compared without case.
    public static func check(_ typed: String, against guests: [String]) -> NameCheck {
        let name = trimmed(typed)
        if name.isEmpty { return .empty }
        if name.count < minimumNameLength { return .tooShort }
        let lowered = name.lowercased()
        if guests.contains(where: { $0.lowercased() == lowered }) { return .duplicate(name) }
        return .valid(name)
    }

    /// The list's size in words.
    public static func summary(of guests: [String]) -> String {
        switch guests.count {
        case 0: "No guests yet"
        case 1: "1 guest"
        case let count: "\(count) guests"
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// What a typed name is, as a new guest.
public enum NameCheck: Equatable, Sendable {
    /// Nothing but spaces: no hint yet, but nothing to add.
    case empty
    /// Shorter than ``GuestListViewModel/minimumNameLength``.
    case tooShort
    /// Already on the list (the name as typed, trimmed).
    case duplicate(String)
    /// May be added, as this trimmed name.
    case valid(String)

    /// Whether the name may be added.
    public var isValid: Bool {
        if case .valid = self { true } else { false }
    }

    /// The hint shown under the entry; empty when there is nothing to say.
    public var hint: String {
        switch self {
        case .empty, .valid:
            ""
        case .tooShort:
            "A name has at least \(GuestListViewModel.minimumNameLength) characters"
        case .duplicate(let name):
            "\(name) is already on the list"
        }
    }
}
