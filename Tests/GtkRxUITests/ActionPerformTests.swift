import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Activating an action by name checks it first: an unknown or disabled action, or a parameter
/// of the wrong type, is a reported no-op instead of GIO's silence or critical warning.
@MainActor
final class ActionPerformTests: GtkTestCase {
    func testAKnownEnabledActionIsActivatedWithItsParameter() async {
        let group = SimpleActionGroup()
        let size = SimpleAction(name: "size", parameter: String.self)
        group.addAction(size)
        let bag = DisposeBag()
        var sizes: [String] = []
        size.rx.activated(as: String.self).subscribe(onNext: { sizes.append($0) })
            .disposed(by: bag)
        XCTAssertTrue(group.performAction(named: "size", parameter: Variant("large")))
        XCTAssertEqual(sizes, ["large"])
    }

    func testUnknownDisabledAndMistypedActivationsAreReportedNoOps() async throws {
        let group = SimpleActionGroup()
        let size = SimpleAction(name: "size", parameter: String.self)
        let quit = SimpleAction(name: "quit")
        group.addAction(size)
        group.addAction(quit)
        let bag = DisposeBag()
        var activations = 0
        size.rx.activated.subscribe(onNext: { _ in activations += 1 }).disposed(by: bag)
        quit.rx.activated.subscribe(onNext: { _ in activations += 1 }).disposed(by: bag)

        var results: [Bool] = []
        let report = try captureStandardError {
            results.append(group.performAction(named: "nowhere"))
            results.append(group.performAction(named: "not valid!"))
            results.append(group.performAction(named: "size", parameter: Variant(3)))
            results.append(group.performAction(named: "size"))
            results.append(group.performAction(named: "quit", parameter: Variant("x")))
            quit.isEnabled = false
            results.append(group.performAction(named: "quit"))
        }
        XCTAssertEqual(results, [false, false, false, false, false, false])
        XCTAssertEqual(activations, 0)
        for expected in [
            "no action named \"nowhere\"", "no action named \"not valid!\"",
            "\"size\" takes a parameter of type s, not int64 3 (x)",
            "\"size\" takes a parameter of type s, not none",
            "\"quit\" takes no parameter", "\"quit\" is disabled",
        ] {
            XCTAssertTrue(report.contains(expected), "missing \(expected) in \(report)")
        }
        XCTAssertFalse(report.contains("CRITICAL"), report)
    }
}
