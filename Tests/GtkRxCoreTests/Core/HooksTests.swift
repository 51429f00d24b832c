import Dispatch
import Glibc
import GtkRxCore
import TestHelpers
import XCTest

final class HooksTests: XCTestCase {
    private var savedHandler: Hooks.DefaultErrorHandler?
    private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack?
    private var savedRecord = false

    override func setUp() {
        super.setUp()
        savedHandler = Hooks.defaultErrorHandler
        savedCapture = Hooks.customCaptureSubscriptionCallstack
        savedRecord = Hooks.recordCallStackOnError
    }

    override func tearDown() {
        if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
        if let savedCapture { Hooks.customCaptureSubscriptionCallstack = savedCapture }
        Hooks.recordCallStackOnError = savedRecord
        super.tearDown()
    }

    func testRecordingCallStacksIsOffByDefault() {
        XCTAssertFalse(Hooks.recordCallStackOnError)
    }

    func testAnErrorWithoutAnErrorHandlerGoesToTheDefaultErrorHandler() {
        let reports = Locked<[(callStack: [String], error: TestError?)]>([])
        Hooks.defaultErrorHandler = { callStack, error in
            reports.withLock { $0.append((callStack, error as? TestError)) }
        }
        var received: [Int] = []
        _ = Observable.of(1).concat(Observable.error(TestError.boom))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        XCTAssertEqual(reports.current.map(\.error), [.boom])
        XCTAssertEqual(reports.current.map(\.callStack), [[]], "recording is off")
    }

    func testAnErrorWithAnErrorHandlerDoesNotReachIt() {
        let reports = SharedCounter()
        Hooks.defaultErrorHandler = { _, _ in reports.increment() }
        var handled: [TestError?] = []
        _ = Observable<Int>.error(TestError.other).subscribe(onError: {
            handled.append($0 as? TestError)
        })
        _ = Observable<Int>.just(1).subscribe()
        XCTAssertEqual(handled, [.other])
        XCTAssertEqual(reports.value, 0)
    }

    func testAnErrorThrownByAnAfterHandlerGoesToTheDefaultErrorHandler() {
        let reports = Locked<[TestError?]>([])
        Hooks.defaultErrorHandler = { _, error in
            reports.withLock { $0.append(error as? TestError) }
        }
        var completed = false
        _ = Observable.just(1)
            .do(afterCompleted: { throw TestError.other })
            .subscribe(
                onError: { _ in XCTFail("the sequence completed") },
                onCompleted: { completed = true })
        XCTAssertTrue(completed)
        XCTAssertEqual(reports.current, [.other])
    }

    func testTheCallStackIsRecordedWhenTheSubscriptionIsMade() {
        let captures = SharedCounter()
        let reports = Locked<[[String]]>([])
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = {
            captures.increment()
            return ["frame \(captures.value)"]
        }
        Hooks.defaultErrorHandler = { callStack, _ in reports.withLock { $0.append(callStack) } }
        let subject = PublishSubject<Int>()
        _ = subject.subscribe()
        XCTAssertEqual(captures.value, 1, "captured when subscribing")
        subject.onError(TestError.boom)
        XCTAssertEqual(captures.value, 1, "not again when the error arrives")
        XCTAssertEqual(reports.current, [["frame 1"]])
    }

    func testNoCallStackIsCapturedWhileRecordingIsOff() {
        let captures = SharedCounter()
        let reports = Locked<[[String]]>([])
        Hooks.customCaptureSubscriptionCallstack = {
            captures.increment()
            return ["unexpected"]
        }
        Hooks.defaultErrorHandler = { callStack, _ in reports.withLock { $0.append(callStack) } }
        _ = Observable<Int>.error(TestError.boom).subscribe()
        XCTAssertEqual(captures.value, 0)
        XCTAssertEqual(reports.current, [[]])
    }

    func testTheDefaultCaptureRecordsTheSubscribingFrames() throws {
        #if DEBUG
            let reports = Locked<[[String]]>([])
            Hooks.recordCallStackOnError = true
            Hooks.defaultErrorHandler = { callStack, _ in reports.withLock { $0.append(callStack) }
            }
            _ = Observable<Int>.error(TestError.boom).subscribe()
            let callStack = try XCTUnwrap(reports.current.first)
            XCTAssertTrue(
                callStack.contains {
                    $0.contains("testTheDefaultCaptureRecordsTheSubscribingFrames")
                },
                "\(callStack)")
        #else
            XCTAssertEqual(Hooks.customCaptureSubscriptionCallstack(), [])
        #endif
    }

    func testTheDefaultHandlerPrintsTheErrorAndTheCallStackInDebugBuilds() throws {
        let output = try captureStandardError {
            Hooks.defaultErrorHandler(["frame one", "frame two"], TestError.boom)
            Hooks.defaultErrorHandler([], TestError.other)
        }
        #if DEBUG
            XCTAssertEqual(
                output,
                """
                GtkRx: Unhandled error happened: boom
                subscription called from:
                frame one
                frame two
                GtkRx: Unhandled error happened: other

                """)
        #else
            XCTAssertEqual(output, "")
        #endif
    }

    func testHooksAreSafeFromManyThreads() {
        let reports = Locked<[TestError?]>([])
        let handler: Hooks.DefaultErrorHandler = { _, error in
            reports.withLock { $0.append(error as? TestError) }
        }
        Hooks.defaultErrorHandler = handler
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<200 {
                switch thread % 4 {
                case 0: Hooks.recordCallStackOnError = round.isMultiple(of: 2)
                case 1: Hooks.defaultErrorHandler = handler
                case 2: _ = Hooks.customCaptureSubscriptionCallstack()
                default: break
                }
                _ = Observable<Int>.error(TestError.boom).subscribe()
            }
        }
        XCTAssertEqual(reports.current.count, 8 * 200)
        XCTAssertTrue(reports.current.allSatisfy { $0 == .boom })
    }
}
