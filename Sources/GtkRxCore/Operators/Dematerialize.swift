/// A type that can be presented as an ``Event``; ``Event`` itself is one.
public protocol EventConvertible {
    /// The type of the event's element.
    associatedtype Element

    /// The value as an event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
    /// Turns a sequence of events back into the sequence they describe: each `.next(x)` element
    /// is emitted as `x`, and the first `.error` or `.completed` element ends the sequence that
    /// way. The source's own error or completion ends it too.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

private final class Dematerialize<Source: EventConvertible>: Producer<Source.Element> {
    let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Source.Element {
        let sink = DematerializeSink<Source, Observer>(observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DematerializeSink<Source: EventConvertible, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == Source.Element {
    func on(_ event: Event<Source>) {
        let inner: Event<Source.Element> =
            switch event {
            case .next(let element): element.event
            case .error(let error): .error(error)
            case .completed: .completed
            }
        forwardOn(inner)
        if inner.isStopEvent {
            dispose()
        }
    }
}
