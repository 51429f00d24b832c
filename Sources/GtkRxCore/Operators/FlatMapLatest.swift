import Synchronization

extension ObservableType {
    /// Maps each element to a sequence with `selector`, and sends the elements of the latest
    /// of those sequences only: when an element arrives, the subscription to the previous
    /// sequence is disposed and the new one is subscribed to.
    ///
    /// Completes when this sequence and the latest inner sequence have completed; fails at
    /// once with the first error of this sequence, of the latest inner one, or that `selector`
    /// throws.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        SwitchProducer(source: asObservable()) { try selector($0).asObservable() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the latest inner sequence this sequence has sent: when one
    /// arrives, the subscription to the previous one is disposed. It is
    /// `flatMapLatest { $0 }`.
    ///
    /// Completes when this sequence and the latest inner sequence have completed; fails at
    /// once with the first error of this sequence or of the latest inner one.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(source: asObservable()) { $0.asObservable() }
    }
}

/// The engine of `flatMapLatest` and `switchLatest`.
private final class SwitchProducer<SourceElement, Result>: Producer<Result> {
    let source: Observable<SourceElement>
    let selector: (SourceElement) throws -> Observable<Result>

    init(
        source: Observable<SourceElement>,
        selector: @escaping (SourceElement) throws -> Observable<Result>
    ) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        runSwitch(source: source, selector: selector, observer: observer, cancel: cancel)
    }
}

// The sink is generic over the element types only (its observer is held as an existential,
// see `SpecializableSink`), and made in this function, specialized for the usual pairs: the
// specialized copies know `SwitchSink<SourceElement, Result>` statically, where code generic
// over it looks its type metadata up at run time. The work is in the non-inlined callee, so
// that those look-ups are not hoisted above the type comparison.
@_specialize(where SourceElement == Int, Result == Int)
@_specialize(where SourceElement == String, Result == String)
@_specialize(where SourceElement == String, Result == Bool)
@_specialize(where SourceElement == String?, Result == String)
@_specialize(where SourceElement == Bool, Result == Bool)
@_specialize(where SourceElement == Int, Result == String)
private func runSwitch<SourceElement, Result>(
    source: Observable<SourceElement>,
    selector: @escaping (SourceElement) throws -> Observable<Result>,
    observer: any ObserverType<Result>, cancel: Cancelable
) -> (sink: Disposable, subscription: Disposable) {
    runSwitchSink(source: source, selector: selector, observer: observer, cancel: cancel)
}

@inline(never)
private func runSwitchSink<SourceElement, Result>(
    source: Observable<SourceElement>,
    selector: @escaping (SourceElement) throws -> Observable<Result>,
    observer: any ObserverType<Result>, cancel: Cancelable
) -> (sink: Disposable, subscription: Disposable) {
    let sink = SwitchSink(
        selector: selector, observer: ExistentialObserver(observer), cancel: cancel)
    return (sink, sink.run(source))
}

