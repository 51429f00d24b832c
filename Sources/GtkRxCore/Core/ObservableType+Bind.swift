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
        subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends the sequence's elements, wrapped as optionals, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
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
