extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence with that
    /// error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result)
        -> Observable<Result>
    {
        Map(source: asObservable(), transform: transform)
    }
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
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class MapSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Result = Observer.Element
    private let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
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
