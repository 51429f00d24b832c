extension ObservableType {
    /// Passes on only the elements that satisfy `predicate`; an error it throws ends the
    /// sequence with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        makeFilter(source: asObservable(), predicate: predicate)
    }
}

// Specialized for the usual element types, as `map`'s functions are (see Map.swift).
// specialized types: filter (written by scripts/generate from SpecializedTypes.swift)
@_specialize(where Element == Bool)
@_specialize(where Element == String)
@_specialize(where Element == String?)
@_specialize(where Element == Int)
@_specialize(where Element == Double)
private func makeFilter<Element>(
    source: Observable<Element>, predicate: @escaping (Element) throws -> Bool
) -> Observable<Element> {
    makeFilterObject(source: source, predicate: predicate)
}

@inline(never)
private func makeFilterObject<Element>(
    source: Observable<Element>, predicate: @escaping (Element) throws -> Bool
) -> Observable<Element> {
    Filter(source: source, predicate: predicate)
}

// specialized types: filter (written by scripts/generate from SpecializedTypes.swift)
@_specialize(where Element == Bool)
@_specialize(where Element == String)
@_specialize(where Element == String?)
@_specialize(where Element == Int)
@_specialize(where Element == Double)
private func runFilter<Element>(
    source: Observable<Element>, predicate: @escaping (Element) throws -> Bool,
    observer: any ObserverType<Element>, cancel: Cancelable
) -> (sink: Disposable, subscription: Disposable) {
    runFilterSink(source: source, predicate: predicate, observer: observer, cancel: cancel)
}

@inline(never)
private func runFilterSink<Element>(
    source: Observable<Element>, predicate: @escaping (Element) throws -> Bool,
    observer: any ObserverType<Element>, cancel: Cancelable
) -> (sink: Disposable, subscription: Disposable) {
    let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
}

private final class Filter<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        runFilter(source: source, predicate: predicate, observer: observer, cancel: cancel)
    }
}

private final class FilterSink<Element>: SpecializableSink<Element>, ObserverType {
    private let predicate: (Element) throws -> Bool

    init(
        predicate: @escaping (Element) throws -> Bool, observer: any ObserverType<Element>,
        cancel: Cancelable
    ) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    // Specialized for the usual element types, as `MapSink` is (see `SpecializableSink`).
    // specialized types: filter (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where Element == Bool)
    @_specialize(where Element == String)
    @_specialize(where Element == String?)
    @_specialize(where Element == Int)
    @_specialize(where Element == Double)
    func on(_ event: Event<Element>) {
        deliver(event)
    }

    @inline(never)
    private func deliver(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) {
                    forwardOn(event)
                }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
