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

    /// Combines the elements of the sources with `resultSelector`, in order: the n-th result
    /// combines the n-th element of every source. Completes when all sources have completed;
    /// fails at once with any source's error or the selector's.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(ErasedSources(source1, source2, resultSelector))
    }

    /// Zips the elements of three sources; see
    /// ``zip(_:_:resultSelector:)``.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(ErasedSources(source1, source2, source3, resultSelector))
    }

    /// Zips the elements of four sources; see
    /// ``zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws
            -> Element
    ) -> Observable<Element> {
        ZipProducer(ErasedSources(source1, source2, source3, source4, resultSelector))
    }

    /// Zips the elements of five sources; see
    /// ``zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)
            throws -> Element
    ) -> Observable<Element> {
        ZipProducer(ErasedSources(source1, source2, source3, source4, source5, resultSelector))
    }

    /// Zips the elements of six sources; see
    /// ``zip(_:_:resultSelector:)``.
    public static func zip<
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
        ZipProducer(
            ErasedSources(
                source1, source2, source3, source4, source5, source6, resultSelector))
    }

    /// Zips the elements of seven sources; see
    /// ``zip(_:_:resultSelector:)``.
    public static func zip<
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
        ZipProducer(
            ErasedSources(
                source1, source2, source3, source4, source5, source6, source7, resultSelector))
    }

    /// Zips the elements of eight sources; see
    /// ``zip(_:_:resultSelector:)``.
    public static func zip<
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
        ZipProducer(
            ErasedSources(
                source1, source2, source3, source4, source5, source6, source7, source8,
                resultSelector))
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the n-th elements of the sources once each has sent its n-th; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        ZipProducer(ErasedSources(source1, source2) { ($0, $1) })
    }

    /// Sends tuples of the elements of three sources; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        ZipProducer(ErasedSources(source1, source2, source3) { ($0, $1, $2) })
    }

    /// Sends tuples of the elements of four sources; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        ZipProducer(ErasedSources(source1, source2, source3, source4) { ($0, $1, $2, $3) })
    }

    /// Sends tuples of the elements of five sources; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        ZipProducer(
            ErasedSources(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) })
    }

    /// Sends tuples of the elements of six sources; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        ZipProducer(
            ErasedSources(source1, source2, source3, source4, source5, source6) {
                ($0, $1, $2, $3, $4, $5)
            })
    }

    /// Sends tuples of the elements of seven sources; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        _ source6: O6, _ source7: O7
    ) -> Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    > {
        ZipProducer(
            ErasedSources(source1, source2, source3, source4, source5, source6, source7) {
                ($0, $1, $2, $3, $4, $5, $6)
            })
    }

    /// Sends tuples of the elements of eight sources; see
    /// ``ObservableType/zip(_:_:resultSelector:)``.
    public static func zip<
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
        ZipProducer(
            ErasedSources(source1, source2, source3, source4, source5, source6, source7, source8) {
                ($0, $1, $2, $3, $4, $5, $6, $7)
            })
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
