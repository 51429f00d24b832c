// The contract of every `combineLatest` overload:
//
// - Once each source has sent an element, every element of any source produces the result of
//   the selector over the latest element of each source.
// - It completes when all sources have completed, or as soon as it never can produce anything
//   more: when a source sends an element while every other source has completed and one of
//   them never sent an element. A completed source's subscription is disposed at once.
// - It fails at once with the first error of any source, or that the selector throws.
// - Sources may send on different threads; the results are serialized, and the selector is
//   never called concurrently nor while a lock is held.

extension ObservableType {
    /// Combines the latest elements of `collection`'s sources with `resultSelector` whenever
    /// any of them sends one, once each has sent one.
    ///
    /// Completes when all sources have completed (at once, for an empty collection), or when
    /// no more results can come; fails at once with any source's error or the selector's.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestProducer(
            sources: collection.map { $0.asObservable() }, selector: resultSelector)
    }

    /// Sends an array of the latest elements of `collection`'s sources whenever any of them
    /// sends one, once each has sent one; see ``combineLatest(_:resultSelector:)``.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestProducer(sources: collection.map { $0.asObservable() }) { $0 }
    }

    /// Combines the latest elements of the sources with `resultSelector` whenever any of them
    /// sends one, once each has sent one. Completes when all sources have completed or no more
    /// results can come; fails at once with any source's error or the selector's.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(ErasedSources(source1, source2, resultSelector))
    }

    /// Combines the latest elements of three sources; see
    /// ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(ErasedSources(source1, source2, source3, resultSelector))
    }

    /// Combines the latest elements of four sources; see
    /// ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws
            -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(ErasedSources(source1, source2, source3, source4, resultSelector))
    }

    /// Combines the latest elements of five sources; see
    /// ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)
            throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(
            ErasedSources(source1, source2, source3, source4, source5, resultSelector))
    }

    /// Combines the latest elements of six sources; see
    /// ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
            ) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(
            ErasedSources(
                source1, source2, source3, source4, source5, source6, resultSelector))
    }

    /// Combines the latest elements of seven sources; see
    /// ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element
            ) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(
            ErasedSources(
                source1, source2, source3, source4, source5, source6, source7, resultSelector))
    }

    /// Combines the latest elements of eight sources; see
    /// ``combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
                O8.Element
            ) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(
            ErasedSources(
                source1, source2, source3, source4, source5, source6, source7, source8,
                resultSelector))
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the sources whenever any of them sends one, once
    /// each has sent one; see ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        CombineLatestProducer(ErasedSources(source1, source2) { ($0, $1) })
    }

    /// Sends a tuple of the latest elements of three sources; see
    /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        CombineLatestProducer(ErasedSources(source1, source2, source3) { ($0, $1, $2) })
    }

    /// Sends a tuple of the latest elements of four sources; see
    /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        CombineLatestProducer(
            ErasedSources(source1, source2, source3, source4) { ($0, $1, $2, $3) })
    }

    /// Sends a tuple of the latest elements of five sources; see
    /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        CombineLatestProducer(
            ErasedSources(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) })
    }

    /// Sends a tuple of the latest elements of six sources; see
    /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        CombineLatestProducer(
            ErasedSources(source1, source2, source3, source4, source5, source6) {
                ($0, $1, $2, $3, $4, $5)
            })
    }

    /// Sends a tuple of the latest elements of seven sources; see
    /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6, _ source7: O7
    ) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    > {
        CombineLatestProducer(
            ErasedSources(source1, source2, source3, source4, source5, source6, source7) {
                ($0, $1, $2, $3, $4, $5, $6)
            })
    }

    /// Sends a tuple of the latest elements of eight sources; see
    /// ``ObservableType/combineLatest(_:_:resultSelector:)``.
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<
        (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
            O8.Element
        )
    > {
        CombineLatestProducer(
            ErasedSources(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            })
    }
}

/// `combineLatest`'s engine.
typealias CombineLatestProducer<Value, Result> = CombiningProducer<
    CombineLatestState<Value>, Result
>

/// Keeps the latest element of each source.
struct CombineLatestState<Value>: CombiningState {
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
