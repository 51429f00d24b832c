import Synchronization

/// How a primitive sequence ends: with its element, with an error, or (a ``Maybe`` or a
/// ``Completable``) with completion alone. The three traits' events are views of it.
enum PrimitiveOutcome<Element> {
    /// The element; for a sequence, the element followed at once by completion.
    case success(Element)
    /// The error.
    case failure(Swift.Error)
    /// Completion without an element.
    case completed
}

extension PrimitiveOutcome: Sendable where Element: Sendable {}

/// Receives a primitive sequence's events and hands its outcome, once, to `handler`: an
/// element, an error, or completion without an element, whichever comes first. The completion
/// that follows an element, and anything else after the first event, is dropped.
///
/// The flag is atomic so that the outcome is handed over once even when a misbehaving source
/// races two events.
final class OutcomeObserver<Element>: ObserverType {
    private let handler: (PrimitiveOutcome<Element>) -> Void
    private let delivered = Atomic(false)

    init(_ handler: @escaping (PrimitiveOutcome<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        guard !delivered.exchange(true, ordering: .acquiringAndReleasing) else { return }
        switch event {
        case .next(let element): handler(.success(element))
        case .error(let error): handler(.failure(error))
        case .completed: handler(.completed)
        }
    }
}

/// The `create` of the three traits: a sequence whose subscription runs `subscribe` with an
/// emitter of outcomes. The first outcome is sent (an element is followed by completion) and
/// ends the subscription, disposing what `subscribe` returned; later ones, and any after
/// disposal, are dropped, even when they race from other threads.
final class PrimitiveCreate<Element>: Producer<Element> {
    typealias Subscribe = (@escaping (PrimitiveOutcome<Element>) -> Void) -> Disposable

    private let subscribeHandler: Subscribe

    init(_ subscribeHandler: @escaping Subscribe) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = PrimitiveCreateSink(observer: observer, cancel: cancel)
        return (sink, subscribeHandler(sink.emit))
    }
}

private final class PrimitiveCreateSink<Observer: ObserverType>: Sink<Observer> {
    private let emitted = Atomic(false)

    func emit(_ outcome: PrimitiveOutcome<Observer.Element>) {
        guard !emitted.exchange(true, ordering: .acquiringAndReleasing) else { return }
        switch outcome {
        case .success(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
        case .failure(let error):
            forwardOn(.error(error))
        case .completed:
            forwardOn(.completed)
        }
        dispose()
    }
}
