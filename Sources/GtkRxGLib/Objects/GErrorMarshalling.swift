import CGLib

// How generated code passes `GLibError`s to C and reads C's `GError`s (other than the ones a
// throwing call reports, which `GLibError(consuming:)` takes over).

extension GLibError {
    /// A copy of `error`, which stays C's (a `const GError *` result or signal argument).
    package init(copying error: UnsafePointer<GError>) {
        self.init(
            domain: g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? "",
            code: Int(error.pointee.code),
            message: error.pointee.message.map { String(cString: $0) } ?? "unknown error")
    }

    /// A copy of `error`, which stays C's.
    package init(copying error: UnsafeMutablePointer<GError>) {
        self.init(copying: UnsafePointer(error))
    }

    /// A copy of the `GError` a signal handler is given (GLib's, valid during the emission).
    package init(copyingSignalArgument pointer: UnsafeMutableRawPointer) {
        self.init(copying: UnsafePointer(pointer.assumingMemoryBound(to: GError.self)))
    }

    /// A new `GError` with this domain, code and message, for C to take over or free.
    /// The domain's quark is made from a copy of the string (`g_quark_from_string`).
    fileprivate func newCError() -> UnsafeMutablePointer<GError> {
        g_error_new_literal(
            g_quark_from_string(domain), gint(clamping: code), message)
    }
}

/// Calls `body` with a `GError` holding `error` (`NULL` for `nil`), freed after the call.
package func withCGError<Result>(
    _ error: GLibError?, _ body: (UnsafeMutablePointer<GError>?) throws -> Result
) rethrows -> Result {
    let cError = error?.newCError()
    defer { cError.map { g_error_free($0) } }
    return try body(cError)
}

/// A new `GError` holding `error`, for a C function that takes it over (transfer full) and
/// frees it.
package func cTransferredGError(_ error: GLibError) -> UnsafeMutablePointer<GError> {
    error.newCError()
}
