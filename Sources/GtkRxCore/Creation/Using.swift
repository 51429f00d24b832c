extension ObservableType {
    /// A sequence that creates a resource for each subscription, and disposes it when the
    /// subscription ends: when the sequence completes or fails, or when it is disposed.
    ///
    /// `resourceFactory` runs first, then `observableFactory` with the resource it made; the
    /// result sends the events of the sequence `observableFactory` returns. An error
    /// `resourceFactory` throws ends the sequence with that error; one `observableFactory`
    /// throws does too, after disposing the resource.
    ///
    /// ```swift
    /// Observable.using({ FileHandleResource(path) }) { file in file.lines() }
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class Using<Element, Resource: Disposable>: Producer<Element> {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = UsingSink(observer: observer, cancel: cancel)
        let resource: Resource
        do {
            resource = try resourceFactory()
        } catch {
            sink.on(.error(error))
            return (sink, Disposables.create())
        }
        let source: Observable<Element>
        do {
            source = try observableFactory(resource)
        } catch {
            sink.on(.error(error))
            return (sink, resource)
        }
        // The source's subscription is disposed before the resource it may be using.
        return (sink, Disposables.create(source.subscribe(sink), resource))
    }
}

private final class UsingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
