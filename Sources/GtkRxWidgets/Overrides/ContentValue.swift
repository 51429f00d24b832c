import CGLib
import CGtk
import GtkRxGLib

/// A Swift type whose values GDK's clipboard and drag and drop carry: text (`String`), files
/// (`[File]`, GDK's `GdkFileList`), one file (`File`) and images (``Texture``).
///
/// The clipboard (``Clipboard/setValue(_:)``, ``Clipboard/readValue(as:ioPriority:completion:)``),
/// content providers (``ContentProvider/init(value:)``, ``ContentProvider/value(as:)``), drop
/// targets (``DropTarget/init(accepting:actions:)``, ``DropTarget/onDrop(of:after:_:)``) and
/// drag sources (``DragSource/onPrepare(providing:after:_:)``) take and give these types, each
/// through a `GValue` of its ``contentType``. A value GDK hands over as another type is a
/// reported error, never a crash.
public protocol ContentValue {
    /// The GType GDK carries values of this type as: `G_TYPE_STRING`, `GDK_TYPE_FILE_LIST`,
    /// `GDK_TYPE_TEXTURE`.
    @MainActor static var contentType: GType { get }

    /// The value `gValue` holds, or `nil` when it holds `NULL` or a value that is not one of
    /// this type. `gValue` is initialized, of ``contentType`` or a type deriving from it.
    @MainActor static func contentValue(from gValue: UnsafePointer<GValue>) -> Self?

    /// Writes the value into `gValue`, initialized with ``contentType``; returns `false`
    /// (after reporting, naming `context`) when C cannot take the value (a string with a NUL
    /// byte), leaving `gValue` empty.
    @MainActor func storeContent(in gValue: UnsafeMutablePointer<GValue>, _ context: String) -> Bool
}

extension String: ContentValue {
    /// `G_TYPE_STRING`.
    @MainActor public static var contentType: GType { cglib_type_string() }

    /// The string; `nil` for `NULL`.
    @MainActor
    public static func contentValue(from gValue: UnsafePointer<GValue>) -> String? {
        g_value_get_string(gValue).map { String(cString: $0) }
    }

    /// Writes a copy of the string; a string with a NUL byte, which C would cut short, is
    /// reported and not written.
    @MainActor
    public func storeContent(in gValue: UnsafeMutablePointer<GValue>, _ context: String) -> Bool {
        guard cAccepts(self, context) else { return false }
        g_value_set_string(gValue, self)
        return true
    }
}

extension Array: ContentValue where Element == File {
    /// `GDK_TYPE_FILE_LIST`, the list of files GTK's drags and clipboards carry.
    @MainActor public static var contentType: GType { gdk_file_list_get_type() }

    /// The files of the `GdkFileList`; `NULL` is no files.
    @MainActor
    public static func contentValue(from gValue: UnsafePointer<GValue>) -> [File]? {
        guard let list = g_value_get_boxed(gValue) else { return [] }
        return readCList(
            gdk_file_list_get_files(OpaquePointer(list)), transfer: .container, as: File.self,
            "GdkFileList")
    }

    /// Writes a new `GdkFileList` of the files (each with a reference of the list's own).
    @MainActor
    public func storeContent(in gValue: UnsafeMutablePointer<GValue>, _ context: String) -> Bool {
        var pointers: [OpaquePointer?] = map { cPointer($0) }
        // The list takes a reference of its own to each file, and the value takes the list over.
        let list = pointers.withUnsafeMutableBufferPointer { buffer in
            gdk_file_list_new_from_array(buffer.baseAddress, gsize(buffer.count))
        }
        g_value_take_boxed(gValue, UnsafeRawPointer(list))
        return true
    }
}

extension Texture: ContentValue {
    /// `GDK_TYPE_TEXTURE`.
    @MainActor public static var contentType: GType { gdk_texture_get_type() }

    /// The texture's wrapper; `nil` for `NULL` or an object that is not of this class.
    @MainActor
    public static func contentValue(from gValue: UnsafePointer<GValue>) -> Self? {
        wrappedObject(gValue, as: self)
    }

    /// Writes the texture (the value takes a reference of its own).
    @MainActor
    public func storeContent(in gValue: UnsafeMutablePointer<GValue>, _ context: String) -> Bool {
        g_value_set_object(gValue, raw)
        return true
    }
}

extension File: ContentValue {
    /// `G_TYPE_FILE`: one file (a drop of several gives the first).
    @MainActor public static var contentType: GType { g_file_get_type() }

    /// The file's wrapper; `nil` for `NULL`.
    @MainActor
    public static func contentValue(from gValue: UnsafePointer<GValue>) -> File? {
        wrappedObject(gValue, as: File.self)
    }

