/// Something that receives the events of an observable sequence.
///
/// An observer receives its events one at a time, never concurrently, and nothing after a stop
/// event.
public protocol ObserverType<Element> {
    /// The type of the elements received.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Receives the next element.
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Receives the end of the sequence.
    public func onCompleted() { on(.completed) }

    /// Receives the sequence's failure.
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}
