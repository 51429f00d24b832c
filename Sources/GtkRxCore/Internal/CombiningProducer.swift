/// What `combineLatest` or `zip` keeps of its sources' elements, and decides at each one.
protocol CombiningState<Value> {
    associatedtype Value

    /// The state for `count` sources, none of which has sent anything.
    init(count: Int)

    /// Takes the element `value` of the source at `index`, while `doneCount` of the sources
    /// have completed; says what the operator does.
    mutating func take(_ value: Value, at index: Int, doneCount: Int) -> CombiningStep<Value>
}

/// What an element makes `combineLatest` or `zip` do.
enum CombiningStep<Value> {
    /// Nothing yet.
    case wait
    /// Send the result of the selector over these elements, one per source.
    case combine([Value])
    /// Complete: no result can come any more.
    case complete
}

/// The shared engine of `combineLatest` and `zip` (their ``CombiningState`` tells them apart):
/// one subscription to each of N sources of one element type.
final class CombiningProducer<State: CombiningState, Result>: Producer<Result> {
    typealias Value = State.Value

    private let sources: [Observable<Value>]
    private let selector: ([Value]) throws -> Result

    init(sources: [Observable<Value>], selector: @escaping ([Value]) throws -> Result) {
        self.sources = sources
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = CombiningSink<State, Observer>(
            count: sources.count, selector: selector, observer: observer, cancel: cancel)
        return (sink, sink.run(sources))
    }
}

extension CombiningProducer where Value == Any {
    /// The engine over the type-erased sources of an arity overload.
    convenience init(_ erased: ErasedSources<Result>) {
        self.init(sources: erased.sources, selector: erased.selector)
    }
}

/// Subscribes to the sources in order; fails at once on any source's error; disposes a
/// source's subscription when that source completes; completes when all of them have
/// completed (at once, for no sources), or when the state says so. The state is guarded as
/// ``SerializingSink`` describes, and the selector runs in a delivery, outside the lock.
private final class CombiningSink<State: CombiningState, Observer: ObserverType>:
    SerializingSink<Observer>
{
    typealias Value = State.Value

    private let selector: ([Value]) throws -> Observer.Element
    private let subscriptions: [SingleAssignmentDisposable]

    // Guarded by the lock.
    private var state: State
    private var isDone: [Bool]
    private var doneCount = 0

    init(
        count: Int, selector: @escaping ([Value]) throws -> Observer.Element, observer: Observer,
        cancel: Cancelable
    ) {
        self.selector = selector
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        state = State(count: count)
        isDone = Array(repeating: false, count: count)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ sources: [Observable<Value>]) -> Disposable {
        if sources.isEmpty {
            synchronized { stop(with: .completed) }
        }
        for (index, source) in sources.enumerated() where !isDisposed {
            let observer = AnyObserver<Value> { event in self.on(event, at: index) }
            subscriptions[index].setDisposable(source.subscribe(observer))
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Value>, at index: Int) {
        switch event {
        case .next(let value):
            synchronized {
                guard !isStopped else { return }
                switch state.take(value, at: index, doneCount: doneCount) {
                case .wait:
                    break
                case .combine(let values):
                    deliverResult { try self.selector(values) }
                case .complete:
                    stop(with: .completed)
                }
            }
        case .error(let error):
            fail(error)
        case .completed:
            synchronized {
                guard !isDone[index] else { return }
                isDone[index] = true
                doneCount += 1
                if doneCount == isDone.count {
                    stop(with: .completed)
                }
            }
            subscriptions[index].dispose()
        }
    }
}

/// The sources of an arity overload of `combineLatest` or `zip` (2 to 8 sources of different
/// element types), erased to `Any`, with the result selector over the erased elements.
struct ErasedSources<Result> {
    let sources: [Observable<Any>]
    let selector: ([Any]) throws -> Result

    private init(_ sources: [Observable<Any>], _ selector: @escaping ([Any]) throws -> Result) {
        self.sources = sources
        self.selector = selector
    }
}

/// `source` with its elements erased to `Any`.
private func erase<Source: ObservableType>(_ source: Source) -> Observable<Any> {
    source.asObservable().map { $0 as Any }
}

/// `value` as the element type it was erased from. The casts cannot fail: the engine passes the
/// selector the element of the source at each position, and each position's type is the one
/// the overload declares for it.
private func cast<Element>(_ value: Any) -> Element {
    value as! Element
}

extension ErasedSources {
    init<O1: ObservableType, O2: ObservableType>(
        _ o1: O1, _ o2: O2, _ selector: @escaping (O1.Element, O2.Element) throws -> Result
    ) {
        self.init([erase(o1), erase(o2)]) { try selector(cast($0[0]), cast($0[1])) }
    }

    init<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ o1: O1, _ o2: O2, _ o3: O3,
        _ selector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Result
    ) {
        self.init([erase(o1), erase(o2), erase(o3)]) {
            try selector(cast($0[0]), cast($0[1]), cast($0[2]))
        }
    }

    init<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ o1: O1, _ o2: O2, _ o3: O3, _ o4: O4,
        _ selector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Result
    ) {
        self.init([erase(o1), erase(o2), erase(o3), erase(o4)]) {
            try selector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]))
        }
    }

    init<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ o1: O1, _ o2: O2, _ o3: O3, _ o4: O4, _ o5: O5,
        _ selector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws
            -> Result
    ) {
        self.init([erase(o1), erase(o2), erase(o3), erase(o4), erase(o5)]) {
            try selector(cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]))
        }
    }

    init<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ o1: O1, _ o2: O2, _ o3: O3, _ o4: O4, _ o5: O5, _ o6: O6,
        _ selector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element
            ) throws -> Result
    ) {
        self.init([erase(o1), erase(o2), erase(o3), erase(o4), erase(o5), erase(o6)]) {
            try selector(
                cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]))
        }
    }

    init<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ o1: O1, _ o2: O2, _ o3: O3, _ o4: O4, _ o5: O5, _ o6: O6, _ o7: O7,
        _ selector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element
            ) throws -> Result
    ) {
        self.init([
            erase(o1), erase(o2), erase(o3), erase(o4), erase(o5), erase(o6), erase(o7),
        ]) {
            try selector(
                cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]),
                cast($0[6]))
        }
    }

    init<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ o1: O1, _ o2: O2, _ o3: O3, _ o4: O4, _ o5: O5, _ o6: O6, _ o7: O7, _ o8: O8,
        _ selector:
            @escaping (
                O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
                O8.Element
            ) throws -> Result
    ) {
        self.init([
            erase(o1), erase(o2), erase(o3), erase(o4), erase(o5), erase(o6), erase(o7),
            erase(o8),
        ]) {
            try selector(
                cast($0[0]), cast($0[1]), cast($0[2]), cast($0[3]), cast($0[4]), cast($0[5]),
                cast($0[6]), cast($0[7]))
        }
    }
}
