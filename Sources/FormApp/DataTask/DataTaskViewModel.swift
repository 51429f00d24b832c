import Foundation
import GtkRxAdwaita
import GtkRxNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What one fetch came to.
enum DataTaskOutcome: Equatable, Sendable {
    /// The server answered 2xx with a body of this many bytes.
    case success(byteCount: Int)
    /// The fetch failed.
    case failure(DataTaskFailure)
}

/// Why a fetch failed, for the page to put in words.
enum DataTaskFailure: Equatable, Sendable {
    /// The text is not an http or https address.
    case invalidAddress
    /// Nothing answered at that address.
    case unreachable
    /// The server did not answer in time.
    case timedOut
    /// The server answered with a status outside 200…299.
    case httpStatus(Int)
    /// Anything else, with the system's description.
    case other(String)
}

/// The logic of the "Data task" page, in Rx (no GTK): the document's
/// `URLSession.shared.rx.data(request:)` example, with the state a page needs around it.
///
/// A fetch starts on each element of `fetchRequests` when the URL text is a valid http(s)
/// address (otherwise the outcome says it is not); a new fetch cancels the one in flight.
/// Outcomes are delivered on `scheduler`.
struct DataTaskViewModel {
    /// How long a fetch may take.
    static let timeout: TimeInterval = 15

    /// Whether the URL text is a valid http(s) address.
    let canFetch: Observable<Bool>
    /// Whether a fetch is in flight.
    let isLoading: Observable<Bool>
    /// The outcome of each fetch.
    let outcome: Observable<DataTaskOutcome>
    /// The body of the latest fetch, `nil` before the first and after a failed one (what the
    /// page can save).
    let response: Observable<Data?>

    init(
        urlText: Observable<String>, fetchRequests: Observable<Void>,
        fetch: @escaping (URLRequest) -> Observable<Data>, scheduler: SchedulerType
    ) {
        canFetch = urlText.map { DataTaskViewModel.request(for: $0) != nil }
            .distinctUntilChanged()
        let requests = fetchRequests.withLatestFrom(urlText)
            .map(DataTaskViewModel.request(for:))
            .share()
        // Each fetch's outcome with the body it brought, if any.
        let results = requests.flatMapLatest { request -> Observable<(DataTaskOutcome, Data?)> in
            guard let request else { return .just((.failure(.invalidAddress), nil)) }
            return fetch(request)
                .map { (DataTaskOutcome.success(byteCount: $0.count), $0) }
                .catch { .just((.failure(DataTaskViewModel.failure(for: $0)), nil)) }
        }
        .observe(on: scheduler)
        .share()
        let outcome = results.map { $0.0 }
        self.outcome = outcome
        response = results.map { $0.1 }.startWith(nil)
        isLoading = Observable.merge(
            requests.compactMap { $0 }.map { _ in true }, outcome.map { _ in false }
        )
        .startWith(false)
        .distinctUntilChanged()
    }

    /// The request for `text` when it is an http or https address with a host.
    static func request(for text: String) -> URLRequest? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return URLRequest(url: url, timeoutInterval: timeout)
    }

    /// The failure `error` stands for.
    static func failure(for error: Swift.Error) -> DataTaskFailure {
        if case .httpRequestFailed(let response, _) = error as? RxCocoaURLError {
            return .httpStatus(response.statusCode)
        }
        if let urlError = error as? URLError {
            switch urlError.code {
            case .timedOut: return .timedOut
            case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost,
                .notConnectedToInternet, .dnsLookupFailed:
                return .unreachable
            default: break
            }
        }
        return .other(error.localizedDescription)
    }
}
