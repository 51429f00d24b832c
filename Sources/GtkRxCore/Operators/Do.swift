extension ObservableType {
    /// Runs side effects on the sequence's events and its subscription lifetime, passing every
    /// event on unchanged.
    ///
    /// For each event, the `on…` handler runs before the event is passed on and the `after…`
    /// handler after it. An error an `on…` handler throws, or `afterNext`, is passed on instead
    /// of (or after) the event and ends the sequence. An error `afterError` or `afterCompleted`
    /// throws comes after the sequence has ended, so it cannot be passed on: it is reported
    /// like an error without a handler (printed in debug builds).
    ///
    /// `onSubscribe` runs before the source is subscribed to, `onSubscribed` right after, and
    /// `onDispose` once the subscription is disposed, whether by the subscriber or because the
    /// sequence ended (after the `after…` handler of the stop event).
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Do(
            source: asObservable(),
            handlers: DoHandlers(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted),
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?

    func before(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }

    func after(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
    }
}

private final class Do<Element>: Producer<Element> {
    let source: Observable<Element>
    let handlers: DoHandlers<Element>
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, handlers: DoHandlers<Element>,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        guard let onDispose else {
            return (sink, subscription)
        }
        return (
            sink,
            Disposables.create {
                subscription.dispose()
                onDispose()
            }
        )
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handlers: DoHandlers<Element>

    init(handlers: DoHandlers<Element>, observer: Observer, cancel: Cancelable) {
        self.handlers = handlers
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        do {
            try handlers.before(event)
        } catch {
            forwardOn(.error(error))
            dispose()
            return
        }
        forwardOn(event)
        do {
            try handlers.after(event)
        } catch {
            if event.isStopEvent {
                reportUnhandledError(error)
            } else {
                forwardOn(.error(error))
                dispose()
                return
            }
        }
        if event.isStopEvent {
            dispose()
        }
    }
}
