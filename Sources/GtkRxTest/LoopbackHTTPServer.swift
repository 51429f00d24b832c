import Foundation
import Glibc
import XCTest

/// A minimal HTTP/1.1 server on 127.0.0.1 for tests of code that fetches: each path answers
/// with a fixed status and body, or holds the connection open without answering (to test
/// cancellation). Other paths answer 404 "not found".
///
/// ```swift
/// let server = try LoopbackHTTPServer(routes: ["/hello": .respond(status: 200, body: "Hi")])
/// defer { server.stop() }
/// let request = URLRequest(url: server.url("/hello"))
/// ```
public final class LoopbackHTTPServer: @unchecked Sendable {
    // Sendable: `log` is guarded by `lock`; the listening socket is only closed by `stop()`.

    /// How the server answers a path.
    public enum Reply: Sendable {
        /// Answers with `status` and `body` (sent as JSON content), then closes.
        case respond(status: Int, body: String)
        /// Reads the request and never answers, until the client closes the connection.
        case hold
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let routes: [String: Reply]
    private let lock = NSLock()
    private var log: [String] = []
    private var waiters: [(event: String, expectation: XCTestExpectation)] = []

    /// Starts listening on an ephemeral port of 127.0.0.1.
    public init(routes: [String: Reply]) throws {
        self.routes = routes
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(fd, address, length) == 0 && listen(fd, 16) == 0
                    && getsockname(fd, address, &length) == 0
            }
        }
        guard bound else { throw ServerError.socket(errno) }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// What happened, in order: `GET /path` per request, `closed /path` when a held
    /// connection's client went away.
    public var events: [String] { lock.withLock { log } }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Stops accepting connections.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// An expectation fulfilled once `event` has happened (at once if it already has).
    public func expectation(for event: String) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "the server sees \(event)")
        let happened = lock.withLock {
            if log.contains(event) { return true }
            waiters.append((event, expectation))
            return false
        }
        if happened { expectation.fulfill() }
        return expectation
    }

    private func record(_ event: String) {
        let met = lock.withLock {
            log.append(event)
            let met = waiters.filter { $0.event == event }.map(\.expectation)
            waiters.removeAll { $0.event == event }
            return met
        }
        met.forEach { $0.fulfill() }
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[0..<count]
        }
        let firstLine =
            String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let path = firstLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        record("GET \(path)")
        switch routes[path] ?? .respond(status: 404, body: "not found") {
        case .respond(let status, let body):
            let bytes = Array(body.utf8)
            let head =
                "HTTP/1.1 \(status) Status\r\nContent-Length: \(bytes.count)\r\n"
                + "Content-Type: application/json\r\nConnection: close\r\n\r\n"
            let reply = Array(head.utf8) + bytes
            _ = reply.withUnsafeBytes {
                send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
        case .hold:
            // Wait for the client to give up: recv returns 0 (closed) or fails (reset).
            while recv(client, &buffer, buffer.count, 0) > 0 {}
            record("closed \(path)")
        }
    }

    /// The server could not listen.
    public enum ServerError: Error {
        /// A socket call failed with this `errno`.
        case socket(Int32)
    }

    /// A port of 127.0.0.1 nothing listens on (bound, then closed), for refused connections.
    public static func refusedPort() -> UInt16 {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(probe, address, length) == 0 && getsockname(probe, address, &length) == 0
            }
        }
        return UInt16(bigEndian: address.sin_port)
    }
}

extension [UInt8] {
    fileprivate var containsHeaderEnd: Bool {
        count >= 4
            && indices.dropLast(3).contains { self[$0...$0 + 3].elementsEqual([13, 10, 13, 10]) }
    }
}
