import Synchronization

/// An observer that hands each event to a closure, and ignores everything after a stop event.
final class AnonymousObserver<Element>: ObserverType {
    private let eventHandler: (Event<Element>) -> Void
    private let stopped = Atomic(false)

    init(_ eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) {
                eventHandler(event)
            }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) {
                eventHandler(event)
            }
        }
    }
}
