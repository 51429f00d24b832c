import CGLib
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// GIO's asynchronous calls the generator cannot write, written by hand in the same three forms
/// (completion handler, `async`, `.rx`): reads into a buffer GtkRx lends GIO, writes of several
/// buffers, a splice, a disk-usage measurement and a partial load, each cancelled both ways.
@MainActor
final class StreamAsyncCallTests: GtkTestCase {
    private lazy var folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkrx-stream-tests-\(UUID().uuidString)")
        let made: Void? = try? FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true)
        XCTAssertNotNil(made, "no temporary folder at \(url.path)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }()

    /// Runs `body` as a main-actor task and pumps the GLib loop until it has finished.
    private func run<Value>(
        _ description: String, _ body: @escaping @MainActor () async throws -> Value
    ) async throws -> Value {
        let outcome = Locked<Result<MainActorBox<Value>, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let value = MainActorBox(try await body())
                outcome.withLock { $0 = .success(value) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended(description) { outcome.current != nil }
        _ = await task.result
        return try XCTUnwrap(outcome.current).get().value
    }

    func testReadsFillBuffersGtkRxLendsAndGiveBackWhatWasRead() async throws {
        let stream = MemoryInputStream(bytes: Array("hello, world".utf8))
        let first = try await run("a read") { try await stream.read(count: 5) }
        XCTAssertEqual(first, Array("hello".utf8))
        let rest = try await run("a read of all") { try await stream.readAll(count: 100) }
        XCTAssertEqual(rest, Array(", world".utf8), "fewer than asked: the end")
        let end = try await run("a read at the end") { try await stream.read(count: 5) }
        XCTAssertEqual(end, [])

        let recorder = Recorder<[UInt8]>()
        let again = MemoryInputStream(bytes: [1, 2, 3])
        let subscription = again.rx.readAll(count: 2).asObservable().subscribe(recorder.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the Single") { recorder.snapshot.isStopped }
        XCTAssertEqual(recorder.snapshot.elements, [[1, 2]])
    }

    func testANegativeCountIsRefusedWithAnError() async throws {
        let stream = MemoryInputStream(bytes: [1])
        var outcome: Result<[UInt8], GLibError>?
        stream.read(count: -1) { outcome = $0 }
        XCTAssertThrowsError(try XCTUnwrap(outcome).get())
        let rest = try await run("the rest") { try await stream.read(count: 1) }
        XCTAssertEqual(rest, [1], "nothing lost")
    }

    func testCancelledReadsDeliverNothingBothWays() async throws {
        let stream = MemoryInputStream(bytes: Array("abc".utf8))
        let thrown = Locked<(any Error)?>(nil)
        let task = Task { @MainActor in
            do { _ = try await stream.read(count: 3) } catch { thrown.withLock { $0 = error } }
        }
        task.cancel()
        try await pumpWhileSuspended("the cancelled read to end") { thrown.current != nil }
        XCTAssertTrue(thrown.current is CancellationError, "\(String(describing: thrown.current))")

        let recorder = Recorder<[UInt8]>()
        stream.rx.read(count: 3).asObservable().subscribe(recorder.observer).dispose()
        var later: Result<[UInt8], GLibError>?
        MemoryInputStream(bytes: [9]).read(count: 1) { later = $0 }
        try GtkTest.wait("a later read to end") { later != nil }
        _ = GtkTest.pumpUntilIdle()
        XCTAssertEqual(recorder.snapshot.elements, [])
        XCTAssertFalse(recorder.snapshot.isStopped)
    }

    func testSeveralBuffersAreWrittenInOneCall() async throws {
        let stream = MemoryOutputStream()
        let written = try await run("a vectored write") {
            try await stream.writevAll([Array("one ".utf8), [], Array("two".utf8)])
        }
        XCTAssertEqual(written, 7)
        let more = try await run("another") { try await stream.writev([Array("!".utf8)]) }
        XCTAssertEqual(more, 1)
        _ = try stream.close(nil)
        XCTAssertEqual(stream.stealAsBytes(), Array("one two!".utf8))

        let recorder = Recorder<Int>()
        let second = MemoryOutputStream()
        let subscription = second.rx.writevAll([[1], [2, 3]]).asObservable()
            .subscribe(recorder.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the Single") { recorder.snapshot.isStopped }
        XCTAssertEqual(recorder.snapshot.elements, [3])
    }

    func testWritingToAClosedStreamFailsWithGIOsError() async throws {
        let stream = MemoryOutputStream()
        _ = try stream.close(nil)
        let thrown = Locked<(any Error)?>(nil)
        let task = Task { @MainActor in
            do { _ = try await stream.writevAll([[1]]) } catch { thrown.withLock { $0 = error } }
        }
        try await pumpWhileSuspended("the failed write") { thrown.current != nil }
        _ = await task.result
        let error = try XCTUnwrap(thrown.current as? GLibError)
        XCTAssertFalse(error.message.isEmpty, "GIO's message")
    }

    func testASpliceCopiesEachStreamsInputToTheOthersOutput() async throws {
        let leftOut = MemoryOutputStream()
        let rightOut = MemoryOutputStream()
        let left = SimpleIOStream(
            inputStream: MemoryInputStream(bytes: Array("from left".utf8)), outputStream: leftOut)
        let right = SimpleIOStream(
            inputStream: MemoryInputStream(bytes: Array("from right".utf8)),
            outputStream: rightOut)
        try await run("the splice") {
            try await left.splice(with: right, flags: [.waitForBoth, .closeStream1, .closeStream2])
        }
        XCTAssertEqual(rightOut.stealAsBytes(), Array("from left".utf8))
        XCTAssertEqual(leftOut.stealAsBytes(), Array("from right".utf8))
    }

    func testTheDiskUsageOfAFolderCountsItsFiles() async throws {
        try Data(count: 10_000).write(to: folder.appendingPathComponent("a"))
        try Data(count: 20_000).write(to: folder.appendingPathComponent("b"))
        let file = try File(path: folder.path)
        let usage = try await run("the measurement") { try await file.measureDiskUsage() }
        XCTAssertEqual(usage.files, 2)
        XCTAssertEqual(usage.folders, 1)
        XCTAssertGreaterThanOrEqual(usage.diskUsage, 30_000)

        let missing = try File(path: folder.appendingPathComponent("missing").path)
        let recorder = Recorder<Int>()
        let subscription = missing.rx.measureDiskUsage().map(\.files).asObservable()
            .subscribe(recorder.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the failure") { recorder.snapshot.isStopped }
        XCTAssertNotNil(recorder.snapshot.error as? GLibError)
    }

    func testTheGBytesFormOfReplaceContentsWritesTheFile() async throws {
        let file = try File(path: folder.appendingPathComponent("bytes.txt").path)
        let text = Array("written through a GBytes".utf8)
        let etag = try await run("the write") {
            try await file.replaceContentsBytes(
                contents: text, etag: nil, makeBackup: false, flags: .none)
        }
        XCTAssertNotNil(etag)
        XCTAssertEqual(
            try Data(contentsOf: folder.appendingPathComponent("bytes.txt")),
            Data("written through a GBytes".utf8))
    }

    func testATLSDatabaseFindsTheCertificatesOfAnIssuerAndCancels() async throws {
        // GIO's default database (glib-networking's GnuTLS backend, the system's anchors), and
        // the name of the first anchor of the system's bundle, a root that issued itself.
        let backend = try XCTUnwrap(g_tls_backend_get_default(), "no TLS backend")
        let database = try XCTUnwrap(
            Object.adopted(
                g_tls_backend_get_default_database(backend).map { gObjectPointer($0) },
                as: TlsDatabase.self, "the default TLS database"))
        let bundle = try String(
            contentsOfFile: "/etc/ssl/certs/ca-certificates.crt", encoding: .utf8)
        let issuer = try subjectName(ofFirstCertificateIn: bundle)
        let found = try await run("the lookup") {
            try await database.lookupCertificatesIssuedBy(issuer)
        }
        XCTAssertGreaterThanOrEqual(found.count, 1, "the root, issued by itself")

        let thrown = Locked<(any Error)?>(nil)
        let task = Task { @MainActor in
            do { _ = try await database.lookupCertificatesIssuedBy(issuer) } catch {
                thrown.withLock { $0 = error }
            }
        }
        task.cancel()
        try await pumpWhileSuspended("the cancelled lookup") { thrown.current != nil }
        XCTAssertTrue(thrown.current is CancellationError, "\(String(describing: thrown.current))")
    }

    /// The DER encoding of the subject name of the first certificate of a PEM bundle: the sixth
    /// element of its `tbsCertificate` (after the version, serial number, signature algorithm,
    /// issuer and validity).
    private func subjectName(ofFirstCertificateIn pem: String) throws -> [UInt8] {
        let base64 = try XCTUnwrap(
            pem.components(separatedBy: "-----BEGIN CERTIFICATE-----").dropFirst().first?
                .components(separatedBy: "-----END CERTIFICATE-----").first)
        let der = [UInt8](try XCTUnwrap(Data(base64Encoded: base64.filter { !$0.isWhitespace })))
        /// The header size and content length of the DER element at `offset`.
        func element(at offset: Int) throws -> (header: Int, length: Int) {
            let first = Int(der[offset + 1])
            guard first & 0x80 != 0 else { return (2, first) }
            let count = first & 0x7F
            let length = der[(offset + 2)..<(offset + 2 + count)].reduce(0) { $0 << 8 | Int($1) }
            return (2 + count, length)
        }
        let tbs = try element(at: 0).header
        var offset = tbs + (try element(at: tbs).header)
        if der[offset] == 0xA0 {  // the explicit version
            let version = try element(at: offset)
            offset += version.header + version.length
        }
        for _ in 0..<4 {  // serial number, signature algorithm, issuer, validity
            let skipped = try element(at: offset)
            offset += skipped.header + skipped.length
        }
        let subject = try element(at: offset)
        return Array(der[offset..<(offset + subject.header + subject.length)])
    }

    func testAPartialLoadStopsWhenAskedAndLoadsAllOtherwise() async throws {
        let contents = [UInt8](repeating: 0x41, count: 300_000)
        try Data(contents).write(to: folder.appendingPathComponent("big"))
        let file = try File(path: folder.appendingPathComponent("big").path)
        var asked: [Int] = []
        let first = try await run("a partial load") {
            try await file.loadPartialContents { soFar in
                asked.append(soFar.count)
                return false
            }
        }
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(first.contents.count, asked.first, "what was read when it stopped")
        XCTAssertLessThan(first.contents.count, contents.count)
        let whole = try await run("a whole load") {
            try await file.loadPartialContents { _ in true }
        }
        XCTAssertEqual(whole.contents, Data(contents))
        XCTAssertNotNil(whole.etag)
    }
}

/// A value made on the main actor for the test, carried across the task's result.
///
/// `@unchecked Sendable`: made and read on the main actor only.
private struct MainActorBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
