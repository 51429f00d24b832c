/// One event a feeding thread sends into one of the case's source subjects.
struct FeedItem: Sendable, CustomStringConvertible {
    /// The subject: 0 for `a`, 1 for `b`.
    let source: Int
    /// The event.
    let event: RecordedEvent
    /// Whether the thread yields the processor before sending it, to vary interleavings.
    let yieldsFirst: Bool

    /// `a:5`, `b:E110`.
    var description: String { "\(FuzzCase.sourceName(source)):\(event)" }
}

/// One generated case: a chain of operators over one or two subjects, the events each subject
/// is sent, and which thread sends which.
struct FuzzCase: Sendable {
    /// The run's seed and the case's index in the run, which together reproduce the case.
    let seed: UInt64
    /// The case's index in the run.
    let index: UInt64
    /// How the sources are combined.
    let stage: SourceStage
    /// The unary operators applied after the stage, innermost first.
    let operators: [FuzzOperator]
    /// The events generated for each source, in the order generated.
    let inputs: [[RecordedEvent]]
    /// The events each feeding thread sends, in order; one list per thread.
    let threadPlans: [[FeedItem]]
    /// Whether different subjects may be sent events at the same time (each subject still gets
    /// one at a time). Then the order across subjects is unknown, and the model replays the
    /// order in which the stage emitted instead (see ``Runner``).
    let overlapping: Bool

    /// `a` or `b`.
    static func sourceName(_ source: Int) -> String { source == 0 ? "a" : "b" }

    /// The chain as Swift source.
    var chainDescription: String {
        stage.description + operators.map(\.description).joined()
    }
}

/// Generates ``FuzzCase``s from a seed: each case from its own generator, so that any one of
/// them can be generated alone.
enum ChainGenerator {
    /// Case `index` of the run seeded with `seed`, fed by 1 to `maxThreads` threads.
    static func makeCase(seed: UInt64, index: UInt64, maxThreads: Int) -> FuzzCase {
        var random = SplitMix64(seed: seed, caseIndex: index)
        let stage: SourceStage =
            random.chance(1, in: 2) ? .single : random.pick(SourceStage.allCases)
        let operatorCount = random.int(in: 1...6)
        let operators = (0..<operatorCount).map { _ in makeOperator(&random) }
        let inputs = (0..<stage.sourceCount).map { makeEvents(for: $0, &random) }
        let threadCount = random.int(in: 1...maxThreads)
        let threadPlans = makeThreadPlans(inputs, threadCount: threadCount, &random)
        let overlapping = stage.sourceCount > 1 && threadCount > 1 && random.chance(1, in: 2)
        return FuzzCase(
            seed: seed, index: index, stage: stage, operators: operators, inputs: inputs,
            threadPlans: threadPlans, overlapping: overlapping)
    }

    /// A random operator; parameters are small, so that elements repeat and limits are hit.
    private static func makeOperator(_ random: inout SplitMix64) -> FuzzOperator {
        switch random.int(in: 0...32) {
        case 0: .map(multiplier: random.int(in: -2...3), offset: random.int(in: -3...3))
        case 1: .throwingMap(failingAt: random.int(in: 0...9))
        case 2: .filter(modulus: random.int(in: 2...3), remainder: random.int(in: 0...1))
        case 3: .throwingFilter(failingAt: random.int(in: 0...9))
        case 4: .scan(seed: random.int(in: -2...2))
        case 5: .take(random.int(in: 0...4))
        case 6: .skip(random.int(in: 0...4))
        case 7: .takeWhile(limit: random.int(in: 0...9), inclusive: random.chance(1, in: 2))
        case 8: .skipWhile(limit: random.int(in: 0...9))
        case 9, 10: .distinctUntilChanged
        case 11:
            .startWith((0..<random.int(in: 1...3)).map { _ in random.int(in: 0...9) })
        case 12: .compactMap(modulus: random.int(in: 2...4))
        case 13: .elementAt(random.int(in: 0...3))
        case 14: .materializeCoded
        case 15: .materializeDematerialize
        case 16: .catchAndReturn(random.int(in: 0...9))
        case 17: .catchWithSequence((0..<random.int(in: 0...2)).map { _ in random.int(in: 0...9) })
        case 18: .reduceSum(seed: random.int(in: 0...2))
        case 19: .toArrayDigest
        case 20: .takeLast(random.int(in: 0...3))
        case 21: .skipUntil(opened: random.chance(3, in: 4))
        case 22: .ifEmptyDefault(random.int(in: 0...9))
        case 23: .ifEmptySwitch((0..<random.int(in: 0...2)).map { _ in random.int(in: 0...9) })
        case 24: .enumerated
        case 25: .distinctMagnitude
        case 26: .flatMapFirst(modulus: random.int(in: 3...6))
        case 27: .switchLatest(modulus: random.int(in: 3...6))
        case 28: .groupByMerged(modulus: random.int(in: 2...3))
        case 29: .groupKeys(modulus: random.int(in: 2...4))
        case 30: .single(modulus: random.chance(1, in: 2) ? nil : random.int(in: 2...5))
        case 31: .shared(form: random.int(in: 0...(FuzzOperator.sharingForms.count - 1)))
        default: .distinctUntilChanged
        }
    }

    /// The events of source `source`: elements 0…9 (often repeated), then maybe a stop event,
    /// then sometimes more events, which the subject must ignore.
    private static func makeEvents(for source: Int, _ random: inout SplitMix64) -> [RecordedEvent] {
        var events = (0..<random.int(in: 0...8)).map { _ in
            RecordedEvent.next(random.int(in: 0...9))
        }
        switch random.int(in: 0...5) {
        case 0, 1: return events
        case 2, 3: events.append(.completed)
        default: events.append(.error(100 + source * 10 + random.int(in: 0...9)))
        }
        if random.chance(1, in: 4) {
            events.append(random.chance(1, in: 2) ? .next(random.int(in: 0...9)) : .completed)
        }
        return events
    }

    /// Splits the sources' events among `threadCount` threads. Half the time each source keeps
    /// to one thread, so its events stay in order and only the sources interleave; otherwise
    /// each event goes to any thread, so one source's events race each other too.
    private static func makeThreadPlans(
        _ inputs: [[RecordedEvent]], threadCount: Int, _ random: inout SplitMix64
    ) -> [[FeedItem]] {
        var plans = Array(repeating: [FeedItem](), count: threadCount)
        let sourceAffine = random.chance(1, in: 2)
        let homes = inputs.indices.map { _ in random.int(in: 0...(threadCount - 1)) }
        var cursors = Array(repeating: 0, count: inputs.count)
        // Deal the sources' events in a random merged order, so a thread that feeds both
        // sources interleaves them.
        while let source = inputs.indices.filter({ cursors[$0] < inputs[$0].count }).randomElement(
            using: &random)
        {
            let thread = sourceAffine ? homes[source] : random.int(in: 0...(threadCount - 1))
            let item = FeedItem(
                source: source, event: inputs[source][cursors[source]],
                yieldsFirst: random.chance(1, in: 8))
            plans[thread].append(item)
            cursors[source] += 1
        }
        return plans
    }
}
