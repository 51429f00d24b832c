import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension ControlEvent where Element: Sendable {
    /// The events as an `AsyncStream` (a control event cannot fail): `for await` receives each
    /// event until the widget is destroyed. Ending the loop, or cancelling the iterating task,
    /// disposes the subscription.
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: asObservable())
    }
}
