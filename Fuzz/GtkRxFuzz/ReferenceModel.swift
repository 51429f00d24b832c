/// What one operator of a chain must emit, written from its documented contract (RxSwift's)
/// and independently of GtkRx's implementation: a plain state machine over recorded events.
struct OperatorModel {
    private let operation: FuzzOperator
    private var stopped = false
    private var count = 0
    private var accumulator: Int
    private var last: Int?
    private var passing = false
    private var collected: [Int] = []
    /// Whether an element has come (`ifEmpty`), or an inner sequence stays open
    /// (`flatMapFirst`, `switchLatest`).
    private var flag = false
    private var seenKeys: Set<Int> = []

    /// The model of `operation`, before it is subscribed to.
    init(_ operation: FuzzOperator) {
        self.operation = operation
        switch operation {
        case .scan(let seed), .reduceSum(let seed): accumulator = seed
        default: accumulator = 0
        }
    }

    /// What the operator emits while it is being subscribed to, before any source event.
    mutating func subscribe() -> [RecordedEvent] {
        switch operation {
        case .take(0): finish([.completed])
        case .startWith(let elements): elements.map(RecordedEvent.next)
        default: []
        }
    }

    /// What the operator emits for `event` from upstream; nothing once it has stopped.
    mutating func on(_ event: RecordedEvent) -> [RecordedEvent] {
        guard !stopped else { return [] }
        if event.isStop {
            return finish(onStop(event))
        }
        guard case .next(let element) = event else { return [] }
        return finish(onNext(element))
    }

    /// `events`, remembering whether they stop the operator.
    private mutating func finish(_ events: [RecordedEvent]) -> [RecordedEvent] {
        if events.contains(where: \.isStop) {
            stopped = true
        }
        return events
    }

    private mutating func onNext(_ element: Int) -> [RecordedEvent] {
        switch operation {
        case .map(let multiplier, let offset):
            return [.next(element &* multiplier &+ offset)]
        case .throwingMap(let value):
            return element == value ? [.error(200 + value)] : [.next(element)]
        case .filter(let modulus, let remainder):
            return FuzzOperator.remainder(element, modulus) == remainder ? [.next(element)] : []
        case .throwingFilter(let value):
            if element == value { return [.error(300 + value)] }
            return element % 2 == 0 ? [.next(element)] : []
        case .scan:
            accumulator = accumulator &+ element
            return [.next(accumulator)]
        case .take(let limit):
            count += 1
            return count == limit ? [.next(element), .completed] : [.next(element)]
        case .skip(let limit):
            if count < limit {
                count += 1
                return []
            }
            return [.next(element)]
        case .takeWhile(let limit, let inclusive):
            if element < limit { return [.next(element)] }
            return inclusive ? [.next(element), .completed] : [.completed]
        case .skipWhile(let limit):
            passing = passing || !(element < limit)
            return passing ? [.next(element)] : []
        case .distinctUntilChanged:
            defer { last = element }
            return last == element ? [] : [.next(element)]
        case .compactMap(let modulus):
            return element % modulus == 0 ? [] : [.next(element &+ 1)]
        case .elementAt(let index):
            if count == index { return [.next(element), .completed] }
            count += 1
            return []
        case .reduceSum:
            accumulator = accumulator &+ element
            return []
        case .toArrayDigest:
            collected.append(element)
            return []
        case .takeLast:
            collected.append(element)
            return []
        case .skipUntil(let opened):
            return opened ? [.next(element)] : []
        case .ifEmptyDefault, .ifEmptySwitch:
            flag = true
            return [.next(element)]
        case .enumerated:
            defer { count += 1 }
            return [.next(count &* 100 &+ element)]
        case .distinctMagnitude:
            defer { last = element }
            return last?.magnitude == element.magnitude ? [] : [.next(element)]
        case .flatMapFirst(let modulus):
            // `flag`: an inner sequence stays open, and drops everything after it.
            if flag { return [] }
            flag = FuzzOperator.holdsOpen(element, modulus: modulus)
            return [.next(element)]
        case .switchLatest(let modulus):
            // `flag`: the latest inner sequence stays open.
            flag = FuzzOperator.holdsOpen(element, modulus: modulus)
            return [.next(element)]
        case .groupKeys(let modulus):
            let key = FuzzOperator.remainder(element, modulus)
            return seenKeys.insert(key).inserted ? [.next(key)] : []
        case .single(let modulus):
            // `flag`: the one element has come.
            if let modulus, FuzzOperator.remainder(element, modulus) != 0 { return [] }
            if flag { return [.error(RecordedEvent.moreThanOneElementCode)] }
            flag = true
            return [.next(element)]
        case .startWith, .materializeCoded, .materializeDematerialize, .catchAndReturn,
            .catchWithSequence, .groupByMerged, .shared:
            return [.next(element)]
        }
    }

