extension ObservableType {
    /// When the source completes, emits `mapResult` of the accumulation of all its elements,
    /// then completes: `accumulator` combines the previous accumulation (`seed` at first) with
    /// each element.
    ///
    /// An empty source gives `mapResult(seed)`. A source error, or an error `accumulator` or
    /// `mapResult` throws, ends the sequence with that error and nothing is emitted.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        Reduce(
            source: asObservable(), seed: seed,
            accumulator: { accumulate, element in
                accumulate = try accumulator(accumulate, element)
            },
            mapResult: mapResult)
    }

    /// When the source completes, emits the accumulation of all its elements, then completes:
    /// `accumulator` combines the previous accumulation (`seed` at first) with each element.
    ///
    /// An empty source gives `seed`. A source error, or an error `accumulator` throws, ends the
    /// sequence with that error and nothing is emitted.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +)   // 6, completed
    /// ```
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// When the source completes, emits the accumulation of all its elements, then completes:
    /// `accumulator` mutates a copy of `seed` with each element in turn.
    ///
    /// An empty source gives `seed`. A source error, or an error `accumulator` throws, ends the
    /// sequence with that error and nothing is emitted.
    public func reduce<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class Reduce<Element, Accumulate, Result>: Producer<Result> {
    let source: Observable<Element>
    let seed: Accumulate
    let accumulator: (inout Accumulate, Element) throws -> Void
    let mapResult: (Accumulate) throws -> Result

    init(
        source: Observable<Element>, seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = ReduceSink(
            seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer,
            cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ReduceSink<Element, Accumulate, Observer: ObserverType>: Sink<Observer>,
    ObserverType
{
    typealias Result = Observer.Element
    private var accumulate: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void
    private let mapResult: (Accumulate) throws -> Result

    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result, observer: Observer,
        cancel: Cancelable
    ) {
        accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            do {
                let result = try mapResult(accumulate)
                forwardOn(.next(result))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
            dispose()
        }
    }
}
