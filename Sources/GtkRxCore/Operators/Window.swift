import Synchronization

extension ObservableType {
    /// Splits the source's elements into windows, sequences sent as they open: a window gets
    /// the elements until it holds `count` of them or `timeSpan` has passed on `scheduler`
    /// since it opened, whichever comes first; then it completes and the next one opens, with
    /// the time span anew.
    ///
    /// The first window opens when the sequence is subscribed to, and a window opens at the
    /// end of each one, even when the one before it got no element. A window is hot, like a
    /// `PublishSubject`: a subscriber receives the elements that arrive after it subscribes
    /// (subscribe as you receive it, for example with `flatMap`). When the source completes or
    /// fails, so do the open window and the sequence of windows.
    ///
    /// Disposing the subscription to the sequence of windows stops sending new windows, but
    /// the open window keeps its elements coming while anyone is subscribed to it: the source
    /// subscription ends when the last subscription to a window ends (or when the source
    /// stops).
    ///
    /// A `count` of 0 or less is a programming error: the sequence fails with
    /// ``RxError/argumentOutOfRange`` when subscribed to, without subscribing to the source.
    ///
    /// - Parameters:
    ///   - timeSpan: the longest a window stays open.
    ///   - count: the most elements a window gets.
    ///   - scheduler: the scheduler that runs the timers; windows that time out are completed,
    ///     and the next ones sent, on it.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        guard count > 0 else {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return Window(
            source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class Window<Element>: Producer<Observable<Element>> {
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
    where Observer.Element == Observable<Element> {
        let shared = SharedSourceSubscription()
        let sink = WindowSink<Element, Observer>(
            timeSpan: timeSpan, count: count, scheduler: scheduler, shared: shared,
            observer: observer, cancel: cancel)
        let sourceSubscription = sink.run(source)
        // When the last reference goes, the sink stops too: no more windows, no more timers.
        shared.setSource(Disposables.create(sourceSubscription, sink))
        // What the subscriber disposes is the sequence of windows only; see `WindowSink`.
        let windows = Disposables.create {
            sink.stopSendingWindows()
            shared.releaseOuter()
        }
        return (windows, Disposables.create())
    }
}

/// What a window sink sends, to the windows and downstream.
private enum WindowDelivery<Element> {
    /// An element for a window.
    case element(PublishSubject<Element>, Element)
    /// Opens the first window.
    case open(PublishSubject<Element>)
    /// Sends `last`, if any, to the window `closing`, completes it, and opens `opening`.
    case roll(closing: PublishSubject<Element>, last: Element?, opening: PublishSubject<Element>)
    /// Stops the open window and the sequence of windows: with `error`, or completing them.
    case stop(PublishSubject<Element>, error: Swift.Error?)
}

/// The source and the timers call in on different threads: the open window, its count and the
/// time spans are guarded by ``DeliverySink/lock``, and what goes to the windows and downstream
/// goes out as ``DeliverySink`` describes.
///
/// Disposing the subscription to the sequence of windows does not dispose this sink, which
/// goes on feeding the open window while it has subscribers; it only stops the sending of
/// windows downstream. The sink is disposed when the source stops, or when the shared source
/// subscription ends.
private final class WindowSink<Element, Observer: ObserverType>:
    DeliverySink<Observer, WindowDelivery<Element>>, ObserverType
where Observer.Element == Observable<Element> {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let shared: SharedSourceSubscription
    private let sendsWindows = Atomic(true)

    // Guarded by `lock`.
    private var window = PublishSubject<Element>()
    private var windowCount = 0
    private var spans = TimeSpans()
    private var isStopped = false

    init(
        timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType,
        shared: SharedSourceSubscription, observer: Observer, cancel: Cancelable
    ) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        self.shared = shared
        super.init(observer: observer, cancel: cancel)
    }

    /// Opens the first window and subscribes to `source`; returns the source subscription.
    func run(_ source: Observable<Element>) -> Disposable {
        lock.lock()
        let first = window
        let span = spans.startNext()
        deliverAndUnlock(.open(first))
        startTimer(for: span)
        return source.subscribe(self)
    }

    /// Stops sending windows downstream: the subscriber has disposed the sequence of windows.
    func stopSendingWindows() {
        sendsWindows.store(false, ordering: .releasing)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped {
            lock.unlock()
            return
        }
        switch event {
        case .next(let element):
            windowCount += 1
            guard windowCount == count else {
                deliverAndUnlock(.element(window, element))
                return
            }
            let closing = window
            let opening = openWindow()
            let span = spans.startNext()
            deliverAndUnlock(.roll(closing: closing, last: element, opening: opening))
            startTimer(for: span)
        case .error(let error):
            isStopped = true
            deliverAndUnlock(.stop(window, error: error))
        case .completed:
            isStopped = true
            deliverAndUnlock(.stop(window, error: nil))
        }
    }

    /// Replaces the open window with a new one, and returns it. Call holding `lock`.
    private func openWindow() -> PublishSubject<Element> {
        window = PublishSubject()
        windowCount = 0
        return window
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
        let closing = window
        let opening = openWindow()
        let next = spans.startNext()
        deliverAndUnlock(.roll(closing: closing, last: nil, opening: opening))
        startTimer(for: next)
    }

    override func deliver(_ delivery: WindowDelivery<Element>) {
        switch delivery {
        case .element(let window, let element):
            window.on(.next(element))
        case .open(let window):
            send(window)
        case .roll(let closing, let last, let opening):
            if let last {
                closing.on(.next(last))
            }
            closing.on(.completed)
            send(opening)
        case .stop(let window, let error):
            let stop: Event<Element> = error.map { .error($0) } ?? .completed
            window.on(stop)
            if sendsWindows.load(ordering: .acquiring) {
                forwardOn(error.map { .error($0) } ?? .completed)
            }
            shared.dispose()
            dispose()
        }
    }

    /// Sends `window` downstream, unless the sequence of windows is disposed.
    private func send(_ window: PublishSubject<Element>) {
        guard sendsWindows.load(ordering: .acquiring) else { return }
        forwardOn(.next(SharedSourceInner(subject: window, shared: shared)))
    }

    override func dispose() {
        super.dispose()
        // No window opens after this: an element from a source that ignores disposal, or a
        // timer already on its way, finds the sink stopped.
        let timer = lock.withLock {
            isStopped = true
            return spans.currentTimer
        }
        timer?.dispose()
    }
}
