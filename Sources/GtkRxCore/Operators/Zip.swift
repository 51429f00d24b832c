// The contract of every `zip` overload:
//
// - The n-th result is the selector over the n-th element of every source; a source's elements
//   wait in a buffer of its own until every source has sent one.
// - When it completes differs, as in RxSwift, between the overloads:
//   - the overloads of 2 to 8 sources complete when all sources have completed: an element
//     that can never be paired does not end them early, so `zip` of a sequence that never ends
//     and one that is empty never completes;
//   - the collection overloads complete when all sources have completed, or as soon as a source
//     sends an element that cannot be paired while every other source has completed (at least
//     one of them with an empty buffer): no result can ever come. For an empty collection they
//     complete at once.
//   A completed source's subscription is disposed at once.
// - It fails at once with the first error of any source, or that the selector throws.
// - Sources may send on different threads; the results are serialized, and the selector is
//   never called concurrently nor while a lock is held.

extension ObservableType {
    /// Combines the elements of `collection`'s sources with `resultSelector`, in order: the
    /// n-th result combines the n-th element of every source.
    ///
    /// Elements wait in a buffer per source until every source has one. Completes when all
    /// sources have completed, or as soon as a source sends an element that cannot be paired
    /// while every other source has completed (at once, for an empty collection); fails at once
    /// with any source's error or the selector's.
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
    static var combinesNoSources: Bool { false }

    private var buffers: [Queue<Value>]
    /// How many buffers hold an element.
    private var nonEmptyCount = 0

    init(count: Int) {
        buffers = Array(repeating: Queue(), count: count)
    }

    mutating func take(_ value: Value, at index: Int, doneCount: Int) -> CombiningStep<Value> {
        if buffers[index].isEmpty {
            nonEmptyCount += 1
        }
        buffers[index].append(value)
        guard nonEmptyCount == buffers.count else {
            // Every other source has completed, one of them with nothing left to pair: no
            // result can ever come.
            return doneCount == buffers.count - 1 ? .complete : .wait
        }
        var values: [Value] = []
        values.reserveCapacity(buffers.count)
        for index in buffers.indices {
            values.append(buffers[index].removeFirst())
            if buffers[index].isEmpty {
                nonEmptyCount -= 1
            }
        }
        return .combine(values)
    }
}
