/// What an ``Infallible`` sequence emits: elements and completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The end of the sequence.
    case completed
}

/// A type that presents itself as a sequence that cannot fail.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that can never fail: its errors are ruled out by construction
/// (``Infallible/create(subscribe:)``) or replaced (`asInfallible(onErrorJustReturn:)`).
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an ``Observable`` (which will not fail).
    public func asObservable() -> Observable<Element> { source }

    /// A sequence whose subscription runs `subscribe`, which sends elements and completion.
    public static func create(
        subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable
    ) -> Infallible {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }

    /// A sequence of one element that then completes.
    public static func just(_ element: Element) -> Infallible { Infallible(.just(element)) }

    /// A sequence of one element, sent on `scheduler`, that then completes.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// A sequence that completes at once.
    public static func empty() -> Infallible { Infallible(.empty()) }

    /// A sequence that never emits.
    public static func never() -> Infallible { Infallible(.never()) }

    /// A sequence that calls `observableFactory` for each subscription and emits what the
    /// sequence it returns emits.
    public static func deferred(_ observableFactory: @escaping () -> Infallible) -> Infallible {
        Infallible(.deferred { observableFactory().asObservable() })
    }

    /// A sequence of `elements`, each sent as a separate piece of work on `scheduler`, that
    /// then completes.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// A sequence of the elements of `array`, each sent as a separate piece of work on
    /// `scheduler`, that then completes.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// A sequence of the elements of `sequence`, each sent as a separate piece of work on
    /// `scheduler`, that then completes (never, for an infinite sequence).
    public static func from<Elements: Swift.Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible where Elements.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }
}

extension Infallible where Element: FixedWidthInteger {
    /// A sequence that emits 0, 1, 2, … on `scheduler`, one every `period`, the first one
    /// `period` after subscribing. It never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible {
        Infallible(.interval(period, scheduler: scheduler))
    }

    /// A sequence that emits 0 on `scheduler` after `dueTime`, then completes; with a
    /// `period`, it goes on emitting 1, 2, … every `period` and never completes.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    ) -> Infallible {
        Infallible(.timer(dueTime, period: period, scheduler: scheduler))
    }
}

extension ObservableConvertibleType {
    /// This sequence as an ``Infallible``: an error ends it with `element` as its last element.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an ``Infallible``: an error switches to `fallback`.
    public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element>
    {
        Infallible(asObservable().catch { _ in fallback.asObservable() })
    }

    /// This sequence as an ``Infallible``: an error switches to what `recover` makes from it.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(asObservable().catch { recover($0).asObservable() })
    }
}

extension InfallibleType {
    /// Runs the closures for elements, completion and disposal.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs the closures with `object` (held weakly).
    public func subscribe<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends the elements to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(forwardingTo: observers)
    }

    /// Sends the elements, as optionals, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe(forwardingTo: observers)
    }

    /// Runs `onNext` for each element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Runs `onNext` with `object` (held weakly: nothing runs once it is gone) for each
    /// element.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext)
    }

    /// Hands the sequence to `binder` (a function taking it) and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Transforms each element.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element, dropping `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<
        Result
    > {
        Infallible(asObservable().compactMap(transform))
    }

    /// Passes on the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Emits `elements` first.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(asObservable().startWith(contentsOf: elements))
    }

    /// Accumulates the elements, emitting each intermediate result.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> Infallible<Accumulate> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Switches to the sequence `selector` makes from each element.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
        -> Infallible<Result>
    {
        Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Runs the sequence `selector` makes from an element, ignoring elements that arrive while it
    /// runs.
    public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
        -> Infallible<Result>
    {
        Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Merges the sequences `selector` makes from each element.
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>)
        -> Infallible<Result>
    {
        Infallible(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Shares one subscription among subscribers; see ``ObservableType/share(replay:scope:)``.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
        -> Infallible<Element>
    {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
