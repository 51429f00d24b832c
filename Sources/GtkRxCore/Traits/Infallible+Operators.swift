// More operators of Infallible, RxSwift 6's. Each wraps the Observable operator of the same
// name; its closures do not throw, and the sequences it takes cannot fail, so neither can the
// result.

extension InfallibleType {
    /// Accumulates the elements into a value changed in place, emitting a copy of it after
    /// each element.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> Infallible<Accumulate> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Runs the closures at each event, before (`on…`) or after (`after…`) passing it on, and
    /// when a subscription starts (`onSubscribe`), has started (`onSubscribed`) and is disposed
    /// (`onDispose`).
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints every event, subscription and disposal, with `identifier` (by default the
    /// caller's file, line and function); see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops elements equal to the previous one by `comparer`.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key, by `keySelector`, equals the previous element's.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements whose key, by `keySelector`, equals the previous element's by `comparer`.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits an element only after `dueTime` passes on `scheduler` without another.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime` on `scheduler`: the first at once, and with
    /// `latest` the last one of each period at its end.
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    ) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Delays every element (and completion) by `dueTime` on `scheduler`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`, in order.
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes to the sequence on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }

    /// Emits the elements of this sequence, then, once it has completed, those of `second`.
    public func concat<Source: InfallibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second.asObservable()))
    }

    /// Emits the first `count` elements, then completes.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Emits the elements until `other` emits one, then completes.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Emits the elements until `other` emits one, then completes. (An error of `other` ends
    /// the result with that error: pass an ``Infallible`` to rule that out.)
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(
            asObservable().take(until: other.asObservable()).catch { _ in .empty() })
    }

    /// Emits the elements until one satisfies `predicate`, then completes; with `.inclusive`
    /// that element is emitted too.
    public func take(
        until predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits the elements while they satisfy `predicate`, then completes; with `.inclusive` the
    /// first that does not is emitted too.
    public func take(
        while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Drops the elements that arrive before `other` sends one.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Sends the elements that arrive within `duration`, then completes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element>
    {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Pairs each element with `object` while it lives; completes once it is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object)
        -> Infallible<(Object, Element)>
    {
        Infallible(asObservable().withUnretained(object))
    }

    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Skips the elements while they satisfy `predicate`, then emits every one.
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Combines each element with the latest one of `second`; elements arriving before
    /// `second` has one are dropped.
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> Infallible<Result> {
        Infallible(
            asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` at each element.
    public func withLatestFrom<Second: InfallibleType>(_ second: Second)
        -> Infallible<Second.Element>
    {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Merges the sequences `selector` makes from each element, one at a time, in order.
    public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
        -> Infallible<Result>
    {
        Infallible(asObservable().concatMap { selector($0).asObservable() })
    }
}

extension InfallibleType where Element: InfallibleType {
    /// Emits the elements of the latest inner sequence, disposing the previous one when the
    /// next arrives.
    public func switchLatest() -> Infallible<Element.Element> {
        Infallible(asObservable().map { $0.asObservable() }.switchLatest())
    }

    /// Merges the elements of every inner sequence.
    public func merge() -> Infallible<Element.Element> {
        Infallible(asObservable().map { $0.asObservable() }.merge())
    }

    /// Emits the elements of the inner sequences one inner sequence after another.
    public func concat() -> Infallible<Element.Element> {
        Infallible(asObservable().map { $0.asObservable() }.concat())
    }
}

extension Infallible {
    /// Merges the elements of all of `sources`.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible
    where Collection.Element == Infallible {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of all of `sources`.
    public static func merge(_ sources: [Infallible]) -> Infallible {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of all of `sources`.
    public static func merge(_ sources: Infallible...) -> Infallible {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of the sequences of `sequence` one after another: each is subscribed
    /// to when the one before it has completed.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible
    where Sequence.Element == Infallible {
        Infallible(.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Emits the elements of the sequences of `collection` one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> Infallible
    where Collection.Element == Infallible {
        Infallible(.concat(collection.map { $0.asObservable() }))
    }

    /// Emits the elements of `sources` one sequence after another.
    public static func concat(_ sources: Infallible...) -> Infallible {
        Infallible(.concat(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of all of `collection` with `resultSelector`, whenever any
    /// of them sends one, once each has sent one.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) -> Element
    ) -> Infallible where Collection.Element: InfallibleType {
        Infallible(
            .combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays of the latest elements of all of `collection`, whenever any of them sends
    /// one, once each has sent one.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Combines the elements of all of `collection` in order with `resultSelector`: the n-th
    /// result combines the n-th element of every source.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) -> Element
    ) -> Infallible where Collection.Element: InfallibleType {
        Infallible(.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Emits arrays of the elements of all of `collection`, in order: the n-th array holds the
    /// n-th element of every source.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }
}
