/// One subscription of an operator: receives the source's events, and forwards its own to the
/// downstream observer until disposed.
///
/// Subclasses implement `on(_:)` for the source's events and call ``forwardOn(_:)``; on a stop
/// event they forward it and then call ``SinkBase/dispose()``.
class Sink<Observer: ObserverType>: SinkBase {
    let observer: Observer

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        super.init(cancel: cancel)
    }

    /// Sends `event` downstream, unless the subscription is disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if isDisposedRelaxed { return }
        observer.on(event)
    }
}
