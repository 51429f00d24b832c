import GtkRx

/// Watches the objects a round of ``leakCycle(rounds:_:file:line:)`` makes, through GLib weak
/// references: a ``FinalizationProbe`` for each (which holds no reference to its object).
@MainActor
public final class LeakWatch {
    /// A probe for each object watched, in the order they were watched.
    public private(set) var probes: [FinalizationProbe] = []

    /// A watch of no object yet.
    public init() {}

    /// Watches `object`, and returns it, so that a round can watch what it makes as it makes
    /// it: `let window = watch(Window())`.
    public func callAsFunction<T: Object>(_ object: T) -> T {
        probes.append(FinalizationProbe(object))
        return object
    }
}
