extension ObservableType {
    /// A sequence that emits the elements of `array` in order and then completes.
    ///
    /// Each element, and the completion, is a separate piece of work on `scheduler`; on the
    /// default ``CurrentThreadScheduler`` they all run during `subscribe`. Disposing stops the
    /// emission before the next element.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence that emits the elements of `sequence` in order and then completes; for an
    /// infinite sequence, it never completes.
    ///
    /// `sequence` is iterated anew for each subscription. Each element, and the completion, is a
    /// separate piece of work on `scheduler`; on the default ``CurrentThreadScheduler`` they all
    /// run during `subscribe`. Disposing stops the emission before the next element.
    public static func from<Elements: Swift.Sequence>(
        _ sequence: Elements,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Elements.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }
}

extension ObservableType {
    /// A sequence that emits `optional`'s value, if it has one, and then completes; both
    /// during `subscribe`.
    ///
    /// ```swift
    /// Observable.from(optional: cachedUser)   // the user and completed, or just completed
    /// ```
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(element: optional, scheduler: nil)
    }

    /// A sequence that emits `optional`'s value, if it has one, and then completes, each a
    /// separate piece of work on `scheduler`. Disposing before the value is emitted stops the
    /// emission.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
        -> Observable<Element>
    {
        ObservableOptional(element: optional, scheduler: scheduler)
    }
}

/// Emits an optional's value, if any, and completes: at once without a scheduler, or in two
/// steps on it.
private final class ObservableOptional<Element>: Producer<Element> {
    let element: Element?
    let scheduler: ImmediateSchedulerType?

    init(element: Element?, scheduler: ImmediateSchedulerType?) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = Sink(observer: observer, cancel: cancel)
        guard let scheduler else {
            if let element {
                sink.forwardOn(.next(element))
            }
            sink.forwardOn(.completed)
            sink.dispose()
            return (sink, Disposables.create())
        }
        // The state is the element still to emit; `nil` means the completion is next.
        let subscription = scheduler.scheduleRecursive(element) { element, recurse in
            if let element {
                sink.forwardOn(.next(element))
                recurse(nil)
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        return (sink, subscription)
    }
}

/// Emits the elements of a Swift sequence, one recursive step on the scheduler per element.
final class ObservableSequence<Elements: Swift.Sequence>: Producer<Elements.Element> {
    let elements: Elements
    let scheduler: ImmediateSchedulerType

    init(elements: Elements, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Elements.Element {
        let sink = ObservableSequenceSink<Elements, Observer>(observer: observer, cancel: cancel)
        return (sink, sink.run(elements: elements, scheduler: scheduler))
    }
}

private final class ObservableSequenceSink<Elements: Swift.Sequence, Observer: ObserverType>:
    Sink<Observer>
where Observer.Element == Elements.Element {
    func run(elements: Elements, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                self.forwardOn(.next(element))
                recurse(iterator)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}
