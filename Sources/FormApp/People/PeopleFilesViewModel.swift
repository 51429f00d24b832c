import Foundation
import GtkRxAdwaita

/// What an export or an import of the people came to.
enum PeopleFileOutcome: Equatable, Sendable {
    /// This many people were written to the file at `path`.
    case exported(count: Int, path: String)
    /// This many people were read from the file at `path`, and replace everyone.
    case imported(count: Int, path: String)
    /// The file could not be written or read; the reason in words.
    case failedExport(String)
    /// The file could not be read as people; nothing changed.
    case failedImport(String)
}

/// The logic of the People page's "Export…" and "Import…" buttons, in Rx (no GTK).
///
/// An export asks where to write with `chooseDestination` and writes everyone, in order, as
/// ``PeopleArchive`` JSON with `write`. An import asks for a file with `chooseSource`, reads it
/// with `read` and, when it holds people, sends them on ``imported`` (for the page's people to
/// be replaced). Cancelling a chooser does nothing and says nothing; a file that cannot be
/// read, written or understood is an outcome saying why, and changes nothing. A press while
/// another export or import is under way is ignored. Disposing of the subscriptions cancels a
/// read or write in flight.
struct PeopleFilesViewModel {
    /// The people of each successful import.
    let imported: Observable<[Person]>
    /// The outcome of each export and import the user did not cancel.
    let outcome: Observable<PeopleFileOutcome>

    /// One press's result: people to replace everyone with, and what to say.
    private typealias Result = (people: [Person]?, outcome: PeopleFileOutcome)

    init(
        people: Observable<[Person]>, exportRequests: Observable<Void>,
        importRequests: Observable<Void>, chooseDestination: @escaping () -> Maybe<URL>,
        chooseSource: @escaping () -> Maybe<URL>,
        write: @escaping (URL, Data) -> Completable, read: @escaping (URL) -> Single<Data>,
        scheduler: SchedulerType
    ) {
        enum Request {
            case export([Person])
            case `import`
        }
        let requests = Observable.merge(
            exportRequests.withLatestFrom(people).map(Request.export),
            importRequests.map { Request.import })
        let results = requests.flatMapFirst { request -> Observable<Result> in
            switch request {
            case .export(let everyone):
                return chooseDestination().asObservable()
                    .flatMap { url -> Observable<Result> in
                        write(url, PeopleArchive.encode(everyone))
                            .andThen(
                                Single.just(
                                    (nil, .exported(count: everyone.count, path: url.path)))
                            )
                            .asObservable()
                    }
                    .catch { .just((nil, .failedExport(PeopleFilesViewModel.describe($0)))) }
            case .import:
                return chooseSource().asObservable()
                    .flatMap { url -> Observable<Result> in
                        read(url).asObservable().map { data -> Result in
                            let people = try PeopleArchive.decode(data)
                            return (people, .imported(count: people.count, path: url.path))
                        }
                    }
                    .catch { .just((nil, .failedImport(PeopleFilesViewModel.describe($0)))) }
            }
        }
        .observe(on: scheduler)
        .share()
        imported = results.compactMap(\.people)
        outcome = results.map(\.outcome)
    }

    /// `error` in words: GIO's message, the archive's reason, or the error's description.
    static func describe(_ error: Swift.Error) -> String {
        if let error = error as? GLibError { return error.message }
        switch error as? PeopleArchiveError {
        case .notJSON?: return tr("The file is not JSON.")
        case .notAListOfPeople?:
            return tr("The file is not a list of people, each with a name.")
        case .blankName(let position)?:
            return tr("Person %d has no name.")
                .replacingOccurrences(of: "%d", with: String(position))
        case nil: return error.localizedDescription
        }
    }
}
