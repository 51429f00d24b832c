import CGLib
import Foundation

// GIO's asynchronous calls the generator cannot write, each in the two forms of the generated
// ones (a completion handler returning an ``AsyncCall``, and `async`): reads into a buffer the
// caller allocates (`g_input_stream_read_async`, `…_read_all_async`), writes of several
// buffers at once (`g_output_stream_writev_async`, `…_writev_all_async`), a splice whose
// `…_finish` is a plain function (`g_io_stream_splice_async`), a partial load with a callback
// sharing the ready callback's user data (`g_file_load_partial_contents_async`), a disk-usage
// measurement (`g_file_measure_disk_usage_async`), and a lookup taking a `GByteArray`
// (`g_tls_database_lookup_certificates_issued_by_async`).
//
// Each buffer GIO reads or fills lives in the call's `finished` closure, which ``AsyncCall``
// lets go of only once GIO has called back: a cancelled call's buffer outlives GIO's use of it.

/// C memory a call lends to GIO until it calls back, freed with the last reference.
private final class CallBuffer {
    let bytes: UnsafeMutableRawPointer
    let count: Int

    init(count: Int) {
        self.count = count
        bytes = .allocate(byteCount: Swift.max(count, 1), alignment: 16)
    }

    /// The first `length` bytes (at most ``count``).
    func prefix(_ length: Int) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: bytes, count: Swift.min(Swift.max(length, 0), count)))
    }

    deinit { bytes.deallocate() }
}

/// Copies of several byte arrays as C's `GOutputVector`s, kept until GIO calls back.
private final class CallVectors {
    let buffers: [CallBuffer]
    let vectors: UnsafeMutablePointer<GOutputVector>

    init(_ arrays: [[UInt8]]) {
        buffers = arrays.map { array in
            let buffer = CallBuffer(count: array.count)
            array.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress {
                    buffer.bytes.copyMemory(from: base, byteCount: bytes.count)
                }
            }
            return buffer
        }
        vectors = .allocate(capacity: Swift.max(arrays.count, 1))
        for (index, buffer) in buffers.enumerated() {
            (vectors + index).initialize(
                to: GOutputVector(buffer: UnsafeRawPointer(buffer.bytes), size: gsize(buffer.count))
            )
        }
    }

    deinit {
        vectors.deinitialize(count: buffers.count)
        vectors.deallocate()
    }
}

/// A `GByteArray` copy of bytes a call lends to GIO until it calls back.
private final class CallByteArray {
    let array: UnsafeMutablePointer<GByteArray>

    init(_ bytes: [UInt8]) {
        array = g_byte_array_sized_new(guint(truncatingIfNeeded: bytes.count))
        bytes.withUnsafeBufferPointer {
            _ = g_byte_array_append(array, $0.baseAddress, guint(truncatingIfNeeded: $0.count))
        }
    }

    deinit { g_byte_array_unref(array) }
}

/// The `GError` a `…_finish` function set, as the failure of a result.
private func failure<Value>(_ error: UnsafeMutablePointer<GError>?, else value: () -> Value)
    -> Result<Value, GLibError>
{
    error.map { .failure(GLibError(consuming: $0)) } ?? .success(value())
}

