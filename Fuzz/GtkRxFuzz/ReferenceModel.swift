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
        case .startWith, .materializeCoded, .materializeDematerialize, .catchAndReturn,
            .catchWithSequence:
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

/// The events a case's final observer must receive, given the admitted order.
enum ReferenceModel {
    /// The whole chain's output: first what its operators emit while being subscribed to
    /// (outermost first, as `subscribe` runs them), then the stage's output for each admitted
    /// event, each passed through the operators after the one that emitted it.
    static func expectedOutput(of fuzzCase: FuzzCase, admitted: [FeedItem]) -> [RecordedEvent] {
        var models = fuzzCase.operators.map(OperatorModel.init)
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
        var stage = SourceStageModel(fuzzCase.stage)
        for item in admitted {
            push(stage.admit(item.event, to: item.source), from: 0)
        }
        return output
    }
}
