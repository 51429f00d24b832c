/// The trait of a ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails: the shape of work whose result is that it is
/// done, such as saving a file.
///
/// ```swift
/// func save(_ document: Document) -> Completable {
///     Completable.create { observer in
///         do {
///             try document.write()
///             observer(.completed)
///         } catch {
///             observer(.error(error))
///         }
///         return Disposables.create()
///     }
/// }
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` ends with.
public enum CompletableEvent {
    /// The work failed.
    case error(Swift.Error)
    /// The work is done.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `create(subscribe:)` subscription sends its one event to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscription runs `subscribe`, which sends one event to the
    /// observer it is given and returns a disposable that cleans up.
    ///
    /// The first event ends the subscription: the disposable `subscribe` returned is disposed
    /// at once, and later events, like any sent after the subscription is disposed, are
    /// dropped (even when they race from other threads).
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> Completable
    {
        Completable(
            raw: PrimitiveCreate { emit in
                subscribe { event in
                    switch event {
                    case .error(let error): emit(.failure(error))
                    case .completed: emit(.completed)
                    }
                }
            })
    }

    /// Subscribes a closure that receives the completable's one event.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.subscribeOutcome { outcome in
            switch outcome {
            case .failure(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error and disposal. Each is optional.
    ///
    /// `onDisposed` runs exactly once: after `onCompleted` or `onError`, or when the
    /// subscription is disposed, whichever comes first. An error without `onError` is reported
    /// on standard error in debug builds.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeOutcome(onDisposed: onDisposed) { outcome in
            switch outcome {
            case .failure(let error):
                if let onError {
                    onError(error)
                } else {
                    reportUnhandledError(error)
                }
            case .completed:
                onCompleted?()
            }
        }
    }

    /// Subscribes closures that receive `object` with the event, holding `object` weakly: an
    /// event after it is released is not delivered to the closures.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// A completable that fails with `error` during `subscribe`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// A completable that never emits: it neither completes nor fails.
    public static func never() -> Completable {
        Completable(raw: .never())
    }

    /// A completable that completes during `subscribe`.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }
}
