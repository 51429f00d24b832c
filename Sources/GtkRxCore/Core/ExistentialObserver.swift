/// An observer that forwards every event to `any ObserverType<Element>`: what lets a sink that
/// derives from ``Sink`` (or from a sink built on it, such as ``EventDeliverySink``) be generic
/// over element types only, and so be specialized, as ``SpecializableSink`` is.
struct ExistentialObserver<Element>: ObserverType {
    let base: any ObserverType<Element>

    init(_ base: any ObserverType<Element>) {
        self.base = base
    }

    @inline(__always)
    func on(_ event: Event<Element>) {
        base.on(event)
    }
}
