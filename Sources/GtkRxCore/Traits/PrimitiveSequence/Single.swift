/// The trait of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element, or fails: the shape of a request that answers
/// once.
///
/// ```swift
/// func fetchProfile(id: Int) -> Single<Profile> {
///     Single.create { observer in
///         let task = client.profile(id) { result in observer(result) }
///         return Disposables.create { task.cancel() }
///     }
/// }
///
/// fetchProfile(id: 1)
///     .subscribe(onSuccess: { profile in print(profile) },
///                onFailure: { error in print(error) })
///     .disposed(by: disposeBag)
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` ends with: `.success(element)` or `.failure(error)`. As in RxSwift 6, it is
/// a `Result`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `create(subscribe:)` subscription sends its one event to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscription runs `subscribe`, which sends one event to the observer it
    /// is given and returns a disposable that cleans up.
    ///
    /// The first event ends the subscription: the disposable `subscribe` returned is disposed
    /// at once, and later events, like any sent after the subscription is disposed, are
    /// dropped (even when they race from other threads).
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable)
        -> Single<Element>
    {
        Single(
            raw: PrimitiveCreate { emit in
                subscribe { event in
                    switch event {
                    case .success(let element): emit(.success(element))
                    case .failure(let error): emit(.failure(error))
                    }
                }
            })
    }

    /// Subscribes a closure that receives the single's one event.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeOutcome { outcome in
            switch outcome {
            case .success(let element): observer(.success(element))
            case .failure(let error): observer(.failure(error))
            // A single never completes without its element; should a broken source do so,
            // the observer hears why instead of waiting forever.
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for the element, the error and disposal. Each is optional.
    ///
    /// `onDisposed` runs exactly once: after `onSuccess` or `onFailure`, or when the
    /// subscription is disposed, whichever comes first. An error without `onFailure` is
    /// reported on standard error in debug builds.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeOutcome(onDisposed: onDisposed) { outcome in
            switch outcome {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure {
                    onFailure(error)
                } else {
                    reportUnhandledError(error)
                }
            case .completed:
                if let onFailure {
                    onFailure(RxError.noElements)
                } else {
                    reportUnhandledError(RxError.noElements)
                }
            }
        }
    }

    /// Subscribes closures that receive `object` with the event, holding `object` weakly: an
    /// event after it is released is not delivered to the closures.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onFailure: { [weak object] error in
                guard let object else { return }
                onFailure?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// A single of `element`, emitted during `subscribe`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A single of `element`, emitted on `scheduler`. Disposing before then cancels it.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
        -> Single<Element>
    {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error` during `subscribe`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A single that never emits: it neither succeeds nor fails.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }
}
