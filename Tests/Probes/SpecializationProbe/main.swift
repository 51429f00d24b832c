// Checks, in a release build, the copies of GtkRx's sinks that are specialized for the usual
// element types (`@_specialize` in `map`, `filter`, `create`, `share`, `Binder`, `just` and
// `flatMapLatest`, written from the generator's SpecializedTypes.swift). A debug
// build has no such copies: the suite only ever runs the generic ones. For each specialized
// type, and one type with no copy of its own, the probe sends elements, an error, a completion,
// a throwing closure and a disposal through each operator and compares what arrives with what
// RxSwift's contract says. It prints "specializations: ok (N checks)" and exits with status 0,
// or prints each difference and exits with status 1. scripts/check-release-specializations
// builds and runs it.

import Glibc
import GtkRx

enum ProbeError: Error {
    case failed
}

// nonisolated(unsafe): the probe runs on the main thread only; no other thread touches these.
/// What the checks found wrong.
nonisolated(unsafe) var failures: [String] = []
/// How many checks ran.
nonisolated(unsafe) var checks = 0

/// Compares what `body` recorded with `expected`.
func check(_ name: String, _ recorded: [String], _ expected: [String]) {
    checks += 1
    if recorded != expected {
        failures.append("\(name): got \(recorded), expected \(expected)")
    }
}

/// The events `sequence` sends while `drive` feeds `subject`, as text.
func record<Source, Element>(
    _ subject: PublishSubject<Source>, _ sequence: Observable<Element>,
    drive: (PublishSubject<Source>) -> Void
) -> [String] {
    var events: [String] = []
    let subscription = sequence.subscribe { event in
        switch event {
        case .next(let element): events.append("next(\(element))")
        case .error: events.append("error")
        case .completed: events.append("completed")
        }
    }
    drive(subject)
    subscription.dispose()
    if subject.hasObservers { events.append("still subscribed") }
    return events
}

/// Checks `map` from `Source` to `Result` with `transform` on `a` and `b`.
func checkMap<Source, Result>(
    _ a: Source, _ b: Source, _ transform: @escaping (Source) -> Result
) {
    let name = "map \(Source.self) -> \(Result.self)"
    let (ra, rb) = ("next(\(transform(a)))", "next(\(transform(b)))")
    var subject = PublishSubject<Source>()
    check(
        name + ", completing",
        record(subject, subject.map(transform)) {
            $0.onNext(a); $0.onNext(b); $0.onCompleted(); $0.onNext(a)
        }, [ra, rb, "completed"])
    subject = PublishSubject<Source>()
    check(
        name + ", failing",
        record(subject, subject.map(transform)) {
            $0.onNext(a); $0.onError(ProbeError.failed); $0.onNext(b)
        }, [ra, "error"])
    subject = PublishSubject<Source>()
    var calls = 0
    let throwing = subject.map { value -> Result in
        calls += 1
        if calls == 2 { throw ProbeError.failed }
        return transform(value)
    }
    check(
        name + ", throwing",
        record(subject, throwing) {
            $0.onNext(a); $0.onNext(b); $0.onNext(a)
        },
        [ra, "error"])
    subject = PublishSubject<Source>()
    var events: [String] = []
    let subscription = subject.map(transform).subscribe(onNext: { events.append("next(\($0))") })
    subject.onNext(a)
    subscription.dispose()
    subject.onNext(b)
    check(name + ", disposed", events + (subject.hasObservers ? ["still subscribed"] : []), [ra])
}

/// Checks `filter` on `Element` with `kept` passing and `dropped` not.
func checkFilter<Element: Equatable>(kept: Element, dropped: Element) {
    let name = "filter \(Element.self)"
    let subject = PublishSubject<Element>()
    check(
        name,
        record(subject, subject.filter { $0 == kept }) {
            $0.onNext(kept); $0.onNext(dropped); $0.onNext(kept); $0.onCompleted()
        }, ["next(\(kept))", "next(\(kept))", "completed"])
    let failing = PublishSubject<Element>()
    check(
        name + ", throwing",
        record(
            failing,
            failing.filter {
                if $0 == dropped { throw ProbeError.failed }; return true
            }
        ) {
            $0.onNext(kept); $0.onNext(dropped); $0.onNext(kept)
        }, ["next(\(kept))", "error"])
}

/// What the probe's Binders bind into.
final class Target {
    var bound: [String] = []
}

/// Checks `create`, `share(replay: 1)` and a `Binder` for `Element`, with `a` and `b`.
@MainActor
func checkCreateShareAndBinder<Element>(_ a: Element, _ b: Element) {
    let name = "\(Element.self)"
    let unused = PublishSubject<Int>()
    let created = Observable<Element>.create { observer in
        observer.onNext(a)
        observer.onNext(b)
        observer.onCompleted()
        observer.onNext(a)
        return Disposables.create()
    }
    check(
        "create " + name, record(unused, created) { _ in },
        ["next(\(a))", "next(\(b))", "completed"])

    let subject = PublishSubject<Element>()
    let shared = subject.share(replay: 1)
    var first: [String] = []
    let firstSubscription = shared.subscribe(onNext: { first.append("next(\($0))") })
    subject.onNext(a)
    var second: [String] = []
    let secondSubscription = shared.subscribe(onNext: { second.append("next(\($0))") })
    subject.onNext(b)
    firstSubscription.dispose()
    secondSubscription.dispose()
    subject.onNext(a)
    check("share(replay: 1) " + name + ", first", first, ["next(\(a))", "next(\(b))"])
    check("share(replay: 1) " + name + ", second", second, ["next(\(a))", "next(\(b))"])
    check("share(replay: 1) " + name + ", disconnected", subject.hasObservers ? ["yes"] : [], [])

    let target = Target()
    let binder = Binder<Element>(target) { target, value in target.bound.append("next(\(value))") }
    Observable.from([a, b]).bind(to: binder).dispose()
    check("Binder " + name, target.bound, ["next(\(a))", "next(\(b))"])
}

