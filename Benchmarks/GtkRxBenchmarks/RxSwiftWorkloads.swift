import GtkRx
import MallocCounter

/// RxSwift's published benchmark workloads (those of its `Benchmarks` target), with the same
/// shapes and sizes, run on GtkRx's reactive core; and checks that the core's hot paths
/// allocate nothing per event.
///
/// Each workload comes in two forms, as in RxSwift:
///
/// - **pumping**: one chain is built and subscribed, then many events go through it; the cost
///   is in nanoseconds per event.
/// - **creating**: many chains are each built, subscribed, sent one event and disposed; the
///   cost is in nanoseconds per chain.
///
/// The workloads and their full sizes:
///
/// | workload | pumping | creating |
/// |---|---|---|
/// | `PublishSubject`, one subscriber | 1,000,000 events | 100,000 subjects |
/// | `PublishSubject`, two subscribers | 1,000,000 events | |
/// | 6 × (`map` + `filter`) | 100,000 events | 10,000 chains |
/// | 5 × `flatMap { just }` | 100,000 events | 10,000 chains |
/// | 5 × `flatMapLatest { just }` | 100,000 events | 10,000 chains |
/// | `combineLatest` of 4, 7 deep (see ``combineLatestTree(_:)``) | 100,000 events | 10,000 chains |
///
/// Every workload sums or counts what reaches its subscriber and throws a ``WorkloadFailure``
/// when that differs from what it sent, so a broken chain cannot look fast.
@MainActor
enum RxSwiftWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let subjectEvents = configuration.size(1_000_000, quick: 1_000)
        let subjects = configuration.size(100_000, quick: 100)
        let events = configuration.size(100_000, quick: 1_000)
        let chains = configuration.size(10_000, quick: 100)
        // Large enough, even in a quick run, that one stray allocation (another thread's)
        // stays under the 0.001 per event bound.
        let allocationEvents = configuration.size(1_000_000, quick: 10_000)

        let workloads = [
            Workload(name: "RxSwift: PublishSubject pumping, 1 subscriber", unit: "ns/event") {
                try publishSubjectPumping(subscribers: 1, events: subjectEvents, metric: .time)
            },
            Workload(name: "RxSwift: PublishSubject pumping, 2 subscribers", unit: "ns/event") {
                try publishSubjectPumping(subscribers: 2, events: subjectEvents, metric: .time)
            },
            Workload(name: "RxSwift: PublishSubject creating", unit: "ns/chain") {
                try creating(subjects) { $0 }
            },
            Workload(name: "RxSwift: 6 x (map + filter) pumping", unit: "ns/event") {
                try pumping(events, metric: .time, offset: 6, chain: mapFilterChain)
            },
            Workload(name: "RxSwift: 6 x (map + filter) creating", unit: "ns/chain") {
                try creating(chains, offset: 6, chain: mapFilterChain)
            },
            Workload(name: "RxSwift: 5 x flatMap { just } pumping", unit: "ns/event") {
                try pumping(events, metric: .time, chain: flatMapChain)
            },
            Workload(name: "RxSwift: 5 x flatMap { just } creating", unit: "ns/chain") {
                try creating(chains, chain: flatMapChain)
            },
            Workload(name: "RxSwift: 5 x flatMapLatest { just } pumping", unit: "ns/event") {
                try pumping(events, metric: .time, chain: flatMapLatestChain)
            },
            Workload(name: "RxSwift: 5 x flatMapLatest { just } creating", unit: "ns/chain") {
                try creating(chains, chain: flatMapLatestChain)
            },
            Workload(name: "RxSwift: combineLatest 4-ary x 7 deep pumping", unit: "ns/event") {
                try pumping(events, metric: .time, offset: 21, chain: combineLatestTree)
            },
            Workload(name: "RxSwift: combineLatest 4-ary x 7 deep creating", unit: "ns/chain") {
                try creating(chains, offset: 21, chain: combineLatestTree)
            },
        ]

        let comparisons = [
            Comparison(
                name: "allocations: PublishSubject pumping, 1 subscriber",
                measured: Workload(
                    name: "allocations: PublishSubject pumping, 1 subscriber",
                    unit: "allocations/event"
                ) {
                    try publishSubjectPumping(
                        subscribers: 1, events: allocationEvents, metric: .allocations)
                },
                baseline: nil, target: .atMost(0.001)),
            Comparison(
                name: "allocations: 6 x (map + filter) pumping",
                measured: Workload(
                    name: "allocations: 6 x (map + filter) pumping", unit: "allocations/event"
                ) {
                    try pumping(
                        allocationEvents, metric: .allocations, offset: 6, chain: mapFilterChain)
                },
                baseline: nil, target: .atMost(0.001)),
            allocationComparison(
                "combineLatest 4-ary x 7 deep pumping", events: allocationEvents, offset: 21,
                chain: combineLatestTree),
            allocationComparison(
                "withLatestFrom pumping", events: allocationEvents, offset: 1,
                chain: withLatestFromChain),
            allocationComparison(
                "share(replay: 1) pumping", events: allocationEvents, chain: { $0.share(replay: 1) }
            ),
            // Each level's selector makes a `just` per element (5 per event, the user's); the
            // switch itself (its observer of the inner sequence, the inner subscription)
            // allocates nothing more.
            allocationComparison(
                "5 x flatMapLatest { just } pumping (the 5 are the selectors' just)",
                events: allocationEvents, chain: flatMapLatestChain, target: 5.001),
        ]
        return (workloads, comparisons)
    }

    // MARK: - The chains

    /// `source` through six `map` + `filter` pairs: each `map` adds 1 and each `filter` keeps
    /// what is not negative (all of it, for the non-negative values sent), so `x` comes out as
    /// `x + 6`.
    static func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
        var chain = source
        for _ in 0..<6 {
            chain = chain.map { $0 + 1 }.filter { $0 >= 0 }
        }
        return chain
    }

    /// `source` through five `flatMap { Observable.just($0) }`: `x` comes out as `x`.
    static func flatMapChain(_ source: Observable<Int>) -> Observable<Int> {
        var chain = source
        for _ in 0..<5 {
            chain = chain.flatMap { Observable.just($0) }
        }
        return chain
    }

    /// `source` through five `flatMapLatest { Observable.just($0) }`: `x` comes out as `x`.
    static func flatMapLatestChain(_ source: Observable<Int>) -> Observable<Int> {
        var chain = source
        for _ in 0..<5 {
            chain = chain.flatMapLatest { Observable.just($0) }
        }
        return chain
    }

    /// `source` combined with the latest of `Observable.just(1)`: `x` comes out as `x + 1`.
    static func withLatestFromChain(_ source: Observable<Int>) -> Observable<Int> {
        source.withLatestFrom(Observable.just(1)) { $0 + $1 }
    }

    /// A comparison of allocations per event pumped through `chain` (which turns `x` into
    /// `x + offset`) against `target`: none, unless told.
    static func allocationComparison(
        _ name: String, events: Int, offset: Int = 0,
        chain: @escaping (Observable<Int>) -> Observable<Int>, target: Double = 0.001
    ) -> Comparison {
        Comparison(
            name: "allocations: \(name)",
            measured: Workload(name: "allocations: \(name)", unit: "allocations/event") {
                try pumping(events, metric: .allocations, offset: offset, chain: chain)
            },
            baseline: nil, target: .atMost(target))
    }

    /// A tree of `combineLatest` of 4 sources, 7 levels deep.
    ///
    /// Level 0 is `source`. Level *k* (1 to 7) is `Observable.combineLatest(level k − 1, a, b,
    /// c) { $0 + $1 + $2 + $3 }`, where `a`, `b` and `c` are three fresh `Observable.just(1)`
    /// made for that level (21 of them in all). The `just` sources send their 1 and complete
    /// while the tree is subscribed; from then on each element `x` of `source` goes through all
    /// seven levels and comes out of level 7 as `x + 21`.
    static func combineLatestTree(_ source: Observable<Int>) -> Observable<Int> {
        var level = source
        for _ in 0..<7 {
            level = Observable.combineLatest(
                level, Observable.just(1), Observable.just(1), Observable.just(1)
            ) { $0 + $1 + $2 + $3 }
        }
        return level
    }

    // MARK: - Pumping and creating

    /// What a pumping workload reports per event.
    enum Metric {
        /// Nanoseconds.
        case time
        /// Calls to the C allocator, by any thread, after a warm-up.
        case allocations

        /// Unmeasured events sent first: with ``allocations``, enough for buffers and caches
        /// that grow on first use to have grown.
        func warmUp(_ events: Int) -> Int {
            self == .allocations ? min(events, 1_000) : 0
        }

        /// The current reading of what is measured.
        func reading() -> UInt64 {
            switch self {
            case .time: now()
            case .allocations: malloc_counter_allocations()
            }
        }
    }

    /// Sends `0, 1, 2, …` through `send`: first ``Metric/warmUp(_:)`` unmeasured values, then
    /// `events` measured ones. Returns the cost per measured event and how many values were
    /// sent in all.
    @inline(__always)
    static func pump(_ events: Int, metric: Metric, _ send: (Int) -> Void) -> (
        cost: Double, sent: Int
    ) {
        let warmUp = metric.warmUp(events)
        for value in 0..<warmUp {
            send(value)
        }
        let start = metric.reading()
        for value in warmUp..<(warmUp + events) {
            send(value)
        }
        let end = metric.reading()
        return (Double(end - start) / Double(events), warmUp + events)
    }

    /// The sum of `0..<count`, each plus `offset`.
    static func expectedSum(of count: Int, offset: Int) -> Int {
        count * (count - 1) / 2 + count * offset
    }

    /// A `PublishSubject` with `subscribers` subscribers, pumping `events` events.
    static func publishSubjectPumping(subscribers: Int, events: Int, metric: Metric) throws
        -> Double
    {
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscriptions = (0..<subscribers).map { _ in
            subject.subscribe(onNext: { sum &+= $0 })
        }
        defer {
            for subscription in subscriptions {
                subscription.dispose()
            }
        }
        let (cost, sent) = pump(events, metric: metric) { subject.on(.next($0)) }
        let expected = subscribers * expectedSum(of: sent, offset: 0)
        try check(sum == expected, "PublishSubject pumping: sum \(sum), expected \(expected)")
        return cost
    }

    /// `chain` over a `PublishSubject`, subscribed once, pumping `events` events; `chain`
    /// turns `x` into `x + offset`.
    static func pumping(
        _ events: Int, metric: Metric, offset: Int = 0,
        chain: (Observable<Int>) -> Observable<Int>
    ) throws -> Double {
        let subject = PublishSubject<Int>()
        var sum = 0
        var count = 0
        let subscription = chain(subject.asObservable()).subscribe(onNext: {
            sum &+= $0
            count += 1
        })
        defer { subscription.dispose() }
        let (cost, sent) = pump(events, metric: metric) { subject.on(.next($0)) }
        let expected = expectedSum(of: sent, offset: offset)
        try check(
            count == sent && sum == expected,
            "pumping: \(count) events summing to \(sum), expected \(sent) summing to \(expected)")
        return cost
    }

    /// `count` times: a new `PublishSubject` through `chain`, subscribed, sent one event (1),
    /// disposed. `chain` turns `x` into `x + offset`. Returns nanoseconds per chain.
    static func creating(
        _ count: Int, offset: Int = 0, chain: (Observable<Int>) -> Observable<Int>
    ) throws -> Double {
        var sum = 0
        var received = 0
        let time = nanoseconds {
            for _ in 0..<count {
                let subject = PublishSubject<Int>()
                let subscription = chain(subject.asObservable()).subscribe(onNext: {
                    sum &+= $0
                    received += 1
                })
                subject.on(.next(1))
                subscription.dispose()
            }
        }
        try check(
            received == count && sum == count * (1 + offset),
            "creating: \(received) events summing to \(sum), expected \(count) summing to "
                + "\(count * (1 + offset))")
        return time / Double(count)
    }
}
