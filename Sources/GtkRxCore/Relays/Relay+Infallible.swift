// A relay never fails, so each presents itself as an ``Infallible`` as it is.

extension BehaviorRelay {
    /// The relay as an ``Infallible``: the current value on subscription, then every later one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// The relay as an ``Infallible``: the elements accepted after subscription.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an ``Infallible``: the replayed elements on subscription, then every later
    /// one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