/// Checks `just` of `Element`, and `flatMapLatest` from `Source` to `Result` through `inner`
/// (sending its element twice), on `a` and `b`.
func checkJustAndFlatMapLatest<Source, Result>(
    _ a: Source, _ b: Source, _ transform: @escaping (Source) -> Result
) {
    let name = "flatMapLatest \(Source.self) -> \(Result.self)"
    let unused = PublishSubject<Int>()
    check(
        "just \(Result.self)", record(unused, Observable.just(transform(a))) { _ in },
        ["next(\(transform(a)))", "completed"])
    let (ra, rb) = ("next(\(transform(a)))", "next(\(transform(b)))")
    let twice = { (value: Source) in Observable.of(transform(value), transform(value)) }
    var subject = PublishSubject<Source>()
    check(
        name + ", ending inners",
        record(subject, subject.flatMapLatest(twice)) {
            $0.onNext(a); $0.onNext(b); $0.onCompleted(); $0.onNext(a)
        }, [ra, ra, rb, rb, "completed"])
    subject = PublishSubject<Source>()
    let inners = [PublishSubject<Result>(), PublishSubject<Result>()]
    var index = 0
    let switching = subject.flatMapLatest { _ -> Observable<Result> in
        defer { index += 1 }
        return inners[index].asObservable()
    }
    check(
        name + ", switching",
        record(subject, switching) {
            $0.onNext(a)
            inners[0].onNext(transform(a))
            $0.onNext(b)
            inners[0].onNext(transform(a))
            inners[1].onNext(transform(b))
            $0.onCompleted()
            inners[1].onCompleted()
        }, [ra, rb, "completed"])
    check(name + ", replaced inner let go of", inners[0].hasObservers ? ["yes"] : [], [])
    subject = PublishSubject<Source>()
    let failing = PublishSubject<Result>()
    check(
        name + ", failing inner",
        record(subject, subject.flatMapLatest { _ in failing.asObservable() }) {
            $0.onNext(a); failing.onNext(transform(a)); failing.onError(ProbeError.failed)
            $0.onNext(b)
        }, [ra, "error"])
    subject = PublishSubject<Source>()
    var calls = 0
    let throwing = subject.flatMapLatest { value -> Observable<Result> in
        calls += 1
        if calls == 2 { throw ProbeError.failed }
        return Observable.just(transform(value))
    }
    check(
        name + ", throwing",
        record(subject, throwing) {
            $0.onNext(a); $0.onNext(b); $0.onNext(a)
        }, [ra, "error"])
    subject = PublishSubject<Source>()
    let running = PublishSubject<Result>()
    var events: [String] = []
    let subscription = subject.flatMapLatest { _ in running.asObservable() }
        .subscribe(onNext: { events.append("next(\($0))") })
    subject.onNext(a)
    running.onNext(transform(a))
    subscription.dispose()
    running.onNext(transform(b))
    check(
        name + ", disposed",
        events + (subject.hasObservers || running.hasObservers ? ["still subscribed"] : []), [ra])
}

// The specialized pairs of `map`, then one with no copy of its own.
checkMap(Optional("a"), nil) { $0 ?? "" }
checkMap("abcde", "ab") { $0.count >= 5 }
checkMap("a", "b") { $0.uppercased() }
checkMap("abc", "") { $0.count }
checkMap(true, false) { !$0 }
checkMap(1, 2) { $0 * 10 }
checkMap(1, 2) { $0 > 1 }
checkMap(1, 2) { String($0) }
checkMap(1.5, 2.5) { $0 * 2 }
checkMap(1.5, 2.5) { String($0) }
checkMap(Float(1), Float(2)) { [$0] }

checkFilter(kept: true, dropped: false)
checkFilter(kept: "a", dropped: "b")
checkFilter(kept: Optional("a"), dropped: nil)
checkFilter(kept: 1, dropped: 2)
checkFilter(kept: 1.5, dropped: 2.5)
checkFilter(kept: Float(1), dropped: Float(2))

checkCreateShareAndBinder((), ())
checkCreateShareAndBinder(true, false)
checkCreateShareAndBinder("a", "b")
checkCreateShareAndBinder(Optional("a"), nil)
checkCreateShareAndBinder(1, 2)
checkCreateShareAndBinder(1.5, 2.5)
checkCreateShareAndBinder(Float(1), Float(2))

// The specialized pairs of `flatMapLatest` (the same as `map`'s, and the types of `just`),
// then one with no copy.
checkJustAndFlatMapLatest(1, 2) { $0 * 10 }
checkJustAndFlatMapLatest(1, 2) { $0 > 1 }
checkJustAndFlatMapLatest("abc", "") { $0.count }
checkJustAndFlatMapLatest("a", "b") { $0.uppercased() }
checkJustAndFlatMapLatest("abcde", "ab") { $0.count >= 5 }
checkJustAndFlatMapLatest(Optional("a"), nil) { $0 ?? "" }
checkJustAndFlatMapLatest(true, false) { !$0 }
checkJustAndFlatMapLatest(1, 2) { String($0) }
checkJustAndFlatMapLatest(1.5, 2.5) { $0 * 2 }
checkJustAndFlatMapLatest(1.5, 2.5) { String($0) }
checkJustAndFlatMapLatest(Float(1), Float(2)) { [$0] }

if failures.isEmpty {
    print("specializations: ok (\(checks) checks)")
} else {
    failures.forEach { print("specializations: \($0)") }
    exit(1)
}