extension InputStream {
    /// Starts reading at most `count` bytes (`g_input_stream_read_async`); `completion` gets the
    /// bytes read, on the main thread: fewer than `count` when fewer were ready, none at the end
    /// of the stream. Disposing of the returned call cancels it: `completion` is then not called.
    /// A negative `count` is refused with a `GLibError`.
    @discardableResult
    public func read(
        count: Int, ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<[UInt8], GLibError>) -> Void
    ) -> AsyncCall {
        bufferedRead(
            count: count, ioPriority: ioPriority, "InputStream.read",
            start: { g_input_stream_read_async($0, $1, $2, $3, $4, $5, $6) },
            finish: { stream, result, error in
                Int(g_input_stream_read_finish(stream, result, error))
            },
            completion: completion)
    }

    /// Reads at most `count` bytes (`g_input_stream_read_async`), as
    /// ``read(count:ioPriority:completion:)``. Cancelling the calling `Task` cancels the read,
    /// which then throws `CancellationError`.
    public func read(count: Int, ioPriority: Int = 0) async throws -> [UInt8] {
        try await awaitAsyncCall { read(count: count, ioPriority: ioPriority, completion: $0) }
    }

    /// Starts reading `count` bytes, or up to the end of the stream
    /// (`g_input_stream_read_all_async`); `completion` gets the bytes read, on the main thread:
    /// fewer than `count` only at the end. Disposing of the returned call cancels it.
    @discardableResult
    public func readAll(
        count: Int, ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<[UInt8], GLibError>) -> Void
    ) -> AsyncCall {
        bufferedRead(
            count: count, ioPriority: ioPriority, "InputStream.readAll",
            start: { g_input_stream_read_all_async($0, $1, $2, $3, $4, $5, $6) },
            finish: { stream, result, error in
                var read: gsize = 0
                _ = g_input_stream_read_all_finish(stream, result, &read, error)
                return Int(read)
            },
            completion: completion)
    }

    /// Reads `count` bytes or up to the end (`g_input_stream_read_all_async`), as
    /// ``readAll(count:ioPriority:completion:)``. Cancelling the calling `Task` cancels it.
    public func readAll(count: Int, ioPriority: Int = 0) async throws -> [UInt8] {
        try await awaitAsyncCall { readAll(count: count, ioPriority: ioPriority, completion: $0) }
    }

    /// The C signature `g_input_stream_read_async` and `…_read_all_async` share.
    private typealias BufferedReadStart = (
        UnsafeMutablePointer<GInputStream>, UnsafeMutableRawPointer, gsize, Int32,
        UnsafeMutablePointer<GCancellable>, GAsyncReadyCallback, gpointer
    ) -> Void
    /// Their `…_finish` functions, as the number of bytes read.
    private typealias BufferedReadFinish = (
        UnsafeMutablePointer<GInputStream>, OpaquePointer,
        UnsafeMutablePointer<UnsafeMutablePointer<GError>?>
    ) -> Int

    /// A read of at most `count` bytes into a buffer kept until GIO calls back; a negative
    /// `count` is refused with a `GLibError` naming `context`.
    private func bufferedRead(
        count: Int, ioPriority: Int, _ context: String, start: BufferedReadStart,
        finish: @escaping BufferedReadFinish,
        completion: @escaping @MainActor (Result<[UInt8], GLibError>) -> Void
    ) -> AsyncCall {
        guard count >= 0 else {
            return AsyncCall(refused: GLibError.refusedArgument(context), completion)
        }
        let buffer = CallBuffer(count: count)
        return AsyncCall(
            start: { cancellable, callback, data in
                start(
                    cPointer(self), buffer.bytes, gsize(count), cInteger(ioPriority, context),
                    cancellable, callback, data)
            },
            finished: { result in
                var error: UnsafeMutablePointer<GError>?
                let read = finish(cPointer(self), result, &error)
                completion(failure(error) { buffer.prefix(read) })
            })
    }
}

