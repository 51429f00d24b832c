/// A ``PublishSubject`` that only ever emits elements: it cannot fail or complete.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // Sendable: it only forwards to a thread-safe PublishSubject.
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {}

    /// Sends `element` to the current subscribers.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
