// The `zip` of a collection of singles or maybes. The overloads of 2 to 8 sources of different
// types are generated, in `Generated/PrimitiveSequence+Zip+arity.swift`.
//
// - A zip of singles succeeds with the selector over every single's element once all have
//   succeeded, and fails at once with the first error (the others are disposed).
// - A zip of maybes succeeds likewise when all have succeeded; when one completes empty, no
//   result can come, and the zip completes empty once all have ended.
// - A zip of an empty collection succeeds at once with the selector over `[]`, as RxSwift's
//   does (an observable `zip` of no sources completes without an element).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A single of `resultSelector` over the elements of `collection`'s singles, in the
    /// collection's order, once all have succeeded; an error of any of them, or that
    /// `resultSelector` throws, fails it. An empty collection succeeds at once with
    /// `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        Single(raw: zipOfPrimitiveSequences(collection.map(\.source), resultSelector))
    }

    /// A single of the elements of `collection`'s singles, in the collection's order, once all
    /// have succeeded; see `zip(_:resultSelector:)`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> Single<[Element]>
    where Collection.Element == Single<Element> {
        Single(raw: zipOfPrimitiveSequences(collection.map(\.source)) { $0 })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A maybe of `resultSelector` over the elements of `collection`'s maybes, in the
    /// collection's order, once all have succeeded; empty when one of them is. An error of any
    /// of them, or that `resultSelector` throws, fails it. An empty collection succeeds at once
    /// with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        Maybe(raw: zipOfPrimitiveSequences(collection.map(\.source), resultSelector))
    }

    /// A maybe of the elements of `collection`'s maybes, in the collection's order, once all
    /// have succeeded; see `zip(_:resultSelector:)`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> Maybe<[Element]>
    where Collection.Element == Maybe<Element> {
        Maybe(raw: zipOfPrimitiveSequences(collection.map(\.source)) { $0 })
    }
}

/// The `zip` of `sources`, each of which emits at most one element; of no sources, the
/// selector's result over `[]`, computed at each subscription.
private func zipOfPrimitiveSequences<Element, Result>(
    _ sources: [Observable<Element>], _ resultSelector: @escaping ([Element]) throws -> Result
) -> Observable<Result> {
    if sources.isEmpty {
        return .deferred { .just(try resultSelector([])) }
    }
    return .zip(sources, resultSelector: resultSelector)
}
