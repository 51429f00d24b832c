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

extension ObservableType {
    /// A connectable sequence that multicasts through `subject`, the same subject for every
    /// connection.
    public func multicast<Subject: SubjectType>(_ subject: Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable sequence that multicasts through a new subject from `makeSubject` for each
    /// connection.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), makeSubject: makeSubject, freshSubjectPerConnection: true)
    }

    /// A connectable sequence that multicasts through one ``PublishSubject``.
    public func publish() -> ConnectableObservable<Element> {
        multicast(PublishSubject())
    }

    /// A connectable sequence that multicasts through one ``ReplaySubject`` replaying
    /// `bufferSize` elements.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A connectable sequence that replays every element to each subscriber.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbound())
    }
}

/// Subscribers subscribe to the current subject; `connect` subscribes the subject to the
/// source. With `freshSubjectPerConnection`, a connection that ends takes its subject with it,
/// and the next subscriber or connection gets a new one.
private final class Multicast<Source, Subject: SubjectType>: ConnectableObservable<
    Subject.Element
>, @unchecked Sendable
where Subject.Observer.Element == Source {
    // Sendable: `subject` and `connection` are guarded by `lock`; subscribing and connecting
    // happen outside it.

    private let source: Observable<Source>
    private let makeSubject: () -> Subject
    private let freshSubjectPerConnection: Bool
    private let lock = Lock()
    private var subject: Subject?
    private var connection: MulticastConnection?

    init(
        source: Observable<Source>, makeSubject: @escaping () -> Subject,
        freshSubjectPerConnection: Bool = false
    ) {
        self.source = source
        self.makeSubject = makeSubject
        self.freshSubjectPerConnection = freshSubjectPerConnection
    }

    private func currentSubject() -> Subject {
        if let subject { return subject }
        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func connect() -> Disposable {
        let (connection, subject, isNew) = lock.withLock {
            () -> (MulticastConnection, Subject, Bool) in
            if let existing = self.connection {
                return (existing, currentSubject(), false)
            }
            let connection = MulticastConnection { [weak self] connection in
                self?.connectionEnded(connection)
            }
            self.connection = connection
            return (connection, currentSubject(), true)
        }
        if isNew {
            connection.subscription.setDisposable(source.subscribe(subject.asObserver()))
        }
        return connection
    }

    private func connectionEnded(_ ended: MulticastConnection) {
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

/// One connection of a ``Multicast``: the subject's subscription to the source.
private final class MulticastConnection: Disposable, @unchecked Sendable {
    // Sendable: `ended` is taken under `lock` exactly once and run outside it; the subscription
    // is a thread-safe SingleAssignmentDisposable.
    let subscription = SingleAssignmentDisposable()
    private let lock = Lock()
    private var ended: ((MulticastConnection) -> Void)?

    init(ended: @escaping (MulticastConnection) -> Void) {
        self.ended = ended
    }

    func dispose() {
        let ended = lock.withLock {
            defer { self.ended = nil }
            return self.ended
        }
        guard let ended else { return }
        ended(self)
        subscription.dispose()
    }
}
