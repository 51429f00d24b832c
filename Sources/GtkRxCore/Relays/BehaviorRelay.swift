/// A ``BehaviorSubject`` that only ever emits elements: it always has a current ``value``, and
/// cannot fail or complete.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    // Sendable: it only forwards to a thread-safe BehaviorSubject.
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject never fails and is never disposed, so reading it cannot throw.
        // swift-format-ignore: NeverUseForceTry
        try! subject.value()
    }

    /// Makes `element` current and sends it to the subscribers.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`: it receives the current value, then every later one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
