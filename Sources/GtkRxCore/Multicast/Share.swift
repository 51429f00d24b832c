/// How long a shared sequence keeps its connection and replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// While it has subscribers: after the last one leaves (or the source stops), the next
    /// subscriber starts a new subscription to the source, with an empty buffer.
    case whileConnected
    /// Forever: one subject, whose buffer (and stop event) later subscribers receive. Once the
    /// source has stopped, it is never subscribed to again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last
    /// `replay` elements to each new subscriber.
    ///
    /// With `.whileConnected` (the default), the first subscriber subscribes to the source and
    /// the last one to leave unsubscribes; a stop event ends the subscription before it is
    /// delivered, so subscribing again from `onCompleted` subscribes to the source anew.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
        -> Observable<Element>
    {
        switch (scope, replay) {
        case (.forever, 0):
            multicast(PublishSubject()).refCount()
        case (.forever, _):
            multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            ShareWhileConnected(source: asObservable(), replaysLatest: false)
        case (.whileConnected, 1):
            // The most used form (RxCocoa's `share(replay: 1)`), in one object: see
            // `ShareWhileConnected`.
            ShareWhileConnected(source: asObservable(), replaysLatest: true)
        case (.whileConnected, _):
            multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}
