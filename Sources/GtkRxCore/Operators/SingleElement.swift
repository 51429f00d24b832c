extension ObservableType {
    /// Passes on the source's one element, and fails unless there is exactly one.
    ///
    /// The element is passed on as soon as it arrives; a second one fails the sequence with
    /// ``RxError/moreThanOneElement`` (and ends the source subscription), and a source that
    /// completes without an element fails it with ``RxError/noElements``. A source error is
    /// passed on.
    public func single() -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: nil)
    }

    /// Passes on the one element of the source that satisfies `predicate`, and fails unless
    /// exactly one does.
    ///
    /// Elements that do not satisfy `predicate` are dropped. The matching element is passed on
    /// as soon as it arrives; a second match fails the sequence with
    /// ``RxError/moreThanOneElement`` (and ends the source subscription), and a source that
    /// completes without a match fails it with ``RxError/noElements``. An error `predicate`
    /// throws, or a source error, fails the sequence with that error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: predicate)
    }
}

private final class SingleElement<Element>: Producer<Element> {
    let source: Observable<Element>
    let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SingleElementSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class SingleElementSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: ((Element) throws -> Bool)?
    // The source's events come one at a time (the observer contract), so these need no lock.
    private var hasElement = false
    private var isDone = false

    init(predicate: ((Element) throws -> Bool)?, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        guard !isDone else { return }
        switch event {
        case .next(let element):
            do {
                guard try predicate?(element) ?? true else { return }
            } catch {
                finish(.error(error))
                return
            }
            if hasElement {
                finish(.error(RxError.moreThanOneElement))
                return
            }
            hasElement = true
            forwardOn(event)
        case .error:
            finish(event)
        case .completed:
            finish(hasElement ? .completed : .error(RxError.noElements))
        }
    }

    private func finish(_ event: Event<Element>) {
        isDone = true
        forwardOn(event)
        dispose()
    }
}
