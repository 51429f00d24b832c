extension ObservableType {
    /// This sequence as a ``Single``: its one element, sent when it completes.
    ///
    /// The single fails with ``RxError/noElements`` when the sequence completes without an
    /// element, and with ``RxError/moreThanOneElement`` as soon as a second element arrives
    /// (the subscription to the sequence then ends). The sequence's error is passed on.
    public func asSingle() -> Single<Element> {
        Single(raw: SoleElement(source: asObservable(), requiresElement: true))
    }

    /// This sequence as a ``Maybe``: its element, sent when it completes, or completion alone
    /// when it completes without one.
    ///
    /// The maybe fails with ``RxError/moreThanOneElement`` as soon as a second element arrives
    /// (the subscription to the sequence then ends). The sequence's error is passed on.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: SoleElement(source: asObservable(), requiresElement: false))
    }
}

extension ObservableType where Element == Never {
    /// This sequence, which can only complete or fail, as a ``Completable``.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

/// The engine of `asSingle()` and `asMaybe()`: holds the source's element until it completes.
private final class SoleElement<Element>: Producer<Element> {
    let source: Observable<Element>
    /// Whether completing without an element is an error (`asSingle`) or not (`asMaybe`).
    let requiresElement: Bool

    init(source: Observable<Element>, requiresElement: Bool) {
        self.source = source
        self.requiresElement = requiresElement
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SoleElementSink(
            requiresElement: requiresElement, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

/// Only the source calls in, one event at a time, so `element` needs no lock.
private final class SoleElementSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let requiresElement: Bool
    private var element: Element?

    init(requiresElement: Bool, observer: Observer, cancel: Cancelable) {
        self.requiresElement = requiresElement
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let next):
            guard element == nil else {
                element = nil
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = next
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else if requiresElement {
                forwardOn(.error(RxError.noElements))
            } else {
                forwardOn(.completed)
            }
            dispose()
        }
    }
}
