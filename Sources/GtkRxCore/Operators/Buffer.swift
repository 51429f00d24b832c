extension ObservableType {
    /// Collects the source's elements into arrays, and sends each array when it holds `count`
    /// elements or when `timeSpan` has passed on `scheduler` since the array was started,
    /// whichever comes first; then starts the next array, and the time span anew.
    ///
    /// The first array starts when the sequence is subscribed to. An array whose time span
    /// ends is sent even when empty, as in RxSwift. When the source completes, the array being
    /// collected is sent (even when empty), then the completion; when it fails, the error is
    /// sent at once and that array is dropped.
    ///
    /// A `count` of 0 or less is a programming error: the sequence fails with
    /// ``RxError/argumentOutOfRange`` when subscribed to, without subscribing to the source.
    ///
    /// - Parameters:
    ///   - timeSpan: the longest an array is collected for.
    ///   - count: the most elements an array holds.
    ///   - scheduler: the scheduler that runs the timers; arrays whose time span ends are sent
    ///     on it.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<[Element]>
    {
        guard count > 0 else {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return Buffer(
            source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class Buffer<Element>: Producer<[Element]> {
    let source: Observable<Element>
    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType

    init(
        source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
    ) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == [Element] {
        let sink = BufferSink<Element, Observer>(
            timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer,
            cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// What a buffer sink sends downstream: a full or timed-out array, or the end.
private enum BufferDelivery<Element> {
    case array([Element])
    case completion(last: [Element])
    case failure(Swift.Error)
}

/// The source and the timers call in on different threads: the array and the number of the
/// current time span are guarded by ``DeliverySink/lock``, and the arrays go out as
/// ``DeliverySink`` describes. A timer whose span was ended early, by a full array, finds a
/// newer number and does nothing.
private final class BufferSink<Element, Observer: ObserverType>:
    DeliverySink<Observer, BufferDelivery<Element>>, ObserverType
where Observer.Element == [Element] {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let sourceSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    private var array: [Element] = []
    private var spans = TimeSpans()
    private var isStopped = false

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: Observer,
        cancel: Cancelable
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let span = lock.withLock { spans.startNext() }
        startTimer(for: span)
        sourceSubscription.setDisposable(source.subscribe(self))
        return sourceSubscription
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            array.append(element)
            guard array.count == count else {
                lock.unlock()
                return
            }
            let full = takeArray()
            let span = spans.startNext()
            deliverAndUnlock(.array(full))
            startTimer(for: span)
        case .error(let error):
            isStopped = true
            array = []
            deliverAndUnlock(.failure(error))
        case .completed:
            isStopped = true
            deliverAndUnlock(.completion(last: takeArray()))
        }
    }

    /// The array collected so far, leaving an empty one. Call holding `lock`.
    private func takeArray() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        return taken
    }

    /// Starts the timer of the span `start`; see ``TimeSpanStart``.
    private func startTimer(for start: TimeSpanStart) {
        start.startTimer(on: scheduler, after: timeSpan) { [self] number in
            spanEnded(number)
        }
    }

    private func spanEnded(_ ended: UInt64) {
        lock.lock()
        guard !isStopped, ended == spans.current else {
            lock.unlock()
            return
        }
        let timedOut = takeArray()
        let next = spans.startNext()
        deliverAndUnlock(.array(timedOut))
        startTimer(for: next)
    }

    override func deliver(_ delivery: BufferDelivery<Element>) {
        switch delivery {
        case .array(let array):
            forwardOn(.next(array))
        case .completion(let last):
            forwardOn(.next(last))
            forwardOn(.completed)
            dispose()
        case .failure(let error):
            forwardOn(.error(error))
            dispose()
        }
    }

    override func dispose() {
        super.dispose()
        // No span starts after this: an element from a source that ignores disposal, or a
        // timer already on its way, finds the sink stopped.
        let timer = lock.withLock {
            isStopped = true
            return spans.currentTimer
        }
        timer?.dispose()
    }
}