extension OutputStream {
    /// Starts writing `buffers` one after the other in one call
    /// (`g_output_stream_writev_async`); `completion` gets how many bytes were written, on the
    /// main thread: possibly fewer than all. GIO writes copies, kept until it calls back.
    /// Disposing of the returned call cancels it.
    @discardableResult
    public func writev(
        _ buffers: [[UInt8]], ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<Int, GLibError>) -> Void
    ) -> AsyncCall {
        vectoredWrite(
            buffers, ioPriority: ioPriority, "OutputStream.writev",
            start: { g_output_stream_writev_async($0, $1, $2, $3, $4, $5, $6) },
            finish: { g_output_stream_writev_finish($0, $1, $2, $3) },
            completion: completion)
    }

    /// Writes `buffers` in one call (`g_output_stream_writev_async`), as
    /// ``writev(_:ioPriority:completion:)``. Cancelling the calling `Task` cancels it.
    public func writev(_ buffers: [[UInt8]], ioPriority: Int = 0) async throws -> Int {
        try await awaitAsyncCall { writev(buffers, ioPriority: ioPriority, completion: $0) }
    }

    /// Starts writing all of `buffers`, one after the other
    /// (`g_output_stream_writev_all_async`); `completion` gets how many bytes were written, on
    /// the main thread (all of them unless GIO reports an error). Disposing of the returned
    /// call cancels it.
    @discardableResult
    public func writevAll(
        _ buffers: [[UInt8]], ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<Int, GLibError>) -> Void
    ) -> AsyncCall {
        vectoredWrite(
            buffers, ioPriority: ioPriority, "OutputStream.writevAll",
            start: { g_output_stream_writev_all_async($0, $1, $2, $3, $4, $5, $6) },
            finish: { g_output_stream_writev_all_finish($0, $1, $2, $3) },
            completion: completion)
    }

    /// Writes all of `buffers` (`g_output_stream_writev_all_async`), as
    /// ``writevAll(_:ioPriority:completion:)``. Cancelling the calling `Task` cancels it.
    public func writevAll(_ buffers: [[UInt8]], ioPriority: Int = 0) async throws -> Int {
        try await awaitAsyncCall { writevAll(buffers, ioPriority: ioPriority, completion: $0) }
    }

    /// The C signature `g_output_stream_writev_async` and `…_writev_all_async` share.
    private typealias VectoredWriteStart = (
        UnsafeMutablePointer<GOutputStream>, UnsafeMutablePointer<GOutputVector>, gsize, Int32,
        UnsafeMutablePointer<GCancellable>, GAsyncReadyCallback, gpointer
    ) -> Void
    /// The C signature of their `…_finish` functions.
    private typealias VectoredWriteFinish = (
        UnsafeMutablePointer<GOutputStream>, OpaquePointer, UnsafeMutablePointer<gsize>,
        UnsafeMutablePointer<UnsafeMutablePointer<GError>?>
    ) -> gboolean

    private func vectoredWrite(
        _ buffers: [[UInt8]], ioPriority: Int, _ context: String, start: VectoredWriteStart,
        finish: @escaping VectoredWriteFinish,
        completion: @escaping @MainActor (Result<Int, GLibError>) -> Void
    ) -> AsyncCall {
        let vectors = CallVectors(buffers)
        return AsyncCall(
            start: { cancellable, callback, data in
                start(
                    cPointer(self), vectors.vectors, gsize(buffers.count),
                    cInteger(ioPriority, context), cancellable, callback, data)
            },
            finished: { result in
                withExtendedLifetime(vectors) {}
                var error: UnsafeMutablePointer<GError>?
                var written: gsize = 0
                _ = finish(cPointer(self), result, &written, &error)
                completion(failure(error) { Int(written) })
            })
    }
}

extension IOStream {
    /// Starts copying what each of this stream and `other` reads to the other's output
    /// (`g_io_stream_splice_async`) until one ends (both, with `.waitForBoth`), closing the
    /// streams `flags` names; `completion` gets the outcome on the main thread. Disposing of the
    /// returned call cancels it.
    @discardableResult
    public func splice(
        with other: IOStream, flags: IOStreamSpliceFlags = [], ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<Void, GLibError>) -> Void
    ) -> AsyncCall {
        AsyncCall(
            start: { cancellable, callback, data in
                g_io_stream_splice_async(
                    cPointer(self), cPointer(other), flags.cValue,
                    cInteger(ioPriority, "IOStream.splice"), cancellable, callback, data)
            },
            finished: { result in
                withExtendedLifetime(other) {}
                var error: UnsafeMutablePointer<GError>?
                _ = g_io_stream_splice_finish(result, &error)
                completion(failure(error) { () })
            })
    }

    /// Splices this stream and `other` (`g_io_stream_splice_async`), as
    /// ``splice(with:flags:ioPriority:completion:)``. Cancelling the calling `Task` cancels it.
    public func splice(with other: IOStream, flags: IOStreamSpliceFlags = [], ioPriority: Int = 0)
        async throws
    {
        try await awaitAsyncCall {
            splice(with: other, flags: flags, ioPriority: ioPriority, completion: $0)
        }
    }
}

