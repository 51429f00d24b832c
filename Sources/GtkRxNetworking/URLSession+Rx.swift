import Foundation
import GtkRxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession: ReactiveCompatible {}

/// Why a `URLSession.rx` request failed, as RxCocoa names it.
public enum RxCocoaURLError: Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: the payloads are immutable responses, data and errors, only read.

    /// Something unexpected happened.
    case unknown
    /// The response was not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status outside 200…299.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded.
    case deserializationError(error: Swift.Error)

    /// A sentence saying what failed; for an HTTP failure, the status code.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// Sends `request` when subscribed to, and emits the HTTP response with its body, whatever
    /// the status; fails when there is no response (a refused connection, a timeout). Disposing
    /// cancels the data task.
    ///
    /// Events arrive on the session's delegate queue; observe them on ``GtkRxGLib/MainScheduler`` for UI.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)>
    {
        let session = base
        return Observable.create { observer in
            let observer = CompletionObserver(observer: observer)
            let log = Reactive<URLSession>.shouldLogRequest(request)
            let start = ContinuousClock.now
            let task = session.dataTask(with: request) { data, response, error in
                if log {
                    print(curlCommand(for: request))
                    print(
                        responseSummary(
                            response, error: error, elapsed: ContinuousClock.now - start))
                }
                guard let response, let data else {
                    observer.fail(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.fail(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                observer.finish(with: (httpResponse, data))
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// Sends `request` and emits the body of a 2xx response; fails with
    /// `RxCocoaURLError/httpRequestFailed(response:data:)` for any other status.
    ///
    /// ```swift
    /// URLSession.shared.rx.data(request: URLRequest(url: url))
    ///     .subscribe(onNext: { data in print("Data Task Success with count: \(data.count)") },
    ///                onError: { error in print("Data Task Error: \(error)") })
    ///     .disposed(by: disposeBag)
    /// ```
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// Sends `request` and emits the JSON object of a 2xx response's body; fails with
    /// `RxCocoaURLError/deserializationError(error:)` when the body is not JSON.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = [])
        -> Observable<Any>
    {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Sends a GET request for `url` and emits the JSON object of a 2xx response's body; see
    /// ``json(request:options:)``.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Whether ``response(request:)`` (and so ``data(request:)`` and the `json` requests)
    /// prints a request to standard output, as a curl command followed by its outcome and
    /// duration, when the request ends. It is asked once per subscription, with the request.
    ///
    /// By default, as in RxCocoa, every request is printed in debug builds and none in release
    /// builds. To silence it:
    ///
    /// ```swift
    /// URLSession.rx.shouldLogRequest = { _ in false }
    /// ```
    public static var shouldLogRequest: @Sendable (URLRequest) -> Bool {
        get { RequestLogFilter.shared.filter }
        set { RequestLogFilter.shared.filter = newValue }
    }
}

/// The storage of `URLSession.rx.shouldLogRequest`, which any thread may read or set.
private final class RequestLogFilter: @unchecked Sendable {
    // Sendable: `current` is read and written only holding `lock`, and is itself `@Sendable`.
    static let shared = RequestLogFilter()

    private let lock = Lock()
    private var current: @Sendable (URLRequest) -> Bool = { _ in
        #if DEBUG
            true
        #else
            false
        #endif
    }

    var filter: @Sendable (URLRequest) -> Bool {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

/// `request` as a curl command line that repeats it: its method, headers, body and URL, one
/// to a line.
package func curlCommand(for request: URLRequest) -> String {
    func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = ["curl -X \(request.httpMethod ?? "GET")"]
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        lines.append("-H \(quoted("\(name): \(value)"))")
    }
    if let body = request.httpBody, !body.isEmpty {
        lines.append("-d \(quoted(String(decoding: body, as: UTF8.self)))")
    }
    lines.append(quoted(request.url?.absoluteString ?? ""))
    return lines.joined(separator: " \\\n")
}

/// One line on how a request ended: `Success (12ms): Status 200`, or `Failure (3ms): …` with
/// the error.
package func responseSummary(_ response: URLResponse?, error: Swift.Error?, elapsed: Duration)
    -> String
{
    let (seconds, attoseconds) = elapsed.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    if let response = response as? HTTPURLResponse {
        let outcome = 200..<300 ~= response.statusCode ? "Success" : "Failure"
        return "\(outcome) (\(milliseconds)ms): Status \(response.statusCode)"
    }
    if let error {
        return "Failure (\(milliseconds)ms): \(error)"
    }
    return "Failure (\(milliseconds)ms): no HTTP response"
}

/// The observer of one data task, called from its completion handler, the only source of its
/// events. Sound as `@unchecked Sendable` because that handler runs once, on one thread.
private struct CompletionObserver<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>

    func finish(with element: Element) {
        observer.onNext(element)
        observer.onCompleted()
    }

    func fail(_ error: Swift.Error) {
        observer.onError(error)
    }
}
