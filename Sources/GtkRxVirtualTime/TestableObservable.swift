import GtkRxCore

/// An observable that sends recorded events on a ``TestScheduler``'s clock and records its
/// subscriptions.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler whose clock it follows.
    public unowned let scheduler: TestScheduler
    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// When it was subscribed to, and when each subscription was disposed.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; see ``TestScheduler/createHotObservable(_:)`` and
    /// ``TestScheduler/createColdObservable(_:)``.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable.subscribe is abstract")
    }

    /// Records the start of a subscription; returns its index.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(scheduler.clock))
        return subscriptions.count - 1
    }

    /// Records the end of the subscription at `index`.
    func recordUnsubscription(at index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
    }
}

/// Sends its events at their absolute times to the observers subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [unowned self] in
                for key in observers.keys.sorted() {
                    observers[key]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        let index = recordSubscription()
        return Disposables.create { [weak self] in
            guard let self, observers.removeValue(forKey: key) != nil else { return }
            recordUnsubscription(at: index)
        }
    }
}

/// Sends its events to each subscriber at their times after it subscribed.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(
                scheduler.scheduleAfter(recorded.time) {
                    observer.on(recorded.value)
                })
        }
        return Disposables.create { [weak self] in
            guard let self, !scheduled.isDisposed else { return }
            scheduled.dispose()
            recordUnsubscription(at: index)
        }
    }
}
