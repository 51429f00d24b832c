import Synchronization

/// A sequence that shares one subscription to its source among its subscribers, once
/// ``connect()`` starts it.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source, unless connected already; disposing the
    /// result ends the connection.
    func connect() -> Disposable
}

/// A type-erased ``ConnectableObservableType``: what `publish`, `multicast` and `replay` return.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Starts the shared subscription.
    public func connect() -> Disposable {
        fatalError("ConnectableObservable.connect is abstract")
    }
}

// The contract of every connectable sequence here:
//
// - Subscribers subscribe to the current subject; `connect()` subscribes that subject to the
//   source, unless a connection is running, in which case it returns that connection.
// - A connection ends when its disposable is disposed, or when the source completes or fails.
//   A terminal event ends the connection *before* the subject receives it, so an observer that
//   subscribes or connects again from its `onCompleted` or `onError` starts a new connection.
//   Disposing a connection that has ended does nothing (not even to a later connection).
// - `multicast(_ subject:)` uses its one subject for every connection. The `makeSubject` form
//   (and `publish`, `replay`, `replayAll`, built on it, as in RxSwift 6) asks for a new subject
//   for each connection: once a connection ends, the next subscriber or connection gets a new
//   one, and the earlier connection's observers receive nothing from later connections.

extension ObservableType {
    /// A connectable sequence that multicasts through `subject`, the same subject for every
    /// connection.
    ///
    /// Once the subject has stopped, later subscribers receive its stop event (and what it
    /// replays), even after connecting again.
    public func multicast<Subject: SubjectType>(_ subject: Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(
            source: asObservable(), makeSubject: { subject }, freshSubjectPerConnection: false)
    }

    /// A connectable sequence that multicasts through a new subject from `makeSubject` for each
    /// connection.
    ///
    /// A subscriber that subscribes while no connection runs joins the subject the next
    /// ``ConnectableObservableType/connect()`` uses. Once a connection ends (disposed, or the
    /// source completed or failed), its subject is let go: its observers receive nothing from
    /// later connections.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject, freshSubjectPerConnection: true)
    }

    /// A connectable sequence that multicasts through a new ``PublishSubject`` for each
    /// connection; see ``multicast(makeSubject:)``.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// A connectable sequence that multicasts through a new ``ReplaySubject``, replaying the
    /// last `bufferSize` elements, for each connection; see ``multicast(makeSubject:)``.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that multicasts through a new ``ReplaySubject`` replaying every
    /// element, for each connection; see ``multicast(makeSubject:)``.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbound() })
    }
}

/// Subscribers subscribe to the current subject; `connect` subscribes the subject to the
/// source through a ``MulticastConnection``. With `freshSubjectPerConnection`, a connection
/// that ends takes its subject with it, and the next subscriber or connection gets a new one.
private final class Multicast<Source, Subject: SubjectType>: ConnectableObservable<
    Subject.Element
