import GtkRxCore

#if canImport(Glibc)
    import Glibc
#endif

/// The subjects of one case, and the order in which they accepted their events.
///
/// Each subject is sent one event at a time (the observer contract), under a lock held around
/// its `on` and the recording. Normally that lock is one for all subjects, so the admitted order
/// is the order in which the events really went in, across subjects too, and the model replays
/// it. In an overlapping case each subject has a lock of its own, so that two subjects are sent
/// events at the same time: only each subject's own order is known.
final class Admission: Sendable {
    private let subjects: [PublishSubject<Int>]
    private let overlapping: Bool
    /// One lock, and the events admitted under it.
    private final class Log: Sendable {
        let items = Guarded<[FeedItem]>([])
    }

    private let log = Log()
    private let logs: [Log]

    /// Admission into `subjects`, with nothing admitted yet.
    init(_ subjects: [PublishSubject<Int>], overlapping: Bool) {
        self.subjects = subjects
        self.overlapping = overlapping
        logs = subjects.map { _ in Log() }
    }

    /// Sends `item`'s event into its subject and records it.
    func admit(_ item: FeedItem) {
        if item.yieldsFirst {
            sched_yield()
        }
        let log = overlapping ? logs[item.source] : log
        log.items.withLock { items in
            subjects[item.source].on(item.event.event)
            items.append(item)
        }
    }

    /// The events admitted, in order; `nil` in an overlapping case.
    var admitted: [FeedItem]? { overlapping ? nil : log.items.withLock { $0 } }

    /// The events each subject admitted, in its order.
    var admittedPerSource: [[FeedItem]] {
        if overlapping {
            return logs.map { log in log.items.withLock { $0 } }
        }
        let admitted = log.items.withLock { $0 }
        return subjects.indices.map { source in admitted.filter { $0.source == source } }
    }
}

/// Records the events the stage emits, from a `do` between the stage and the operators.
final class StageTap: Sendable {
    private let events = Guarded<[RecordedEvent]>([])

    /// Records `event`.
    func record(_ event: RecordedEvent) {
        events.withLock { $0.append(event) }
    }

    /// What was recorded, in order.
    var recorded: [RecordedEvent] { events.withLock { $0 } }
}

/// What happened in one case, with everything needed to understand and rerun it.
struct CaseReport: CustomStringConvertible {
    /// The case.
    let fuzzCase: FuzzCase
    /// The order in which the subjects accepted the events; `nil` in an overlapping case.
    let admitted: [FeedItem]?
    /// The order in which each subject accepted its events.
    let admittedPerSource: [[FeedItem]]
    /// What the stage emitted, as recorded between it and the operators.
    let stageOutput: [RecordedEvent]
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
        func list<Item: CustomStringConvertible>(_ items: [Item]) -> String {
            items.map(\.description).joined(separator: " ")
        }
        let inputs = fuzzCase.inputs.enumerated().map { source, events in
            "    \(FuzzCase.sourceName(source)): \(list(events))"
        }
        let threads = fuzzCase.threadPlans.enumerated().map { index, plan in
            "    thread \(index): \(list(plan))"
        }
        let admission =
            admitted.map { ["  admitted: \(list($0))"] }
            ?? ["  admitted (overlapping: per source, order across sources unknown):"]
            + admittedPerSource.map { "    \(list($0))" }
        return
            ([
                "\(passed ? "passed" : "FAILED") case \(fuzzCase.index) (seed \(fuzzCase.seed))",
                "  rerun:    GtkRxFuzz --seed \(fuzzCase.seed) --case \(fuzzCase.index)",
                "  chain:    \(fuzzCase.chainDescription)",
                "  problems: \(passed ? "none" : problems.joined(separator: "; "))",
                "  inputs (per source, as generated; E = error code, | = completed):",
            ] + inputs + ["  feeding threads:"] + threads + admission + [
                "  stage:    \(list(stageOutput))",
                "  expected: \(list(expected))",
                "  actual:   \(list(actual))",
            ]).joined(separator: "\n")
    }
}

/// Runs cases: builds the chain with GtkRx, subscribes a ``Recorder``, feeds the events from
/// the case's threads, disposes, and compares with the ``ReferenceModel``.
///
/// A `do` between the stage and the operators records what the stage emits. Normally the model
/// computes that from the admitted order, and then the operators' output from it. In an
/// overlapping case, the admitted order across subjects is unknown: the stage's recorded
/// output must be one the stage could emit (checked for `merge` and `amb`; for the other stages only
/// through the properties below), and the operators' output is computed from it.
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
        let (admission, stageOutput, actual, overlapped) = feed(fuzzCase)
        let admitted = admission.admitted
        let admittedPerSource = admission.admittedPerSource
        var problems: [String] = []
        let expected: [RecordedEvent]
        if let admitted {
            let expectedStage = ReferenceModel.stageOutput(of: fuzzCase.stage, admitted: admitted)
            // The stage's output ends early when an operator after it stops and disposes it.
            if !expectedStage.starts(with: stageOutput) {
                problems.append(
                    "the stage emitted \(stageOutput.map(\.description).joined(separator: " "))"
                        + ", not a prefix of the model's"
                        + " \(expectedStage.map(\.description).joined(separator: " "))")
            }
            expected = ReferenceModel.chainOutput(
                of: fuzzCase.operators, stageOutput: expectedStage)
        } else {
            if fuzzCase.stage == .merge,
                !ReferenceModel.isPossibleMergeOutput(stageOutput, perSource: admittedPerSource)
            {
                problems.append("merge emitted what no interleaving of its sources gives")
            }
            if fuzzCase.stage == .amb,
                !ReferenceModel.isPossibleAmbOutput(stageOutput, perSource: admittedPerSource)
            {
                problems.append("amb emitted what neither source alone gives")
            }
            expected = ReferenceModel.chainOutput(
                of: fuzzCase.operators, stageOutput: stageOutput)
        }
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
            fuzzCase: fuzzCase, admitted: admitted, admittedPerSource: admittedPerSource,
            stageOutput: stageOutput, expected: expected, actual: actual, problems: problems)
    }

    /// Subscribes to the case's chain, feeds it, disposes it; returns the admission, what the
    /// stage emitted, what the observer received, and whether its calls overlapped.
    private func feed(_ fuzzCase: FuzzCase)
        -> (
            admission: Admission, stageOutput: [RecordedEvent], actual: [RecordedEvent],
            overlapped: Bool
        )
    {
        let subjects = (0..<fuzzCase.stage.sourceCount).map { _ in PublishSubject<Int>() }
        let tap = StageTap()
        let stage = fuzzCase.stage.build(subjects).do(
            onNext: { tap.record(.next($0)) },
            onError: { tap.record(.error(RecordedEvent.errorCode(of: $0))) },
            onCompleted: { tap.record(.completed) })
        let chain = fuzzCase.operators.reduce(stage) { chain, operation in
            operation.apply(to: chain)
        }
        let recorder = Recorder()
        let subscription = chain.subscribe(recorder)
        let admission = Admission(subjects, overlapping: fuzzCase.overlapping)
        pool.run(
            fuzzCase.threadPlans.map { plan in
                { @Sendable in
                    for item in plan {
                        admission.admit(item)
                    }
                }
            })
        subscription.dispose()
        return (admission, tap.recorded, recorder.recorded, recorder.sawOverlappingCalls)
    }
}
