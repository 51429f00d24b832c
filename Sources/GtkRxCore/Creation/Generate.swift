extension ObservableType {
    /// A sequence that emits states while `condition` holds: `initialState` first, then each
    /// state `iterate` makes from the one before; it completes at the first state `condition`
    /// rejects.
    ///
    /// Each step is a separate piece of work on `scheduler`, and `iterate` runs at the start of
    /// the step that needs the next state, not before: a subscription disposed after an element
    /// calls it no more. On the default ``CurrentThreadScheduler`` the steps run during
    /// `subscribe`. An error `condition` or `iterate` throws ends the sequence with that error.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 100 }) { $0 * 2 }
    /// // 1, 2, 4, 8, 16, 32, 64, completed
    /// ```
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(
            initialState: initialState, condition: condition, iterate: iterate,
            scheduler: scheduler)
    }
}

private final class Generate<Element>: Producer<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        let condition = condition
        let iterate = iterate
        // Each step carries the state it starts from, and whether that state is still to be
        // iterated (every step but the first). The steps run one after another.
        let subscription = scheduler.scheduleRecursive((initialState, false)) { step, recurse in
            guard !sink.isDisposed else { return }
            do {
                let state = step.1 ? try iterate(step.0) : step.0
                guard try condition(state) else {
                    sink.forwardOn(.completed)
                    sink.dispose()
                    return
                }
                sink.forwardOn(.next(state))
                recurse((state, true))
            } catch {
                sink.forwardOn(.error(error))
                sink.dispose()
            }
        }
        return (sink, subscription)
    }
}
