/// What `combineLatest` or `zip` keeps of its sources' elements, and decides at each one.
protocol CombiningState<Value> {
    associatedtype Value

    /// Whether the operator over no sources at all sends the selector's result over no
    /// elements before completing (`combineLatest`), or only completes (`zip`).
    static var combinesNoSources: Bool { get }

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

/// The shared engine of `combineLatest` and `zip` over a collection of sources (their
/// ``CombiningState`` tells them apart): one subscription to each of N sources of one element
/// type. (The overloads for 2 to 8 sources of different types are generated, typed, in
/// `Operators/Generated/`.)
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

/// Subscribes to the sources in order; fails at once on any source's error; disposes a
/// source's subscription when that source completes; completes when all of them have
/// completed, or when the state says so. For no sources it completes at once, after sending
/// the selector's result over no elements if the state says so. The state is guarded as
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
            synchronized {
                if State.combinesNoSources {
                    deliverResult { try self.selector([]) }
                }
                stop(with: .completed)
            }
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
