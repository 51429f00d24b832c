extension ObservableType {
    /// Drops the source's elements until `other` emits an element; from then on passes them on.
    ///
    /// `other` is subscribed to first, and its subscription is disposed at its first element.
    /// An error from `other` ends the sequence with that error, whenever it comes. `other`
    /// completing without an element only ends the subscription to it: the source's elements
    /// are then dropped for good.
    ///
    /// A source error always ends the sequence. The source's completion is passed on once
    /// `other` has emitted; before that, as in RxSwift, it ends the subscription without any
    /// event reaching the observer.
    ///
    /// The two sequences may emit on different threads: the events sent downstream are
    /// serialized, and nothing follows the stop event.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// Drops the source's elements until `other` emits an element; see ``skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

private final class SkipUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipUntilSink(observer: observer, cancel: cancel)
        return (sink, sink.run(source: source, other: other))
    }
}

/// The source and `other` may call in on different threads at once: the gate and the stop are
/// decided under ``DeliverySink/lock``, and events go out as ``DeliverySink`` describes.
private final class SkipUntilSink<Observer: ObserverType>:
    DeliverySink<Observer, Event<Observer.Element>>, ObserverType
{
    typealias Element = Observer.Element

    // Guarded by `lock`.
    private var isOpen = false
    private var isStopped = false

    func run<Other>(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let otherSubscription = SingleAssignmentDisposable()
        let otherObserver = SkipUntilOtherObserver<Observer, Other>(
            sink: self, subscription: otherSubscription)
        otherSubscription.setDisposable(other.subscribe(otherObserver))
        if isDisposed {
            return otherSubscription
        }
        return Disposables.create(otherSubscription, source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        switch event {
        case .next:
            guard isOpen else {
                lock.unlock()
                return
            }
            deliverAndUnlock(event)
        case .error:
            isStopped = true
            deliverAndUnlock(event)
        case .completed:
            isStopped = true
            if isOpen {
                deliverAndUnlock(event)
            } else {
                lock.unlock()
                dispose()
            }
        }
    }

    /// `other` has emitted: elements pass from now on.
    func open() {
        lock.withLock { isOpen = true }
    }

    /// `other` has failed with `error`.
    func fail(_ error: Swift.Error) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        isStopped = true
        deliverAndUnlock(.error(error))
    }

    override func deliver(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

private final class SkipUntilOtherObserver<Observer: ObserverType, Other>: ObserverType {
    // A strong reference, like every source subscription's reference to its sink: the cycle
    // through the subscription to `other` is broken when the subscription is disposed.
    private let sink: SkipUntilSink<Observer>
    private let subscription: SingleAssignmentDisposable

    init(sink: SkipUntilSink<Observer>, subscription: SingleAssignmentDisposable) {
        self.sink = sink
        self.subscription = subscription
    }

    func on(_ event: Event<Other>) {
        switch event {
        case .next:
            sink.open()
            subscription.dispose()
        case .error(let error):
            sink.fail(error)
        case .completed:
            subscription.dispose()
        }
    }
}
