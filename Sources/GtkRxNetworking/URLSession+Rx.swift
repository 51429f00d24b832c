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
    /// Events arrive on the session's delegate queue; observe them on ``MainScheduler`` for UI.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)>
    {
        let session = base
        return Observable.create { observer in
            let observer = CompletionObserver(observer: observer)
            let task = session.dataTask(with: request) { data, response, error in
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
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)`` for any other status.
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
    /// ``RxCocoaURLError/deserializationError(error:)`` when the body is not JSON.
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
