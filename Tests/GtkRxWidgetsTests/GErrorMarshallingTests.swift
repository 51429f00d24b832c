import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import XCTest

/// Generated members that take or give a `GError` other than a throwing call's: results and
/// signal arguments copied into a `GLibError` (C keeps its own), arguments copied into a new
/// `GError` for the call (or for C to take over).
@MainActor
final class GErrorMarshallingTests: GtkTestCase {
    func testAnErrorSetOnAGLAreaReadsBack() async throws {
        let area = GLArea()
        XCTAssertNil(area.error)
        let failure = GLibError(domain: "gtkrx-test-error-quark", code: 3, message: "no GL here")
        area.error = failure
        XCTAssertEqual(area.error, failure)
        area.error = GLibError(domain: "gtkrx-test-error-quark", code: 4, message: "")
        XCTAssertEqual(area.error?.code, 4, "an empty message is a message")
        area.error = nil
        XCTAssertNil(area.error, "unset")
    }

    func testADirectoryListSaysWhyItCouldNotLoad() async throws {
        let missing = NSTemporaryDirectory() + "gtkrx-missing-\(UUID().uuidString)"
        let list = DirectoryList(attributes: "standard::name", file: try File(path: missing))
        var told: [GLibError?] = []
        let subscription = list.rx.error.subscribe(onNext: { told.append($0) })
        defer { subscription.dispose() }
        try GtkTest.wait("the list stopped loading") { !list.isLoading }
        let error = try XCTUnwrap(list.error, "GIO's error, copied")
        XCTAssertEqual(error.domain, "g-io-error-quark")
        XCTAssertTrue(error.message.contains("No such file"), error.message)
        XCTAssertEqual(told.last??.domain, "g-io-error-quark", "told through rx.error")
        XCTAssertEqual(list.nItems, 0)
    }

    /// `gtk_gl_area_set_error` copies the error it reads: every copy GtkRx makes for a call
    /// is freed after it, and every copy C keeps is C's (memcheck runs this class).
    func testErrorsCrossWithoutLeaksOrCriticals() async throws {
        let area = GLArea()
        let warnings = GLibLog.recordingWarnings {
            for round in 0..<leakCycleRounds {
                area.error = GLibError(
                    domain: "gtkrx-round-\(round % 7)", code: round, message: "m")
                _ = area.error
            }
            area.error = nil
        }
        XCTAssertEqual(warnings, [])
        XCTAssertNil(area.error)
    }
}
