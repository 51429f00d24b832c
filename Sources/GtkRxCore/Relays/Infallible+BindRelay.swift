// Binding an Infallible into relays: it cannot fail, so nothing can stop the binding but its
// completion (which relays ignore) or disposal.

extension InfallibleType {
    /// Accepts the elements into each of `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the elements into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the elements into each of `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    private func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: accept)
    }
}
