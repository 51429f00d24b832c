import GtkRxCore

/// One unary operator of a generated chain over `Int` elements, with its parameters.
///
/// ``apply(to:)`` builds it with GtkRx; ``OperatorModel`` says what it must emit.
enum FuzzOperator: Sendable, CustomStringConvertible {
    /// `map { $0 &* multiplier &+ offset }`.
    case map(multiplier: Int, offset: Int)
    /// `map` that throws `FuzzError(200 + value)` at `value`, and passes the rest on.
    case throwingMap(failingAt: Int)
    /// `filter` keeping the elements whose remainder by `modulus` is `remainder`.
    case filter(modulus: Int, remainder: Int)
    /// `filter` that throws `FuzzError(300 + value)` at `value`, and keeps the even elements.
    case throwingFilter(failingAt: Int)
    /// `scan(seed, accumulator: &+)`.
    case scan(seed: Int)
    /// `take(count)`.
    case take(Int)
    /// `skip(count)`.
    case skip(Int)
    /// `take(while: { $0 < limit }, behavior:)`.
    case takeWhile(limit: Int, inclusive: Bool)
    /// `skip(while: { $0 < limit })`.
    case skipWhile(limit: Int)
    /// `distinctUntilChanged()`.
    case distinctUntilChanged
    /// `startWith(elements…)`, with 1 to 3 elements.
    case startWith([Int])
    /// `compactMap { $0 % modulus == 0 ? nil : $0 &+ 1 }`.
    case compactMap(modulus: Int)
    /// `element(at: index)`.
    case elementAt(Int)
    /// `materialize()`, each event coded as an element: `x` for `next(x)`, `-1000 - code` for
    /// an error, `-1` for the completion (each stop event then completes the sequence).
    case materializeCoded
    /// `materialize().dematerialize()`, which must change nothing.
    case materializeDematerialize
    /// `catchAndReturn(element)`.
    case catchAndReturn(Int)
    /// `catch { _ in Observable.from(elements) }`.
    case catchWithSequence([Int])
    /// `reduce(seed, accumulator: &+)`.
    case reduceSum(seed: Int)
    /// `toArray().map(digest)`: the array folded into one `Int` (see ``digest(_:)``).
    case toArrayDigest
    /// `takeLast(count)`.
    case takeLast(Int)
    /// `skip(until:)` an `other` that emits as it is subscribed to (`Observable.just(0)`), so
    /// that everything passes, or one that never emits (`Observable.never()`), so that every
    /// element is dropped and, as in RxSwift, the completion too.
    case skipUntil(opened: Bool)
    /// `ifEmpty(default: element)`.
    case ifEmptyDefault(Int)
    /// `ifEmpty(switchTo: Observable.from(elements))`.
    case ifEmptySwitch([Int])
    /// `enumerated().map { $0.index &* 100 &+ $0.element }`.
    case enumerated
    /// `distinctUntilChanged(at: \.magnitude)`: equal magnitudes are duplicates.
    case distinctMagnitude
    /// `flatMapFirst` over inner sequences that send their element at once, and then either
    /// complete (`Observable.just`) or stay open (a `BehaviorSubject`) when the element is a
    /// multiple of `modulus` (see ``holdsOpen(_:modulus:)``): once one stays open, every later
    /// element is dropped and the sequence never completes.
    case flatMapFirst(modulus: Int)
    /// `map` to the inner sequences of ``flatMapFirst(modulus:)``, then `switchLatest()`:
    /// every element passes, and the completion waits for the latest inner sequence, which
    /// never comes if that one stays open.
    case switchLatest(modulus: Int)
    /// `groupBy { remainder($0, modulus) }.flatMap { $0 }`: the groups merged again, which
    /// must give back the source.
    case groupByMerged(modulus: Int)
    /// `groupBy { remainder($0, modulus) }.map { $0.key }`: each key when first seen.
    case groupKeys(modulus: Int)
    /// `single()`, or with a `modulus`, `single { remainder($0, modulus) == 0 }`: the one
    /// (matching) element, failing on a second or on none.
    case single(modulus: Int?)
    /// One of the sharing forms (see ``sharingForms``), which with the chain's one subscriber
    /// passes everything on: the events the source sends while the connection is being made
    /// included.
    case shared(form: Int)

