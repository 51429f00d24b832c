/// The arity overloads of `Single.zip` and `Maybe.zip`: for 2 to 8 sources of different element
/// types, a public overload with a result selector and one making tuples, as RxSwift generates
/// them from its templates.
///
/// They wrap the observable `zip` producers of ``ArityFiles`` (`Zip2` … `Zip8`): a single or a
/// maybe emits at most one element, so zipping their observables gives the trait's grammar.
enum PrimitiveSequenceArityFiles {
    static func all() -> [GeneratedFile] {
        [
            GeneratedFile(
                path: "Sources/GtkRxCore/Traits/PrimitiveSequence/Generated/"
                    + "PrimitiveSequence+Zip+arity.swift",
                contents: file(),
                source: "Tools/GtkRxGeneratorKit/Arity/PrimitiveSequenceArityFiles.swift")
        ]
    }

    /// The two traits that zip.
    enum Trait: CaseIterable {
        case single
        case maybe

        /// `SingleTrait`, `MaybeTrait`.
        var typeName: String {
            switch self {
            case .single: "SingleTrait"
            case .maybe: "MaybeTrait"
            }
        }

        /// `single`, `maybe`, for the documentation.
        var noun: String {
            switch self {
            case .single: "single"
            case .maybe: "maybe"
            }
        }

        /// What the zip does, for the documentation.
        var contract: String {
            switch self {
            case .single:
                "Succeeds once every single has succeeded; fails at once with the first error "
                    + "of any of them, or the selector's, disposing the others."
            case .maybe:
                "Succeeds once every maybe has succeeded; completes empty, once all have ended, "
                    + "when one of them is empty; fails at once with the first error of any of "
                    + "them, or the selector's, disposing the others."
            }
        }
    }

    private static func file() -> String {
        var out = SourceBuilder()
        out.line("// The contract of these overloads is written at the top of")
        out.line("// `Traits/PrimitiveSequence/PrimitiveSequence+Zip.swift`.")
        for trait in Trait.allCases {
            out.line()
            out.line("extension PrimitiveSequenceType where Trait == \(trait.typeName) {")
            for n in ArityFiles.arities {
                selectorOverload(trait, Arity(n), into: &out)
            }
            out.line("}")
            out.line()
            out.line(
                "extension PrimitiveSequenceType where Trait == \(trait.typeName), Element == Any {"
            )
            for n in ArityFiles.arities {
                tupleOverload(trait, Arity(n), into: &out)
            }
            out.line("}")
        }
        return out.text
    }

    /// `_ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>`
    private static func parameters(_ arity: Arity) -> String {
        arity.indices.map { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }.commaSeparated
    }

    /// `source1.source, source2.source`
    private static func arguments(_ arity: Arity) -> String {
        arity.indices.map { "source\($0).source" }.commaSeparated
    }

    private static func selectorOverload(
        _ trait: Trait, _ arity: Arity, into out: inout SourceBuilder
    ) {
        out.doc(
            """
            A \(trait.noun) of `resultSelector` over the elements of \(arity.word) \
            \(trait.noun)s, subscribed to at once.

            \(trait.contract)
            """, indent: 4)
        out.line(
            """
                public static func zip<\(arity.elementTypes)>(
                    \(parameters(arity)),
                    resultSelector: @escaping (\(arity.elementTypes)) throws -> Element
                ) -> PrimitiveSequence<Trait, Element> {
                    PrimitiveSequence(
                        raw: Zip\(arity.n)(\(arguments(arity)), resultSelector: resultSelector))
                }

            """)
    }

    private static func tupleOverload(
        _ trait: Trait, _ arity: Arity, into out: inout SourceBuilder
    ) {
        out.doc(
            """
            A \(trait.noun) of a tuple of the elements of \(arity.word) \(trait.noun)s; see \
            `PrimitiveSequenceType/zip(_:_:resultSelector:)`.
            """, indent: 4)
        let tuple = arity.indices.map { "$\($0 - 1)" }.commaSeparated
        out.line(
            """
                public static func zip<\(arity.elementTypes)>(
                    \(parameters(arity))
                ) -> PrimitiveSequence<Trait, (\(arity.elementTypes))> {
                    PrimitiveSequence(raw: Zip\(arity.n)(\(arguments(arity))) { (\(tuple)) })
                }

            """)
    }
}
