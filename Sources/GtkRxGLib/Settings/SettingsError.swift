/// Why a settings schema, key or value was refused, naming them: GLib itself would abort the
/// process on each of these.
public enum SettingsError: Error, Equatable, CustomStringConvertible {
    /// No schema with this ID in the directories searched (nor the system's).
    case missingSchema(schema: String, searched: [String])
    /// The schema has no such key.
    case missingKey(key: String, schema: String)
    /// The key holds another type than the one asked for (GVariant type strings: `b`, `i`…).
    case wrongType(key: String, schema: String, keyType: String, requested: String)
    /// The value is outside the key's range or choices.
    case outOfRange(key: String, schema: String, value: String)
    /// The key cannot be written (locked down by the administrator).
    case notWritable(key: String, schema: String)
    /// The path is malformed (it must start and end with `/`, without `//`), or differs from
    /// the one the schema fixes (`schemaPath`).
    case invalidPath(schema: String, path: String, schemaPath: String?)

    /// One line naming the schema, the key and what is wrong.
    public var description: String {
        switch self {
        case .missingSchema(let schema, let searched):
            let places = searched.isEmpty ? "" : " in \(searched.joined(separator: ", ")) or"
            return "settings schema \"\(schema)\" is not installed\(places) in the system's"
        case .missingKey(let key, let schema):
            return "settings schema \"\(schema)\" has no key \"\(key)\""
        case .wrongType(let key, let schema, let keyType, let requested):
            return
                "settings key \"\(key)\" of schema \"\(schema)\" holds \(keyType), not "
                + "\(requested)"
        case .outOfRange(let key, let schema, let value):
            return
                "\(value) is outside the range or choices of settings key \"\(key)\" of schema "
                + "\"\(schema)\""
        case .notWritable(let key, let schema):
            return "settings key \"\(key)\" of schema \"\(schema)\" is not writable"
        case .invalidPath(let schema, let path, let schemaPath):
            if let schemaPath {
                return
                    "settings schema \"\(schema)\" is stored at \"\(schemaPath)\", not \"\(path)\""
            }
            return
                "\"\(path)\" is not a valid path for settings schema \"\(schema)\" (it must start "
                + "and end with '/', without '//')"
        }
    }
}
