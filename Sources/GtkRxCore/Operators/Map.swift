extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that
    /// error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result)
        -> Observable<Result>
    {
        makeMap(source: asObservable(), transform: transform)
    }
}

// `map` and `Map.run` make their objects in these functions, generic over the element types
// only and specialized for the usual pairs (see `SpecializableSink`): the specialized copies
// know the classes `Map<Source, Result>` and `MapSink<Source, Result>` statically, where code
// generic over them looks their type metadata up at run time for every subscription. The work
// is in the non-inlined callees, so that those look-ups are not hoisted above the type
// comparison.
// specialized types: map (written by scripts/generate from SpecializedTypes.swift)
@_specialize(where Source == String?, Result == String)
@_specialize(where Source == String, Result == Bool)
@_specialize(where Source == String, Result == String)
@_specialize(where Source == String, Result == Int)
@_specialize(where Source == Bool, Result == Bool)
@_specialize(where Source == Int, Result == Int)
@_specialize(where Source == Int, Result == Bool)
@_specialize(where Source == Int, Result == String)
@_specialize(where Source == Double, Result == Double)
@_specialize(where Source == Double, Result == String)
private func makeMap<Source, Result>(
    source: Observable<Source>, transform: @escaping (Source) throws -> Result
) -> Observable<Result> {
    makeMapObject(source: source, transform: transform)
}

@inline(never)
private func makeMapObject<Source, Result>(
    source: Observable<Source>, transform: @escaping (Source) throws -> Result
) -> Observable<Result> {
    Map(source: source, transform: transform)
}

// specialized types: map (written by scripts/generate from SpecializedTypes.swift)
@_specialize(where Source == String?, Result == String)
@_specialize(where Source == String, Result == Bool)
@_specialize(where Source == String, Result == String)
@_specialize(where Source == String, Result == Int)
@_specialize(where Source == Bool, Result == Bool)
@_specialize(where Source == Int, Result == Int)
@_specialize(where Source == Int, Result == Bool)
@_specialize(where Source == Int, Result == String)
@_specialize(where Source == Double, Result == Double)
@_specialize(where Source == Double, Result == String)
private func runMap<Source, Result>(
    source: Observable<Source>, transform: @escaping (Source) throws -> Result,
    observer: any ObserverType<Result>, cancel: Cancelable
) -> (sink: Disposable, subscription: Disposable) {
    runMapSink(source: source, transform: transform, observer: observer, cancel: cancel)
}

@inline(never)
private func runMapSink<Source, Result>(
    source: Observable<Source>, transform: @escaping (Source) throws -> Result,
    observer: any ObserverType<Result>, cancel: Cancelable
) -> (sink: Disposable, subscription: Disposable) {
    let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
}

private final class Map<Source, Result>: Producer<Result> {
    let source: Observable<Source>
    let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        runMap(source: source, transform: transform, observer: observer, cancel: cancel)
    }
}

private final class MapSink<Source, Result>: SpecializableSink<Result>, ObserverType {
    private let transform: (Source) throws -> Result

    init(
        transform: @escaping (Source) throws -> Result, observer: any ObserverType<Result>,
        cancel: Cancelable
    ) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    // Specialized for the usual pairs of element types (a UI's texts, flags and numbers; see
    // `SpecializableSink`): the generic entry point compares the types with these and calls
    // the matching copy, which looks up no type metadata. The work is in `deliver`, not here:
    // the look-ups it needs would be hoisted above that comparison.
    // specialized types: map (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where Source == String?, Result == String)
    @_specialize(where Source == String, Result == Bool)
    @_specialize(where Source == String, Result == String)
    @_specialize(where Source == String, Result == Int)
    @_specialize(where Source == Bool, Result == Bool)
    @_specialize(where Source == Int, Result == Int)
    @_specialize(where Source == Int, Result == Bool)
    @_specialize(where Source == Int, Result == String)
    @_specialize(where Source == Double, Result == Double)
    @_specialize(where Source == Double, Result == String)
    func on(_ event: Event<Source>) {
        deliver(event)
    }

    @inline(never)
    private func deliver(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                forwardOn(.next(try transform(element)))
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
