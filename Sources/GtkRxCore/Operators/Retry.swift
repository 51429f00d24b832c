extension ObservableType {
    /// Sends this sequence's events, subscribing to it again each time it fails, for as long as
    /// it takes: the result fails never, and completes when a subscription completes.
    ///
    /// A sequence that fails as soon as it is subscribed to makes this loop forever.
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return SequenceProducer(AnySequence { AnyIterator { source } }, advancingOn: .error)
    }

    /// Sends this sequence's events, subscribing to it again when it fails, up to
    /// `maxAttemptCount` subscriptions in all (the first included): then it fails with the last
    /// error. It completes when a subscription completes, and at once when `maxAttemptCount`
    /// is 0.
    ///
    /// A negative `maxAttemptCount` is a programming error: the sequence fails with
    /// ``RxError/argumentOutOfRange`` when subscribed to, without subscribing to this one.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        guard maxAttemptCount >= 0 else {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return SequenceProducer(
            Swift.repeatElement(asObservable(), count: maxAttemptCount), advancingOn: .error)
    }
}