    private mutating func onStop(_ event: RecordedEvent) -> [RecordedEvent] {
        switch (operation, event) {
        case (.elementAt, .completed):
            return [.error(RecordedEvent.argumentOutOfRangeCode)]
        case (.materializeCoded, .error(let code)):
            return [.next(-1000 - code), .completed]
        case (.materializeCoded, _):
            return [.next(-1), .completed]
        case (.catchAndReturn(let element), .error):
            return [.next(element), .completed]
        case (.catchWithSequence(let elements), .error):
            return elements.map(RecordedEvent.next) + [.completed]
        case (.reduceSum, .completed):
            return [.next(accumulator), .completed]
        case (.toArrayDigest, .completed):
            return [.next(FuzzOperator.digest(collected)), .completed]
        case (.takeLast(let limit), .completed):
            return collected.suffix(limit).map(RecordedEvent.next) + [.completed]
        case (.skipUntil(opened: false), .completed):
            // Ends without an event, as in RxSwift.
            stopped = true
            return []
        case (.ifEmptyDefault(let element), .completed):
            return flag ? [.completed] : [.next(element), .completed]
        case (.ifEmptySwitch(let elements), .completed):
            return flag ? [.completed] : elements.map(RecordedEvent.next) + [.completed]
        case (.single, .completed):
            return flag ? [.completed] : [.error(RecordedEvent.noElementsCode)]
        case (.flatMapFirst, .completed), (.switchLatest, .completed):
            // An inner sequence that stays open keeps the sequence from completing.
            if flag {
                stopped = true
                return []
            }
            return [.completed]
        default:
            return [event]
        }
    }
}

/// What the source subjects and the stage combining them must emit, given the order in which
/// the subjects accepted their events (the admitted order).
struct SourceStageModel {
    private let stage: SourceStage
    /// Each subject's stop event, once it has accepted one; a subject ignores what follows.
    private var subjectStop: [RecordedEvent?]
    private var stopped = false
    private var completedSources: [Bool]
    private var latest: [Int?]
    private var buffers: [[Int]]
    private var concatOnSecond = false
    private var ambWinner: Int?

    /// The model of `stage`, subscribed to and with no event yet.
    init(_ stage: SourceStage) {
        self.stage = stage
        subjectStop = Array(repeating: nil, count: stage.sourceCount)
        completedSources = Array(repeating: false, count: stage.sourceCount)
        latest = Array(repeating: nil, count: stage.sourceCount)
        buffers = Array(repeating: [], count: stage.sourceCount)
    }

    /// What the stage emits when subject `source` is sent `event`.
    mutating func admit(_ event: RecordedEvent, to source: Int) -> [RecordedEvent] {
        guard subjectStop[source] == nil else { return [] }
        if event.isStop {
            subjectStop[source] = event
        }
        guard !stopped else { return [] }
        let output = stageOutput(event, from: source)
        if output.contains(where: \.isStop) {
            stopped = true
        }
        return output
    }

    private mutating func stageOutput(_ event: RecordedEvent, from source: Int)
        -> [RecordedEvent]
    {
        switch stage {
        case .single:
            return [event]
        case .merge:
            return mergeOutput(event, from: source)
        case .concat:
            return concatOutput(event, from: source)
        case .combineLatest, .zip:
            return combiningOutput(event, from: source)
        case .withLatestFrom:
            return withLatestFromOutput(event, from: source)
        case .amb:
            // The first subject to accept an event wins; the other's events are dropped.
            let winner = ambWinner ?? source
            ambWinner = winner
            return winner == source ? [event] : []
        }
    }

    private mutating func mergeOutput(_ event: RecordedEvent, from source: Int)
        -> [RecordedEvent]
    {
        guard case .completed = event else { return [event] }
        completedSources[source] = true
        return completedSources.allSatisfy { $0 } ? [.completed] : []
    }

    /// `b` is subscribed to when `a` completes: `b`'s earlier elements are lost, and if `b`
    /// has stopped by then, its stop event arrives at once.
    private mutating func concatOutput(_ event: RecordedEvent, from source: Int)
        -> [RecordedEvent]
    {
        if source == 1 {
            return concatOnSecond ? [event] : []
        }
        guard case .completed = event else { return [event] }
        concatOnSecond = true
        return subjectStop[1].map { [$0] } ?? []
    }

    private mutating func combiningOutput(_ event: RecordedEvent, from source: Int)
        -> [RecordedEvent]
    {
        switch event {
        case .error:
            return [event]
        case .completed:
            completedSources[source] = true
            return completedSources.allSatisfy { $0 } ? [.completed] : []
        case .next(let element):
            let other = 1 - source
            if stage == .zip {
                buffers[source].append(element)
                guard !buffers[other].isEmpty else { return [] }
                let first = buffers[0].removeFirst()
                let second = buffers[1].removeFirst()
                return [.next(SourceStage.combine(first, second))]
            }
            latest[source] = element
            if let first = latest[0], let second = latest[1] {
                return [.next(SourceStage.combine(first, second))]
            }
            // The other source completed without an element: no result can ever come.
            return completedSources[other] ? [.completed] : []
        }
    }

