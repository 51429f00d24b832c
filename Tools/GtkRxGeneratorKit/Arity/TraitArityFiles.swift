/// The arity overloads of `combineLatest` and `zip` on the traits that cannot fail:
/// `SharedSequence` (`Driver`, `Signal`) in the UI layer and `Infallible` in the core, for 2 to
/// 8 sources of different element types. Each trait gets, per arity, an overload with a result
/// selector and one sending tuples, as RxCocoa and RxSwift generate them.
///
/// They wrap the Observable overloads of ``ArityFiles``: the sources cannot fail, and their
/// result selectors do not throw, so the result cannot fail either.
enum TraitArityFiles {
    static func all() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for trait in [Trait.sharedSequence, Trait.infallible] {
            for op in [ArityFiles.Operator.combineLatest, .zip] {
                files.append(
                    GeneratedFile(
                        path: "\(trait.directory)/\(trait.typeName)+\(op.typeName)+arity.swift",
                        contents: file(for: op, on: trait),
                        source: "Tools/GtkRxGeneratorKit/Arity/TraitArityFiles.swift"))
            }
        }
        return files
    }

    /// The traits, which differ in what their sources are and what they share.
    enum Trait {
        case sharedSequence
        case infallible

        var directory: String {
            switch self {
            case .sharedSequence: "Sources/GtkRxUI/Traits/Generated"
            case .infallible: "Sources/GtkRxCore/Traits/Generated"
            }
        }

        var typeName: String {
            switch self {
            case .sharedSequence: "SharedSequence"
            case .infallible: "Infallible"
            }
        }

        /// The protocol each source conforms to.
        var sourceProtocol: String {
            switch self {
            case .sharedSequence: "SharedSequenceConvertibleType"
            case .infallible: "InfallibleType"
            }
        }

        /// The result type, for elements of type `element`.
        func result(_ element: String) -> String {
            switch self {
            case .sharedSequence: "SharedSequence<SharingStrategy, \(element)>"
            case .infallible: "Infallible<\(element)>"
            }
        }

        /// The requirements every overload has beyond its element type: the sources share the
        /// result's sharing strategy.
        func requirements(_ arity: Arity) -> [String] {
            switch self {
            case .sharedSequence: arity.indices.map { "SharingStrategy == O\($0).SharingStrategy" }
            case .infallible: []
            }
        }

        var imports: String {
            switch self {
            case .sharedSequence: "import GtkRxCore\n\n"
            case .infallible: ""
            }
        }

        /// What the trait is called in documentation.
        var noun: String {
            switch self {
            case .sharedSequence: "shared sequences (all drivers, or all signals)"
            case .infallible: "infallible sequences"
            }
        }
    }

    private static func file(for op: ArityFiles.Operator, on trait: Trait) -> String {
        var out = SourceBuilder()
        out.line(trait.imports + "extension \(trait.typeName) {")
        for n in ArityFiles.arities {
            selectorOverload(op, trait, Arity(n), into: &out)
        }
        for n in ArityFiles.arities {
            tupleOverload(op, trait, Arity(n), into: &out)
        }
        out.line("}")
        return out.text
    }

    private static func genericParameters(_ trait: Trait, _ arity: Arity) -> String {
        "<" + arity.indices.map { "O\($0): \(trait.sourceProtocol)" }.commaSeparated + ">"
    }

    private static func whereClause(_ requirements: [String]) -> String {
        requirements.isEmpty ? "" : "\n    where \(requirements.commaSeparated)"
    }

    private static func summary(_ op: ArityFiles.Operator, _ trait: Trait, _ arity: Arity)
        -> String
    {
        switch op {
        case .combineLatest:
            """
            Combines the latest elements of \(arity.word) \(trait.noun) whenever any of them \
            sends one, once each has sent one; completes when all have completed, or as soon as \
            one completes without having sent an element.
            """
        case .zip:
            """
            Combines the elements of \(arity.word) \(trait.noun) in order: the n-th result \
            combines the n-th element of every source. Completes once a source has completed \
            and every element it sent has been combined.
            """
        }
    }

    private static func selectorOverload(
        _ op: ArityFiles.Operator, _ trait: Trait, _ arity: Arity, into out: inout SourceBuilder
    ) {
        out.doc(
            summary(op, trait, arity) + "\n\nEach result is what `resultSelector` makes.",
            indent: 4)
        out.line(
            """
                public static func \(op.name)\(genericParameters(trait, arity))(
                    \(arity.sourceParameters),
                    resultSelector: @escaping (\(arity.sourceElements)) -> Element
                ) -> \(trait.result("Element"))\(whereClause(trait.requirements(arity))) {
                    \(trait.typeName)(
                        Observable.\(op.name)(\(arity.sourceArguments), resultSelector: resultSelector))
                }

            """)
    }

    private static func tupleOverload(
        _ op: ArityFiles.Operator, _ trait: Trait, _ arity: Arity, into out: inout SourceBuilder
    ) {
        out.doc(summary(op, trait, arity) + "\n\nEach result is a tuple.", indent: 4)
        let tuple = "(\(arity.sourceElements))"
        let requirements = ["Element == \(tuple)"] + trait.requirements(arity)
        let values = arity.indices.map { "$\($0 - 1)" }.commaSeparated
        out.line(
            """
                public static func \(op.name)\(genericParameters(trait, arity))(
                    \(arity.sourceParameters)
                ) -> \(trait.result(tuple))\(whereClause(requirements)) {
                    \(trait.typeName)(
                        Observable.\(op.name)(\(arity.sourceArguments)) { (\(values)) })
                }

            """)
    }
}
