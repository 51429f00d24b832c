/// The arity overloads of `combineLatest` and `zip`: for 2 to 8 sources of different element
/// types, a public overload with a result selector and one sending tuples, and a typed producer
/// and sink per arity (RxSwift generates the same shapes from its templates).
///
/// The sinks derive from `TupleCombiningSink` (`Internal/DeliverySink.swift`), which serializes
/// what they send without holding their lock.
enum ArityFiles {
    /// The arities generated.
    static let arities = 2...8

    static func all() -> [GeneratedFile] {
        [Operator.combineLatest, Operator.zip].map { op in
            GeneratedFile(
                path: "Sources/GtkRxCore/Operators/Generated/\(op.typeName)+arity.swift",
                contents: file(for: op),
                source: "Tools/GtkRxGeneratorKit/Arity/ArityFiles.swift")
        }
    }

    /// The two operators, which differ in what their sinks keep and when they combine.
    enum Operator {
        case combineLatest
        case zip

        var name: String {
            switch self {
            case .combineLatest: "combineLatest"
            case .zip: "zip"
            }
        }

        var typeName: String {
            switch self {
            case .combineLatest: "CombineLatest"
            case .zip: "Zip"
            }
        }
    }

    private static func file(for op: Operator) -> String {
        var out = SourceBuilder()
        out.line("// The contract of these overloads is written at the top of")
        out.line("// `Operators/\(op.typeName).swift`.")
        out.line()
        out.line("extension ObservableType {")
        for n in arities {
            selectorOverload(op, Arity(n), into: &out)
        }
        out.line("}")
        out.line()
        out.line("extension ObservableType where Element == Any {")
        for n in arities {
            tupleOverload(op, Arity(n), into: &out)
        }
        out.line("}")
        for n in arities {
            out.line()
            producer(op, Arity(n), into: &out)
            out.line()
            sink(op, Arity(n), into: &out)
        }
        return out.text
    }

    // MARK: - Public overloads

    private static func selectorOverload(
        _ op: Operator, _ arity: Arity, into out: inout SourceBuilder
    ) {
        switch op {
        case .combineLatest:
            out.doc(
                """
                Combines the latest elements of \(arity.word) sources with `resultSelector` \
                whenever any of them sends one, once each has sent one.

                Completes when all sources have completed, or as soon as no more results can \
                come; fails at once with any source's error or the selector's.
                """, indent: 4)
        case .zip:
            out.doc(
                """
                Combines the elements of \(arity.word) sources with `resultSelector`, in order: \
                the n-th result combines the n-th element of every source.

                Elements wait in a buffer per source until every source has one. Completes \
                when all sources have completed, as RxSwift's overloads of 2 to 8 sources do: an \
                element that can never be paired does not end it early (the collection overload \
                ends then). Fails at once with any source's error or the selector's.
                """, indent: 4)
        }
        out.line(
            """
                public static func \(op.name)\(arity.observableParameters)(
                    \(arity.sourceParameters),
                    resultSelector: @escaping (\(arity.sourceElements)) throws -> Element
                ) -> Observable<Element> {
                    \(op.typeName)\(arity.n)(\(arity.sourceArguments), resultSelector: resultSelector)
                }

            """)
    }

    private static func tupleOverload(
        _ op: Operator, _ arity: Arity, into out: inout SourceBuilder
    ) {
        switch op {
        case .combineLatest:
            out.doc(
                """
                Sends a tuple of the latest elements of \(arity.word) sources whenever any of \
                them sends one, once each has sent one; see \
                ``ObservableType/combineLatest(_:_:resultSelector:)``.
                """, indent: 4)
        case .zip:
            out.doc(
                """
                Sends tuples of the elements of \(arity.word) sources, in order; see \
                ``ObservableType/zip(_:_:resultSelector:)``.
                """, indent: 4)
        }
        let tuple = arity.indices.map { "$\($0 - 1)" }.commaSeparated
        out.line(
            """
                public static func \(op.name)\(arity.observableParameters)(
                    \(arity.sourceParameters)
                ) -> Observable<(\(arity.sourceElements))> {
                    \(op.typeName)\(arity.n)(\(arity.sourceArguments)) { (\(tuple)) }
                }

            """)
    }

