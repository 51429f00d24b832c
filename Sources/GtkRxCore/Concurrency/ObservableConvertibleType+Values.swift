extension ObservableConvertibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncThrowingStream`: `for try await` receives each
    /// element, and the loop ends when the sequence completes, or throws its error.
    ///
    /// The stream subscribes when it is created; ending the loop early, or cancelling the
    /// iterating task, disposes the subscription. Elements are buffered until read.
    ///
    /// Cancelling the iterating task before the sequence has stopped makes the loop throw
    /// `CancellationError` (after the elements already buffered), as in RxSwift; once the
    /// sequence has completed, cancelling changes nothing.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() })
            let disposable = SendableDisposable(disposable: subscription)
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    // The stream runs this before it ends the iteration itself: finishing
                    // with an error here is what the pending `next()` throws.
                    continuation.finish(throwing: CancellationError())
                }
                disposable.dispose()
            }
        }
    }
}

extension InfallibleType where Element: Sendable {
    /// The elements as an `AsyncStream` (the sequence cannot fail).
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: asObservable())
    }
}

/// The elements of `source`, which must not fail, as an `AsyncStream`.
package func nonThrowingValues<Element: Sendable>(of source: Observable<Element>) -> AsyncStream<
    Element
> {
    AsyncStream { continuation in
        let subscription = source.subscribe(
            onNext: { continuation.yield($0) },
            onError: { _ in continuation.finish() },
            onCompleted: { continuation.finish() })
        let disposable = SendableDisposable(disposable: subscription)
        continuation.onTermination = { _ in disposable.dispose() }
    }
}
