// The contract of every `zip` overload:
//
// - The n-th result is the selector over the n-th element of every source; a source's elements
//   wait in a buffer of its own until every source has sent one.
// - It completes when all sources have completed, as RxSwift's `zip` does since RxSwift 5: an
//   element that can never be paired does not end it early, so `zip` of a sequence that never
//   ends and one that is empty never completes. (RxSwift's collection overload alone still
//   completes when such an element arrives; here every overload follows the one rule.) A
//   completed source's subscription is disposed at once.
// - It fails at once with the first error of any source, or that the selector throws.
// - Sources may send on different threads; the results are serialized, and the selector is
//   never called concurrently nor while a lock is held.

extension ObservableType {
    /// Combines the elements of `collection`'s sources with `resultSelector`, in order: the
    /// n-th result combines the n-th element of every source.
    ///
    /// Elements wait in a buffer per source until every source has one. Completes when all
    /// sources have completed (at once, for an empty collection); fails at once with any
    /// source's error or the selector's.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipProducer(sources: collection.map { $0.asObservable() }, selector: resultSelector)
    }

    /// Sends an array of the n-th elements of `collection`'s sources once every source has
    /// sent its n-th; see ``zip(_:resultSelector:)``.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }
}

/// `zip`'s engine.
typealias ZipProducer<Value, Result> = CombiningProducer<ZipState<Value>, Result>

/// Buffers each source's elements until every source has one.
struct ZipState<Value>: CombiningState {
    private var buffers: [[Value]]

    init(count: Int) {
        buffers = Array(repeating: [], count: count)
    }

    mutating func take(_ value: Value, at index: Int, doneCount: Int) -> CombiningStep<Value> {
        buffers[index].append(value)
        guard buffers.allSatisfy({ !$0.isEmpty }) else { return .wait }
        return .combine(buffers.indices.map { buffers[$0].removeFirst() })
    }
}
