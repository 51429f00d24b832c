import Foundation
import GtkRxCore
import GtkRxGLib

// The `.rx` forms of the hand-written asynchronous calls of
// `Sources/GtkRxGLib/Files/Streams+AsyncCalls.swift`: each starts its call when subscribed, on
// the main thread, and delivers the outcome there; disposal cancels the call, after which
// nothing is sent.

extension Reactive where Base: GtkRxGLib.InputStream {
    /// At most `count` bytes read when subscribed (`g_input_stream_read_async`), as a `Single`;
    /// see ``GtkRxGLib/InputStream/read(count:ioPriority:completion:)``.
    @MainActor
    public func read(count: Int, ioPriority: Int = 0) -> Single<[UInt8]> {
        asyncSingle(base) { stream, completion in
            stream.read(count: count, ioPriority: ioPriority, completion: completion)
        }
    }

    /// `count` bytes, or up to the end, read when subscribed (`g_input_stream_read_all_async`),
    /// as a `Single`.
    @MainActor
    public func readAll(count: Int, ioPriority: Int = 0) -> Single<[UInt8]> {
        asyncSingle(base) { stream, completion in
            stream.readAll(count: count, ioPriority: ioPriority, completion: completion)
        }
    }
}

extension Reactive where Base: GtkRxGLib.OutputStream {
    /// `buffers` written in one call when subscribed (`g_output_stream_writev_async`): the
    /// number of bytes written, as a `Single`.
    @MainActor
    public func writev(_ buffers: [[UInt8]], ioPriority: Int = 0) -> Single<Int> {
        asyncSingle(base) { stream, completion in
            stream.writev(buffers, ioPriority: ioPriority, completion: completion)
        }
    }

    /// All of `buffers` written when subscribed (`g_output_stream_writev_all_async`): the
    /// number of bytes written, as a `Single`.
    @MainActor
    public func writevAll(_ buffers: [[UInt8]], ioPriority: Int = 0) -> Single<Int> {
        asyncSingle(base) { stream, completion in
            stream.writevAll(buffers, ioPriority: ioPriority, completion: completion)
        }
    }
}

extension Reactive where Base: IOStream {
    /// The stream spliced with `other` when subscribed (`g_io_stream_splice_async`), completing
    /// when the splice ends.
    @MainActor
    public func splice(with other: IOStream, flags: IOStreamSpliceFlags = [], ioPriority: Int = 0)
        -> Completable
    {
        asyncCompletable(base) { stream, completion in
            stream.splice(with: other, flags: flags, ioPriority: ioPriority, completion: completion)
        }
    }
}

extension Reactive where Base: File {
    /// The disk space the file takes, measured when subscribed
    /// (`g_file_measure_disk_usage_async`), as a `Single`.
    @MainActor
    public func measureDiskUsage(flags: FileMeasureFlags = [], ioPriority: Int = 0)
        -> Single<(diskUsage: Int, folders: Int, files: Int)>
    {
        asyncSingle(base) { file, completion in
            file.measureDiskUsage(flags: flags, ioPriority: ioPriority, completion: completion)
        }
    }

    /// The file's contents, loaded when subscribed while `readMore` asks for more
    /// (`g_file_load_partial_contents_async`), with its entity tag, as a `Single`.
    @MainActor
    public func loadPartialContents(
        readMore: @escaping @MainActor (_ contentsSoFar: [UInt8]) -> Bool
    ) -> Single<(contents: Data, etag: String?)> {
        asyncSingle(base) { file, completion in
            file.loadPartialContents(readMore: readMore, completion: completion)
        }
    }
}

extension Reactive where Base: TlsDatabase {
    /// The certificates issued by `issuerRawDN`, looked up when subscribed
    /// (`g_tls_database_lookup_certificates_issued_by_async`), as a `Single`.
    @MainActor
    public func lookupCertificatesIssuedBy(
        _ issuerRawDN: [UInt8], interaction: TlsInteraction? = nil,
        flags: TlsDatabaseLookupFlags = .none, ioPriority: Int = 0
    ) -> Single<[TlsCertificate]> {
        asyncSingle(base) { database, completion in
            database.lookupCertificatesIssuedBy(
                issuerRawDN, interaction: interaction, flags: flags, ioPriority: ioPriority,
                completion: completion)
        }
    }
}
