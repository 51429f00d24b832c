extension ObservableType {
    /// Splits the source into groups of the elements that share a key, and sends each group, as
    /// a ``GroupedObservable``, when the first element with its key arrives.
    ///
    /// A group is hot, like a `PublishSubject`: a subscriber receives the group's elements that
    /// arrive after it subscribes (so subscribe as you receive the group, for example with
    /// `flatMap`). Every group completes or fails when the source does, with the same event,
    /// and so does the sequence of groups; a subscriber that comes later receives that event at
    /// once. An error `keySelector` throws ends the groups and the sequence with that error.
    ///
    /// Disposing the subscription to the sequence of groups stops the groups of new keys, but
    /// the groups already sent keep receiving their elements while anyone is subscribed to
    /// them: the source subscription ends when the last of those subscriptions does (or when
    /// the source stops).
    ///
    /// ```swift
    /// words.groupBy { $0.first }
    ///     .flatMap { group in group.map { "\(group.key): \($0)" } }
    /// ```
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == GroupedObservable<Key, Element> {
        let shared = SharedSourceSubscription()
        let sink = GroupBySink(
            keySelector: keySelector, shared: shared, observer: observer, cancel: cancel)
        shared.setSource(source.subscribe(sink))
        return (sink, Disposables.create(with: shared.releaseOuter))
    }
}

/// The source's events are serialized by its contract, so the groups need no lock; they go on
/// receiving the source's elements after the sink is disposed (that is, after the sequence of
/// groups is), for as long as the shared source subscription lasts.
private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    private let shared: SharedSourceSubscription
    private var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they were made, which is the order they are stopped in.
    private var groupsInOrder: [PublishSubject<Element>] = []
    private var isStopped = false

    init(
        keySelector: @escaping (Element) throws -> Key, shared: SharedSourceSubscription,
        observer: Observer, cancel: Cancelable
    ) {
        self.keySelector = keySelector
        self.shared = shared
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                stop(failing: error)
                return
            }
            if let group = groups[key] {
                group.on(event)
                return
            }
            // A key first seen after the sequence of groups was disposed has no one to go to.
            guard !isDisposed else { return }
            let group = PublishSubject<Element>()
            groups[key] = group
            groupsInOrder.append(group)
            let inner = SharedSourceInner(subject: group, shared: shared)
            forwardOn(.next(GroupedObservable(key: key, source: inner)))
            group.on(event)
        case .error(let error):
            stop(failing: error)
        case .completed:
            stop(failing: nil)
        }
    }

    /// Fails every group with `error`, then the sequence of groups, or completes them when
    /// `error` is `nil`, and ends the source subscription.
    private func stop(failing error: Swift.Error?) {
        isStopped = true
        let ended = groupsInOrder
        groups = [:]
        groupsInOrder = []
        for group in ended {
            group.on(error.map { .error($0) } ?? .completed)
        }
        forwardOn(error.map { .error($0) } ?? .completed)
        shared.dispose()
        dispose()
    }
}
