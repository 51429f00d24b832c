import TestHelpers

/// One producer's value: which producer sent it, and its place in that producer's order.
struct Stamp: Sendable {
    var producer: Int
    var sequence: Int
}

/// What Binder closures applied, recorded from whatever thread they run on.
final class BindingTally: Sendable {
    struct Snapshot {
        var total = 0
        var offMainThread = 0
        var outOfOrder = 0
        var misrouted = 0
        var lastSequence: [Int]
        var perProducer: [Int]
    }

    // Locked although the bindings should all run on the main thread: when that property is
    // broken, the tally must still count correctly (and not race) to show it.
    private let state: Locked<Snapshot>

    init(producers: Int) {
        state = Locked(
            Snapshot(
                lastSequence: Array(repeating: -1, count: producers),
                perProducer: Array(repeating: 0, count: producers)))
    }

    func record(_ stamp: Stamp, boundTo producer: Int, onMainThread: Bool) {
        state.withLock { state in
            state.total += 1
            if !onMainThread { state.offMainThread += 1 }
            guard stamp.producer == producer else {
                state.misrouted += 1
                return
            }
            if stamp.sequence <= state.lastSequence[producer] { state.outOfOrder += 1 }
            state.lastSequence[producer] = stamp.sequence
            state.perProducer[producer] += 1
        }
    }

    var total: Int { state.withLock { $0.total } }

    var snapshot: Snapshot { state.withLock { $0 } }
}
