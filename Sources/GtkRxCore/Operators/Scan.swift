extension ObservableType {
    /// Emits, for each element, the accumulation so far: `accumulator` mutates a copy of `seed`
    /// with each element in turn, and each intermediate value is emitted.
    ///
    /// Completes or fails when the source does (emitting nothing for an empty source); an error
    /// `accumulator` throws ends the sequence with that error.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(into: []) { $0.append($1) }   // [1], [1, 2], [1, 2, 3]
    /// ```
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Emits, for each element, the accumulation so far: `accumulator` combines the previous
    /// accumulation (`seed` at first) with the element, and each result is emitted.
    ///
    /// Completes or fails when the source does (emitting nothing for an empty source); an error
    /// `accumulator` throws ends the sequence with that error.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).scan(0, accumulator: +)   // 1, 3, 6
    /// ```
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

private final class Scan<Element, Accumulate>: Producer<Accumulate> {
    let source: Observable<Element>
    let seed: Accumulate
    let accumulator: (inout Accumulate, Element) throws -> Void

    init(
        source: Observable<Element>, seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Accumulate {
        let sink = ScanSink(
            seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    private var accumulate: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        observer: Observer, cancel: Cancelable
    ) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forwardOn(.next(accumulate))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
