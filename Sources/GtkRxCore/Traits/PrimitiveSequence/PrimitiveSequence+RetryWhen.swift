extension PrimitiveSequence {
    /// The same sequence, subscribed to again after it fails with an error of type `Failure`
    /// each time the notifier `notificationHandler` makes from those errors emits an element, as
    /// an observable's `retry(when:)` is (the notifier is made once per subscription, and only
    /// its elements while the sequence waits after an error count).
    ///
    /// The notifier ending ends the sequence: its error fails it, and its completion while the
    /// sequence waits completes a ``Maybe`` or a ``Completable``, and fails a ``Single`` with
    /// ``RxError/noElements`` (a single cannot complete without its element). An error of
    /// another type fails the sequence at once.
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retrying(source.retry(when: notificationHandler))
    }

    /// The same sequence, subscribed to again after it fails each time the notifier
    /// `notificationHandler` makes from its errors emits an element: the overload above for
    /// errors of any type, with the same contract.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retrying(source.retry(when: notificationHandler))
    }

    /// `retried` as this trait: for a ``Single``, a completion without the element (the
    /// notifier completed) is a failure.
    private func retrying(_ retried: Observable<Element>) -> PrimitiveSequence<Trait, Element> {
        if Trait.self == SingleTrait.self {
            return PrimitiveSequence(raw: retried.ifEmpty(switchTo: .error(RxError.noElements)))
        }
        return PrimitiveSequence(raw: retried)
    }
}
