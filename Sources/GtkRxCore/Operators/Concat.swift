extension ObservableType {
    /// Sends the elements of the sequences of `sequence` one sequence after another: each is
    /// subscribed to when the one before it has completed. `sequence` is iterated lazily, a
    /// step each time, anew for each subscription.
    ///
    /// Completes when the last sequence has (at once, for none); fails at once with the first
    /// error.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        SequenceProducer(sequence, advancingOn: .completion)
    }

    /// Sends the elements of `sources` one sequence after another; see
    /// ``concat(_:)-(Sequence)``.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        SequenceProducer(sources, advancingOn: .completion)
    }

    /// Sends the elements of this sequence, then, once it has completed, those of `second`.
    ///
    /// Fails at once with the first error of either.
    public func concat<Source: ObservableConvertibleType>(_ second: Source)
        -> Observable<Element>
    where Source.Element == Element {
        SequenceProducer([asObservable(), second.asObservable()], advancingOn: .completion)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the inner sequences this sequence sends, one inner sequence after
    /// another, in the order they arrive: each is subscribed to when the one before it has
    /// completed. It is `merge(maxConcurrent: 1)`.
    ///
    /// Completes when this sequence and every inner sequence have completed; fails at once with
    /// the first error of this sequence or of an inner one.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

/// The engine of `concat` over a sequence of sources, and of `catch` over one (and so of
/// `retry`): subscribes to the sources one at a time, moving on to the next when the current
/// one stops the way that `advancingOn` names.
///
/// - `.completion` (concat): an error stops everything; when the sources run out, it completes.
/// - `.error` (catch): a completion stops everything; when the sources run out, it fails with
///   the last error (or completes, when there were no sources).
///
/// Moving on goes through ``CurrentThreadScheduler``, so that sources which stop as they are
/// subscribed to run one after another instead of deepening the stack.
final class SequenceProducer<Element>: Producer<Element> {
    /// Which stop event of a source moves on to the next.
    enum Advance {
        case completion
        case error
    }

    private let makeIterator: () -> AnyIterator<Observable<Element>>
    private let advance: Advance

    init<Sources: Sequence>(_ sources: Sources, advancingOn advance: Advance)
    where Sources.Element == Observable<Element> {
        makeIterator = { AnyIterator(sources.makeIterator()) }
        self.advance = advance
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SequenceSink(
            sources: makeIterator(), advance: advance, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// One source runs at a time, so events are serialized by the sources' own contract; the lock
/// guards the iterator and the last error, which sources stopping on different threads touch
/// one after another.
private final class SequenceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let advance: SequenceProducer<Element>.Advance
    private let current = SerialDisposable()
    private let lock = Lock()
    private var sources: AnyIterator<Observable<Element>>
    private var lastError: Swift.Error?

    init(
        sources: AnyIterator<Observable<Element>>, advance: SequenceProducer<Element>.Advance,
        observer: Observer, cancel: Cancelable
    ) {
        self.sources = sources
        self.advance = advance
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        subscribeNext()
        return current
    }

    func on(_ event: Event<Element>) {
        switch (event, advance) {
        case (.next, _):
            forwardOn(event)
        case (.completed, .completion):
            moveOn()
        case (.error(let error), .error):
            lock.withLock { lastError = error }
            moveOn()
        case (.completed, .error), (.error, .completion):
            forwardOn(event)
            dispose()
        }
    }

    private func moveOn() {
        // The work runs at once unless this thread's trampoline is busy; then it runs when the
        // trampoline gets to it, before the outermost `schedule` returns. Its disposable is not
        // kept: `subscribeNext` does nothing once the sink is disposed.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            self.subscribeNext()
            return Disposables.create()
        }
    }

    private func subscribeNext() {
        guard !isDisposed else { return }
        let (next, error) = lock.withLock { (sources.next(), lastError) }
        guard let next else {
            forwardOn(error.map { .error($0) } ?? .completed)
            dispose()
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(next.subscribe(self))
    }
}
