extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The maybe of `transform`'s result for the element, if there is one; an error it throws
    /// fails the maybe.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The maybe of `transform`'s result for the element, empty when there is none or when
    /// the result is `nil`; an error it throws fails the maybe.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The same maybe, made empty when its element does not satisfy `predicate`; an error
    /// `predicate` throws fails the maybe.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The maybe `selector` makes from the element, subscribed to when the element arrives;
    /// empty when there is none. An error `selector` throws fails the result.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
        -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// The same maybe, with side effects run on its events and its subscription's lifetime;
    /// see ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``.
    ///
    /// As in RxSwift, the handlers see the maybe as an observable: `onNext` and `afterNext`
    /// run for the element, and `onCompleted` and `afterCompleted` when it ends without an
    /// error, after an element too.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