extension File {
    /// Starts measuring the disk space this file (with everything under it, for a folder) takes
    /// (`g_file_measure_disk_usage_async`); `completion` gets the bytes used and the number of
    /// folders and files, on the main thread. Disposing of the returned call cancels it.
    @discardableResult
    public func measureDiskUsage(
        flags: FileMeasureFlags = [], ioPriority: Int = 0,
        completion:
            @escaping @MainActor (
                Result<(diskUsage: Int, folders: Int, files: Int), GLibError>
            ) -> Void
    ) -> AsyncCall {
        AsyncCall(
            start: { cancellable, callback, data in
                g_file_measure_disk_usage_async(
                    cPointer(self), flags.cValue, cInteger(ioPriority, "File.measureDiskUsage"),
                    cancellable, nil, nil, callback, data)
            },
            finished: { result in
                var error: UnsafeMutablePointer<GError>?
                var (usage, folders, files): (guint64, guint64, guint64) = (0, 0, 0)
                _ = g_file_measure_disk_usage_finish(
                    cPointer(self), result, &usage, &folders, &files, &error)
                completion(
                    failure(error) {
                        (
                            Int(truncatingIfNeeded: usage), Int(truncatingIfNeeded: folders),
                            Int(truncatingIfNeeded: files)
                        )
                    })
            })
    }

    /// Measures the disk space this file takes (`g_file_measure_disk_usage_async`), as
    /// ``measureDiskUsage(flags:ioPriority:completion:)``. Cancelling the calling `Task`
    /// cancels it.
    public func measureDiskUsage(flags: FileMeasureFlags = [], ioPriority: Int = 0) async throws
        -> (diskUsage: Int, folders: Int, files: Int)
    {
        try await awaitAsyncCall {
            measureDiskUsage(flags: flags, ioPriority: ioPriority, completion: $0)
        }
    }

    /// Starts loading the file's contents (`g_file_load_partial_contents_async`), asking
    /// `readMore` with what has been read so far whether to go on: when it answers `false`,
    /// the load ends there and `completion` gets the contents read up to then (adopting GIO's
    /// buffer, as ``loadContents(completion:)`` does) and the file's entity tag, on the main
    /// thread. Disposing of the returned call cancels it.
    @discardableResult
    public func loadPartialContents(
        readMore: @escaping @MainActor (_ contentsSoFar: [UInt8]) -> Bool,
        completion:
            @escaping @MainActor (Result<(contents: Data, etag: String?), GLibError>)
            -> Void
    ) -> AsyncCall {
        let reader = PartialContentsReader(readMore)
        let call = AsyncCall(
            start: { cancellable, callback, data in
                // GIO passes the ready callback's user data to `read_more` too: the call, from
                // which the table below finds the reader.
                g_file_load_partial_contents_async(
                    cPointer(self), cancellable, partialContentsReadMore, callback, data)
            },
            finished: { result in
                withExtendedLifetime(reader) {}
                var contents: UnsafeMutablePointer<CChar>?
                var length: gsize = 0
                var etag: UnsafeMutablePointer<CChar>?
                var error: UnsafeMutablePointer<GError>?
                _ = g_file_load_partial_contents_finish(
                    cPointer(self), result, &contents, &length, &etag, &error)
                let bytes = takeBytes(contents, count: length)
                let tag = etag.map { String(cString: $0) }
                g_free(etag)
                completion(failure(error) { (bytes, tag) })
            })
        PartialContentsReader.register(reader, for: Unmanaged.passUnretained(call).toOpaque())
        return call
    }

    /// Loads the file's contents while `readMore` asks for more
    /// (`g_file_load_partial_contents_async`), as
    /// ``loadPartialContents(readMore:completion:)``. Cancelling the calling `Task` cancels it.
    public func loadPartialContents(
        readMore: @escaping @MainActor (_ contentsSoFar: [UInt8]) -> Bool
    ) async throws -> (contents: Data, etag: String?) {
        try await awaitAsyncCall { loadPartialContents(readMore: readMore, completion: $0) }
    }
}