    private mutating func withLatestFromOutput(_ event: RecordedEvent, from source: Int)
        -> [RecordedEvent]
    {
        if source == 1 {
            switch event {
            case .next(let element):
                latest[1] = element
                return []
            case .error: return [event]
            case .completed: return []
            }
        }
        guard case .next(let element) = event else { return [event] }
        return latest[1].map { [.next(SourceStage.combine(element, $0))] } ?? []
    }
}

/// The reference model of a whole case: what the stage and the operators after it must emit.
enum ReferenceModel {
    /// What the stage emits, given the order in which its subjects accepted their events.
    static func stageOutput(of stage: SourceStage, admitted: [FeedItem]) -> [RecordedEvent] {
        var model = SourceStageModel(stage)
        return admitted.flatMap { model.admit($0.event, to: $0.source) }
    }

    /// What the chain's final observer receives when the stage emits `stageOutput`: first what
    /// the operators emit while being subscribed to (outermost first, as `subscribe` runs
    /// them), then each stage event passed through the operators, and each event an operator
    /// emits passed through the operators after it.
    static func chainOutput(of operators: [FuzzOperator], stageOutput: [RecordedEvent])
        -> [RecordedEvent]
    {
        var models = operators.map(OperatorModel.init)
        var output: [RecordedEvent] = []

        func push(_ events: [RecordedEvent], from level: Int) {
            guard level < models.count else {
                output += events
                return
            }
            for event in events {
                push(models[level].on(event), from: level + 1)
            }
        }

        for level in models.indices.reversed() {
            push(models[level].subscribe(), from: level + 1)
        }
        push(stageOutput, from: 0)
        return output
    }

    /// Whether `a.amb(b)` may emit `output` when `a` and `b` accepted `perSource` (each in its
    /// own order) with no known order between them: it must be what one of them accepted, up
    /// to and including its stop event, or a prefix of that (cut short by an operator
    /// downstream that stopped).
    static func isPossibleAmbOutput(_ output: [RecordedEvent], perSource: [[FeedItem]]) -> Bool {
        perSource.contains { admitted in
            var accepted: [RecordedEvent] = []
            for item in admitted {
                accepted.append(item.event)
                if item.event.isStop { break }
            }
            return accepted.starts(with: output)
        }
    }

    /// Whether `merge(a, b)` may emit `output` when `a` and `b` accepted `perSource` (each in
    /// its own order) with no known order between them: its elements must interleave a prefix
    /// of each source's elements, keeping each source's order; a completion needs both sources
    /// complete and wholly passed on; an error needs a source that failed with it, wholly
    /// passed on before it. (With no stop event, the output may have been cut short by an
    /// operator downstream that stopped.)
    static func isPossibleMergeOutput(_ output: [RecordedEvent], perSource: [[FeedItem]]) -> Bool {
        let streams = perSource.map { admitted in
            var stop: RecordedEvent?
            var elements: [Int] = []
            for item in admitted where stop == nil {
                if case .next(let element) = item.event {
                    elements.append(element)
                } else {
                    stop = item.event
                }
            }
            return (elements: elements, stop: stop)
        }
        let elements = output.compactMap { event -> Int? in
            if case .next(let element) = event { return element }
            return nil
        }
        let stop = output.last.flatMap { $0.isStop ? $0 : nil }
        guard elements.count + (stop == nil ? 0 : 1) == output.count else { return false }
        let (first, second) = (streams[0].elements, streams[1].elements)
        // reachable[i][j]: the first i + j output elements interleave first[..<i] and
        // second[..<j].
        var reachable = Array(
            repeating: Array(repeating: false, count: second.count + 1), count: first.count + 1)
        reachable[0][0] = true
        for i in 0...first.count {
            for j in 0...second.count where i + j > 0 && i + j <= elements.count {
                let element = elements[i + j - 1]
                reachable[i][j] =
                    (i > 0 && reachable[i - 1][j] && first[i - 1] == element)
                    || (j > 0 && reachable[i][j - 1] && second[j - 1] == element)
            }
        }
        for i in 0...first.count {
            let j = elements.count - i
            guard j >= 0, j <= second.count, reachable[i][j] else { continue }
            let wholly = [i == first.count, j == second.count]
            switch stop {
            case nil:
                return true
            case .completed?:
                if wholly == [true, true], streams.allSatisfy({ $0.stop == .completed }) {
                    return true
                }
            case .error?:
                if streams.indices.contains(where: { wholly[$0] && streams[$0].stop == stop }) {
                    return true
                }
            case .next?:
                return false
            }
        }
        return false
    }
}
