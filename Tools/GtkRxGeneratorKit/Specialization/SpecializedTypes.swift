/// The one list of element types GtkRx's operators and sinks have copies specialized for
/// (`@_specialize`), and where each is used.
///
/// The attributes are not written by hand: each place that has them says so with a marker
/// line, `// specialized types: <site> (...)`, and `scripts/generate` writes the attributes
/// below it from this list (``SpecializationFiles``); `scripts/generate --check` fails when a
/// file's attributes differ from it.
///
/// Each entry is kept because side-by-side runs show its gain at each site
/// (`scripts/benchmark --filter specialized`: the same chain with the listed type and with a
/// twin of the same layout that no list names, which takes the generic path; the figures are
/// in `Benchmarks/results-2026-12-03.md`): the median of its runs' ratios is at most 0.9. An
/// entry whose median is above that at a site goes in that site's ``Site/excluded``, with its
/// figures beside it; none is today.
enum SpecializedTypes {
    /// The element types a UI binds most: flags, text, optional text, counts and amounts.
    static let elements = ["Bool", "String", "String?", "Int", "Double"]

    /// The pairs of element types a transforming operator meets most: validation
    /// (`String -> Bool`), formatting (`Int -> String`, `Double -> String`), parsing
    /// (`String -> Int`), defaults (`String? -> String`) and arithmetic.
    static let pairs: [(String, String)] = [
        ("String?", "String"), ("String", "Bool"), ("String", "String"), ("String", "Int"),
        ("Bool", "Bool"), ("Int", "Int"), ("Int", "Bool"), ("Int", "String"),
        ("Double", "Double"), ("Double", "String"),
    ]

    /// One place that has specialized copies, by the name its marker line gives.
    struct Site {
        /// The generic parameters the `where` clause constrains: one for element sites, two
        /// (source, result) for pair sites.
        let parameters: [String]
        /// Whether the site takes the pairs (else the elements).
        var usesPairs = false
        /// `Void` too: sequences of events without a value (taps, `create` of signals).
        var withVoid = false
        /// Element types measured without a gain beyond the noise at this site.
        var excluded: Set<String> = []

        /// The attribute lines, in the list's order.
        var attributes: [String] {
            if usesPairs {
                return SpecializedTypes.pairs.map { source, result in
                    "@_specialize(where \(parameters[0]) == \(source), \(parameters[1]) == \(result))"
                }
            }
            let types = (withVoid ? ["Void"] : []) + SpecializedTypes.elements
            return types.filter { !excluded.contains($0) }.map {
                "@_specialize(where \(parameters[0]) == \($0))"
            }
        }
    }

    /// Every site, by its marker's name.
    static let sites: [String: Site] = [
        "map": Site(parameters: ["Source", "Result"], usesPairs: true),
        "flatMapLatest": Site(parameters: ["SourceElement", "Result"], usesPairs: true),
        "filter": Site(parameters: ["Element"]),
        "just": Site(parameters: ["Element"]),
        "create": Site(parameters: ["Element"], withVoid: true),
        "share": Site(parameters: ["Element"]),
        "binder": Site(parameters: ["Value"]),
        "signalElement": Site(parameters: ["Element"], withVoid: true),
    ]
}
