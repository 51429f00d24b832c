import CGLib
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// GIO's files through GtkRx, in a temporary folder of the test's own, with the GLib loop: the
/// interface `GFile` wrapped as the class ``File`` (its objects are GIO's private `GLocalFile`),
/// its asynchronous calls in their three forms, enumeration, a monitor and a subprocess.
@MainActor
final class FileTests: GtkTestCase {
    /// A folder of this test's own, removed after it.
    private lazy var folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkrx-file-tests-\(UUID().uuidString)")
        let made: Void? = try? FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true)
        XCTAssertNotNil(made, "no temporary folder at \(url.path)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }()

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func testFilesFromPathsAndURIsAndWhatGIOReturnsAreFiles() async throws {
        let file = try File(path: path("notes.txt"))
        XCTAssertEqual(file.path, path("notes.txt"))
        XCTAssertEqual(file.basename, "notes.txt")
        // GIO makes the parent, a GLocalFile no wrapper class has: it is wrapped as a File.
        let parent = try XCTUnwrap(file.parent)
        XCTAssertEqual(parent.path, folder.path)
        XCTAssertEqual(parent.child(name: "notes.txt")?.path, file.path)
        XCTAssertTrue(try File(uri: "file://\(path("notes.txt"))").equal(file))
        XCTAssertEqual(
            try File(commandLineArgument: "notes.txt", workingDirectory: folder.path).path,
            file.path)
    }

    func testAPathOrURIWithANULByteIsRefused() async {
        for make in [
            { try File(path: "/tmp/a\0b") }, { try File(uri: "file:///tmp/a\0b") },
            { try File(commandLineArgument: "a\0b") },
        ] as [() throws -> File] {
            XCTAssertThrowsError(try make()) { error in
                XCTAssertEqual((error as? GLibError)?.domain, "gtkrx-argument-error-quark")
                XCTAssertTrue((error as? GLibError)?.message.contains("NUL") ?? false, "\(error)")
            }
        }
    }

    func testReplaceThenLoadContentsAsynchronously() async throws {
        let file = try File(path: path("notes.txt"))
        let text = Array("Shopping: eggs, 鸡蛋, milk\n".utf8)
        let outcome = Locked<Result<Data, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                _ = try await file.replaceContents(
                    text, etag: nil, makeBackup: false, flags: .none)
                let (contents, etag) = try await file.loadContents()
                XCTAssertNotNil(etag)
                outcome.withLock { $0 = .success(contents) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended("the file to be written and read") {
            outcome.current != nil
        }
        _ = await task.result
        XCTAssertEqual(try outcome.current?.get(), Data(text))
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("notes.txt")), Data(text))
    }

    func testTheContentsToWriteOutliveTheCallersArray() async throws {
        // GIO reads the contents after replaceContents has returned: GtkRx must keep them.
        let file = try File(path: path("big.bin"))
        var written: Result<String?, GLibError>?
        do {
            let contents = (0..<4_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            file.replaceContents(contents, etag: nil, makeBackup: false, flags: .none) {
                written = $0
            }
        }
        // Memory the dropped array had is reused.
        let noise = [UInt8](repeating: 0xEE, count: 4_000_000)
        try GtkTest.wait("the file to be written") { written != nil }
        XCTAssertEqual(noise.count, 4_000_000)
        XCTAssertNoThrow(try written?.get())
        let read = try Data(contentsOf: folder.appendingPathComponent("big.bin"))
        XCTAssertEqual(read.count, 4_000_000)
        XCTAssertTrue(
            read.enumerated().allSatisfy { $0.element == UInt8(truncatingIfNeeded: $0.offset &* 7) }
        )
    }

    func testLoadingAMissingFileFailsWithGIOsErrorInEachForm() async throws {
        let missing = try File(path: path("missing.txt"))
        var completion: Result<(contents: Data, etag: String?), GLibError>?
        missing.loadContents { completion = $0 }
        try GtkTest.wait("the read to fail") { completion != nil }
        guard case .failure(let error)? = completion else {
            return XCTFail("a missing file was read: \(String(describing: completion))")
        }
        XCTAssertEqual(error.domain, "g-io-error-quark")
        XCTAssertEqual(error.code, 1)  // G_IO_ERROR_NOT_FOUND
        XCTAssertTrue(error.message.contains("missing.txt"), error.message)

        let recorder = Recorder<Data>()
        let subscription = missing.rx.loadContents().map(\.contents).asObservable()
            .subscribe(recorder.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the .rx read to fail") { recorder.snapshot.isStopped }
        XCTAssertEqual((recorder.snapshot.error as? GLibError)?.code, 1)

        let thrown = Locked<(any Error)?>(nil)
        let task = Task { @MainActor in
            do { _ = try await missing.loadContents() } catch { thrown.withLock { $0 = error } }
        }
        try await pumpWhileSuspended("the async read to fail") { thrown.current != nil }
        _ = await task.result
        XCTAssertEqual((thrown.current as? GLibError)?.code, 1)
    }

    /// The contents are GIO's buffer adopted by `Data`, not a copy: each form reads the file's
    /// bytes, and each buffer is freed (`g_free`) when its `Data` goes. Rounds of 4 MB reads
    /// through the four forms leave the bytes the process holds about where the first left
    /// them; buffers left unfreed would add 16 MB a round.
    func testLoadedContentsAreTheFilesBytesAndEveryBufferIsFreed() async throws {
        let size = 4 << 20
        var bytes = Data(count: size)
        for offset in stride(from: 0, to: size, by: 4096) {
            bytes[offset] = UInt8(truncatingIfNeeded: offset >> 12)
        }
        try bytes.write(to: folder.appendingPathComponent("large.bin"))
        let file = try File(path: path("large.bin"))

        /// The contents as each form reads them.
        func readInEachForm() async throws -> [Data] {
            let direct = try file.loadContents(cancellable: nil).contents

            var completion: Result<(contents: Data, etag: String?), GLibError>?
            file.loadContents { completion = $0 }
            try GtkTest.wait("the read") { completion != nil }

            let recorder = Recorder<Data>()
            let subscription = file.rx.loadContents().map(\.contents).asObservable()
                .subscribe(recorder.observer)
            try GtkTest.wait("the .rx read") { recorder.snapshot.isStopped }
            subscription.dispose()

            let ended = Locked(false)
            let task = Task { @MainActor in
                defer { ended.withLock { $0 = true } }
                return try await file.loadContents().contents
            }
            try await pumpWhileSuspended("the async read") { ended.current }
            return [
                direct, try XCTUnwrap(completion).get().contents,
                try XCTUnwrap(recorder.snapshot.elements.first), try await task.value,
            ]
        }

        let first = try await readInEachForm()
        XCTAssertEqual(first, Array(repeating: bytes, count: 4))
        let before = try heldBytes()
        for _ in 0..<20 {
            let contents = try await readInEachForm()
            XCTAssertEqual(contents.map(\.count), Array(repeating: size, count: 4))
        }
        // Twenty rounds left unfreed would hold 320 MB: far more than malloc's kept pages.
        let growth = try heldBytes() - before
        XCTAssertLessThan(
            growth, 24 * size, "the process holds \(growth) more bytes after 20 rounds")
    }

    /// The bytes held, as the process can tell. Under AddressSanitizer, freed blocks wait in a
    /// quarantine of 256 MB that resident memory would count, so the sanitizer's own count of
    /// bytes handed out and not had back is asked for; otherwise resident memory, where
    /// malloc's arenas (one per thread GIO reads on) may keep some freed buffers.
    private func heldBytes() throws -> Int {
        // `RTLD_DEFAULT` is the null handle on glibc: the symbol is looked up in the whole
        // process, and it is there only when the sanitizer's runtime is.
        if let symbol = dlsym(nil, "__sanitizer_get_current_allocated_bytes") {
            typealias Count = @convention(c) () -> Int
            return unsafeBitCast(symbol, to: Count.self)()
        }
        let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return try XCTUnwrap(pages) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testCancellingALoadDeliversNothingBothWays() async throws {
        let file = try File(path: path("notes.txt"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))

        let thrown = Locked<(any Error)?>(nil)
        let task = Task { @MainActor in
            do { _ = try await file.loadContents() } catch { thrown.withLock { $0 = error } }
        }
        task.cancel()
        try await pumpWhileSuspended("the cancelled read to end") { thrown.current != nil }
        XCTAssertTrue(thrown.current is CancellationError, "\(String(describing: thrown.current))")

        let recorder = Recorder<Data>()
        let subscription = file.rx.loadContents().map(\.contents).asObservable()
            .subscribe(recorder.observer)
        subscription.dispose()
        // A later read of the same file ends after the disposed one has had GIO's answer.
        var later: Result<(contents: Data, etag: String?), GLibError>?
        file.loadContents { later = $0 }
        try GtkTest.wait("a later read to end") { later != nil }
        XCTAssertEqual(try later?.get().contents, Data("x".utf8))
        XCTAssertFalse(recorder.snapshot.isStopped)
        XCTAssertEqual(recorder.snapshot.elements, [])
    }

    func testEnumeratingAFolder() async throws {
        for name in ["a.txt", "b.txt", "c.txt"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        let enumerator = try File(path: folder.path).enumerateChildren(
            attributes: "standard::name", flags: .none, cancellable: nil)
        var names: [String] = []
        while let info = try enumerator.nextFile(cancellable: nil) {
            names.append(info.name)
        }
        XCTAssertEqual(names.sorted(), ["a.txt", "b.txt", "c.txt"])
        XCTAssertThrowsError(
            try File(path: path("missing")).enumerateChildren(
                attributes: "standard::name", flags: .none, cancellable: nil)
        ) { XCTAssertEqual(($0 as? GLibError)?.code, 1) }
    }

    func testAFileMonitorSeesAFileCreated() async throws {
        let monitor = try XCTUnwrap(
            File(path: folder.path).monitorDirectory(flags: .none, cancellable: nil))
        let recorder = Recorder<String>()
        let subscription = monitor.rx.changed
            .filter { $0.2 == .created }
            .compactMap { $0.0?.basename }
            .subscribe(recorder.observer)
        defer { subscription.dispose() }
        var written: Result<String?, GLibError>?
        try File(path: path("new.txt")).replaceContents(
            Array("hello".utf8), etag: nil, makeBackup: false, flags: .none
        ) { written = $0 }
        try GtkTest.wait("the monitor to see the file") {
            recorder.snapshot.elements.contains("new.txt")
        }
        XCTAssertNoThrow(try written?.get())
    }

    func testASubprocesssOutputIsReadAsynchronously() async throws {
        let process = try SubprocessLauncher(flags: .stdoutPipe).spawnv(["echo", "from a child"])
        let outcome = Locked<Result<String?, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let output = try await process.communicateUTF8(stdinBuf: nil)
                outcome.withLock { $0 = .success(output.stdoutBuf) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended("the child's output") { outcome.current != nil }
        _ = await task.result
        XCTAssertEqual(try outcome.current?.get(), "from a child\n")
        XCTAssertThrowsError(
            try SubprocessLauncher(flags: .none).spawnv(["/nonexistent/program"])
        ) { XCTAssertEqual(($0 as? GLibError)?.domain, "g-exec-error-quark", "\($0)") }
    }

    /// GIO's `GBytes` results and arguments are `[UInt8]`: a file's bytes loaded in the
    /// `async` form, bytes read from and written to memory streams, a child's input and output.
    func testGBytesCrossAsByteArrays() async throws {
        let file = try File(path: path("bytes.bin"))
        let payload: [UInt8] = [0, 1, 2, 255, 0, 42]
        _ = try file.replaceContents(
            payload, etag: nil, makeBackup: false, flags: .none, cancellable: nil)
        let outcome = Locked<Result<[UInt8], any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let loaded = try await file.loadBytes()
                outcome.withLock { $0 = .success(loaded.result) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended("the bytes to be loaded") { outcome.current != nil }
        _ = await task.result
        XCTAssertEqual(try outcome.current?.get(), payload, "NUL bytes included")

        let input = MemoryInputStream(bytes: payload)
        XCTAssertEqual(try input.readBytes(count: 4, cancellable: nil), [0, 1, 2, 255])
        XCTAssertEqual(try input.readBytes(count: 100, cancellable: nil), [0, 42])
        XCTAssertEqual(try input.readBytes(count: 100, cancellable: nil), [], "at the end")
        let output = MemoryOutputStream()
        XCTAssertEqual(try output.writeBytes(payload, cancellable: nil), payload.count)
        XCTAssertTrue(try output.close(nil))
        XCTAssertEqual(output.stealAsBytes(), payload)

        let child = try SubprocessLauncher(flags: [.stdinPipe, .stdoutPipe]).spawnv(["cat"])
        let echoed = try child.communicate(payload, cancellable: nil)
        XCTAssertEqual(echoed.stdoutBuf, payload)
        let silent = try SubprocessLauncher(flags: .stdoutPipe).spawnv(["echo", "-n", "hi"])
        XCTAssertEqual(
            try silent.communicate(nil, cancellable: nil).stdoutBuf, Array("hi".utf8),
            "nil: no input (NULL for GIO, which a child without a stdin pipe needs)")
    }

    /// Runs `body` in a task on the main actor, pumping the main loop until it is done.
    private func awaited<Value: Sendable>(
        _ what: String, _ body: @escaping @MainActor () async throws -> Value
    ) async throws -> Value {
        let outcome = Locked<Result<Value, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let value = try await body()
                outcome.withLock { $0 = .success(value) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended(what) { outcome.current != nil }
        _ = await task.result
        return try outcome.current!.get()
    }

    /// Asynchronous calls taking a `GBytes` get a copy GIO keeps: the caller's array may go at
    /// once (each array below is made and dropped inside the call's start).
    func testGBytesGoToAsynchronousCallsAndOutliveTheCallersArray() async throws {
        let megabyte = (0..<1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let child = try SubprocessLauncher(flags: [.stdinPipe, .stdoutPipe]).spawnv(["cat"])
        let echoed = try await awaited("cat to echo a megabyte") {
            try await child.communicate(Array(megabyte)).stdoutBuf
        }
        XCTAssertEqual(echoed, megabyte)

        let output = MemoryOutputStream()
        let written = try await awaited("the bytes to be written") {
            try await output.writeBytes([7, 0, 7])
        }
        XCTAssertEqual(written, 3)
        XCTAssertTrue(try output.close(nil))
        XCTAssertEqual(output.stealAsBytes(), [7, 0, 7])

        let silent = try SubprocessLauncher(flags: [.stdinPipe, .stdoutPipe]).spawnv(["cat"])
        var nothing: [UInt8]??
        let subscription = silent.rx.communicate([]).subscribe(
            onSuccess: { nothing = $0.stdoutBuf }, onFailure: { XCTFail("\($0)") })
        defer { subscription.dispose() }
        try GtkTest.wait("the Single form") { nothing != nil }
        XCTAssertEqual(nothing, [])
    }

    func testFilesLeaveNoWrapperOrObjectBehind() async throws {
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let before = Object.liveWrapperCount
        var probes: [FinalizationProbe] = []
        for _ in 0..<1_000 {
            let file = try File(path: path("notes.txt"))
            XCTAssertEqual(try file.loadContents(cancellable: nil).contents, Data("x".utf8))
            let sibling = try XCTUnwrap(file.parent?.child(name: "notes.txt"))
            probes += [FinalizationProbe(file), FinalizationProbe(sibling)]
        }
        try GtkTest.wait("the files to go") { probes.allSatisfy(\.isFinalized) }
        XCTAssertEqual(Object.liveWrapperCount, before)
    }
}

/// Copies and moves with progress, in the three forms.
extension FileTests {
    private func file(_ name: String) throws -> File { try File(path: path(name)) }

    /// Four megabytes of a pattern, in `name`.
    private func bigFile(_ name: String) throws -> (File, [UInt8]) {
        let bytes = (0..<4_194_304).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let source = try file(name)
        _ = try source.replaceContents(
            bytes, etag: nil, makeBackup: false, flags: .none, cancellable: nil)
        return (source, bytes)
    }

    func testACopyReportsItsProgressAndEndsWithTheSameBytes() async throws {
        let (source, bytes) = try bigFile("big.bin")
        let target = try file("copy.bin")
        let events = Recorder<FileTransferProgress>()
        let subscription = source.rx.copy(to: target).subscribe(events.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the copy to end") { events.snapshot.completed }
        let progress = events.snapshot.elements
        XCTAssertFalse(progress.isEmpty, "no progress reported")
        XCTAssertEqual(
            progress.last, FileTransferProgress(bytesDone: bytes.count, totalBytes: bytes.count))
        XCTAssertEqual(
            progress.map(\.bytesDone), progress.map(\.bytesDone).sorted(), "it went back")
        XCTAssertEqual(try target.loadContents(cancellable: nil).contents, Data(bytes))
    }

    /// While no thread owns the main context (an app before its loop runs), GLib runs GIO's
    /// progress report on the copying worker itself: it reaches the closure on the main
    /// thread all the same, in order, and none comes after the outcome.
    func testProgressReportedOnGIOsWorkerArrivesOnTheMainThread() async throws {
        let (source, bytes) = try bigFile("big.bin")
        let target = try file("copy.bin")
        var progress: [FileTransferProgress] = []
        var ended = false
        var onMainThread = true
        // GtkTest owns the context as a running loop does; let it go while the copy runs.
        g_main_context_release(nil)
        let call = source.copy(
            to: target,
            progress: {
                onMainThread = onMainThread && MainThread.isCurrent
                progress.append($0)
            },
            completion: { _ in ended = true })
        // Not iterating the loop: GIO copies and reports on its worker meanwhile.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(30))
        while (try? FileManager.default.attributesOfItem(atPath: path("copy.bin"))[.size] as? Int)
            != bytes.count, clock.now < deadline
        {
            sched_yield()
        }
        // GLib's worker owns the context while it runs a report inline: take it back once the
        // worker has let it go.
        var acquired = false
        while !acquired, clock.now < deadline {
            acquired = g_main_context_acquire(nil) != 0
            if !acquired { sched_yield() }
        }
        XCTAssertTrue(acquired, "the main thread owns the context again")
        try GtkTest.wait("the copy to end") { call.hasEnded }
        XCTAssertTrue(ended)
        XCTAssertTrue(onMainThread)
        XCTAssertFalse(progress.isEmpty, "no progress reported")
        XCTAssertEqual(progress.map(\.bytesDone), progress.map(\.bytesDone).sorted())
        XCTAssertEqual(try target.loadContents(cancellable: nil).contents, Data(bytes))
    }

    func testAMoveInTheAsyncFormLeavesOnlyTheDestination() async throws {
        let source = try file("a.txt")
        _ = try source.replaceContents(
            Array("moved".utf8), etag: nil, makeBackup: false, flags: .none, cancellable: nil)
        let target = try file("b.txt")
        let outcome = Locked<Result<Void, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                try await source.move(to: target)
                outcome.withLock { $0 = .success(()) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpWhileSuspended("the move") { outcome.current != nil }
        _ = await task.result
        XCTAssertNoThrow(try outcome.current?.get())
        XCTAssertFalse(source.queryExists(cancellable: nil))
        XCTAssertEqual(try target.loadContents(cancellable: nil).contents, Data("moved".utf8))
    }

    func testGIOsErrorsComeAsGLibErrorsAndNothingIsOverwritten() async throws {
        let missing = try file("missing.txt")
        let target = try file("kept.txt")
        _ = try target.replaceContents(
            Array("kept".utf8), etag: nil, makeBackup: false, flags: .none, cancellable: nil)
        var results: [Result<Void, GLibError>] = []
        missing.copy(to: try file("never.txt")) { results.append($0) }
        let (source, _) = try bigFile("source.bin")
        source.copy(to: target) { results.append($0) }  // exists, without .overwrite
        try GtkTest.wait("both copies to fail") { results.count == 2 }
        for result in results {
            guard case .failure(let error) = result else { return XCTFail("a copy succeeded") }
            XCTAssertEqual(error.domain, "g-io-error-quark", error.message)
        }
        XCTAssertEqual(try target.loadContents(cancellable: nil).contents, Data("kept".utf8))
        XCTAssertFalse(try file("never.txt").queryExists(cancellable: nil))
    }

    func testACopyDisposedDuringItsProgressSendsNothingMore() async throws {
        let (source, _) = try bigFile("big.bin")
        let target = try file("cancelled.bin")
        var progress: [FileTransferProgress] = []
        var ended = false
        var call: AsyncCall?
        call = source.copy(
            to: target,
            progress: {
                progress.append($0)
                call?.dispose()
            },
            completion: { _ in ended = true })
        try GtkTest.wait("GIO to call back") { call?.hasEnded == true }
        XCTAssertEqual(progress.count, 1, "progress after the disposal")
        XCTAssertFalse(ended, "a cancelled copy reported an outcome")
    }
}
