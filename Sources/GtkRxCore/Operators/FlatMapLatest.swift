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
// specialized types: flatMapLatest (written by scripts/generate from SpecializedTypes.swift)
@_specialize(where SourceElement == String?, Result == String)
@_specialize(where SourceElement == String, Result == Bool)
@_specialize(where SourceElement == String, Result == String)
@_specialize(where SourceElement == String, Result == Int)
@_specialize(where SourceElement == Bool, Result == Bool)
@_specialize(where SourceElement == Int, Result == Int)
@_specialize(where SourceElement == Int, Result == Bool)
@_specialize(where SourceElement == Int, Result == String)
@_specialize(where SourceElement == Double, Result == Double)
@_specialize(where SourceElement == Double, Result == String)
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

/// Numbers the inner sequences; events of any but the latest are dropped, even those already
/// on their way when it was replaced. The selector runs on the outer sequence's thread, outside
/// the lock (the outer sequence's events are serialized by its contract), and so does the inner
/// subscription; events go out as ``DeliverySink`` describes: straight through, without
/// allocating, when no other thread is delivering.
///
/// The latest inner sequence's number, whether it runs, its subscription, and whether the
/// subscription is disposed, are state of the sink itself, guarded by its one lock: replacing an
/// inner sequence, or ending one, is one critical section. An inner sequence is observed by a
/// ``SwitchInnerObserver``, a value holding the sink and the number, so switching allocates
/// nothing of its own: per element, only what the selector makes. (A `SerialDisposable` holding
/// the inner subscription, an observer object per inner sequence and a holder for its
/// subscription would be three objects more per element, and, per element and level with an
/// inner sequence such as `just` that ends while subscribed to, eight lock round trips instead
/// of four.)
private final class SwitchSink<SourceElement, Result>:
    EventDeliverySink<ExistentialObserver<Result>>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Result>

    private let selector: (SourceElement) throws -> Inner
    private let outerSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    /// The number of the latest inner sequence; 0 before the first.
    private var latest = 0
    /// Whether the latest inner sequence runs: it has not ended, and the subscription is not
    /// disposed.
    private var isLatestRunning = false
    /// The latest inner sequence's subscription, while it runs and once subscribing returned.
    private var latestSubscription: Disposable?
    /// Whether the subscription is disposed: no inner sequence is subscribed to any more.
    private var isInnerDisposed = false
    private var outerCompleted = false

    /// The number of the newest inner sequence that has ended or been replaced (or every one,
    /// once the subscription is disposed). Written holding `lock`; read without it by
    /// ``keep(_:of:)``'s first test, since it only grows.
    private let finishedThrough = Atomic(0)

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
    // (of `Event`, or of the inner observer). The work is in non-inlined callees.
    // specialized types: flatMapLatest (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where SourceElement == String?, Result == String)
    @_specialize(where SourceElement == String, Result == Bool)
    @_specialize(where SourceElement == String, Result == String)
    @_specialize(where SourceElement == String, Result == Int)
    @_specialize(where SourceElement == Bool, Result == Bool)
    @_specialize(where SourceElement == Int, Result == Int)
    @_specialize(where SourceElement == Int, Result == Bool)
    @_specialize(where SourceElement == Int, Result == String)
    @_specialize(where SourceElement == Double, Result == Double)
    @_specialize(where SourceElement == Double, Result == String)
    func on(_ event: Event<SourceElement>) {
        receive(event)
    }

    // specialized types: flatMapLatest (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where SourceElement == String?, Result == String)
    @_specialize(where SourceElement == String, Result == Bool)
    @_specialize(where SourceElement == String, Result == String)
    @_specialize(where SourceElement == String, Result == Int)
    @_specialize(where SourceElement == Bool, Result == Bool)
    @_specialize(where SourceElement == Int, Result == Int)
    @_specialize(where SourceElement == Int, Result == Bool)
    @_specialize(where SourceElement == Int, Result == String)
    @_specialize(where SourceElement == Double, Result == Double)
    @_specialize(where SourceElement == Double, Result == String)
    func on(_ event: Event<Result>, inner id: Int) {
        receive(event, inner: id)
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
            lock.lock()
            guard !isStopped, !isInnerDisposed else {
                lock.unlock()
                return
            }
            let replaced = finishLatestLocked()
            latest += 1
            let id = latest
            isLatestRunning = true
            lock.unlock()
            replaced?.dispose()
            keep(inner.subscribe(SwitchInnerObserver(sink: self, id: id)), of: id)
        case .error(let error):
            fail(error)
        case .completed:
            lock.lock()
            outerCompleted = true
            if isLatestRunning {
                lock.unlock()
            } else {
                completeAndUnlock()
            }
            outerSubscription.dispose()
        }
    }

    /// An event of the inner sequence numbered `id`.
    @inline(never)
    private func receive(_ event: Event<Result>, inner id: Int) {
        lock.lock()
        guard id == latest, isLatestRunning, !isStopped else {
            // A replaced inner sequence's subscription was disposed when it was replaced.
            lock.unlock()
            return
        }
        switch event {
        case .next:
            forwardNextAndUnlock(event)
        case .error:
            let subscription = finishLatestLocked()
            stopAndUnlock(event)
            subscription?.dispose()
        case .completed:
            let subscription = finishLatestLocked()
            if outerCompleted {
                completeAndUnlock()
            } else {
                lock.unlock()
            }
            subscription?.dispose()
        }
    }

    /// Keeps `subscription`, of the inner sequence numbered `id`, while that sequence runs;
    /// disposes it at once when it has ended or been replaced meanwhile.
    private func keep(_ subscription: Disposable, of id: Int) {
        // An inner sequence that ended while being subscribed to (`just`, `of`): no lock.
        if finishedThrough.load(ordering: .acquiring) >= id {
            subscription.dispose()
            return
        }
        lock.lock()
        if id == latest && isLatestRunning {
            latestSubscription = subscription
            lock.unlock()
        } else {
            lock.unlock()
            subscription.dispose()
        }
    }

    /// Marks the latest inner sequence finished and hands back its subscription, if it was
    /// kept, for the caller to dispose outside the lock. Call it holding the lock.
    private func finishLatestLocked() -> Disposable? {
        guard isLatestRunning else { return nil }
        isLatestRunning = false
        finishedThrough.store(latest, ordering: .releasing)
        let subscription = latestSubscription
        latestSubscription = nil
        return subscription
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
        let subscription = finishLatestLocked()
        lock.unlock()
        subscription?.dispose()
    }
}

/// The observer of one inner sequence of a ``SwitchSink``: hands its events over with the
/// sequence's number. A value, so that subscribing to an inner sequence allocates no observer.
private struct SwitchInnerObserver<SourceElement, Result>: ObserverType {
    typealias Element = Result

    let sink: SwitchSink<SourceElement, Result>
    let id: Int

    func on(_ event: Event<Result>) {
        sink.on(event, inner: id)
    }
}
