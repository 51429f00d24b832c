import CGLib
import CGtk
import Foundation
import GtkRx

/// What each copy GtkRx's operators and sinks have specialized for an element type
/// (`@_specialize`, listed once in `Tools/GtkRxGeneratorKit/Specialization`) gains, side by
/// side: the same chain run once with a listed type and once with the same value wrapped in
/// a structure of its own that no list names (``HasUnlistedTwin``), which takes the generic path.
///
/// Each comparison's ratio is the listed type's time over the unlisted one's; a copy is worth
/// keeping when it is clearly under 1 (the target, 0.9, leaves room for the noise of these
/// machines). The source of each chain is a `PublishSubject`, which has no specialized copy, so
/// both sides pay the same for it and the difference is the operator's.
@MainActor
enum SpecializationWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let events = configuration.size(200_000, quick: 100)
        let subscriptions = configuration.size(100_000, quick: 100)
        var comparisons: [Comparison] = []
        func pair(
            _ name: String, listed: @escaping @MainActor () throws -> Double,
            unlisted: @escaping @MainActor () throws -> Double, unit: String = "ns/event"
        ) {
            comparisons.append(
                Comparison(
                    name: "specialized \(name) vs the generic path",
                    measured: Workload(name: "\(name), listed types", unit: unit, measure: listed),
                    baseline: Workload(
                        name: "\(name), unlisted types", unit: unit, measure: unlisted),
                    target: .atMost(0.9)))
        }
        func map<Source: HasUnlistedTwin, Result: HasUnlistedTwin>(
            _ source: Source, _ result: Result
        ) {
            pair(
                "map \(Source.self) -> \(Result.self)",
                listed: { try mapping(events, source, to: result) },
                unlisted: { try mapping(events, source.unlisted, to: result.unlisted) })
        }
        func flatMapLatest<Source: HasUnlistedTwin, Result: HasUnlistedTwin>(
            _ source: Source, _ result: Result
        ) {
            pair(
                "flatMapLatest \(Source.self) -> \(Result.self)",
                listed: { try switching(events, source, to: result) },
                unlisted: { try switching(events, source.unlisted, to: result.unlisted) })
        }
        func element<Element: HasUnlistedTwin>(_ value: Element) {
            let type = "\(Element.self)"
            pair(
                "filter \(type)", listed: { try filtering(events, value) },
                unlisted: { try filtering(events, value.unlisted) })
            pair(
                "create \(type)", listed: { try creating(events, value) },
                unlisted: { try creating(events, value.unlisted) })
            pair(
                "just \(type)", listed: { try subscribingToJust(subscriptions, value) },
                unlisted: { try subscribingToJust(subscriptions, value.unlisted) },
                unit: "ns/subscription")
            pair(
                "share(replay: 1) \(type)", listed: { try sharing(events, value) },
                unlisted: { try sharing(events, value.unlisted) })
            pair(
                "Binder \(type)", listed: { try binding(events, value) },
                unlisted: { try binding(events, value.unlisted) })
            pair(
                "signal element \(type)", listed: { try signalling(events / 4, value) },
                unlisted: { try signalling(events / 4, value.unlisted) })
        }

        // The pairs of SpecializedTypes.pairs, for both operators that take them.
        func both<Source: HasUnlistedTwin, Result: HasUnlistedTwin>(
            _ source: Source, _ result: Result
        ) {
            map(source, result)
            flatMapLatest(source, result)
        }
        both(String?.some("a"), "b")
        both("a", true)
        both("a", "b")
        both("a", 1)
        both(true, false)
        both(1, 2)
        both(1, true)
        both(1, "b")
        both(1.5, 2.5)
        both(1.5, "b")
        element(true)
        element("a")
        element(String?.some("a"))
        element(1)
        element(1.5)
        pair(
            "create Void", listed: { try creating(events, ()) },
            unlisted: { try creating(events, UnlistedVoid()) })
        pair(
            "signal element Void", listed: { try signalling(events / 4, ()) },
            unlisted: { try signalling(events / 4, UnlistedVoid()) })
        return ([], comparisons)
    }

    /// A value of the same layout in a type that no specialization list names, so that the
    /// operators take their generic path for it. A twin has the same kind of metadata as its
    /// type: a plain structure for `Bool`, `String`, `Int`, `Double` and `Void`, and an
    /// `Optional` of one for `String?`, whose generic path looks up `Optional`'s instance as
    /// the listed type's would; one generic wrapper for all would add a look-up of its own.
    protocol HasUnlistedTwin: Sendable {
        associatedtype Twin: Sendable
        var unlisted: Twin { get }
    }
    struct UnlistedBool: Sendable { var value: Bool }
    struct UnlistedString: Sendable { var value: String }
    struct UnlistedInt: Sendable { var value: Int }
    struct UnlistedDouble: Sendable { var value: Double }
    struct UnlistedVoid: Sendable {}

    /// Counts what a chain delivers, so that a broken chain cannot look fast.
    final class Tally {
        var count = 0
    }

    static func checked(_ tally: Tally, _ expected: Int, _ what: String) throws {
        try check(tally.count == expected, "\(what): \(tally.count) of \(expected) arrived")
    }

    static func mapping<Source: Sendable, Result: Sendable>(
        _ count: Int, _ source: Source, to result: Result
    )
        throws -> Double
    {
        let subject = PublishSubject<Source>()
        let tally = Tally()
        let subscription = subject.map { _ in result }.subscribe(onNext: { _ in tally.count += 1 })
        defer { subscription.dispose() }
        let time = nanoseconds { for _ in 0..<count { subject.onNext(source) } }
        try checked(tally, count, "map")
        return time / Double(count)
    }

    static func switching<Source: Sendable, Result: Sendable>(
        _ count: Int, _ source: Source, to result: Result
    )
        throws -> Double
    {
        let subject = PublishSubject<Source>()
        let inner = Observable.just(result)
        let tally = Tally()
        let subscription = subject.flatMapLatest { _ in inner }.subscribe(onNext: { _ in
            tally.count += 1
        })
        defer { subscription.dispose() }
        let time = nanoseconds { for _ in 0..<count { subject.onNext(source) } }
        try checked(tally, count, "flatMapLatest")
        return time / Double(count)
    }

    static func filtering<Element: Sendable>(_ count: Int, _ value: Element) throws -> Double {
        let subject = PublishSubject<Element>()
        let tally = Tally()
        var keep = false
        let subscription = subject.filter { _ in
            keep.toggle()
            return keep
        }.subscribe(onNext: { _ in tally.count += 1 })
        defer { subscription.dispose() }
        let time = nanoseconds { for _ in 0..<count { subject.onNext(value) } }
        try checked(tally, (count + 1) / 2, "filter")
        return time / Double(count)
    }

    static func creating<Element: Sendable>(_ count: Int, _ value: Element) throws -> Double {
        let source = Observable<Element>.create { observer in
            for _ in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let tally = Tally()
        let time = nanoseconds {
            _ = source.subscribe(onNext: { _ in tally.count += 1 })
        }
        try checked(tally, count, "create")
        return time / Double(count)
    }

    static func subscribingToJust<Element: Sendable>(_ count: Int, _ value: Element) throws
        -> Double
    {
        let tally = Tally()
        let time = nanoseconds {
            for _ in 0..<count {
                _ = Observable.just(value).subscribe(onNext: { _ in tally.count += 1 })
            }
        }
        try checked(tally, count, "just")
        return time / Double(count)
    }

    static func sharing<Element: Sendable>(_ count: Int, _ value: Element) throws -> Double {
        let subject = PublishSubject<Element>()
        let shared = subject.share(replay: 1)
        let tally = Tally()
        let first = shared.subscribe(onNext: { _ in tally.count += 1 })
        let second = shared.subscribe(onNext: { _ in tally.count += 1 })
        defer {
            first.dispose()
            second.dispose()
        }
        let time = nanoseconds { for _ in 0..<count { subject.onNext(value) } }
        try checked(tally, 2 * count, "share(replay: 1)")
        return time / Double(count)
    }

    static func binding<Element: Sendable>(_ count: Int, _ value: Element) throws -> Double {
        let tally = Tally()
        let binder = Binder<Element>(tally) { tally, _ in tally.count += 1 }
        let time = nanoseconds { for _ in 0..<count { binder.on(.next(value)) } }
        try checked(tally, count, "Binder")
        return time / Double(count)
    }

    /// An adjustment's `value-changed`, emitted by GTK for each new value, made into elements
    /// by GtkRx's signal path.
    static func signalling<Element: Sendable>(_ count: Int, _ value: Element) throws -> Double {
        let adjustment = Adjustment(
            value: 0, lower: 0, upper: 1, stepIncrement: 1, pageIncrement: 1, pageSize: 0)
        let tally = Tally()
        let subscription = adjustment.rx.signalEvents("value-changed") { _, _ in value }
            .subscribe(onNext: { _ in tally.count += 1 })
        defer { subscription.dispose() }
        let instance = UnsafeMutableRawPointer(adjustment.objectPointer)
            .assumingMemoryBound(to: GtkAdjustment.self)
        let time = nanoseconds {
            for index in 0..<count { gtk_adjustment_set_value(instance, Double(index & 1 ^ 1)) }
        }
        try checked(tally, count, "signal element")
        return time / Double(count)
    }
}

extension Bool: SpecializationWorkloads.HasUnlistedTwin {
    var unlisted: SpecializationWorkloads.UnlistedBool { .init(value: self) }
}
extension String: SpecializationWorkloads.HasUnlistedTwin {
    var unlisted: SpecializationWorkloads.UnlistedString { .init(value: self) }
}
extension Optional: SpecializationWorkloads.HasUnlistedTwin where Wrapped == String {
    var unlisted: SpecializationWorkloads.UnlistedString? { map { .init(value: $0) } }
}
extension Int: SpecializationWorkloads.HasUnlistedTwin {
    var unlisted: SpecializationWorkloads.UnlistedInt { .init(value: self) }
}
extension Double: SpecializationWorkloads.HasUnlistedTwin {
    var unlisted: SpecializationWorkloads.UnlistedDouble { .init(value: self) }
}