    /// The sharing forms ``shared(form:)`` picks from, by number.
    static let sharingForms = [
        "share()", "share(replay: 1)", "share(replay: 2)", "share(replay: 1, scope: .forever)",
        "publish().refCount()", "replay(1).refCount()",
    ]

    /// The `Int` ``toArrayDigest`` emits for `elements`: it depends on their count and order.
    static func digest(_ elements: [Int]) -> Int {
        elements.reduce(elements.count) { $0 &* 31 &+ $1 }
    }

    /// Whether the inner sequence for `element` stays open after sending it, in
    /// ``flatMapFirst(modulus:)`` and ``switchLatest(modulus:)``.
    static func holdsOpen(_ element: Int, modulus: Int) -> Bool {
        remainder(element, modulus) == 0
    }

    /// The inner sequence for `element` in ``flatMapFirst(modulus:)`` and
    /// ``switchLatest(modulus:)``. Neither kind waits for the current-thread trampoline, so
    /// the element comes out during the subscription to it, even when that happens while the
    /// chain itself is being subscribed to.
    static func inner(_ element: Int, modulus: Int) -> Observable<Int> {
        holdsOpen(element, modulus: modulus)
            ? BehaviorSubject(value: element).asObservable() : Observable.just(element)
    }

    /// The operator as Swift source, as in `.take(2)`.
    var description: String {
        switch self {
        case .map(let multiplier, let offset): ".map { $0 &* \(multiplier) &+ \(offset) }"
        case .throwingMap(let value): ".map { $0 == \(value) ? throw E\(200 + value) : $0 }"
        case .filter(let modulus, let remainder): ".filter { $0 mod \(modulus) == \(remainder) }"
        case .throwingFilter(let value):
            ".filter { $0 == \(value) ? throw E\(300 + value) : $0 is even }"
        case .scan(let seed): ".scan(\(seed), accumulator: &+)"
        case .take(let count): ".take(\(count))"
        case .skip(let count): ".skip(\(count))"
        case .takeWhile(let limit, let inclusive):
            ".take(while: { $0 < \(limit) }, behavior: .\(inclusive ? "inclusive" : "exclusive"))"
        case .skipWhile(let limit): ".skip(while: { $0 < \(limit) })"
        case .distinctUntilChanged: ".distinctUntilChanged()"
        case .startWith(let elements):
            ".startWith(\(elements.map(String.init).joined(separator: ", ")))"
        case .compactMap(let modulus): ".compactMap { $0 % \(modulus) == 0 ? nil : $0 &+ 1 }"
        case .elementAt(let index): ".element(at: \(index))"
        case .materializeCoded: ".materialize().map(code)"
        case .materializeDematerialize: ".materialize().dematerialize()"
        case .catchAndReturn(let element): ".catchAndReturn(\(element))"
        case .catchWithSequence(let elements): ".catch { _ in .from(\(elements)) }"
        case .reduceSum(let seed): ".reduce(\(seed), accumulator: &+)"
        case .toArrayDigest: ".toArray().map(digest)"
        case .takeLast(let count): ".takeLast(\(count))"
        case .skipUntil(let opened):
            ".skip(until: \(opened ? "Observable.just(0)" : "Observable.never()"))"
        case .ifEmptyDefault(let element): ".ifEmpty(default: \(element))"
        case .ifEmptySwitch(let elements): ".ifEmpty(switchTo: .from(\(elements)))"
        case .enumerated: ".enumerated().map { $0.index &* 100 &+ $0.element }"
        case .distinctMagnitude: ".distinctUntilChanged(at: \\.magnitude)"
        case .flatMapFirst(let modulus):
            ".flatMapFirst { $0 mod \(modulus) == 0 ? BehaviorSubject(value: $0) : .just($0) }"
        case .switchLatest(let modulus):
            ".map { $0 mod \(modulus) == 0 ? BehaviorSubject(value: $0) : .just($0) }.switchLatest()"
        case .groupByMerged(let modulus): ".groupBy { $0 mod \(modulus) }.flatMap { $0 }"
        case .groupKeys(let modulus): ".groupBy { $0 mod \(modulus) }.map { $0.key }"
        case .single(nil): ".single()"
        case .single(let modulus?): ".single { $0 mod \(modulus) == 0 }"
        case .shared(let form): ".\(Self.sharingForms[form])"
        }
    }

