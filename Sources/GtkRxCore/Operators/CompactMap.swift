extension ObservableType {
    /// Transforms each element with `transform` and passes on the results that are not `nil`;
    /// an error it throws ends the sequence with that error.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Observable<Result>
    {
        CompactMap(source: asObservable(), transform: transform)
    }
}

private final class CompactMap<Source, Result>: Producer<Result> {
    let source: Observable<Source>
    let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class CompactMapSink<Source, Observer: ObserverType>: Sink<Observer>,
    ObserverType
{
    typealias Result = Observer.Element
    private let transform: (Source) throws -> Result?

    init(transform: @escaping (Source) throws -> Result?, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) {
                    forwardOn(.next(result))
                }
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