    /// Writes the file (the value takes a reference of its own).
    @MainActor
    public func storeContent(in gValue: UnsafeMutablePointer<GValue>, _ context: String) -> Bool {
        g_value_set_object(gValue, raw)
        return true
    }
}

/// The wrapper of the object an object `GValue` holds, as a `T`; `nil` for `NULL` or an object
/// of another class.
@MainActor
private func wrappedObject<T: Object>(_ gValue: UnsafePointer<GValue>, as type: T.Type) -> T? {
    guard let object = g_value_get_object(gValue) else { return nil }
    return Object.wrapper(for: gObjectPointer(object), as: T.self)
}

// MARK: - GValues of content

/// Runs `body` with a `GValue` of `Value`'s content type holding `value` (empty when C cannot
/// take it, reported naming `context`: `accepted` is then `false`), and frees it after.
@MainActor
package func withContentGValue<Value: ContentValue, Result>(
    _ value: Value, _ context: String,
    _ body: (_ gValue: UnsafeMutablePointer<GValue>, _ accepted: Bool) throws -> Result
) rethrows -> Result {
    var gValue = GValue()
    g_value_init(&gValue, Value.contentType)
    defer { g_value_unset(&gValue) }
    let accepted = value.storeContent(in: &gValue, context)
    return try body(&gValue, accepted)
}

/// The `Value` that `gValue` (GDK's, valid for the call) holds, or a `GLibError` (in GtkRx's
/// content domain) when it holds another type, `NULL`, or nothing, which is reported naming
/// `context`.
@MainActor
package func readContent<Value: ContentValue>(
    _ gValue: UnsafePointer<GValue>?, as type: Value.Type, _ context: String
) -> Result<Value, GLibError> {
    guard let gValue else {
        return .failure(contentError("\(context): GDK gave no value, not a \(Value.self)"))
    }
    let valueType = cglib_value_type(gValue)
    guard g_type_is_a(valueType, Value.contentType) != 0,
        let value = Value.contentValue(from: gValue)
    else {
        let what = valueType == 0 ? "nothing" : "a \(Object.typeName(of: valueType)) value"
        return .failure(contentError("\(context): GDK gave \(what), not a \(Value.self)"))
    }
    return .success(value)
}

/// A reported error of GtkRx's content domain (a value of the wrong type).
@MainActor
private func contentError(_ message: String) -> GLibError {
    reportBadValue(message)
    return GLibError(domain: "gtkrx-content-error-quark", code: 1, message: message)
}

extension ContentProvider {
    /// A provider of `value`, with `gdk_content_provider_new_for_value`: a `String`, files
    /// (`[File]`) or a ``Texture``, offered as its type and every format GDK can convert it to
    /// (a string as `text/plain`, files as `text/uri-list`, a texture as `image/png`, …).
    ///
    /// A string with a NUL byte, which C would cut short, is reported and replaced by an empty
    /// value of the same type.
    public convenience init(value: some ContentValue) {
        WidgetClasses.register()
        // GDK copies the value; ours is freed when the closure returns.
        let provider = withContentGValue(value, "ContentProvider.init(value:)") {
            gValue, _ -> UnsafeMutablePointer<GdkContentProvider> in
            gdk_content_provider_new_for_value(gValue)
        }
        self.init(adopting: gObjectPointer(provider))
    }

    /// A provider offering what each of `providers` offers, asking them in this order
    /// (`gdk_content_provider_new_union`): text and files, say, for apps that take either.
    ///
    /// GDK takes a reference to each provider over (transfer full), so each gets one of its
    /// own for it, and the wrappers keep theirs; GDK copies the array itself.
    public convenience init(union providers: [ContentProvider]) {
        WidgetClasses.register()
        var pointers: [UnsafeMutablePointer<GdkContentProvider>?] = providers.map {
            g_object_ref($0.raw).assumingMemoryBound(to: GdkContentProvider.self)
        }
        let union = pointers.withUnsafeMutableBufferPointer {
            buffer -> UnsafeMutablePointer<GdkContentProvider> in
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))
        }
        self.init(adopting: gObjectPointer(union))
    }

    /// The provider's content as a `Value` (`gdk_content_provider_get_value`), converted by GDK
    /// when it offers another type that converts.
    ///
    /// Throws GDK's error when the provider cannot give a `Value` (a text provider asked for a
    /// ``Texture``), and GtkRx's content error when GDK gives another type than asked for.
    public func value<Value>(as type: Value.Type) throws(GLibError) -> Value
    where Value: ContentValue {
        var gValue = GValue()
        g_value_init(&gValue, Value.contentType)
        defer { g_value_unset(&gValue) }
        var error: UnsafeMutablePointer<GError>?
        guard gdk_content_provider_get_value(cPointer(self), &gValue, &error) != 0 else {
            throw GLibError(consuming: error)
        }
        return try readContent(&gValue, as: Value.self, "ContentProvider.value(as:)").get()
    }
}
