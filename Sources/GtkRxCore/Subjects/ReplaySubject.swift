/// A subject that replays past elements to each new subscriber, then sends it every later
/// event; a stop event is replayed too.
///
/// Thread-safe; no lock is held while observers are called, and replayed elements always come
/// before live ones.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
    Cancelable, @unchecked Sendable
{
    // Sendable: all mutable state (`buffer` too) is guarded by `core.lock`; observers are
    // called outside it.
    private let core = SubjectCore<Element>()
    private let bufferSize: Int
    private var buffer: [Element] = []

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
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposedLocked }

    /// Records `.next` elements for replay and sends every event to the current observers.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard core.isRunning else {
            core.lock.unlock()
            return
        }
        if case .next(let value) = event, bufferSize > 0 {
            if buffer.count < bufferSize {
                buffer.append(value)
            } else if bufferSize == 1 {
                // `share(replay: 1)`, the common case: replaced in place, nothing shifts.
                buffer[0] = value
            } else {
                buffer.append(value)
                buffer.removeFirst(buffer.count - bufferSize)
            }
        }
        let recipients = core.recipients(of: event)
        core.lock.unlock()
        recipients.dispatch(event)
    }

    /// Subscribes `observer`: it receives the buffered elements (and the stop event, if the
    /// subject stopped), then every later event.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.lock.lock()
        let replayed = buffer.map { Event.next($0) }
        if !core.isRunning {
            let refusal = core.refusal(by: self)
            core.lock.unlock()
            let disposed = core.isDisposed
            for event in (disposed ? [] : replayed) + [refusal] {
                observer.on(event)
            }
            return Disposables.create()
        }
        let replaying = ReplayingObserver(observer.on)
        let key = core.add(replaying.on)
        core.lock.unlock()
        replaying.replay(replayed)
        return core.subscription(removing: key)
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer and the buffer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        core.dispose()
        core.lock.withLock { buffer.removeAll() }
    }
}
