/// A ``Sink`` that keeps its downstream observer as `any ObserverType<Element>`, so that an
/// operator's sink built on it is generic over element types only and can be specialized for
/// them (`@_specialize`).
///
/// A sink generic over its observer's type runs unspecialized code for every element: which
/// observer follows it varies with the chain, so no prespecialized copy can name it. That code
/// looks up the type metadata of `Event<Element>` at run time (a hash-table search of about 400
/// instructions) for each event it switches over or creates. A sink built on this class, with
/// copies specialized for the usual element types, does not. Calling the observer through the
/// existential costs one indirect call, as calling it through a generic parameter does.
///
/// The contract is ``Sink``'s: subclasses implement `on(_:)` for the source's events and call
/// ``forwardOn(_:)``; on a stop event they forward it and then call ``SinkBase/dispose()``.
class SpecializableSink<Element>: SinkBase {
    private let observer: any ObserverType<Element>

    init(observer: any ObserverType<Element>, cancel: Cancelable) {
        self.observer = observer
        super.init(cancel: cancel)
    }

    /// Sends `event` downstream, unless the subscription is disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Element>) {
        if isDisposedRelaxed { return }
        observer.on(event)
    }
}
