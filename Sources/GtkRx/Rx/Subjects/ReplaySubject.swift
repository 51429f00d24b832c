/// A subject that replays past elements to each new subscriber, then sends it every later
/// event; a stop event is replayed too.
///
/// Thread-safe; no lock is held while observers are called, and replayed elements always come
/// before live ones.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
    Cancelable, @unchecked Sendable
{
    // Sendable: all mutable state is guarded by `lock`; observers are called outside it.

    private let lock = Lock()
    private let bufferSize: Int
    private var buffer: [Element] = []
    private var observers = ObserverBag<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
    }

    /// A subject that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject that replays every element it ever received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// Whether anyone is subscribed.
    public var hasObservers: Bool { lock.withLock { !observers.isEmpty } }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Records `.next` elements for replay and sends every event to the current observers.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if disposed || stoppedEvent != nil {
            lock.unlock()
            return
        }
        let recipients = observers
        switch event {
        case .next(let value):
            if bufferSize > 0 {
                buffer.append(value)
                if buffer.count > bufferSize {
                    buffer.removeFirst(buffer.count - bufferSize)
                }
            }
        case .error, .completed:
            stoppedEvent = event
            observers.removeAll()
        }
        lock.unlock()
        recipients.dispatch(event)
    }

    /// Subscribes `observer`: it receives the buffered elements (and the stop event, if the
    /// subject stopped), then every later event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let replayed = buffer.map { Event.next($0) }
        if let stoppedEvent {
            lock.unlock()
            for event in replayed + [stoppedEvent] {
                observer.on(event)
            }
            return Disposables.create()
        }
        let replaying = ReplayingObserver(observer.on)
        let key = observers.insert(replaying.on)
        lock.unlock()
        replaying.replay(replayed)
        return SubjectSubscription { [weak self] in
            guard let self else { return }
            lock.withLock { _ = observers.remove(key) }
        }
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer and the buffer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            observers.removeAll()
            buffer.removeAll()
            stoppedEvent = nil
        }
    }
}
