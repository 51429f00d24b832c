/// The trait of a ``Maybe``: one element, or completion without one, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element, or completes without one, or fails: the shape of a
/// lookup that may find nothing.
///
/// ```swift
/// func cachedImage(for url: URL) -> Maybe<Image> {
///     Maybe.create { observer in
///         if let image = cache[url] {
///             observer(.success(image))
///         } else {
///             observer(.completed)
///         }
///         return Disposables.create()
///     }
/// }
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` ends with.
public enum MaybeEvent<Element> {
    /// The one element; the maybe ends with it.
    case success(Element)
    /// The maybe failed.
    case error(Swift.Error)
    /// The maybe ended without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `create(subscribe:)` subscription sends its one event to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A maybe whose subscription runs `subscribe`, which sends one event to the observer it is
    /// given and returns a disposable that cleans up.
    ///
    /// The first event ends the subscription: the disposable `subscribe` returned is disposed
    /// at once, and later events, like any sent after the subscription is disposed, are
    /// dropped (even when they race from other threads).
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
        -> Maybe<Element>
    {
        Maybe(
            raw: PrimitiveCreate { emit in
                subscribe { event in
                    switch event {
                    case .success(let element): emit(.success(element))
                    case .error(let error): emit(.failure(error))
                    case .completed: emit(.completed)
                    }
                }
            })
    }

    /// Subscribes a closure that receives the maybe's one event.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeOutcome { outcome in
            switch outcome {
            case .success(let element): observer(.success(element))
            case .failure(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for the element, the error, completion without an element, and
    /// disposal. Each is optional.
    ///
    /// One of `onSuccess`, `onError` and `onCompleted` runs, at most once: a maybe that emits
    /// its element does not then call `onCompleted`. `onDisposed` runs exactly once: after that
    /// closure, or when the subscription is disposed, whichever comes first. An error without
    /// `onError` is reported on standard error in debug builds.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeOutcome(onDisposed: onDisposed) { outcome in
            switch outcome {
            case .success(let element):
                onSuccess?(element)
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
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// A maybe of `element`, emitted during `subscribe`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// A maybe of `element`, emitted on `scheduler`. Disposing before then cancels it.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
        -> Maybe<Element>
    {
        Maybe(raw: .just(element, scheduler: scheduler))
    }

    /// A maybe that fails with `error` during `subscribe`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: .error(error))
    }

    /// A maybe that never emits: it neither succeeds, completes nor fails.
    public static func never() -> Maybe<Element> {
        Maybe(raw: .never())
    }

    /// A maybe that completes without an element during `subscribe`.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }
}
