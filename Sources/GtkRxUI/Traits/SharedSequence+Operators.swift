import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

// The operators of Driver and Signal. Each wraps the Observable operator of the same name, and
// its result is a shared sequence again: shared as its strategy says (a Driver replays its
// latest element), delivered on the main thread, unable to fail (closures here do not throw).
// Time-based operators run on `SharingStrategy.scheduler` (see `SharingScheduler`).

extension SharedSequenceConvertibleType {
    private typealias Same<Result> = SharedSequence<SharingStrategy, Result>

    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result)
        -> SharedSequence<SharingStrategy, Result>
    {
        Same(asObservable().map(transform))
    }

    /// Transforms each element, dropping `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
        -> SharedSequence<SharingStrategy, Result>
    {
        Same(asObservable().compactMap(transform))
    }

    /// Passes on the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<
        SharingStrategy, Element
    > {
        Same(asObservable().filter(predicate))
    }

    /// Emits `elements` first, then this sequence's elements.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().startWith(contentsOf: elements))
    }

    /// Accumulates the elements, emitting each intermediate result.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        Same(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements into a value changed in place, emitting a copy of it after
    /// each element.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        Same(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Skips the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().skip(count))
    }

    /// Switches to the shared sequence `selector` makes from each element, disposing the
    /// previous one; the result shares as that inner sequence's strategy says (a Driver mapped
    /// to Signals is a Signal).
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Runs the shared sequence `selector` makes from an element, ignoring elements that arrive
    /// while it runs; the result shares as that inner sequence's strategy says.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Merges the shared sequences `selector` makes from each element; the result shares as
    /// their strategy says.
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Combines each element with the latest one of `second`; elements arriving before
    /// `second` has one are dropped.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        Same(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` at each element.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    where Second.SharingStrategy == SharingStrategy {
        Same(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Runs the closures at each event, before (`on…`) or after (`after…`) passing it on, and
    /// when a subscription starts (`onSubscribe`), has started (`onSubscribed`) and is disposed
    /// (`onDispose`).
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        Same(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event, subscription and disposal, with `identifier` (by default the
    /// caller's file, line and function); see `ObservableType/debug(_:trimOutput:file:line:function:)`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        Same(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops elements equal to the previous one by `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        Same(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key, by `keySelector`, equals the previous element's.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        Same(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements whose key, by `keySelector`, equals the previous element's by `comparer`.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits an element only after `dueTime` passes without another, on the strategy's
    /// scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`, on the strategy's scheduler: the first at
    /// once, and with `latest` the last one of each period at its end.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        Same(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Delays every element (and completion) by `dueTime`, on the strategy's scheduler.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Emits the elements of the latest inner shared sequence, disposing the previous one when
    /// the next arrives.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.switchLatest())
    }

    /// Merges the elements of every inner shared sequence.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asObservable() }.merge())
    }

    /// Merges the elements of the inner shared sequences, subscribed to at most
    /// `maxConcurrent` at a time (the others wait, in order); `maxConcurrent` must be positive.
    public func merge(maxConcurrent: Int) -> SharedSequence<
        Element.SharingStrategy, Element.Element
    > {
        SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequence {
    /// Merges the elements of all of `sources`.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> SharedSequence
    where Collection.Element == SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of all of `sources`.
    public static func merge(_ sources: [SharedSequence]) -> SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of all of `sources`.
    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of the sequences of `sequence` one after another: each is subscribed
    /// to when the one before it has completed.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence
    where Sequence.Element == SharedSequence {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of the sequences of `collection` one after another: each is
    /// subscribed to when the one before it has completed.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence
    where Collection.Element == SharedSequence {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of all of `collection` with `resultSelector`, whenever any
    /// of them sends one, once each has sent one.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) -> Element
    ) -> SharedSequence
    where
        Collection.Element: SharedSequenceConvertibleType,
        Collection.Element.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays of the latest elements of all of `collection`, whenever any of them sends
    /// one, once each has sent one.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where
        Collection.Element: SharedSequenceConvertibleType,
        Collection.Element.Element == Element,
        Collection.Element.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of all of `collection` in order with `resultSelector`: the n-th
    /// result combines the n-th element of every source.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) -> Element
    ) -> SharedSequence
    where
        Collection.Element: SharedSequenceConvertibleType,
        Collection.Element.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays of the elements of all of `collection`, in order: the n-th array holds the
    /// n-th element of every source.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where
        Collection.Element: SharedSequenceConvertibleType,
        Collection.Element.Element == Element,
        Collection.Element.SharingStrategy == SharingStrategy
    {
        SharedSequence<SharingStrategy, [Element]>(
            Observable.zip(collection.map { $0.asObservable() }))
    }
}
