extension PrimitiveSequence {
    /// Subscribes `handler` to the sequence's outcome, which it receives once.
    func subscribeOutcome(_ handler: @escaping (PrimitiveOutcome<Element>) -> Void) -> Disposable {
        source.subscribe(OutcomeObserver(handler))
    }

    /// Subscribes `handler` to the sequence's outcome, and runs `onDisposed` once: after
    /// `handler` has handled the outcome, or when the subscription is disposed first.
    func subscribeOutcome(
        onDisposed: (() -> Void)?, _ handler: @escaping (PrimitiveOutcome<Element>) -> Void
    ) -> Disposable {
        guard let onDisposed else {
            return subscribeOutcome(handler)
        }
        let disposed = Disposables.create(with: onDisposed)
        let subscription = subscribeOutcome { outcome in
            handler(outcome)
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }
}
