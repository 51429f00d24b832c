// The contract of every `combineLatest` overload:
//
// - Once each source has sent an element, every element of any source produces the result of
//   the selector over the latest element of each source.
// - It completes when all sources have completed, or as soon as it never can produce anything
//   more: when a source sends an element while every other source has completed and one of
//   them never sent an element. A completed source's subscription is disposed at once.
// - It fails at once with the first error of any source, or that the selector throws.
// - Over an empty collection of sources, it sends the selector's result over no elements and
//   completes, at once, as RxSwift 5 and later do.
// - Sources may send on different threads; the results are serialized, and the selector is
//   never called concurrently nor while a lock is held.

extension ObservableType {
    /// Combines the latest elements of `collection`'s sources with `resultSelector` whenever
    /// any of them sends one, once each has sent one.
    ///
    /// Completes when all sources have completed, or when no more results can come; fails at
    /// once with any source's error or the selector's. For an empty collection it sends
    /// `resultSelector([])` and completes, at once.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestProducer(
            sources: collection.map { $0.asObservable() }, selector: resultSelector)
    }

    /// Sends an array of the latest elements of `collection`'s sources whenever any of them
    /// sends one, once each has sent one (an empty array at once, for an empty collection); see
    /// ``combineLatest(_:resultSelector:)``.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }
}

/// `combineLatest`'s engine.
typealias CombineLatestProducer<Value, Result> = CombiningProducer<
    CombineLatestState<Value>, Result
>

/// Keeps the latest element of each source.
struct CombineLatestState<Value>: CombiningState {
    static var combinesNoSources: Bool { true }

    private var latest: [Value?]
    private var valueCount = 0

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
    }

    mutating func take(_ value: Value, at index: Int, doneCount: Int) -> CombiningStep<Value> {
        if latest[index] == nil {
            valueCount += 1
        }
        latest[index] = value
        if valueCount == latest.count {
            return .combine(latest.map { $0! })
        }
        // When every other source has completed, one of them without an element, no result
        // can ever come.
        return doneCount == latest.count - 1 ? .complete : .wait
    }
}
