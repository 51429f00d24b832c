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

    /// The `Int` ``toArrayDigest`` emits for `elements`: it depends on their count and order.
    static func digest(_ elements: [Int]) -> Int {
        elements.reduce(elements.count) { $0 &* 31 &+ $1 }
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
        }
    }

    /// The non-negative remainder of `value` divided by `modulus`.
    static func remainder(_ value: Int, _ modulus: Int) -> Int {
        ((value % modulus) + modulus) % modulus
    }
}
