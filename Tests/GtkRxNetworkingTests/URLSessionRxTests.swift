import Foundation
import GtkRxCore
import GtkRxNetworking
import GtkRxTest
import TestHelpers
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSession.rx against an HTTP server the test starts on loopback.
final class URLSessionRxTests: XCTestCase {
    private var server: LoopbackHTTPServer!

    override func setUpWithError() throws {
        server = try LoopbackHTTPServer(routes: [
            "/hello": .respond(status: 200, body: "Hello, GtkRx"),
            "/json": .respond(status: 200, body: #"{"count": 3}"#),
            "/slow": .hold,
        ])
    }

    override func tearDown() {
        server.stop()
    }

    func testDataEmitsTheBodyOfA200Reply() throws {
        let events = try collect(
            URLSession.shared.rx.data(request: URLRequest(url: server.url("/hello"))))
        XCTAssertEqual(
            events.elements.map { String(decoding: $0, as: UTF8.self) }, ["Hello, GtkRx"])
        XCTAssertTrue(events.completed)
    }

    func testDataFailsWithTheStatusOfA404Reply() throws {
        let events = try collect(
            URLSession.shared.rx.data(request: URLRequest(url: server.url("/missing"))))
        XCTAssertEqual(events.elements, [])
        guard case .httpRequestFailed(let response, let body) = events.error as? RxCocoaURLError
        else {
            return XCTFail("expected httpRequestFailed, got \(String(describing: events.error))")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(body.map { String(decoding: $0, as: UTF8.self) }, "not found")
        XCTAssertTrue("\(events.error!)".contains("404"))
    }

    func testResponseEmitsAnyStatusWithItsBody() throws {
        let events = try collect(
            URLSession.shared.rx.response(request: URLRequest(url: server.url("/missing"))))
        XCTAssertEqual(events.elements.map(\.response.statusCode), [404])
        XCTAssertTrue(events.completed)
    }

    func testJSONDecodesTheBody() throws {
        let events = try collect(
            URLSession.shared.rx.json(request: URLRequest(url: server.url("/json"))))
        XCTAssertEqual((events.elements.first as? [String: Any])?["count"] as? Int, 3)
        XCTAssertTrue(events.completed)
    }

    func testNonJSONIsADeserializationError() throws {
        let events = try collect(
            URLSession.shared.rx.json(request: URLRequest(url: server.url("/hello"))))
        guard case .deserializationError = events.error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(String(describing: events.error))")
        }
    }

    func testJSONOfAURLGetsIt() throws {
        let events = try collect(URLSession.shared.rx.json(url: server.url("/json")))
        XCTAssertEqual((events.elements.first as? [String: Any])?["count"] as? Int, 3)
        XCTAssertTrue(events.completed)
        XCTAssertTrue(server.events.contains("GET /json"), "\(server.events)")
    }

    func testShouldLogRequestIsAskedWithEachRequest() throws {
        let previous = URLSession.rx.shouldLogRequest
        defer { URLSession.rx.shouldLogRequest = previous }
        let asked = Locked<[String]>([])
        URLSession.rx.shouldLogRequest = { request in
            asked.withLock { $0.append(request.url?.path ?? "") }
            return false
        }
        _ = try collect(URLSession.shared.rx.data(request: URLRequest(url: server.url("/hello"))))
        _ = try collect(URLSession.shared.rx.json(url: server.url("/json")))
        XCTAssertEqual(asked.current, ["/hello", "/json"])
    }

    func testRequestsAreLoggedByDefaultInDebugBuildsOnly() {
        let request = URLRequest(url: server.url("/hello"))
        #if DEBUG
            XCTAssertTrue(URLSession.rx.shouldLogRequest(request))
        #else
            XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
        #endif
    }

    func testALoggedRequestIsACurlCommand() throws {
        var request = URLRequest(url: try XCTUnwrap(URL(string: "http://example.com/a?b=1")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("x", forHTTPHeaderField: "Accept")
        request.httpBody = Data(#"{"say": "hi"}"#.utf8)
        XCTAssertEqual(
            curlCommand(for: request),
            """
            curl -X POST \\
            -H "Accept: x" \\
            -H "Content-Type: application/json" \\
            -d "{\\"say\\": \\"hi\\"}" \\
            "http://example.com/a?b=1"
            """)
        XCTAssertEqual(
            curlCommand(for: URLRequest(url: try XCTUnwrap(URL(string: "http://example.com/")))),
            """
            curl -X GET \\
            "http://example.com/"
            """)
    }

    func testALoggedOutcomeSaysHowTheRequestEnded() throws {
        let url = try XCTUnwrap(URL(string: "http://example.com/"))
        let ok = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        let missing = HTTPURLResponse(
            url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
        XCTAssertEqual(
            responseSummary(ok, error: nil, elapsed: .milliseconds(12)),
            "Success (12ms): Status 200")
        XCTAssertEqual(
            responseSummary(missing, error: nil, elapsed: .seconds(1)),
            "Failure (1000ms): Status 404")
        XCTAssertEqual(
            responseSummary(nil, error: TestError.boom, elapsed: .milliseconds(3)),
            "Failure (3ms): boom")
    }

    func testARefusedConnectionFails() throws {
        let url = URL(string: "http://127.0.0.1:\(LoopbackHTTPServer.refusedPort())/")!
        let events = try collect(URLSession.shared.rx.data(request: URLRequest(url: url)))
        XCTAssertEqual(events.elements, [])
        XCTAssertEqual((events.error as? URLError)?.code, .cannotConnectToHost)
    }

    func testDisposingCancelsASlowRequest() throws {
        let recorder = Recorder<Data>()
        let subscription = URLSession.shared.rx.data(request: URLRequest(url: server.url("/slow")))
            .subscribe(recorder.observer)
        wait(for: [server.expectation(for: "GET /slow")], timeout: 10)
        subscription.dispose()
        wait(for: [server.expectation(for: "closed /slow")], timeout: 10)
        XCTAssertEqual(recorder.snapshot.elements, [])
        XCTAssertNil(recorder.snapshot.error)
        XCTAssertFalse(recorder.snapshot.completed)
    }

    /// Subscribes to `observable` and waits for its stop event.
    private func collect<Element>(_ observable: Observable<Element>) throws -> Recording<Element> {
        let recorder = Recorder<Element>()
        let stopped = expectation(description: "the request to end")
        recorder.onStop = { stopped.fulfill() }
        let subscription = observable.subscribe(recorder.observer)
        defer { subscription.dispose() }
        wait(for: [stopped], timeout: 10)
        return recorder.snapshot
    }
}
