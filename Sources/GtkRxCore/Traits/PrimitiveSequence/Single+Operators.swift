extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The single of `transform`'s result for the element; an error it throws fails the
    /// single.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// A maybe of `transform`'s result for the element, empty when that is `nil`; an error it
    /// throws fails the maybe.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// A maybe of the element if it satisfies `predicate`, else empty; an error `predicate`
    /// throws fails the maybe.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The single `selector` makes from the element, subscribed to when the element arrives;
    /// an error `selector` throws fails the result.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
        -> Single<Result>
    {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The maybe `selector` makes from the element, subscribed to when the element arrives;
    /// an error `selector` throws fails the result.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
        -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The completable `selector` makes from the element, subscribed to when the element
    /// arrives; an error `selector` throws fails the result.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
        -> Completable
    {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The same single, with side effects run on its events and its subscription's lifetime;
    /// see ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``.
    ///
    /// `onSuccess` runs before the element is passed on and `afterSuccess` after it; an error
    /// `onSuccess` or `onError` throws is passed on instead and fails the single.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError,
                afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// This single as a ``Maybe``, which succeeds or fails as it does.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// This single as a ``Completable``, which completes when the single succeeds, dropping the
    /// element, and fails as it does.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}
