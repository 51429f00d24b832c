import GtkRx
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The subjects of one case, and the order in which they accepted their events.
///
/// One lock is held around each `on` and its recording: a subject is never sent two events at
/// once (the observer contract), and the admitted order the model replays is the order in which
/// the events really went in, across subjects too.
final class Admission: Sendable {
    private let subjects: [PublishSubject<Int>]
    private let log = Mutex<[FeedItem]>([])

    /// Admission into `subjects`, with nothing admitted yet.
    init(_ subjects: [PublishSubject<Int>]) {
        self.subjects = subjects
    }

    /// Sends `item`'s event into its subject and records it.
    func admit(_ item: FeedItem) {
        if item.yieldsFirst {
            sched_yield()
        }
        log.withLock { log in
            subjects[item.source].on(item.event.event)
            log.append(item)
        }
    }

    /// The events admitted so far, in order.
    var admitted: [FeedItem] { log.withLock { $0 } }
}

/// What happened in one case, with everything needed to understand and rerun it.
struct CaseReport: CustomStringConvertible {
    /// The case.
    let fuzzCase: FuzzCase
    /// The order in which the subjects accepted the events.
    let admitted: [FeedItem]
    /// What the reference model says the observer must receive.
    let expected: [RecordedEvent]
    /// What it received.
    let actual: [RecordedEvent]
    /// What went wrong, one sentence per problem; none when the case passed.
    let problems: [String]

    /// Whether the case passed.
    var passed: Bool { problems.isEmpty }

    /// A multi-line report.
    var description: String {
        let fuzzCase = fuzzCase
        let threads = fuzzCase.threadPlans.enumerated().map { index, plan in
            "    thread \(index): \(plan.map(\.description).joined(separator: " "))"
        }
        let inputs = fuzzCase.inputs.enumerated().map { source, events in
            "    \(FuzzCase.sourceName(source)): \(events.map(\.description).joined(separator: " "))"
        }
        return
            ([
                "\(passed ? "passed" : "FAILED") case \(fuzzCase.index) (seed \(fuzzCase.seed))",
                "  rerun:    GtkRxFuzz --seed \(fuzzCase.seed) --case \(fuzzCase.index)",
                "  chain:    \(fuzzCase.chainDescription)",
                "  problems: \(passed ? "none" : problems.joined(separator: "; "))",
                "  inputs (per source, as generated; E = error code, | = completed):",
            ] + inputs + ["  feeding threads:"] + threads + [
                "  admitted: \(admitted.map(\.description).joined(separator: " "))",
                "  expected: \(expected.map(\.description).joined(separator: " "))",
                "  actual:   \(actual.map(\.description).joined(separator: " "))",
            ]).joined(separator: "\n")
    }
}

/// Runs cases: builds the chain with GtkRx, subscribes a ``Recorder``, feeds the events from
/// the case's threads, disposes, and compares with the ``ReferenceModel``.
struct Runner {
    private let pool: WorkerPool

    /// A runner for cases fed by up to `maxThreads` threads.
    init(maxThreads: Int) {
        pool = WorkerPool(count: maxThreads)
    }

    /// Runs `fuzzCase`; the report lists problems if what arrived is not what should have, if
    /// the observer was called concurrently, or if subscriptions outlive the case.
    func run(_ fuzzCase: FuzzCase) -> CaseReport {
        let baseline = Resources.total
        let (admitted, actual, overlapped) = feed(fuzzCase)
        let expected = ReferenceModel.expectedOutput(of: fuzzCase, admitted: admitted)
        var problems: [String] = []
        if actual != expected {
            problems.append("the observer received other events than the model")
        }
        if overlapped {
            problems.append("the observer was called concurrently")
        }
        // Everything the case created is released by now; in release builds `Resources`
        // counts nothing and this check passes trivially.
        let leaked = Resources.total - baseline
        if leaked != 0 {
            problems.append("\(leaked) subscription(s) still alive after disposal")
        }
        return CaseReport(
            fuzzCase: fuzzCase, admitted: admitted, expected: expected, actual: actual,
            problems: problems)
    }

    /// Subscribes to the case's chain, feeds it, disposes it; returns the admitted order, what
    /// the observer received, and whether its calls overlapped.
    private func feed(_ fuzzCase: FuzzCase)
        -> (admitted: [FeedItem], actual: [RecordedEvent], overlapped: Bool)
    {
        let subjects = (0..<fuzzCase.stage.sourceCount).map { _ in PublishSubject<Int>() }
        let chain = fuzzCase.operators.reduce(fuzzCase.stage.build(subjects)) { chain, operation in
            operation.apply(to: chain)
        }
        let recorder = Recorder()
        let subscription = chain.subscribe(recorder)
        let admission = Admission(subjects)
        pool.run(
            fuzzCase.threadPlans.map { plan in
                { @Sendable in
                    for item in plan {
                        admission.admit(item)
                    }
                }
            })
        subscription.dispose()
        return (admission.admitted, recorder.recorded, recorder.sawOverlappingCalls)
    }
}
