import CGLib
import CGtk
import GtkRxGLib

// `gdk_clipboard_set_text` and `gdk_clipboard_set_texture` are not introspectable (GIR skips
// them in favour of `gdk_clipboard_set_value`, which takes a GValue); they are plain to call.

extension Clipboard {
    /// Puts `text` on the clipboard (`gdk_clipboard_set_text`), for this app and others to
    /// read (``readText(completion:)`` and its `async` and `.rx` forms).
    ///
    /// A text with a NUL byte, which C would cut short, is reported and not set.
    public func setText(_ text: String) {
        guard cAccepts(text, "Clipboard.setText") else { return }
        gdk_clipboard_set_text(cPointer(self), text)
    }

    /// Puts `texture` on the clipboard as an image (`gdk_clipboard_set_texture`).
    public func setTexture(_ texture: Texture) {
        gdk_clipboard_set_texture(cPointer(self), cPointer(texture))
    }
}

// `gdk_clipboard_set_value` and `gdk_clipboard_read_value_async`/`_finish` take and give a
// GValue, which GtkRx does not wrap: here they take and give typed values (`ContentValue`).

extension Clipboard {
    /// Puts `value` on the clipboard (`gdk_clipboard_set_value`): a `String`, files (`[File]`)
    /// or a ``Texture``, offered in each format GDK converts it to, for this app and others.
    ///
    /// A text with a NUL byte, which C would cut short, is reported and not set.
    public func setValue(_ value: some ContentValue) {
        withContentGValue(value, "Clipboard.setValue") { gValue, accepted in
            // GDK copies the value into a provider of its own.
            if accepted { gdk_clipboard_set_value(cPointer(self), gValue) }
        }
    }

    /// Puts `files` on the clipboard, as GTK's file managers copy files
    /// (`GDK_TYPE_FILE_LIST`, and `text/uri-list` for other apps).
    public func setFiles(_ files: [File]) {
        setValue(files)
    }

    /// Reads the clipboard's content as a `Value` (`gdk_clipboard_read_value_async`), from
    /// this app's provider or another app's data through GDK's deserializers; `completion`
    /// gets it on the main thread. Disposing of the returned call cancels it: `completion` is
    /// then not called.
    ///
    /// GDK's error (nothing on the clipboard, no format that converts to `Value`) is the
    /// failure, as is a value of another type than asked for, which is reported too.
    @discardableResult
    public func readValue<Value>(
        as type: Value.Type, ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<Value, GLibError>) -> Void
    ) -> AsyncCall where Value: ContentValue {
        contentRead(
            "Clipboard.readValue", completion,
            start: { cancellable, callback, data in
                gdk_clipboard_read_value_async(
                    cPointer(self), Value.contentType,
                    cInteger(ioPriority, "Clipboard.readValue"), cancellable, callback, data)
            },
            finish: { gdk_clipboard_read_value_finish(cPointer(self), $0, $1) })
    }

    /// Runs ``readValue(as:ioPriority:completion:)`` as Swift concurrency: cancelling the
    /// calling `Task` cancels the read, which then throws `CancellationError`; GDK's errors and
    /// a value of the wrong type are thrown as `GLibError`.
    public func readValue<Value>(as type: Value.Type, ioPriority: Int = 0) async throws -> Value
    where Value: ContentValue {
        try await awaitAsyncCall { completion in
            readValue(as: Value.self, ioPriority: ioPriority, completion: completion)
        }
    }

    /// Reads the files on the clipboard (`GDK_TYPE_FILE_LIST`, from this app or from a file
    /// manager's `text/uri-list`); `completion` gets them on the main thread. Disposing of the
    /// returned call cancels it.
    @discardableResult
    public func readFiles(
        ioPriority: Int = 0, completion: @escaping @MainActor (Result<[File], GLibError>) -> Void
    ) -> AsyncCall {
        readValue(as: [File].self, ioPriority: ioPriority, completion: completion)
    }

    /// The files on the clipboard, as Swift concurrency: cancelling the calling `Task`
    /// cancels the read, which then throws `CancellationError`.
    public func readFiles(ioPriority: Int = 0) async throws -> [File] {
        try await readValue(as: [File].self, ioPriority: ioPriority)
    }
}

extension Drop {
    /// Reads the dropped content as a `Value` (`gdk_drop_read_value_async`), for a drop a
    /// ``DropTargetAsync`` accepted; `completion` gets it on the main thread. Disposing of the
    /// returned call cancels it: `completion` is then not called.
    ///
    /// GDK's error, and a value of another type than asked for (also reported), are failures.
    @discardableResult
    public func readValue<Value>(
        as type: Value.Type, ioPriority: Int = 0,
        completion: @escaping @MainActor (Result<Value, GLibError>) -> Void
    ) -> AsyncCall where Value: ContentValue {
        contentRead(
            "Drop.readValue", completion,
            start: { cancellable, callback, data in
                gdk_drop_read_value_async(
                    cPointer(self), Value.contentType, cInteger(ioPriority, "Drop.readValue"),
                    cancellable, callback, data)
            },
            finish: { gdk_drop_read_value_finish(cPointer(self), $0, $1) })
    }

    /// Runs ``readValue(as:ioPriority:completion:)`` as Swift concurrency: cancelling the
    /// calling `Task` cancels the read, which then throws `CancellationError`.
    public func readValue<Value>(as type: Value.Type, ioPriority: Int = 0) async throws -> Value
    where Value: ContentValue {
        try await awaitAsyncCall { completion in
            readValue(as: Value.self, ioPriority: ioPriority, completion: completion)
        }
    }
}

/// A typed read through a `…_read_value_async`/`_finish` pair: `start` begins it, and `finish`
/// gives GDK's value (or sets its error), which is read as a `Value` for `completion` at once,
/// since it belongs to the asynchronous result and lives only as long.
@MainActor
private func contentRead<Value: ContentValue>(
    _ context: String, _ completion: @escaping @MainActor (Result<Value, GLibError>) -> Void,
    start: (UnsafeMutablePointer<GCancellable>, GAsyncReadyCallback, gpointer) -> Void,
    finish:
        @escaping @MainActor (OpaquePointer, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>)
        -> UnsafePointer<GValue>?
) -> AsyncCall {
    AsyncCall(
        start: start,
        finished: { asyncResult in
            var error: UnsafeMutablePointer<GError>?
            let gValue = finish(asyncResult, &error)
            if let error { return completion(.failure(GLibError(consuming: error))) }
            completion(readContent(gValue, as: Value.self, context))
        })
}
