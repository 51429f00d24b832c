import CGLib
import CGtk
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Typed values through GDK's clipboard and GTK's drag and drop (`ContentValue`): drops of
/// text, files and textures delivered to a `DropTarget` (GTK's `drop` signal emitted with a
/// GValue of each type, as GTK emits it once it has read a drop), a drag source's content read
/// back from its provider, clipboard round trips, cancellation, values of the wrong type, and a
/// leak cycle.
@MainActor
final class ClipboardAndDragAndDropTests: GtkTestCase {
    private var clipboard: Clipboard { Label("clipboard owner").clipboard }

    // MARK: Drops

    func testTypedDropsAreDeliveredWithTheirPositions() async throws {
        let target = DropTarget(accepting: String.self)
        let recorder = Recorder<Dropped<String>>()
        let subscription = target.rx.drop(of: String.self).subscribe(recorder.observer)
        defer { subscription.dispose() }
        let accepted = emitDrop(on: target, "鸡蛋 and milk", x: 12, y: 34)
        XCTAssertTrue(accepted)
        XCTAssertEqual(recorder.snapshot.elements, [Dropped(value: "鸡蛋 and milk", x: 12, y: 34)])

        let fileTarget = DropTarget(accepting: [File].self, actions: [.copy, .move])
        let files = [try File(path: "/tmp/a.txt"), try File(path: "/tmp/b c.txt")]
        var droppedPaths: [String?] = []
        var position = (0.0, 0.0)
        fileTarget.onDrop(of: [File].self) { files, x, y in
            droppedPaths = files.map(\.path)
            position = (x, y)
            return true
        }
        XCTAssertTrue(emitDrop(on: fileTarget, files, x: 1.5, y: 2))
        XCTAssertEqual(droppedPaths, ["/tmp/a.txt", "/tmp/b c.txt"])
        XCTAssertEqual(position.0, 1.5)
        XCTAssertEqual(position.1, 2)

        let textureTarget = DropTarget(accepting: Texture.self)
        let texture = makeTexture()
        let textures = Recorder<Dropped<Texture>>()
        let textureSubscription = textureTarget.rx.drop(of: Texture.self)
            .subscribe(textures.observer)
        defer { textureSubscription.dispose() }
        XCTAssertTrue(emitDrop(on: textureTarget, texture, x: 5, y: 6))
        XCTAssertTrue(textures.snapshot.elements.first?.value === texture)
        XCTAssertEqual(textures.snapshot.elements.count, 1)
    }

    func testASingleFileIsAContentValueToo() async throws {
        let file = try File(path: "/tmp/single.txt")
        let target = DropTarget(accepting: File.self)
        var dropped: File?
        target.onDrop(of: File.self) { file, _, _ in
            dropped = file
            return true
        }
        XCTAssertTrue(emitDrop(on: target, file, x: 0, y: 0))
        XCTAssertTrue(dropped === file)
        XCTAssertTrue(try ContentProvider(value: file).value(as: File.self) === file)
    }

    func testOnlyTheFirstDropHandlerRunsAndItsAnswerStands() async throws {
        let target = DropTarget(accepting: String.self)
        var calls: [String] = []
        target.onDrop(of: String.self) { _, _, _ in
            calls.append("first")
            return false
        }
        target.onDrop(of: String.self) { _, _, _ in
            calls.append("second")
            return true
        }
        XCTAssertFalse(emitDrop(on: target, "text", x: 0, y: 0))
        XCTAssertEqual(calls, ["first"])
    }

    func testTheAcceptingAnswerIsGTKs() async throws {
        let target = DropTarget(accepting: String.self)
        let recorder = Recorder<Dropped<String>>()
        let subscription = target.rx.drop(of: String.self) { $0.value.hasPrefix("ok") }
            .subscribe(recorder.observer)
        defer { subscription.dispose() }
        XCTAssertFalse(emitDrop(on: target, "no thanks", x: 0, y: 0))
        XCTAssertTrue(emitDrop(on: target, "ok then", x: 0, y: 0))
        XCTAssertEqual(recorder.snapshot.elements.map(\.value), ["ok then"])
    }