/// Keeps the observer of the latest inner sequence; events of any other inner sequence are
/// dropped, even those already on their way when it was replaced. The selector runs on the
/// outer sequence's thread, outside the lock (the outer sequence's events are serialized by its
/// contract), and so does the inner subscription; events go out as ``DeliverySink`` describes:
/// straight through, without allocating, when no other thread is delivering.
///
/// The latest inner sequence's observer, and whether the subscription is disposed, are state of
/// the sink itself, guarded by its one lock: replacing an inner sequence, or ending one, is one
/// critical section (a `SerialDisposable` holding the inner subscription would take a lock of
/// its own, and disposing the replaced observer another: per element and per level, with an
/// inner sequence such as `just` that ends while it is subscribed to, four lock round trips
/// instead of eight).
private final class SwitchSink<SourceElement, Result>:
    EventDeliverySink<ExistentialObserver<Result>>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Result>
    typealias InnerObserver = SwitchInnerObserver<SourceElement, Result>

    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    /// The observer of the latest inner sequence while it runs; `nil` before the first, once it
    /// has ended, and once the subscription is disposed.
    private var latest: InnerObserver?
    /// Whether the subscription is disposed: no inner sequence is subscribed to any more.
    private var isInnerDisposed = false
    private var outerCompleted = false

    init(
        selector: @escaping (SourceElement) throws -> Inner,
        observer: ExistentialObserver<Result>, cancel: Cancelable
    ) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.subscribe(self))
        return outerSubscription
    }

    // Specialized for the usual pairs of element types, as `runSwitch` is: the generic entry
    // points compare the types and call the matching copy, which looks up no type metadata
    // (of `Event`, or of the inner observer's class). The work is in non-inlined callees.
    @_specialize(where SourceElement == Int, Result == Int)
    @_specialize(where SourceElement == String, Result == String)
    @_specialize(where SourceElement == String, Result == Bool)
    @_specialize(where SourceElement == String?, Result == String)
    @_specialize(where SourceElement == Bool, Result == Bool)
    @_specialize(where SourceElement == Int, Result == String)
    func on(_ event: Event<SourceElement>) {
        receive(event)
    }

    @_specialize(where SourceElement == Int, Result == Int)
    @_specialize(where SourceElement == String, Result == String)
    @_specialize(where SourceElement == String, Result == Bool)
    @_specialize(where SourceElement == String?, Result == String)
    @_specialize(where SourceElement == Bool, Result == Bool)
    @_specialize(where SourceElement == Int, Result == String)
    func on(_ event: Event<Result>, from observer: InnerObserver) {
        receive(event, from: observer)
    }

    @inline(never)
    private func receive(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard !isDisposed else { return }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                fail(error)
                return
            }
            let observer = InnerObserver(sink: self)
            lock.lock()
            guard !isStopped, !isInnerDisposed else {
                lock.unlock()
                return
            }
            let replaced = latest?.detachLocked()
            latest = observer
            lock.unlock()
            replaced?.dispose()
            observer.keep(inner.subscribe(observer))
        case .error(let error):
            fail(error)
        case .completed:
            lock.lock()
            outerCompleted = true
            if latest != nil {
                lock.unlock()
            } else {
                completeAndUnlock()
            }
            outerSubscription.dispose()
        }
    }

    /// An event of the inner sequence whose observer is `observer`.
    @inline(never)
    private func receive(_ event: Event<Result>, from observer: InnerObserver) {
        lock.lock()
        guard latest === observer, !isStopped else {
            lock.unlock()
            // A replaced inner sequence was detached when replaced; one that outlived the
            // sink's stop is let go of now.
            if event.isStopEvent {
                observer.detach()
            }
            return
        }
        switch event {
        case .next:
            forwardNextAndUnlock(event)
        case .error:
            let subscription = observer.detachLocked()
            latest = nil
            stopAndUnlock(event)
            subscription?.dispose()
        case .completed:
            let subscription = observer.detachLocked()
            latest = nil
            if outerCompleted {
                completeAndUnlock()
            } else {
                lock.unlock()
            }
            subscription?.dispose()
        }
    }

    /// Disposes the source subscription and the latest inner one; no inner sequence is
    /// subscribed to afterwards.
    override func dispose() {
        super.dispose()
        lock.lock()
        guard !isInnerDisposed else {
            lock.unlock()
            return
        }
        isInnerDisposed = true
        let subscription = latest?.detachLocked()
        latest = nil
        lock.unlock()
        subscription?.dispose()
    }
}

/// The observer of one inner sequence of a ``SwitchSink``: hands its events over, and holds the
/// sequence's subscription until the sink detaches it (the sequence ended, a newer one
/// replaced it, or the sink was disposed), which the sink then disposes (what a
/// `SingleAssignmentDisposable` would do, without two more allocations per element).
private final class SwitchInnerObserver<SourceElement, Result>: ObserverType {
    typealias Element = Result

    private let sink: SwitchSink<SourceElement, Result>
    // Guarded by the sink's lock.
    private var subscription: Disposable?
    /// Set, holding the sink's lock, when detached; read without it only by ``keep(_:)``'s
    /// first test (once set it stays set).
    private let isDetached = Atomic(false)

    init(sink: SwitchSink<SourceElement, Result>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.on(event, from: self)
    }

    /// Holds `subscription` until detached; disposes it at once when that already happened (the
    /// inner sequence ended while being subscribed to, or a newer one replaced it).
    func keep(_ subscription: Disposable) {
        // An inner sequence that ended while being subscribed to (`just`, `of`) has been
        // detached already: no lock to take.
        if isDetached.load(ordering: .acquiring) {
            subscription.dispose()
            return
        }
        sink.lock.lock()
        if isDetached.load(ordering: .relaxed) {
            sink.lock.unlock()
            subscription.dispose()
        } else {
            self.subscription = subscription
            sink.lock.unlock()
        }
    }

    /// Marks this observer detached and hands back the subscription it held, for the caller to
    /// dispose outside the lock. Call it holding the sink's lock.
    func detachLocked() -> Disposable? {
        guard !isDetached.load(ordering: .relaxed) else { return nil }
        isDetached.store(true, ordering: .releasing)
        let held = subscription
        subscription = nil
        return held
    }

    /// Detaches this observer and disposes the subscription it held.
    func detach() {
        sink.lock.lock()
        let held = detachLocked()
        sink.lock.unlock()
        held?.dispose()
    }
}
