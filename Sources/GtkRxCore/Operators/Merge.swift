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
    /// the first error of this sequence or of an inner one.
    ///
    /// - Precondition: `maxConcurrent` is positive.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs a positive maxConcurrent")
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

/// Receives the outer sequence's events, and each inner sequence's through a closure that
/// knows its key in `group`. The selector runs on the outer sequence's thread, outside the
/// lock: the outer sequence's events are serialized by its contract. Inner subscriptions also
/// start outside the lock; elements are delivered as ``SerializingSink`` describes.
private final class MergeSink<SourceElement, Observer: ObserverType>:
    SerializingSink<Observer>, ObserverType
{
    typealias Element = SourceElement
    typealias Inner = Observable<Observer.Element>

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    private let group = CompositeDisposable()
    private let outerSubscription = SingleAssignmentDisposable()

    // Guarded by the lock.
    private var activeCount = 0
    private var waiting: [Inner] = []
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
            guard !isDisposed, let inner = attempt({ try selector(element) }) else { return }
            let subscribeNow = synchronized { () -> Bool in
                guard !isStopped else { return false }
                if activeCount < maxConcurrent {
                    activeCount += 1
                    return true
                }
                waiting.append(inner)
                return false
            }
            if subscribeNow {
                subscribe(inner)
            }
        case .error(let error):
            fail(error)
        case .completed:
            synchronized {
                outerCompleted = true
                completeIfDone()
            }
            outerSubscription.dispose()
        }
    }

    private func subscribe(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let observer = AnyObserver<Observer.Element> { event in self.on(event, inner: key) }
        subscription.setDisposable(inner.subscribe(observer))
    }

    private func on(_ event: Event<Observer.Element>, inner key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized {
                if !isStopped {
                    deliver(event)
                }
            }
        case .error(let error):
            fail(error)
        case .completed:
            group.remove(for: key)
            let next = synchronized { () -> Inner? in
                guard !isStopped else { return nil }
                if !waiting.isEmpty {
                    return waiting.removeFirst()
                }
                activeCount -= 1
                completeIfDone()
                return nil
            }
            if let next {
                subscribe(next)
            }
        }
    }

    /// Completes when the outer sequence and every inner one have; holding the lock.
    private func completeIfDone() {
        if outerCompleted && activeCount == 0 && waiting.isEmpty {
            stop(with: .completed)
        }
    }
}