    func testAValueOfTheWrongTypeIsRejectedWithAReport() async throws {
        let target = DropTarget(accepting: String.self)
        var handled = false
        target.onDrop(of: String.self) { _, _, _ in
            handled = true
            return true
        }
        let recorder = Recorder<Dropped<[File]>>()
        let files = DropTarget(accepting: [File].self)
        let subscription = files.rx.drop(of: [File].self).subscribe(recorder.observer)
        defer { subscription.dispose() }
        var answers: [Bool] = []
        let report = try captureStandardError {
            answers = [
                emitDrop(on: target, type: cglib_type_int()) { g_value_set_int($0, 42) },
                emitDrop(on: target, type: cglib_type_string()) { g_value_set_string($0, nil) },
                emitDrop(on: files, "not files", x: 0, y: 0),
            ]
        }
        XCTAssertEqual(answers, [false, false, false])
        XCTAssertFalse(handled)
        XCTAssertEqual(recorder.snapshot.elements.count, 0)
        XCTAssertFalse(recorder.snapshot.isStopped, "a control event never fails")
        XCTAssertTrue(report.contains("GDK gave a gint value, not a String"), report)
        XCTAssertTrue(report.contains("GDK gave a gchararray value, not a String"), report)
        XCTAssertTrue(
            report.contains("rx.drop: GDK gave a gchararray value, not a Array<File>"), report)

        // A provider asked for a type it cannot give throws GDK's error.
        XCTAssertThrowsError(try ContentProvider(value: "text").value(as: Texture.self)) {
            XCTAssertFalse(($0 as? GLibError)?.message.isEmpty ?? true, "\($0)")
        }
    }

    func testEnterAndMotionAnswerWithThePreferredAction() async throws {
        let target = DropTarget(accepting: String.self, actions: [.move, .link])
        XCTAssertEqual(target.preferredAction, .move)
        let recorder = Recorder<PointerLocation>()
        let subscription = Observable.merge(
            target.rx.enter.asObservable(), target.rx.motion.asObservable()
        ).subscribe(recorder.observer)
        defer { subscription.dispose() }
        XCTAssertEqual(emitPosition("enter", on: target, x: 3, y: 4), DragAction.move.rawValue)
        XCTAssertEqual(emitPosition("motion", on: target, x: 5, y: 6), DragAction.move.rawValue)
        XCTAssertEqual(
            recorder.snapshot.elements, [PointerLocation(x: 3, y: 4), PointerLocation(x: 5, y: 6)])
    }

    func testAWidgetsDropsComeThroughATargetOfItsSubscription() async throws {
        let zone = Label("drop here")
        let recorder = Recorder<Dropped<String>>()
        let subscription = zone.rx.drop(of: String.self, actions: .move) { $0.x < 100 }
            .subscribe(recorder.observer)
        let target = try XCTUnwrap(zone.eventControllers.compactMap { $0 as? DropTarget }.first)
        XCTAssertEqual(target.actions, .move)
        XCTAssertTrue(emitDrop(on: target, "moved", x: 10, y: 20))
        XCTAssertFalse(emitDrop(on: target, "too far", x: 200, y: 20))
        XCTAssertEqual(recorder.snapshot.elements, [Dropped(value: "moved", x: 10, y: 20)])
        subscription.dispose()
        try GtkTest.wait("the target to be removed") {
            !zone.eventControllers.contains { $0 === target }
        }
    }

    // MARK: Drag sources

    func testADragSourcesContentIsReadBackFromItsProvider() async throws {
        let source = DragSource()
        source.onPrepare(providing: String.self) { x, y in "dragged from \(Int(x)),\(Int(y))" }
        let provider = try XCTUnwrap(emitPrepare(on: source, x: 7, y: 8))
        XCTAssertEqual(try provider.value(as: String.self), "dragged from 7,8")

        let files = [try File(path: "/tmp/dragged.txt")]
        let bag = DisposeBag()
        Observable.just(files).bind(to: source.rx.content(of: [File].self)).disposed(by: bag)
        XCTAssertEqual(try source.content?.value(as: [File].self).map(\.path), ["/tmp/dragged.txt"])

        let texture = makeTexture()
        XCTAssertTrue(try ContentProvider(value: texture).value(as: Texture.self) === texture)

        let union = ContentProvider(union: [
            ContentProvider(value: "as text"), ContentProvider(value: files),
        ])
        XCTAssertEqual(try union.value(as: String.self), "as text")
        XCTAssertEqual(try union.value(as: [File].self).map(\.path), ["/tmp/dragged.txt"])
        XCTAssertThrowsError(try union.value(as: Texture.self))

        let nothing = DragSource()
        nothing.onPrepare(providing: Texture.self) { _, _ in nil }
        XCTAssertNil(emitPrepare(on: nothing, x: 0, y: 0))
    }

    // MARK: The clipboard

