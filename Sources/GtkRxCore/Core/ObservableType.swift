/// A push-based sequence of elements that observers subscribe to.
///
/// Subscribing starts the sequence for that observer and returns a ``Disposable`` that stops it.
/// Every element, error and completion is delivered through ``ObserverType/on(_:)``, one event
/// at a time, following the grammar `next* (error | completed)?`.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence's events.
    ///
    /// - Returns: a disposable that ends the subscription; disposing it stops the events and
    ///   releases the subscription's resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