>, TwoStepConnectable, @unchecked Sendable
where Subject.Observer.Element == Source {
    // Sendable: `subject` and `connection` are guarded by `lock`; subscribing and connecting
    // happen outside it.

    private let source: Observable<Source>
    private let makeSubject: () -> Subject
    private let freshSubjectPerConnection: Bool
    private let lock = Lock()
    private var subject: Subject?
    private var connection: MulticastConnection<Subject.Observer>?

    init(
        source: Observable<Source>, makeSubject: @escaping () -> Subject,
        freshSubjectPerConnection: Bool
    ) {
        self.source = source
        self.makeSubject = makeSubject
        self.freshSubjectPerConnection = freshSubjectPerConnection
    }

    /// The subject subscribers join now, made if there is none. Under the lock.
    private func currentSubject() -> Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func connect() -> Disposable {
        let (connection, start) = prepareConnection()
        start?()
        return connection
    }

    func prepareConnection() -> (connection: Disposable & EndingConnection, start: (() -> Void)?) {
        let (connection, isNew) = lock.withLock {
            () -> (MulticastConnection<Subject.Observer>, Bool) in
            if let existing = self.connection {
                return (existing, false)
            }
            let connection = MulticastConnection(observer: currentSubject().asObserver()) {
                [weak self] connection in
                self?.connectionEnded(connection)
            }
            self.connection = connection
            return (connection, true)
        }
        guard isNew else { return (connection, nil) }
        let source = source
        return (
            connection,
            {
                // Ended (disposed) before it started: nothing to subscribe for.
                guard !connection.isDisposed else { return }
                connection.subscription.setDisposable(source.subscribe(connection))
            }
        )
    }

    /// Forgets `ended`, if it is still the current connection, and then its subject when each
    /// connection has its own.
    private func connectionEnded(_ ended: MulticastConnection<Subject.Observer>) {
        lock.withLock {
            guard connection === ended else { return }
            connection = nil
            if freshSubjectPerConnection {
                subject = nil
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        lock.withLock { currentSubject() }.subscribe(observer)
    }
}

/// One connection of a ``Multicast``: observes the source for the subject, and ends once, when
/// disposed or when the source stops, whichever comes first. A stop event ends it before the
/// subject receives it.
private final class MulticastConnection<SubjectObserver: ObserverType>: ObserverType, Cancelable,
    EndingConnection, @unchecked Sendable
{
    // Sendable: `ended` is taken under `lock` exactly once and run outside it; `isEnded` is
    // atomic; the subscription is a thread-safe SingleAssignmentDisposable; the subject's
    // observer receives the source's events one at a time, as any observer does.
    let subscription = SingleAssignmentDisposable()
    private let observer: SubjectObserver
    private let lock = Lock()
    private var ended: ((MulticastConnection) -> Void)?
    private let isEnded = Atomic(false)

    init(observer: SubjectObserver, ended: @escaping (MulticastConnection) -> Void) {
        self.observer = observer
        self.ended = ended
    }

    var isDisposed: Bool { isEnded.load(ordering: .acquiring) }

    var hasEnded: Bool { isDisposed }

    func on(_ event: Event<SubjectObserver.Element>) {
        if event.isStopEvent {
            // Ended first: whoever the subject tells may connect again at once.
            if end() {
                observer.on(event)
            }
        } else if !isEnded.load(ordering: .relaxed) {
            observer.on(event)
        }
    }

    func dispose() { _ = end() }

    func detach() -> Disposable? {
        guard let ended = takeEnded() else { return nil }
        isEnded.store(true, ordering: .releasing)
        ended(self)
        return subscription
    }

    /// Ends the connection: forgets it in its ``Multicast`` and disposes the source
    /// subscription. Returns whether this call ended it (only the first does).
    private func end() -> Bool {
        guard let subscription = detach() else { return false }
        subscription.dispose()
        return true
    }

    /// What to call when the connection ends, taken once: `nil` once it has ended.
    private func takeEnded() -> ((MulticastConnection) -> Void)? {
        lock.withLock {
            defer { self.ended = nil }
            return self.ended
        }
    }
}

/// A connectable sequence that connects in two steps: making the connection, which runs none of
/// the source's code and may be done under a caller's lock, and then subscribing to the source,
/// which ``ConnectableObservableType/refCount()`` does outside its lock.
protocol TwoStepConnectable: AnyObject {
    /// The connection ``ConnectableObservableType/connect()`` would return, made if none runs,
    /// and what subscribes it to the source: `nil` when the connection was running already.
    /// Calling `start` is what `connect()` would do next; until then the source is not
    /// subscribed to (disposing the connection first makes `start` do nothing).
    func prepareConnection() -> (connection: Disposable & EndingConnection, start: (() -> Void)?)
}

/// A connection that can tell whether it has ended, which ``ConnectableObservableType/refCount()``
/// asks to tell a stop event of the connection it counts from one of a connection that ended
/// before (see `RefCount`).
protocol EndingConnection: AnyObject {
    /// Whether the connection has ended: it was disposed, or its source stopped. It becomes true
    /// before the connectable sequence lets the connection's subject go.
    var hasEnded: Bool { get }

    /// Ends the connection as `dispose()` does, but for disposing its source subscription,
    /// which it returns (`nil` when it had ended already) for the caller to dispose outside its
    /// own lock. Runs none of the source's code: once it returns, the connectable sequence
    /// makes a new connection for the next subscriber.
    func detach() -> Disposable?
}
