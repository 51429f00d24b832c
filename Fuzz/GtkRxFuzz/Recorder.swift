import GtkRxCore
import Synchronization

/// The chain's final observer: records every event it receives, and whether two calls ever
/// overlapped (observers must never be called concurrently).
final class Recorder: ObserverType, Sendable {
    private let events = Guarded<[RecordedEvent]>([])
    private let inCall = Atomic(false)
    private let overlapped = Atomic(false)

    /// Records `event`.
    func on(_ event: Event<Int>) {
        if inCall.exchange(true, ordering: .acquiring) {
            overlapped.store(true, ordering: .relaxed)
        }
        events.withLock { $0.append(RecordedEvent(event)) }
        inCall.store(false, ordering: .releasing)
    }

    /// Everything received so far, in order.
    var recorded: [RecordedEvent] { events.withLock { $0 } }

    /// Whether a call began while another was still running.
    var sawOverlappingCalls: Bool { overlapped.load(ordering: .relaxed) }
}
