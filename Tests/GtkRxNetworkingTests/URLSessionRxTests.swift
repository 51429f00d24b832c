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
