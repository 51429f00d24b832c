import FoundationEssentials

/// How precisely two scheduler times can be told apart: `Date` holds seconds since 2001 in a
/// `Double`, which today resolves about a tenth of a microsecond, so times computed by adding an
/// interval may be off by that much. Times closer than this count as equal.
private let timePrecision = 0.000_001

/// The interval from `now` until `deadline`, or `nil` when the deadline has come (to within
/// the precision of ``RxTime``). Deadlines more than 292 years away give `.never`.
func timeUntil(_ deadline: RxTime, from now: RxTime) -> RxTimeInterval? {
    let seconds = deadline.timeIntervalSince(now)
    if seconds < timePrecision { return nil }
    if seconds >= Double(Int64.max / 1_000_000_000) { return .never }
    return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
}