    /// `source` followed by this operator, built with GtkRx's operators.
    func apply(to source: Observable<Int>) -> Observable<Int> {
        switch self {
        case .map(let multiplier, let offset):
            return source.map { $0 &* multiplier &+ offset }
        case .throwingMap(let value):
            return source.map { element in
                if element == value { throw FuzzError(code: 200 + value) }
                return element
            }
        case .filter(let modulus, let remainder):
            return source.filter { Self.remainder($0, modulus) == remainder }
        case .throwingFilter(let value):
            return source.filter { element in
                if element == value { throw FuzzError(code: 300 + value) }
                return element % 2 == 0
            }
        case .scan(let seed):
            return source.scan(seed, accumulator: &+)
        case .take(let count):
            return source.take(count)
        case .skip(let count):
            return source.skip(count)
        case .takeWhile(let limit, let inclusive):
            return source.take(while: { $0 < limit }, behavior: inclusive ? .inclusive : .exclusive)
        case .skipWhile(let limit):
            return source.skip(while: { $0 < limit })
        case .distinctUntilChanged:
            return source.distinctUntilChanged()
        case .startWith(let elements):
            // `startWith` is variadic: one call with the elements, as a user would write it.
            switch elements.count {
            case 1: return source.startWith(elements[0])
            case 2: return source.startWith(elements[0], elements[1])
            default: return source.startWith(elements[0], elements[1], elements[2])
            }
        case .compactMap(let modulus):
            return source.compactMap { $0 % modulus == 0 ? nil : $0 &+ 1 }
        case .elementAt(let index):
            return source.element(at: index)
        case .materializeCoded:
            return source.materialize().map { event in
                switch event {
                case .next(let element): element
                case .error(let error): -1000 - RecordedEvent.errorCode(of: error)
                case .completed: -1
                }
            }
        case .materializeDematerialize:
            return source.materialize().dematerialize()
        case .catchAndReturn(let element):
            return source.catchAndReturn(element)
        case .catchWithSequence(let elements):
            return source.catch { _ in Observable.from(elements) }
        case .reduceSum(let seed):
            return source.reduce(seed, accumulator: &+)
        case .toArrayDigest:
            return source.toArray().map(Self.digest).asObservable()
        case .takeLast(let count):
            return source.takeLast(count)
        case .skipUntil(let opened):
            return source.skip(until: opened ? Observable.just(0) : Observable<Int>.never())
        case .ifEmptyDefault(let element):
            return source.ifEmpty(default: element)
        case .ifEmptySwitch(let elements):
            return source.ifEmpty(switchTo: Observable.from(elements))
        case .enumerated:
            return source.enumerated().map { $0.index &* 100 &+ $0.element }
        case .distinctMagnitude:
            return source.distinctUntilChanged(at: \.magnitude)
        case .flatMapFirst(let modulus):
            return source.flatMapFirst { Self.inner($0, modulus: modulus) }
        case .switchLatest(let modulus):
            return source.map { Self.inner($0, modulus: modulus) }.switchLatest()
        case .groupByMerged(let modulus):
            return source.groupBy { Self.remainder($0, modulus) }.flatMap { $0 }
        case .groupKeys(let modulus):
            return source.groupBy { Self.remainder($0, modulus) }.map { $0.key }
        case .single(nil):
            return source.single()
        case .single(let modulus?):
            return source.single { Self.remainder($0, modulus) == 0 }
        case .shared(let form):
            switch form {
            case 0: return source.share()
            case 1: return source.share(replay: 1)
            case 2: return source.share(replay: 2)
            case 3: return source.share(replay: 1, scope: .forever)
            case 4: return source.publish().refCount()
            default: return source.replay(1).refCount()
            }
        }
    }

    /// The non-negative remainder of `value` divided by `modulus`.
    static func remainder(_ value: Int, _ modulus: Int) -> Int {
        ((value % modulus) + modulus) % modulus
    }
}
