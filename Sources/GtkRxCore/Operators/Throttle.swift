import FoundationEssentials

extension ObservableType {
    /// Emits at most one element per `dueTime`: the first element at once, then, for the rest of
    /// that window, nothing more, except (when `latest`) the last element received during the
    /// window, emitted when the window ends and opening a new window.
    ///
    /// An element that arrives after the window has ended is emitted at once and opens a new
    /// window. When the source completes while a latest element is waiting, that element is
    /// emitted at the end of its window and the completion right after it; otherwise the
    /// completion is forwarded at once. An error is forwarded at once, and a waiting element is
    /// dropped. The subscription to the source ends as soon as the source stops.
    ///
    /// - Parameters:
    ///   - dueTime: the length of the window that follows each emitted element.
    ///   - latest: whether to emit the last element received during a window when it ends
    ///     (`true`), or to drop every element received during a window (`false`).
    ///   - scheduler: the scheduler whose clock measures the windows and that runs the timers;
    ///     elements emitted at the end of a window are emitted on it.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(
        source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool,
        scheduler: SchedulerType
    ) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

private final class ThrottleSink<Observer: ObserverType>: SerializingSink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()

    // Guarded by `lock`: the latest element waiting for the end of the window, when the last
    // element was emitted (the start of the window), whether the source completed while an
    // element was waiting, and the number of the timer that ends the window (a timer that
    // fires late, after its window was closed by an element emitted at once, finds a newer
    // number and does nothing).
    private var waiting: Element?
    private var lastEmitted: RxTime?
    private var completesAfterWaiting = false
    private var timerGeneration: UInt64 = 0

    init(parent: Throttle<Element>, observer: Observer, cancel: Cancelable) {
        dueTime = parent.dueTime
        latest = parent.latest
        scheduler = parent.scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, timer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let newTimer = synchronized { () -> (RxTimeInterval, UInt64)? in
                guard let lastEmitted,
                    let remaining = timeUntil(lastEmitted.adding(dueTime), from: now)
                else {
                    emit(element, at: now)
                    return nil
                }
                guard latest else { return nil }
                // A timer is running already when an element is waiting.
                let timerRunning = waiting != nil
                waiting = element
                if timerRunning { return nil }
                timerGeneration &+= 1
                return (remaining, timerGeneration)
            }
            if let (timeToWindowEnd, generation) = newTimer {
                // Only the source starts timers, and its events are serialized.
                let wait = SingleAssignmentDisposable()
                timer.disposable = wait
                wait.setDisposable(
                    scheduler.scheduleRelative(generation, dueTime: timeToWindowEnd) {
                        [self] generation in
                        windowEnded(generation)
                        return Disposables.create()
                    })
            }
        case .error:
            synchronized {
                waiting = nil
                send(event)
            }
            sourceSubscription.dispose()
        case .completed:
            synchronized {
                if waiting != nil {
                    completesAfterWaiting = true
                } else {
                    send(.completed)
                }
            }
            sourceSubscription.dispose()
        }
    }

    /// Emits `element` and starts a new window. Call holding `lock`.
    private func emit(_ element: Element, at now: RxTime) {
        waiting = nil
        lastEmitted = now
        timerGeneration &+= 1
        send(.next(element))
    }

    private func windowEnded(_ generation: UInt64) {
        let now = scheduler.now
        synchronized {
            guard generation == timerGeneration else { return }
            if let element = waiting {
                emit(element, at: now)
            }
            if completesAfterWaiting {
                send(.completed)
            }
        }
    }

    override func dispose() {
        super.dispose()
        timer.dispose()
    }
}