    func testTextTexturesAndFilesRoundTripThroughTheClipboard() async throws {
        let clipboard = clipboard
        defer { _ = clipboard.setContent(provider: nil) }
        clipboard.setValue("copied text")
        let copied = try await readWhilePumping { try await clipboard.readText() }
        XCTAssertEqual(copied, "copied text")

        let texture = makeTexture()
        clipboard.setTexture(texture)
        let read = try await readWhilePumping { try await clipboard.readValue(as: Texture.self) }
        XCTAssertTrue(read === texture)

        let files = [try File(path: "/tmp/one.txt"), try File(path: "/tmp/two.txt")]
        clipboard.setFiles(files)
        let paths = try await readWhilePumping { try await clipboard.readFiles() }.map(\.path)
        XCTAssertEqual(paths, ["/tmp/one.txt", "/tmp/two.txt"])

        let recorder = Recorder<[File]>()
        let subscription = clipboard.rx.readFiles().asObservable().subscribe(recorder.observer)
        defer { subscription.dispose() }
        try GtkTest.wait("the .rx read") { recorder.snapshot.isStopped }
        XCTAssertEqual(recorder.snapshot.elements.first?.map(\.path), paths)

        // Files are offered as text too, their paths.
        let text = try await readWhilePumping { try await clipboard.readText() }
        XCTAssertEqual(text, "/tmp/one.txt /tmp/two.txt")
    }

