extension ObservableType {
    /// Sends the elements of all `sources` as they come, subscribing to all of them at once.
    ///
    /// Completes when every source has completed (at once, for no sources); fails at once with
    /// the first error of any source, disposing the others.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeProducer(sources: Array(sources), maxConcurrent: .max) { $0 }
    }

    /// Sends the elements of all `sources` as they come; see ``merge(_:)-(Collection)``.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeProducer(sources: sources, maxConcurrent: .max) { $0 }
    }

    /// Sends the elements of all `sources` as they come; see ``merge(_:)-(Collection)``.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeProducer(sources: sources, maxConcurrent: .max) { $0 }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of every inner sequence this sequence sends, as they come,
    /// subscribing to each inner sequence as it arrives.
    ///
    /// Completes when this sequence and every inner sequence have completed; fails at once with
    /// the first error of this sequence or of an inner one, disposing the rest.
    public func merge() -> Observable<Element.Element> {
        MergeProducer(source: asObservable(), maxConcurrent: .max) { $0.asObservable() }
    }

    /// Sends the elements of the inner sequences this sequence sends, with at most
    /// `maxConcurrent` of them subscribed at a time: the others wait, in order, for one to
    /// complete. `merge(maxConcurrent: 1)` is ``concat()``.
    ///
    /// Completes when this sequence and every inner sequence have completed; fails at once with
    /// the first error of this sequence or of an inner one. A `maxConcurrent` of 0 or less
    /// fails it with ``RxError/argumentOutOfRange`` at once, without subscribing to this
    /// sequence.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        guard maxConcurrent > 0 else { return Observable.error(RxError.argumentOutOfRange) }
        return MergeProducer(source: asObservable(), maxConcurrent: maxConcurrent) {
            $0.asObservable()
        }
    }
}

/// The engine of `merge`, `flatMap`, `concat()` and `concatMap`: maps each element of an outer
/// sequence (or of an array) to an inner sequence, and merges the inner sequences, with at most
/// `maxConcurrent` subscribed at a time.
final class MergeProducer<SourceElement, Result>: Producer<Result> {
    private enum Outer {
        case sequence(Observable<SourceElement>)
        case elements([SourceElement])
    }

    private let outer: Outer
    private let maxConcurrent: Int
    private let selector: (SourceElement) throws -> Observable<Result>

    /// Merges `selector`'s sequences for the elements of `source`.
    init(
        source: Observable<SourceElement>, maxConcurrent: Int,
        selector: @escaping (SourceElement) throws -> Observable<Result>
    ) {
        outer = .sequence(source)
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    /// Merges `selector`'s sequences for `sources`, as if an outer sequence sent them and
    /// completed.
    init(
        sources: [SourceElement], maxConcurrent: Int,
        selector: @escaping (SourceElement) throws -> Observable<Result>
    ) {
        outer = .elements(sources)
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = MergeSink(
            selector: selector, maxConcurrent: maxConcurrent, observer: observer, cancel: cancel)
        switch outer {
        case .sequence(let source):
            return (sink, sink.run(source))
        case .elements(let sources):
            return (sink, sink.run(sources))
        }
    }
}

/// Receives the outer sequence's events, and each inner sequence's through a
/// ``MergeInnerObserver`` that knows its key in `group`. The selector runs on the outer
/// sequence's thread, outside the lock: the outer sequence's events are serialized by its
/// contract. Inner subscriptions also start outside the lock; events go out as
/// ``DeliverySink`` describes: straight through, without allocating, when no other thread is
/// delivering.
private final class MergeSink<SourceElement, Observer: ObserverType>:
    EventDeliverySink<Observer>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Observer.Element>

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    private let group = CompositeDisposable()
    private let outerSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    private var activeCount = 0
    private var waiting: [Inner] = []
    /// `waiting.count`, kept apart: the hot path tests it without touching the array, whose
    /// every use in unspecialized code looks up its type's metadata at run time.
    private var waitingCount = 0
    private var outerCompleted = false

    init(
        selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int,
        observer: Observer, cancel: Cancelable
    ) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(self))
        return group
    }

    func run(_ sources: [SourceElement]) -> Disposable {
        for source in sources where !isDisposed {
            on(.next(source))
        }
        on(.completed)
        return group
    }

    func on(_ event: Event<SourceElement>) {
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
            guard !isStopped else {
                lock.unlock()
                return
            }
            guard activeCount < maxConcurrent else {
                wait(for: inner)
                return
            }
            activeCount += 1
            lock.unlock()
            subscribe(inner)
        case .error(let error):
            fail(error)
        case .completed:
            lock.lock()
            outerCompleted = true
            completeIfDoneAndUnlock()
            outerSubscription.dispose()
        }
    }

    /// Subscribes to `inner`, and keeps the subscription in `group` unless the inner sequence
    /// ended while being subscribed to (`just`, `of`): those never take a place in the group.
    private func subscribe(_ inner: Inner) {
        let observer = MergeInnerObserver(sink: self)
        let subscription = inner.subscribe(observer)
        lock.lock()
        if observer.isFinished {
            lock.unlock()
            subscription.dispose()
            return
        }
        lock.unlock()
        // Not under the lock: a disposed group disposes what is inserted at once.
        let key = group.insert(subscription)
        lock.lock()
        if observer.isFinished {
            // It ended on another thread meanwhile, and found no key to remove.
            lock.unlock()
            if let key {
                group.remove(for: key)
            }
        } else {
            observer.key = key
            lock.unlock()
        }
    }

    /// An event of the inner sequence `observer` observes.
    func on(
        _ event: Event<Observer.Element>,
        from observer: MergeInnerObserver<SourceElement, Observer>
    ) {
        switch event {
        case .next:
            lock.lock()
            if isStopped {
                lock.unlock()
            } else {
                forwardNextAndUnlock(event)
            }
        case .error:
            stop(with: event)
        case .completed:
            lock.lock()
            observer.isFinished = true
            if let key = observer.key {
                observer.key = nil
                lock.unlock()
                group.remove(for: key)
                lock.lock()
            }
            guard !isStopped else {
                lock.unlock()
                return
            }
            if waitingCount > 0 {
                subscribeFirstWaitingAndUnlock()
            } else {
                activeCount -= 1
                completeIfDoneAndUnlock()
            }
        }
    }

    /// Keeps `inner` until fewer than `maxConcurrent` are active, and releases the lock.
    @inline(never)
    private func wait(for inner: Inner) {
        waiting.append(inner)
        waitingCount += 1
        lock.unlock()
    }

    /// Subscribes to the first inner sequence waiting, and releases the lock first.
    @inline(never)
    private func subscribeFirstWaitingAndUnlock() {
        let next = waiting.removeFirst()
        waitingCount -= 1
        lock.unlock()
        subscribe(next)
    }

    /// Completes when the outer sequence and every inner one have; releases the lock, which
    /// the caller holds.
    private func completeIfDoneAndUnlock() {
        if outerCompleted && activeCount == 0 && waitingCount == 0 {
            completeAndUnlock()
        } else {
            lock.unlock()
        }
    }

}

/// The observer of one inner sequence of a ``MergeSink``: hands its events over with itself,
/// which knows its subscription's key in the sink's group.
private final class MergeInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let sink: MergeSink<SourceElement, Observer>
    /// The subscription's key in the sink's group, once it has one. Guarded by the sink's lock.
    var key: CompositeDisposable.DisposeKey?
    /// Whether the inner sequence has completed. Guarded by the sink's lock.
    var isFinished = false

    init(sink: MergeSink<SourceElement, Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.on(event, from: self)
    }
}
