import GtkRxCore

extension SharedSequenceConvertibleType where Element: Sendable {
    /// The elements as an `AsyncStream` (a shared sequence cannot fail): `for await` receives
    /// each element until the sequence completes. Ending the loop, or cancelling the iterating
    /// task, disposes the subscription.
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: asObservable())
    }
}
