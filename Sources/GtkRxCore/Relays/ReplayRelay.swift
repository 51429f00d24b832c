/// A ``ReplaySubject`` that only ever emits elements: it replays the latest accepted elements
/// to each new subscriber, and cannot fail or complete.
///
/// ```swift
/// let messages = ReplayRelay<String>.create(bufferSize: 2)
/// messages.accept("a")
/// messages.accept("b")
/// messages.accept("c")
/// messages.subscribe(onNext: { print($0) })  // prints "b", "c", then every later one
/// ```
///
/// Thread-safe: accept elements and subscribe from any thread.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // Sendable: it only forwards to a thread-safe ReplaySubject, which it never ends.
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most the `bufferSize` latest elements to each new subscriber.
    /// A `bufferSize` of 0, or less, replays nothing.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it has accepted to each new subscriber.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbound())
    }

    /// Stores `element` for replay and sends it to the current subscribers.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`: it receives the replayed elements, then every later one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
