extension ObservableType {
    /// Accepts the sequence's elements into each of `relays`. An error is a programming error:
    /// it stops a debug build with a message starting `Binding error`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the sequence's elements, as optionals, into each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the sequence's elements into each of `relays`. An error is a programming error:
    /// it stops a debug build with a message starting `Binding error`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the sequence's elements, as optionals, into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the sequence's elements into each of `relays`. An error is a programming error:
    /// it stops a debug build with a message starting `Binding error`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts the sequence's elements, as optionals, into each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    private func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                rxFatalErrorInDebug("Binding error to relay: \(error)")
            case .completed:
                break
            }
        }
    }
}
