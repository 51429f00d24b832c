extension ObservableType {
    /// Passes on `resultSelector`'s result for `object` and each element, holding `object`
    /// weakly: once `object` is gone, the next element completes the sequence instead.
    ///
    /// It replaces `[weak self]` and its `guard` in closures down the chain:
    ///
    /// ```swift
    /// saveTaps.withUnretained(self) { viewModel, _ in viewModel.draft }
    /// ```
    ///
    /// Errors and the completion of the source pass through.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs `object` with each element, holding `object` weakly: once `object` is gone, the
    /// next element completes the sequence instead. See ``withUnretained(_:resultSelector:)``.
    ///
    /// ```swift
    /// saveTaps.withUnretained(self).subscribe(onNext: { owner, _ in owner.save() })
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

private final class WithUnretained<Element, Object: AnyObject, Out>: Producer<Out> {
    let source: Observable<Element>
    weak var object: Object?
    let resultSelector: (Object, Element) -> Out

    init(
        source: Observable<Element>, object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Out {
        let sink = WithUnretainedSink<Element, Object, Observer>(
            object: object, resultSelector: resultSelector, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class WithUnretainedSink<Element, Object: AnyObject, Observer: ObserverType>:
    Sink<Observer>, ObserverType
{
    typealias Out = Observer.Element
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Out

    init(
        object: Object?, resultSelector: @escaping (Object, Element) -> Out, observer: Observer,
        cancel: Cancelable
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard let object else {
                forwardOn(.completed)
                dispose()
                return
            }
            forwardOn(.next(resultSelector(object, element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
