extension ObservableType {
    /// A sequence that emits nothing and never ends: no element, no error, no completion.
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

private final class NeverObservable<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }
}
