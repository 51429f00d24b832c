extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnonymousObserver(on))
    }

    /// Subscribes closures for elements, the error, completion and disposal. Each is optional.
    ///
    /// `onDisposed` runs exactly once: after the sequence completes or fails, or when the
    /// subscription is disposed, whichever comes first. An error without `onError` goes to
    /// ``Hooks/defaultErrorHandler``, which by default prints it on standard error in debug
    /// builds (with where the subscription was made, if ``Hooks/recordCallStackOnError``).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable =
            if let onDisposed {
                Disposables.create(with: onDisposed)
            } else {
                Disposables.create()
            }
        let observer = CallbackObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposed: disposed,
            subscriptionCallStack: onError == nil ? Hooks.subscriptionCallStack() : [])
        return Disposables.create(asObservable().subscribe(observer), disposed)
    }

    /// Subscribes closures that receive `object` with each event, holding `object` weakly:
    /// events after it is released are not delivered to the closures.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}
