extension ObservableType {
    /// A sequence that emits `element` and then completes, both during `subscribe`.
    public static func just(_ element: Element) -> Observable<Element> {
        makeJust(element)
    }

    /// A sequence that emits `element` on `scheduler` and then, in a second piece of scheduled
    /// work, completes. Disposing before either has run cancels it.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
        -> Observable<Element>
    {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

// `just` is often made for every element of another sequence (`flatMap { .just($0) }`), so it
// and its subscription have copies specialized for the usual element types (see
// `SpecializableSink`): code generic over the element looks the type metadata of `Just` and
// of `Event` up at run time, once per object made and once per event sent. The work is in
// the non-inlined callees, so that those look-ups are not hoisted above the type comparison.
// specialized types: just (written by scripts/generate from SpecializedTypes.swift)
@_specialize(where Element == Bool)
@_specialize(where Element == String)
@_specialize(where Element == String?)
@_specialize(where Element == Int)
@_specialize(where Element == Double)
private func makeJust<Element>(_ element: Element) -> Observable<Element> {
    makeJustObject(element)
}

@inline(never)
private func makeJustObject<Element>(_ element: Element) -> Observable<Element> {
    Just(element: element)
}

private final class Just<Element>: Observable<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Just.send(element, to: observer)
        return Disposables.create()
    }

    // specialized types: just (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where Element == Bool)
    @_specialize(where Element == String)
    @_specialize(where Element == String?)
    @_specialize(where Element == Int)
    @_specialize(where Element == Double)
    private static func send(_ element: Element, to observer: any ObserverType<Element>) {
        sendEvents(element, to: observer)
    }

    @inline(never)
    private static func sendEvents(_ element: Element, to observer: any ObserverType<Element>) {
        observer.on(.next(element))
        observer.on(.completed)
    }
}

private final class JustScheduled<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = JustScheduledSink(observer: observer, cancel: cancel)
        return (sink, sink.run(element: element, scheduler: scheduler))
    }
}

private final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(element: Observer.Element, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(element) { element in
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}