/// The `readMore` closure of a partial load, found by its call's address (GIO's user data).
/// The call's `finished` closure holds it until GIO calls back (whether or not the call was
/// cancelled); the table holds it weakly.
@MainActor
private final class PartialContentsReader {
    private struct Entry {
        weak var reader: PartialContentsReader?
    }

    /// The readers of the loads in progress, by their call's address (all on the main thread,
    /// where GIO asks them).
    private static var readers: [UnsafeMutableRawPointer: Entry] = [:]
    let readMore: @MainActor ([UInt8]) -> Bool

    init(_ readMore: @escaping @MainActor ([UInt8]) -> Bool) {
        self.readMore = readMore
    }

    /// Files `reader` under `call`, dropping the entries of loads that are over.
    static func register(_ reader: PartialContentsReader, for call: UnsafeMutableRawPointer) {
        readers = readers.filter { $0.value.reader != nil }
        readers[call] = Entry(reader: reader)
    }

    /// The reader of the load whose call is at `call`, while it is in progress.
    static func reader(for call: UnsafeMutableRawPointer) -> PartialContentsReader? {
        readers[call]?.reader
    }
}

/// GIO's `GFileReadMoreCallback`, on the main thread (GIO reads the file with asynchronous
/// reads whose callbacks run in the main context); an unknown call (one already over) stops.
private let partialContentsReadMore: GFileReadMoreCallback = { contents, size, data in
    guard let data else { return 0 }
    let soFar =
        contents.map {
            Array(UnsafeRawBufferPointer(start: $0, count: Int(truncatingIfNeeded: size)))
        } ?? []
    // nonisolated(unsafe): the call's address is only a key into the main thread's table,
    // read on the main thread, where GIO runs this callback.
    nonisolated(unsafe) let key = data
    return MainActor.assumeIsolated {
        guard let reader = PartialContentsReader.reader(for: key) else { return 0 }
        return reader.readMore(soFar) ? 1 : 0
    }
}

extension TlsDatabase {
    /// Starts looking up the certificates whose issuer is the distinguished name `issuerRawDN`
    /// (in DER, as a certificate holds it) (`g_tls_database_lookup_certificates_issued_by_async`);
    /// `completion` gets them on the main thread. Disposing of the returned call cancels it.
    @discardableResult
    public func lookupCertificatesIssuedBy(
        _ issuerRawDN: [UInt8], interaction: TlsInteraction? = nil,
        flags: TlsDatabaseLookupFlags = .none, ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<[TlsCertificate], GLibError>) -> Void
    ) -> AsyncCall {
        let name = CallByteArray(issuerRawDN)
        return AsyncCall(
            start: { cancellable, callback, data in
                g_tls_database_lookup_certificates_issued_by_async(
                    cPointer(self), name.array, cPointerOrNull(interaction), flags.cValue,
                    cancellable, callback, data)
            },
            finished: { result in
                withExtendedLifetime(name) {}
                var error: UnsafeMutablePointer<GError>?
                let list = g_tls_database_lookup_certificates_issued_by_finish(
                    cPointer(self), result, &error)
                completion(
                    failure(error) {
                        readCList(
                            list, transfer: .full, as: TlsCertificate.self,
                            "TlsDatabase.lookupCertificatesIssuedBy")
                    })
            })
    }

    /// Looks up the certificates issued by `issuerRawDN`
    /// (`g_tls_database_lookup_certificates_issued_by_async`), as
    /// ``lookupCertificatesIssuedBy(_:interaction:flags:ioPriority:completion:)``. Cancelling
    /// the calling `Task` cancels it.
    public func lookupCertificatesIssuedBy(
        _ issuerRawDN: [UInt8], interaction: TlsInteraction? = nil,
        flags: TlsDatabaseLookupFlags = .none, ioPriority: Int = 0
    ) async throws -> [TlsCertificate] {
        try await awaitAsyncCall {
            lookupCertificatesIssuedBy(
                issuerRawDN, interaction: interaction, flags: flags, ioPriority: ioPriority,
                completion: $0)
        }
    }
}
