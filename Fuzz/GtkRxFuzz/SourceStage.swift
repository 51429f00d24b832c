import GtkRxCore

/// How a chain starts: its source subjects (`a`, and `b` for two), and the operator that
/// combines two of them, before the chain's unary operators.
enum SourceStage: CaseIterable, Sendable, CustomStringConvertible {
    /// `a` alone.
    case single
    /// `Observable.merge(a, b)`.
    case merge
    /// `a.concat(b)`: `b` is subscribed to only once `a` has completed.
    case concat
    /// `Observable.combineLatest(a, b) { $0 &* 100 &+ $1 }`.
    case combineLatest
    /// `Observable.zip(a, b) { $0 &* 100 &+ $1 }`.
    case zip
    /// `a.withLatestFrom(b) { $0 &* 100 &+ $1 }`.
    case withLatestFrom
    /// `a.amb(b)`: the first subject to send an event is mirrored, the other dropped.
    case amb

    /// The number of source subjects.
    var sourceCount: Int { self == .single ? 1 : 2 }

    /// How two elements are combined into one by the two-source stages.
    static func combine(_ first: Int, _ second: Int) -> Int { first &* 100 &+ second }

    /// The stage as Swift source.
    var description: String {
        switch self {
        case .single: "a"
        case .merge: "Observable.merge(a, b)"
        case .concat: "a.concat(b)"
        case .combineLatest: "Observable.combineLatest(a, b) { $0 &* 100 &+ $1 }"
        case .zip: "Observable.zip(a, b) { $0 &* 100 &+ $1 }"
        case .withLatestFrom: "a.withLatestFrom(b) { $0 &* 100 &+ $1 }"
        case .amb: "a.amb(b)"
        }
    }

    /// The stage over `subjects` (one per source), built with GtkRx's operators.
    func build(_ subjects: [PublishSubject<Int>]) -> Observable<Int> {
        switch self {
        case .single:
            subjects[0].asObservable()
        case .merge:
            Observable.merge(subjects[0].asObservable(), subjects[1].asObservable())
        case .concat:
            subjects[0].concat(subjects[1])
        case .combineLatest:
            Observable.combineLatest(subjects[0], subjects[1], resultSelector: Self.combine)
        case .zip:
            Observable.zip(subjects[0], subjects[1], resultSelector: Self.combine)
        case .withLatestFrom:
            subjects[0].withLatestFrom(subjects[1], resultSelector: Self.combine)
        case .amb:
            subjects[0].amb(subjects[1])
        }
    }
}