    // MARK: - Producer

    private static func producer(_ op: Operator, _ arity: Arity, into out: inout SourceBuilder) {
        let types = arity.elementTypes
        let stored = arity.indices.map { "    private let source\($0): Observable<E\($0)>" }
        let assignments = arity.indices.map { "        self.source\($0) = source\($0)" }
        let sources = arity.indices.map { "source\($0)" }.commaSeparated
        out.line(
            """
            /// `\(op.name)` of \(arity.word) sources.
            final class \(op.typeName)\(arity.n)<\(types), Result>: Producer<Result> {
                typealias ResultSelector = (\(types)) throws -> Result

            \(stored.joined(separator: "\n"))
                private let resultSelector: ResultSelector

                init(\(arity.observableSourceParameters), resultSelector: @escaping ResultSelector) {
            \(assignments.joined(separator: "\n"))
                    self.resultSelector = resultSelector
                }

                override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
                    -> (sink: Disposable, subscription: Disposable)
                where Observer.Element == Result {
                    let sink = \(op.typeName)Sink\(arity.n)<\(types), Observer>(
                        resultSelector: resultSelector, observer: observer, cancel: cancel)
                    return (sink, sink.run(\(sources)))
                }
            }
            """)
    }

    // MARK: - Sink

    private static func sink(_ op: Operator, _ arity: Arity, into out: inout SourceBuilder) {
        let n = arity.n
        let types = arity.elementTypes
        var state: [String] = []
        switch op {
        case .combineLatest:
            out.line("/// The sink of ``CombineLatest\(n)``: the latest element of each source.")
            state += arity.indices.map { "    private var latest\($0) = LatestValue<E\($0)>()" }
        case .zip:
            out.line(
                "/// The sink of ``Zip\(n)``: a buffer of each source's elements not yet combined.")
            state += arity.indices.map { "    private var buffer\($0) = Queue<E\($0)>()" }
        }
        state += arity.indices.map { "    private var isDone\($0) = false" }
        if op == .combineLatest {
            state.append("    private var valueCount = 0")
        }
        state.append("    private var doneCount = 0")
        let subscriptions = arity.indices.map {
            "    private let subscription\($0) = SingleAssignmentDisposable()"
        }
        let subscribes = arity.indices.map { i in
            let subscribe =
                "subscription\(i).setDisposable(source\(i).subscribe(AnyObserver { self.on\(i)($0) }))"
            return i == 1
                ? "        \(subscribe)"
                : "        if !isDisposed {\n            \(subscribe)\n        }"
        }
        let arguments = arity.indices.map { "values.\($0 - 1)" }.commaSeparated
        out.line(
            """
            private final class \(op.typeName)Sink\(n)<\(types), Observer: ObserverType>:
                TupleCombiningSink<(\(types)), Observer>
            {
                typealias ResultSelector = (\(types)) throws -> Observer.Element

                private let resultSelector: ResultSelector
            \(subscriptions.joined(separator: "\n"))

                // Guarded by the lock.
            \(state.joined(separator: "\n"))

                init(resultSelector: @escaping ResultSelector, observer: Observer, cancel: Cancelable) {
                    self.resultSelector = resultSelector
                    super.init(observer: observer, cancel: cancel)
                }

                /// Subscribes to the sources in order, unless an earlier one already ended the sink.
                func run(\(arity.observableSourceParameters)) -> Disposable {
            \(subscribes.joined(separator: "\n"))
                    return Disposables.create(\(arity.indices.map { "subscription\($0)" }.commaSeparated))
                }

                override func combine(_ values: (\(types))) throws -> Observer.Element {
                    try resultSelector(\(arguments))
                }
            """)
        for i in arity.indices {
            let store: String
            switch op {
            case .combineLatest:
                store = """
                                if !latest\(i).hasValue {
                                    valueCount += 1
                                }
                                latest\(i).store(value)
                    """
            case .zip:
                store = """
                                guard !isStopped else {
                                    lock.unlock()
                                    return
                                }
                                buffer\(i).append(value)
                    """
            }
            out.line(
                """

                    private func on\(i)(_ event: Event<E\(i)>) {
                        switch event {
                        case .next(let value):
                            lock.lock()
                \(store)
                            nextAndUnlock()
                        case .error(let error):
                            fail(error)
                        case .completed:
                            lock.lock()
                            if isDone\(i) {
                                lock.unlock()
                            } else {
                                isDone\(i) = true
                                sourceCompletedAndUnlock()
                            }
                            subscription\(i).dispose()
                        }
                    }
                """)
        }
        out.line()
        out.line(
            "    /// A source sent an element, now stored; sends what it makes, and releases the lock."
        )
        switch op {
        case .combineLatest:
            let copies = arity.indices.map { "let value\($0) = latest\($0).value" }
                .joined(separator: "\n            ")
            let values = arity.indices.map { "value\($0)" }.commaSeparated
            let queueParameters = arity.indices.map { "_ value\($0): E\($0)" }.commaSeparated
            out.line(
                """
                    private func nextAndUnlock() {
                        guard !isStopped else {
                            lock.unlock()
                            return
                        }
                        if valueCount == \(n) {
                            \(copies)
                            // Uncontended: the selector is called straight away, with no tuple (whose
                            // type would be looked up at run time); otherwise the values are queued.
                            if startDeliveringAndUnlock() {
                                send { try resultSelector(\(values)) }
                                endDelivering()
                            } else {
                                queueAndUnlock(\(values))
                            }
                        } else if doneCount == \(n - 1) {
                            // Every other source has completed, one of them without an element: no
                            // result can ever come.
                            completeAndUnlock()
                        } else {
                            lock.unlock()
                        }
                    }

                    /// Queues the values for the thread delivering now, and releases the lock.
                    /// Apart from ``nextAndUnlock()``, which would otherwise look up the types of
                    /// the tuple and the queued delivery at run time on every call.
                    @inline(never)
                    private func queueAndUnlock(\(queueParameters)) {
                        deliverAndUnlock(.values((\(values))))
                    }
                """)
        case .zip:
            let nonEmpty = arity.indices.map { "!buffer\($0).isEmpty" }.joined(separator: " && ")
            let firsts = arity.indices.map { "buffer\($0).removeFirst()" }.commaSeparated
            out.line(
                """
                    private func nextAndUnlock() {
                        if \(nonEmpty) {
                            deliverAndUnlock(.values((\(firsts))))
                        } else {
                            lock.unlock()
                        }
                    }
                """)
        }
        out.line(
            """

                /// A source completed; completes once all have, and releases the lock.
                private func sourceCompletedAndUnlock() {
                    doneCount += 1
                    if doneCount == \(n) {
                        stopAndUnlock(.completed)
                    } else {
                        lock.unlock()
                    }
                }
            }
            """)
    }
}

/// The names one arity's code is written with.
struct Arity {
    /// The number of sources.
    let n: Int

    init(_ n: Int) { self.n = n }

    /// 1 through `n`.
    var indices: [Int] { Array(1...n) }

    /// `two`, `three`, …
    var word: String {
        ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][n]
    }

    /// `<O1: ObservableType, O2: ObservableType>`
    var observableParameters: String {
        "<" + indices.map { "O\($0): ObservableType" }.commaSeparated + ">"
    }

    /// `_ source1: O1, _ source2: O2`
    var sourceParameters: String { indices.map { "_ source\($0): O\($0)" }.commaSeparated }

    /// `O1.Element, O2.Element`
    var sourceElements: String { indices.map { "O\($0).Element" }.commaSeparated }

    /// `source1.asObservable(), source2.asObservable()`
    var sourceArguments: String { indices.map { "source\($0).asObservable()" }.commaSeparated }

    /// `_ source1: Observable<E1>, _ source2: Observable<E2>`
    var observableSourceParameters: String {
        indices.map { "_ source\($0): Observable<E\($0)>" }.commaSeparated
    }

    /// `E1, E2`
    var elementTypes: String { indices.map { "E\($0)" }.commaSeparated }
}
