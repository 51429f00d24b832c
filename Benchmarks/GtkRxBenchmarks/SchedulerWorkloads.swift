import CGtk
import Foundation
import GtkRx
import MallocCounter

/// `MainScheduler` against raw GLib.
///
/// - **Posting from a background thread:** a background thread posts closures to
///   `MainScheduler.instance` while the main thread iterates the default `GMainContext`, until
///   all of them have run; against one `g_idle_add_full` per closure, posted the same way. Both
///   cost nanoseconds per closure, from starting the posting thread to the last closure run.
/// - **The main-thread fast path:** a `Binder<Double>` (`progressBar.rx.fraction`) fed values on
///   the main thread, which applies each at once, against setting `ProgressBar.fraction`
///   directly; and the allocations per value of that path.
@MainActor
enum SchedulerWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let closures = configuration.size(1_000_000, quick: 1_000)
        let values = configuration.size(1_000_000, quick: 1_000)
        // Large enough, even in a quick run, that one stray allocation (another thread's)
        // stays under the 0.001 per value bound.
        let allocationValues = configuration.size(1_000_000, quick: 10_000)

        let mainScheduler = Workload(
            name: "MainScheduler.instance, posted from a background thread", unit: "ns/closure"
        ) { try postingToMainScheduler(closures) }
        let idle = Workload(
            name: "g_idle_add_full per closure, from a background thread", unit: "ns/closure"
        ) { try postingIdleSources(closures) }
        let binder = Workload(
            name: "Binder<Double> -> ProgressBar.fraction, main thread", unit: "ns/value"
        ) { try feedingBinder(values) }
        let direct = Workload(
            name: "ProgressBar.fraction set directly, main thread", unit: "ns/value"
        ) { try settingDirectly(values) }
        let binderOverhead = Workload(
            name: "Binder<Double> -> a Swift property (the Binder alone), main thread",
            unit: "ns/value"
        ) { try feedingBinderIntoSlot(values * 10) }
        let binderAllocations = Workload(
            name: "allocations: Binder main-thread path", unit: "allocations/event"
        ) { try binderAllocationsPerValue(allocationValues) }
        let workloads = [
            binderOverhead,
            Workload(
                name: "allocations: Binder -> ProgressBar.fraction (with GTK's setter)",
                unit: "allocations/event"
            ) { try progressBarBinderAllocationsPerValue(allocationValues) },
            Workload(
                name: "allocations: ProgressBar.fraction setter alone (GTK)",
                unit: "allocations/call"
            ) { try progressBarSetterAllocationsPerValue(allocationValues) },
        ]

        let comparisons = [
            Comparison(
                name: "MainScheduler vs g_idle_add_full, 1 closure from a background thread",
                measured: mainScheduler, baseline: idle, target: .atMost(0.2)),
            Comparison(
                name: "Binder vs direct setter, ProgressBar.fraction on the main thread",
                measured: binder, baseline: direct, target: .atMost(1.5)),
            Comparison(
                name: "allocations: Binder main-thread path", measured: binderAllocations,
                baseline: nil, target: .atMost(0.001)),
        ]
        return (workloads, comparisons)
    }

    // MARK: - Posting from a background thread

    /// How many posted closures have run.
    enum Posted {
        // nonisolated(unsafe): only read and written on the main thread, by the closures the
        // GLib loop runs there and by the loop waiting for them, so never concurrently.
        nonisolated(unsafe) static var ran = 0
    }

    /// Starts a thread that runs `post` for `0..<count`, then iterates the default main context
    /// on this (the main) thread until `count` posted closures have run. Returns nanoseconds
    /// per closure.
    ///
    /// The posted closures count themselves in ``Posted/ran`` and capture nothing, so that
    /// posting one costs what the mechanism costs, not a reference count shared by both
    /// threads.
    static func runPosted(_ count: Int, post: @escaping @Sendable (Int) -> Void) throws -> Double {
        Posted.ran = 0
        let time = nanoseconds {
            let poster = Thread {
                for index in 0..<count {
                    post(index)
                }
            }
            poster.start()
            while Posted.ran < count {
                g_main_context_iteration(nil, 1)
            }
        }
        try check(Posted.ran == count, "\(Posted.ran) closures ran, \(count) were posted")
        return time / Double(count)
    }

    /// `count` closures scheduled on `MainScheduler.instance` from a background thread.
    static func postingToMainScheduler(_ count: Int) throws -> Double {
        try runPosted(count) { _ in
            _ = MainScheduler.instance.schedule(()) { _ in
                Posted.ran += 1
                return Disposables.create()
            }
        }
    }

    /// A closure handed to GLib as an idle source's data; the destroy notify releases it.
    final class IdleClosure: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    /// `count` closures posted from a background thread, each with its own `g_idle_add_full`
    /// (at `G_PRIORITY_DEFAULT_IDLE`, as `g_idle_add`): the callback runs the closure and
    /// removes the source; the destroy notify releases the closure's box.
    static func postingIdleSources(_ count: Int) throws -> Double {
        try runPosted(count) { _ in
            let box = Unmanaged.passRetained(IdleClosure { Posted.ran += 1 }).toOpaque()
            g_idle_add_full(
                G_PRIORITY_DEFAULT_IDLE,
                { data in
                    Unmanaged<IdleClosure>.fromOpaque(data!).takeUnretainedValue().run()
                    return 0  // G_SOURCE_REMOVE
                },
                box,
                { data in Unmanaged<IdleClosure>.fromOpaque(data!).release() })
        }
    }

    // MARK: - The main-thread fast path

    /// The `index`th value fed to the progress bar: it changes at every step, and stays in
    /// 0...1 so that GTK does not clamp it.
    @inline(__always)
    static func fraction(_ index: Int) -> Double {
        Double(index % 1_000) / 1_000
    }

    /// How often (in values) a feeding loop reads the bar back to check the value reached it.
    static let checkEvery = 4_096

    /// Feeds `count` values to a `ProgressBar`'s `rx.fraction` binder on the main thread;
    /// checks every ``checkEvery``th value and the last reached the bar at once. Returns
    /// nanoseconds per value.
    static func feedingBinder(_ count: Int) throws -> Double {
        let bar = ProgressBar()
        let binder = bar.rx.fraction
        var mismatches = 0
        let time = nanoseconds {
            for index in 0..<count {
                binder.on(.next(fraction(index)))
                if index % checkEvery == 0 && bar.fraction != fraction(index) {
                    mismatches += 1
                }
            }
        }
        try check(
            mismatches == 0 && bar.fraction == fraction(count - 1),
            "Binder: \(mismatches) values missing, final fraction \(bar.fraction)")
        return time / Double(count)
    }

    /// Sets `ProgressBar.fraction` directly `count` times, with the same values and checks as
    /// ``feedingBinder(_:)``. Returns nanoseconds per value.
    static func settingDirectly(_ count: Int) throws -> Double {
        let bar = ProgressBar()
        var mismatches = 0
        let time = nanoseconds {
            for index in 0..<count {
                bar.fraction = fraction(index)
                if index % checkEvery == 0 && bar.fraction != fraction(index) {
                    mismatches += 1
                }
            }
        }
        try check(
            mismatches == 0 && bar.fraction == fraction(count - 1),
            "direct: \(mismatches) values missing, final fraction \(bar.fraction)")
        return time / Double(count)
    }

    /// Feeds `count` values on the main thread into a `Binder<Double>` whose binding writes a
    /// ``Slot``: what the binder itself costs per value, without a widget's setter. Returns
    /// nanoseconds per value.
    static func feedingBinderIntoSlot(_ count: Int) throws -> Double {
        let slot = Slot()
        let binder = Binder<Double>(slot) { slot, value in slot.value = value }
        let time = nanoseconds {
            for index in 0..<count {
                binder.on(.next(fraction(index)))
            }
        }
        try check(slot.value == fraction(count - 1), "Binder: final value \(slot.value)")
        return time / Double(count)
    }

    /// A plain Swift target for a binder: what the binding writes, with no widget behind it.
    final class Slot {
        var value = 0.0
    }

    /// Counts the C allocator calls per call of `body` (given `0..<count`), after a warm-up of
    /// 1,000 calls.
    static func allocationsPerCall(_ count: Int, _ body: (Int) -> Void) -> Double {
        for index in 0..<1_000 {
            body(index)
        }
        let start = malloc_counter_allocations()
        for index in 0..<count {
            body(index)
        }
        return Double(malloc_counter_allocations() - start) / Double(count)
    }

    /// The allocations per value of the binder's main-thread path alone: a `Binder<Double>`
    /// into a ``Slot``, fed on the main thread.
    static func binderAllocationsPerValue(_ count: Int) throws -> Double {
        let slot = Slot()
        let binder = Binder<Double>(slot) { slot, value in slot.value = value }
        let allocations = allocationsPerCall(count) { binder.on(.next(fraction($0))) }
        try check(slot.value == fraction(count - 1), "Binder: final value \(slot.value)")
        return allocations
    }

    /// The allocations per value of ``feedingBinder(_:)``'s path: the binder and GTK's setter.
    static func progressBarBinderAllocationsPerValue(_ count: Int) throws -> Double {
        let bar = ProgressBar()
        let binder = bar.rx.fraction
        let allocations = allocationsPerCall(count) { binder.on(.next(fraction($0))) }
        try check(bar.fraction == fraction(count - 1), "Binder: final fraction \(bar.fraction)")
        return allocations
    }

    /// The allocations per call of GTK's own `ProgressBar.fraction` setter.
    static func progressBarSetterAllocationsPerValue(_ count: Int) throws -> Double {
        let bar = ProgressBar()
        let allocations = allocationsPerCall(count) { bar.fraction = fraction($0) }
        try check(bar.fraction == fraction(count - 1), "direct: final fraction \(bar.fraction)")
        return allocations
    }
}
