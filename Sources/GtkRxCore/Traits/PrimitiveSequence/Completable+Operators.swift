extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The same completable, with side effects run on its events and its subscription's
    /// lifetime; see ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// This completable, then, once it has completed, `second`: completes when `second` does,
    /// and fails at once with the first error.
    public func concat(_ second: Completable) -> Completable {
        Completable(raw: Observable.concat(primitiveSequence.source, second.source))
    }

    /// The completables of `sequence` one after another: each is subscribed to when the one
    /// before it has completed. Completes when the last has (at once, for none); fails at once
    /// with the first error. `sequence` is iterated lazily, anew for each subscription.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map(\.source)))
    }

    /// The completables of `collection` one after another; see ``concat(_:)-(Sequence)``.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map(\.source)))
    }

    /// The completables `sources` one after another; see ``concat(_:)-(Sequence)``.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map(\.source)))
    }

    /// All of `sources` at once: completes when every one has completed (at once, for none),
    /// and fails at once with the first error, disposing the others.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// All of `sources` at once; see `zip(_:)`.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// All of `sources` at once; see `zip(_:)`.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// All of `sources` at once, as `zip(_:)`: completes when every one has
    /// completed, and fails at once with the first error.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// All of `sources` at once; see ``merge(_:)-(Collection)``.
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// All of `sources` at once; see ``merge(_:)-(Collection)``.
    public static func merge(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }
}
