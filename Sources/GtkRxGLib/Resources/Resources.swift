import CGLib

/// The process's registered resources (``Resource/register()``), read by path.
public enum Resources {
    /// The names of the entries directly under the folder `path` (such as
    /// `/org/example/App/locale`), sorted; a folder's name ends with `/`.
    ///
    /// - Throws: ``GLibError`` when no registered resource has such a folder.
    public static func children(of path: String) throws(GLibError) -> [String] {
        try refuseNUL(path, "Resources.children(of:)")
        var error: UnsafeMutablePointer<GError>?
        guard let names = g_resources_enumerate_children(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error)
        else {
            throw GLibError(consuming: error)
        }
        defer { g_strfreev(names) }
        var children: [String] = []
        var index = 0
        while let name = names[index] {
            children.append(String(cString: name))
            index += 1
        }
        return children.sorted()
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``GLibError`` when no registered resource has such a file.
    public static func data(at path: String) throws(GLibError) -> [UInt8] {
        try refuseNUL(path, "Resources.data(at:)")
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error)
        else {
            throw GLibError(consuming: error)
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        return [UInt8](UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Whether a registered resource has a file or folder at `path`.
    public static func exists(at path: String) -> Bool {
        guard cAccepts(path, "Resources.exists(at:)") else { return false }
        return g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    /// Throws, naming `context`, when `path` holds a NUL byte, where GIO would see it end.
    private static func refuseNUL(_ path: String, _ context: String) throws(GLibError) {
        guard containsNUL(path) else { return }
        throw GLibError(
            domain: argumentErrorDomain, code: ArgumentErrorCode.nulByte.rawValue,
            message: "\(context): \(quotedForReport(path)) contains a NUL byte")
    }
}

/// Where the user's files of each kind go, as the XDG base directory specification says
/// (`XDG_CACHE_HOME` and friends, with their defaults under the home directory).
public enum UserDirectories {
    /// The user's cache directory, such as `~/.cache`: for files an application can make again.
    public static var cache: String { String(cString: g_get_user_cache_dir()) }

    /// The user's data directory, such as `~/.local/share`.
    public static var data: String { String(cString: g_get_user_data_dir()) }

    /// The user's configuration directory, such as `~/.config`.
    public static var config: String { String(cString: g_get_user_config_dir()) }
}
