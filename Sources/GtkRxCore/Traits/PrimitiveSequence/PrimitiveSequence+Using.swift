extension PrimitiveSequence {
    /// A sequence that owns a resource for the length of each subscription: subscribing calls
    /// `resourceFactory`, then `primitiveSequenceFactory` with the resource, and subscribes to
    /// the sequence that returns; the resource is disposed when the subscription ends, after
    /// the subscription to that sequence, whether the sequence stopped or the subscriber
    /// disposed.
    ///
    /// An error either factory throws ends the subscription with that error (a resource already
    /// made is disposed).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: PrimitiveSequenceUsing(
                resourceFactory: resourceFactory,
                sequenceFactory: { try primitiveSequenceFactory($0).source }))
    }
}

private final class PrimitiveSequenceUsing<Resource: Disposable, Element>: Producer<Element> {
    let resourceFactory: () throws -> Resource
    let sequenceFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        sequenceFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.sequenceFactory = sequenceFactory
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
        let sequence: Observable<Element>
        do {
            sequence = try sequenceFactory(resource)
        } catch {
            sink.on(.error(error))
            return (sink, resource)
        }
        // The sink's disposer disposes this as the subscription ends (at once, if it has
        // ended during `subscribe`): the sequence's subscription first, then the resource.
        return (sink, Disposables.create(sequence.subscribe(sink), resource))
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
