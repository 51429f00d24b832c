extension ObservableType {
    /// A sequence that calls `observableFactory` anew for each subscription and subscribes to the
    /// sequence it returns, emitting what that sequence emits.
    ///
    /// If the factory throws, the subscription fails with the error it threw.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        Deferred(factory: observableFactory)
    }
}

private final class Deferred<Element>: Producer<Element> {
    let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DeferredSink(observer: observer, cancel: cancel)
        return (sink, sink.run(factory: factory))
    }
}

private final class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func run(factory: () throws -> Observable<Element>) -> Disposable {
        do {
            return try factory().subscribe(self)
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
