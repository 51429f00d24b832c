extension ObservableType {
    /// A sequence whose subscription runs `subscribe`: it sends events to the observer it is
    /// given and returns a disposable that cleans up.
    ///
    /// Events after a stop event, or after the subscription is disposed, are dropped.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

private final class AnonymousObservable<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = subscribeHandler(AnyObserver(sink))
        return (sink, subscription)
    }
}

private final class AnonymousObservableSink<Element>: SpecializableSink<Element>, ObserverType {
    // Specialized for the usual element types (see `SpecializableSink`); a GTK signal's
    // elements come through here. The work is in `deliver`: the look-ups the generic copy
    // needs would be hoisted above the type comparison.
    // specialized types: create (written by scripts/generate from SpecializedTypes.swift)
    @_specialize(where Element == Void)
    @_specialize(where Element == Bool)
    @_specialize(where Element == String)
    @_specialize(where Element == String?)
    @_specialize(where Element == Int)
    @_specialize(where Element == Double)
    func on(_ event: Event<Element>) {
        deliver(event)
    }

    @inline(never)
    private func deliver(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
