/// Whether ``ObservableType/take(while:behavior:)`` and ``ObservableType/take(until:behavior:)``
/// pass on the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// The element that ends the sequence is emitted before the completion.
    case inclusive
    /// The element that ends the sequence is dropped.
    case exclusive
}

extension ObservableType {
    /// Passes on elements while `predicate` holds for them; at the first element for which it
    /// does not, completes and disposes the source subscription. With `.inclusive` that element
    /// is emitted before the completion; with `.exclusive` (the default) it is not.
    ///
    /// An error `predicate` throws ends the sequence with that error.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeWhile(source: asObservable(), predicate: predicate, behavior: behavior)
    }

    /// Passes on elements until `predicate` holds for one; at that element, completes and
    /// disposes the source subscription. With `.inclusive` that element is emitted before the
    /// completion; with `.exclusive` (the default) it is not.
    ///
    /// An error `predicate` throws ends the sequence with that error.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeWhile(source: asObservable(), predicate: { try !predicate($0) }, behavior: behavior)
    }
}

private final class TakeWhile<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: (Element) throws -> Bool
    let behavior: TakeBehavior

    init(
        source: Observable<Element>, predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior
    ) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeWhileSink(
            predicate: predicate, behavior: behavior, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior
    private var stopped = false

    init(
        predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior,
        observer: Observer, cancel: Cancelable
    ) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        guard !stopped else { return }
        switch event {
        case .next(let element):
            let taking: Bool
            do {
                taking = try predicate(element)
            } catch {
                stopped = true
                forwardOn(.error(error))
                dispose()
                return
            }
            if taking {
                forwardOn(event)
                return
            }
            stopped = true
            if behavior == .inclusive {
                forwardOn(event)
            }
            forwardOn(.completed)
            dispose()
        case .error, .completed:
            stopped = true
            forwardOn(event)
            dispose()
        }
    }
}
