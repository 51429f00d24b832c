import CGLib

/// An error reported by GLib or GTK through a `GError`.
public struct GLibError: Error, Equatable, CustomStringConvertible {
    /// The error domain, such as `gtk-builder-error-quark`.
    public let domain: String
    /// The domain's error code.
    public let code: Int
    /// The human-readable message.
    public let message: String

    /// The message.
    public var description: String { message }

    /// Takes over `error` (freeing it); a `nil` error becomes an "unknown error".
    package init(consuming error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            self.init(domain: "", code: 0, message: "unknown error")
            return
        }
        defer { g_error_free(error) }
        self.init(
            domain: g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "",
            code: Int(error.pointee.code),
            message: error.pointee.message.map { String(cString: $0) } ?? "unknown error")
    }

    package init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Calls `body` with a `GError` out-parameter; throws the error it reports when `body`
    /// returns `false`.
    package static func check(
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> gboolean
    ) throws(GLibError) {
        var error: UnsafeMutablePointer<GError>?
        if body(&error) == 0 {
            throw GLibError(consuming: error)
        }
    }
}
