import CGLib
import GtkRxCore

/// A bundle of resources compiled by `glib-compile-resources` (`GResource`): `.ui` files,
/// style sheets, icons, anything an application reads by path.
///
/// Once ``register()``ed, its files are found under the paths the bundle's XML gave them, by
/// GTK (`Builder(resource:)`, a style sheet, an icon theme) and by ``Resources``.
///
/// ```swift
/// let bundle = try Resource(base64Encoded: EmbeddedResources.gresourceBase64)
/// bundle.register()
/// let builder = try Builder(resource: "/org/example/App/ui/window.ui")
/// ```
public final class Resource: @unchecked Sendable {
    // Sendable: a GResource is immutable once made, and its reference count is atomic;
    // `isRegistered` is guarded by `lock`.
    private let resource: OpaquePointer
    private let lock = Lock()
    private var isRegistered = false

    /// The bundle whose compiled bytes are `data`.
    ///
    /// - Throws: ``GLibError`` when `data` is not a compiled resource bundle.
    public init(data: [UInt8]) throws(GLibError) {
        guard !data.isEmpty else {
            throw GLibError(
                domain: "g-resource-error-quark", code: 0,
                message: "the resource bundle is empty")
        }
        let bytes = g_bytes_new(data, gsize(data.count))
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            throw GLibError(consuming: error)
        }
        self.resource = resource
    }

    /// The bundle whose compiled bytes `text` holds in base64, as a build-tool plugin embeds
    /// one in Swift source. Characters outside the base64 alphabet (line breaks) are skipped.
    ///
    /// - Throws: ``GLibError`` when the decoded bytes are not a compiled resource bundle.
    public convenience init(base64Encoded text: StaticString) throws(GLibError) {
        try self.init(data: Resource.decodeBase64(text))
    }

    deinit { g_resource_unref(resource) }

    /// Adds the bundle to the process's resources, where GTK and ``Resources`` look paths up.
    /// Registering the same bundle twice has no further effect.
    public func register() {
        lock.withLock {
            guard !isRegistered else { return }
            isRegistered = true
            g_resources_register(resource)  // takes its own reference
        }
    }

    /// Removes the bundle from the process's resources, if it is there.
    public func unregister() {
        lock.withLock {
            guard isRegistered else { return }
            isRegistered = false
            g_resources_unregister(resource)
        }
    }

    /// The bytes `text` encodes in base64; characters outside the alphabet are skipped.
    private static func decodeBase64(_ text: StaticString) -> [UInt8] {
        text.withUTF8Buffer { encoded in
            guard let base = encoded.baseAddress, !encoded.isEmpty else { return [] }
            var decoded = [UInt8](repeating: 0, count: encoded.count / 4 * 3 + 3)
            let count = base.withMemoryRebound(to: gchar.self, capacity: encoded.count) { input in
                decoded.withUnsafeMutableBufferPointer { output in
                    var state: gint = 0
                    var save: guint = 0
                    return g_base64_decode_step(
                        input, gsize(encoded.count), output.baseAddress, &state, &save)
                }
            }
            decoded.removeSubrange(Int(count)...)
            return decoded
        }
    }
}
