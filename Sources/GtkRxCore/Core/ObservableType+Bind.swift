extension ObservableType {
    /// Sends the sequence's events to each of `observers`: the way to connect a sequence to UI.
    ///
    /// ```swift
    /// usernameValid
    ///     .bind(to: usernameValidOutlet.rx.isHidden)
    ///     .disposed(by: disposeBag)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe(forwardingTo: observers)
    }

    /// Subscribes `observers`, each receiving every event. One observer (the usual binding) is
    /// subscribed as it is: the same events in the same order as through a forwarding
    /// closure, with one hop less per element.
    func subscribe<Observer: ObserverType>(forwardingTo observers: [Observer]) -> Disposable
    where Observer.Element == Element {
        if observers.count == 1 {
            return subscribe(observers[0])
        }
        return subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends the sequence's elements, wrapped as optionals, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe(forwardingTo: observers)
    }

    /// Runs `onNext` for each element. An error is a programming error: it stops a debug build
    /// with a message starting `Binding error:`.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(
            onNext: onNext,
            onError: { error in rxFatalErrorInDebug("Binding error: \(error)") })
    }

    /// Runs `onNext` with `object` (held weakly) for each element; see ``bind(onNext:)``.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        bind { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        }
    }

    /// Passes the sequence to `binder` and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }
}
