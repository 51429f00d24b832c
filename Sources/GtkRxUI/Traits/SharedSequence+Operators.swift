import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

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

    /// Emits `elements` first.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().startWith(contentsOf: elements))
    }

    /// Accumulates the elements, emitting each intermediate result.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        Same(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Switches to the shared sequence `selector` makes from each element, dropping the
    /// previous one.
    public func flatMapLatest<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        Same(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Merges the shared sequences `selector` makes from each element.
    public func flatMap<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        Same(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Combines each element with the latest one of `second`.
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

    /// Emits an element only after `dueTime` passes without another.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits at most one element per `dueTime`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<
        SharingStrategy, Element
    > {
        Same(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequence {
    /// Combines the latest elements of `first` and `second` with `resultSelector`.
    public static func combineLatest<First, Second>(
        _ first: SharedSequence<SharingStrategy, First>,
        _ second: SharedSequence<SharingStrategy, Second>,
        resultSelector: @escaping (First, Second) -> Element
    ) -> SharedSequence {
        SharedSequence(
            Observable.combineLatest(
                first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the latest elements of `first`, `second` and `third` with `resultSelector`.
    public static func combineLatest<First, Second, Third>(
        _ first: SharedSequence<SharingStrategy, First>,
        _ second: SharedSequence<SharingStrategy, Second>,
        _ third: SharedSequence<SharingStrategy, Third>,
        resultSelector: @escaping (First, Second, Third) -> Element
    ) -> SharedSequence {
        SharedSequence(
            Observable.combineLatest(
                first.asObservable(), second.asObservable(), third.asObservable(),
                resultSelector: resultSelector))
    }

    /// Combines the latest elements of all of `sources`.
    public static func combineLatest<Source>(
        _ sources: [SharedSequence<SharingStrategy, Source>],
        resultSelector: @escaping ([Source]) -> Element
    ) -> SharedSequence {
        SharedSequence(
            Observable.combineLatest(
                sources.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Merges the elements of all of `sources`.
    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}
