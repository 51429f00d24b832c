import GtkRxAdwaita

/// The heading of a section of the "People" page: the first letter of its people's surname
/// ("A", or "张" for a name written without spaces, surname first), its own id.
struct SurnameInitial: Identifiable, Equatable, Sendable {
    /// The letter, upper-cased.
    let id: String

    /// The initial of `person`'s surname: the last word of the name (a trailing number, as in
    /// "Ada Allen 2", is no surname), or, for a name of one word (Chinese names are written
    /// surname first, without spaces), its first letter.
    init(of person: Person) {
        self.init(ofName: person.name)
    }

    /// The initial of the surname in `name`, as ``init(of:)`` finds it.
    init(ofName name: String) {
        let words = name.split(separator: " ")
        let named = words.reversed().drop { $0.allSatisfy(\.isNumber) }
        let surname = named.count > 1 ? named.first : words.first
        id = surname?.first.map { String($0).uppercased() } ?? "#"
    }

    /// The people in sections by their surname's initial, in the order of the initials; in each
    /// section the people keep their order in `people` (so the newest is on top).
    static func sections(of people: [Person]) -> [ItemSection<SurnameInitial, Person>] {
        var byInitial: [String: [Person]] = [:]
        for person in people {
            byInitial[SurnameInitial(of: person).id, default: []].append(person)
        }
        return byInitial.keys.sorted().map { letter in
            ItemSection(header: SurnameInitial(id: letter), items: byInitial[letter] ?? [])
        }
    }

    private init(id: String) {
        self.id = id
    }
}
