extension ObservableType {
    /// A sequence that emits no elements and completes during `subscribe`.
    public static func empty() -> Observable<Element> {
        Empty()
    }
}

private final class Empty<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}
