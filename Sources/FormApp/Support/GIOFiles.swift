import Foundation
import GtkRxAdwaita

/// FormApp's file reads and writes, through GIO, asynchronously on the main loop.
@MainActor
enum GIOFiles {
    /// Writes `data` to the file at `url` in place of what it held (GIO writes a temporary
    /// file and renames it, so a failed write leaves the old file as it was). Disposal
    /// cancels the write.
    static func write(_ data: Data, to url: URL) -> Completable {
        do {
            return try File(path: url.path).rx.replaceContents(
                [UInt8](data), etag: nil, makeBackup: false, flags: .none
            )
            .asObservable().ignoreElements().asCompletable()
        } catch {
            return .error(error)
        }
    }

    /// The contents of the file at `url`. Disposal cancels the read.
    static func read(_ url: URL) -> Single<Data> {
        do {
            return try File(path: url.path).rx.loadContents().map(\.contents)
        } catch {
            return .error(error)
        }
    }
}
