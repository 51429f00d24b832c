import Foundation
import GtkRxAdwaita

/// What saving the fetched response came to.
enum SaveOutcome: Equatable, Sendable {
    /// The response's bytes are in the file at `path`.
    case saved(path: String, byteCount: Int)
    /// The file could not be written; GIO's message (or the error's description) says why.
    case failed(String)
}

/// The logic of the "Data task" page's Save button, in Rx (no GTK).
///
/// Each element of `saveRequests` while there is a response asks for a destination with
/// `chooseDestination`; a chosen file is written with `write`, and the outcome says how it
/// went. When the user cancels the chooser (it completes empty), nothing is written and no
/// outcome is sent. Requests that arrive while a save is under way (the chooser open or the
/// file being written) are ignored. Disposing of the subscriptions cancels the write.
///
/// `response` is the body of the latest fetch, or `nil` when there is none or the latest fetch
/// failed: only what the page shows as fetched can be saved.
struct ResponseSavingViewModel {
    /// Whether there is a response to save and no save under way.
    let canSave: Observable<Bool>
    /// Whether a file is being written (not while the chooser is open).
    let isSaving: Observable<Bool>
    /// The outcome of each save the user did not cancel.
    let outcome: Observable<SaveOutcome>

    /// One save's steps: the file chosen and being written, then its outcome.
    private enum Step {
        case writing
        case finished(SaveOutcome)
    }

    init(
        response: Observable<Data?>, saveRequests: Observable<Void>,
        chooseDestination: @escaping () -> Maybe<URL>,
        write: @escaping (URL, Data) -> Completable, scheduler: SchedulerType
    ) {
        let response = response.share(replay: 1)
        let steps = saveRequests.withLatestFrom(response)
            .compactMap { $0 }
            .flatMapFirst { data -> Observable<Step> in
                chooseDestination().asObservable()
                    .flatMap { url -> Observable<Step> in
                        write(url, data)
                            .andThen(
                                Single.just(
                                    Step.finished(.saved(path: url.path, byteCount: data.count)))
                            )
                            .asObservable()
                            .startWith(.writing)
                    }
                    .catch { .just(.finished(.failed(ResponseSavingViewModel.describe($0)))) }
            }
            .observe(on: scheduler)
            .share()
        isSaving = steps.map { step in
            if case .writing = step { return true }
            return false
        }
        .startWith(false)
        .distinctUntilChanged()
        .share(replay: 1)
        outcome = steps.compactMap { step in
            if case .finished(let outcome) = step { return outcome }
            return nil
        }
        canSave = Observable.combineLatest(response.map { $0 != nil }, isSaving) {
            hasResponse, isSaving in hasResponse && !isSaving
        }
        .distinctUntilChanged()
    }

    /// `error` in words: GIO's message for a `GLibError`, the description otherwise.
    static func describe(_ error: Swift.Error) -> String {
        (error as? GLibError)?.message ?? error.localizedDescription
    }
}
