import CGLib

/// Checks of action names before they reach GIO, which asserts on malformed ones.
package enum ActionName {
    /// Whether `name` is a valid action name: letters, digits, `-` and `.`, at least one (a
    /// NUL byte, where GIO would see the name end, is none of them).
    package static func isValid(_ name: String) -> Bool {
        !containsNUL(name) && g_action_name_is_valid(name) != 0
    }

    /// `name` when it is valid; otherwise a valid name made from it (each other character,
    /// a NUL byte too, becomes `-`; an empty name becomes `unnamed`), reported naming
    /// `context`.
    package static func valid(_ name: String, _ context: @autoclosure () -> String) -> String {
        guard !isValid(name) else { return name }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
        let repaired =
            name.isEmpty ? "unnamed" : String(name.map { allowed.contains($0) ? $0 : "-" })
        reportBadValue(
            "\(context()): \(quotedForReport(name)) is not a valid action name (letters, digits, '-' and '.' "
                + "only); named \"\(repaired)\" instead")
        return repaired
    }

    /// The action name and target of a detailed action name (`app.quit`, `app.size::large`,
    /// `app.zoom(2)`), or the reason it is malformed.
    package static func parseDetailed(_ detailedName: String) -> Result<
        (name: String, target: Variant?), DetailedNameError
    > {
        guard !containsNUL(detailedName) else {
            return .failure(DetailedNameError(name: detailedName, reason: "it contains a NUL byte"))
        }
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard g_action_parse_detailed_name(detailedName, &name, &target, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "malformed"
            g_clear_error(&error)
            return .failure(DetailedNameError(name: detailedName, reason: message))
        }
        let action = takeOptionalString(name) ?? ""
        return .success((action, Variant(adopting: target)))
    }

    /// Why a detailed action name was refused.
    package struct DetailedNameError: Error, CustomStringConvertible {
        /// The name as given.
        package let name: String
        /// GIO's explanation.
        package let reason: String

        /// One line naming the name and the reason.
        package var description: String {
            "\(quotedForReport(name)) is not a valid detailed action name (\(reason))"
        }
    }
}
