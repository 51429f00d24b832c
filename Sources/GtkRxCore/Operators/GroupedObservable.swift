/// A sequence of the elements that share a key: what ``ObservableType/groupBy(keySelector:)``
/// sends for each key.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key the group's elements share.
    public let key: Key
    private let source: Observable<Element>

    /// A group of the elements of `source`, under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as a plain ``Observable``.
    public func asObservable() -> Observable<Element> {
        source
    }
}
