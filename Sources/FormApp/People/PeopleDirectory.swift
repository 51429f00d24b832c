/// The people FormApp starts with: generated, always the same ones in the same order.
enum PeopleDirectory {
    private static let givenNames = [
        "Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace", "Hedy",
        "Ivan", "John", "Katherine", "Leslie", "Margaret", "Niklaus", "Ole", "Radia", "Sophie",
        "Tim", "Yukihiro",
    ]
    private static let familyNames = [
        "Allen", "Backus", "Cerf", "Dijkstra", "Engelbart", "Floyd", "Goldberg", "Hamilton",
        "Iverson", "Johnson", "Kay", "Liskov", "McCarthy", "Naur", "Perlman", "Ritchie",
        "Stroustrup", "Thompson", "Wirth", "Zuse", "Hopper", "Knuth", "Lamport", "Milner",
        "Nygaard", "Pike", "Rivest", "Shamir", "Torvalds", "Wilkes", "Yao", "Moler", "Kahan",
        "Lovelace", "Turing", "Shannon", "Hoare", "Sutherland", "Conway", "Hopcroft", "Karp",
        "Tarjan", "Wing", "Rabin", "Scott", "Simon", "Newell", "Minsky", "Codd", "Bachman",
    ]

    /// `count` people with ids 1 to `count`: each pairing of a given name and a family name
    /// once (20 × 50 = 1,000), then again with a number.
    static func people(count: Int = 1_000) -> [Person] {
        (0..<max(count, 0)).map { index in
            let given = givenNames[index % givenNames.count]
            let family = familyNames[(index / givenNames.count) % familyNames.count]
            let round = index / (givenNames.count * familyNames.count)
            let suffix = round == 0 ? "" : " \(round + 1)"
            let name = "\(given) \(family)\(suffix)"
            return Person(id: index + 1, name: name, email: email(for: name, id: index + 1))
        }
    }

    /// An address made from `name`: `ada.lovelace@example.org` (the id keeps it unique when
    /// names repeat).
    static func email(for name: String, id: Int) -> String {
        let local = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .joined(separator: ".")
        return "\(local.isEmpty ? "person" : local).\(id)@example.org"
    }
}
