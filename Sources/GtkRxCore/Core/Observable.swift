/// A type-erased observable sequence: the type every operator returns.
///
/// Subclass ``Observable`` only through GtkRx's operators and ``create(_:)``; its
/// ``subscribe(_:)`` is abstract.
public class Observable<Element>: ObservableType {
    init() {}

    /// Subscribes `observer` to the sequence's events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("Observable.subscribe is abstract; \(type(of: self)) must override it")
    }

    /// This sequence.
    public func asObservable() -> Observable<Element> { self }
}
