extension ObservableType where Element: FixedWidthInteger {
    /// A sequence that emits the `count` integers `start`, `start + 1`, … `start + count - 1`
    /// in order and then completes; with `count` 0 it only completes.
    ///
    /// Each element, and the completion, is a separate piece of work on `scheduler`; on the
    /// default ``CurrentThreadScheduler`` they all run during `subscribe`.
    ///
    /// A negative `count`, or one whose last element `start + count - 1` `Element` cannot hold,
    /// fails the sequence with ``RxError/argumentOutOfRange`` when subscribed, before any
    /// element (RxSwift stops the process).
    public static func range(
        start: Element, count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        guard count >= 0, count == 0 || !start.addingReportingOverflow(count - 1).overflow
        else { return Observable.error(RxError.argumentOutOfRange) }
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

private final class RangeProducer<Element: FixedWidthInteger>: Producer<Element> {
    let start: Element
    let count: Element
    let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = RangeSink(observer: observer, cancel: cancel)
        return (sink, sink.run(start: start, count: count, scheduler: scheduler))
    }
}

private final class RangeSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: FixedWidthInteger {
    typealias Element = Observer.Element

    func run(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(Element.zero) { offset, recurse in
            if offset < count {
                // Cannot overflow: `range` checked that `start + count - 1` is representable.
                self.forwardOn(.next(start + offset))
                recurse(offset + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}