    func testCancellingTheTaskOrDisposingCancelsAClipboardRead() async throws {
        let clipboard = clipboard
        defer { _ = clipboard.setContent(provider: nil) }
        clipboard.setFiles([try File(path: "/tmp/one.txt")])

        let outcome = Locked<Result<[File], any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let files = try await clipboard.readFiles()
                outcome.withLock { $0 = .success(files) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        task.cancel()
        try await pumpUntil("the cancelled read to end") { outcome.current != nil }
        guard case .failure(let error)? = outcome.current else {
            return XCTFail("a cancelled read gave \(String(describing: outcome.current))")
        }
        XCTAssertTrue(error is CancellationError, "\(error)")

        let cancelled = Recorder<[File]>()
        clipboard.rx.readFiles().asObservable().subscribe(cancelled.observer).dispose()
        // GDK answers reads in the order they were made: once a later read has its answer, the
        // disposed one has had its own.
        var later: Result<[File], GLibError>?
        clipboard.readFiles { later = $0 }
        try GtkTest.wait("a later read to end") { later != nil }
        XCTAssertEqual(try later?.get().count, 1)
        XCTAssertFalse(cancelled.snapshot.isStopped)
        XCTAssertEqual(cancelled.snapshot.elements.count, 0)
    }

    func testAClipboardWithoutFilesFailsWithGDKsError() async throws {
        let clipboard = clipboard
        defer { _ = clipboard.setContent(provider: nil) }
        clipboard.setValue("no files here")
        var outcome: Result<Texture, GLibError>?
        clipboard.readValue(as: Texture.self) { outcome = $0 }
        try GtkTest.wait("the read to end") { outcome != nil }
        guard case .failure(let error)? = outcome else {
            return XCTFail("text was read as a texture: \(String(describing: outcome))")
        }
        XCTAssertFalse(error.message.isEmpty)
    }

    // MARK: Leaks

    func testDropsProvidersAndTheirValuesLeakNothing() throws {
        let clipboard = clipboard
        defer { _ = clipboard.setContent(provider: nil) }
        try leakCycle { watch in
            let target = watch(DropTarget(accepting: [File].self))
            let file = watch(try File(path: "/tmp/leak.txt"))
            var delivered: [File] = []
            let subscription = target.rx.drop(of: [File].self)
                .subscribe(onNext: { delivered = $0.value })
            let accepted = emitDrop(on: target, [file], x: 1, y: 1)
            subscription.dispose()

            let texture = watch(makeTexture())
            let provider = watch(ContentProvider(value: texture))
            let readBack = try provider.value(as: Texture.self)
            let union = watch(
                ContentProvider(union: [provider, watch(ContentProvider(value: "x"))]))
            let unionText = try union.value(as: String.self)

            let source = watch(DragSource())
            source.onPrepare(providing: [File].self) { _, _ in [file] }
            let prepared = emitPrepare(on: source, x: 0, y: 0)
            let preparedFiles = try prepared?.value(as: [File].self)

            clipboard.setFiles([file])
            let copied = try clipboard.content?.value(as: [File].self)
            _ = clipboard.setContent(provider: nil)
            return accepted && copied?.first === file && delivered.first === file
                && readBack === texture && preparedFiles?.first === file && unionText == "x"
        }
    }

    // MARK: Helpers

    /// A new 2×2 texture.
    private func makeTexture() -> MemoryTexture {
        MemoryTexture(
            width: 2, height: 2, format: .r8g8b8a8, bytes: [UInt8](repeating: 0x7f, count: 16),
            stride: 8)
    }

    /// Emits `target`'s `drop` with `value` at (`x`, `y`), as GTK does once it has read a
    /// drop, and returns the handlers' answer.
    private func emitDrop<Value: ContentValue>(
        on target: DropTarget, _ value: Value, x: Double, y: Double
    ) -> Bool {
        emitDrop(on: target, type: Value.contentType, x: x, y: y) {
            _ = value.storeContent(in: $0, "test")
        }
    }

    /// Emits `target`'s `drop` with a GValue of `type` that `fill` sets.
    private func emitDrop(
        on target: DropTarget, type: GType, x: Double = 0, y: Double = 0,
        _ fill: (UnsafeMutablePointer<GValue>) -> Void
    ) -> Bool {
        var dropped = GValue()
        g_value_init(&dropped, type)
        fill(&dropped)
        defer { g_value_unset(&dropped) }
        return emit(
            "drop", on: target, returning: cglib_type_boolean(), value: &dropped, x: x, y: y
        ) {
            g_value_get_boolean($0) != 0
        }
    }

    /// Emits `enter` or `motion` on `target` at (`x`, `y`) and returns the action answered.
    private func emitPosition(_ signal: String, on target: DropTarget, x: Double, y: Double)
        -> Int
    {
        emit(signal, on: target, returning: gdk_drag_action_get_type(), x: x, y: y) {
            Int(g_value_get_flags($0))
        }
    }

    /// Emits `source`'s `prepare` at (`x`, `y`) and returns the provider it answered with.
    private func emitPrepare(on source: DragSource, x: Double, y: Double) -> ContentProvider? {
        emit("prepare", on: source, returning: gdk_content_provider_get_type(), x: x, y: y) {
            result in
            guard let object = g_value_get_object(result) else { return nil }
            return Object.wrapper(for: object.assumingMemoryBound(to: GObject.self))
                as? ContentProvider
        }
    }

    /// Emits `signal` on `object` with arguments `value` (a GValue boxed in one, when given),
    /// `x` and `y`, and reads the return value of type `returnType` with `read` before it is
    /// freed.
    private func emit<Result>(
        _ signal: String, on object: Object, returning returnType: GType,
        value: UnsafeMutablePointer<GValue>? = nil, x: Double, y: Double,
        read: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        let count = value == nil ? 3 : 4
        let values = UnsafeMutablePointer<GValue>.allocate(capacity: count)
        values.initialize(repeating: GValue(), count: count)
        defer {
            for index in 0..<count { g_value_unset(values + index) }
            values.deallocate()
        }
        g_value_init(values, cglib_object_type(object.objectPointer))
        g_value_set_object(values, object.objectPointer)
        var next = values + 1
        if let value {
            g_value_init(next, g_value_get_type())
            g_value_set_boxed(next, value)  // copies the value
            next += 1
        }
        g_value_init(next, cglib_type_double())
        g_value_set_double(next, x)
        g_value_init(next + 1, cglib_type_double())
        g_value_set_double(next + 1, y)
        var result = GValue()
        g_value_init(&result, returnType)
        defer { g_value_unset(&result) }
        let id = g_signal_lookup(signal, cglib_object_type(object.objectPointer))
        g_signal_emitv(values, id, 0, &result)
        return read(&result)
    }

    /// Runs `body` in a task on the main actor while the GLib loop runs, and returns its value.
    private func readWhilePumping<Value>(_ body: @escaping @MainActor () async throws -> Value)
        async throws -> Value
    {
        let outcome = Locked<Swift.Result<MainActorBox<Value>, any Error>?>(nil)
        let task = Task { @MainActor in
            do {
                let value = try await body()
                outcome.withLock { $0 = .success(MainActorBox(value)) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
        }
        try await pumpUntil("the read to end") { outcome.current != nil }
        _ = await task.result
        return try outcome.current!.get().value
    }

    /// Iterates the GLib loop until `condition` holds, yielding the main actor between
    /// iterations so that the tasks awaiting GDK run too (`GtkTest.wait` holds the main actor).
    private func pumpUntil(_ description: String, until condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while !condition() {
            guard ContinuousClock.now < deadline else {
                throw GtkTestError.timedOut(description, after: .seconds(10))
            }
            _ = GtkTest.pumpUntilIdle()
            await Task.yield()
        }
    }
}

/// A value made and read on the main actor, carried through a `Locked`.
///
/// `@unchecked Sendable`: the tests make it in a main-actor task and read it on the main
/// actor; it never reaches another thread.
private struct MainActorBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
