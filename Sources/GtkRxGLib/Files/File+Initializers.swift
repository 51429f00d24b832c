import CGLib

// `GFile` has no constructors in GIR: it is an interface, and GIO makes its objects with
// functions of the interface (`g_file_new_for_path` and its siblings, which never return NULL:
// any text gives a file), whose objects are of
// GIO's private classes. GtkRx wraps the interface as the class ``File`` (see
// ``WrapperRegistry``), so these functions become its initializers.

extension File {
    /// A file for the local path `path`, through `g_file_new_for_path`.
    ///
    /// Nothing is read or checked on disk: a path that does not exist gives a file whose
    /// operations fail with GIO's error (`G_IO_ERROR_NOT_FOUND`). A relative path is taken
    /// relative to the current directory.
    ///
    /// - Throws: ``GLibError`` (in the domain `gtkrx-argument-error-quark`) when `path` holds a NUL byte, which C
    ///   would cut.
    public convenience init(path: String) throws(GLibError) {
        try cRequireNoNUL(path, "path", "File(path:)")
        self.init(adopting: gObjectPointer(g_file_new_for_path(path)!))
    }

    /// A file for `uri` (`file:///tmp/a.txt`, `resource:///org/example/app/a.ui`, or any
    /// scheme a GVfs backend handles), through `g_file_new_for_uri`.
    ///
    /// GIO accepts any text: a URI it cannot parse, or of a scheme nothing handles, gives a file
    /// whose operations fail with GIO's error (`G_IO_ERROR_NOT_SUPPORTED`).
    ///
    /// - Throws: ``GLibError`` (in the domain `gtkrx-argument-error-quark`) when `uri` holds a NUL byte.
    public convenience init(uri: String) throws(GLibError) {
        try cRequireNoNUL(uri, "URI", "File(uri:)")
        self.init(adopting: gObjectPointer(g_file_new_for_uri(uri)!))
    }

    /// A file for a command-line argument, which may be a path (relative to `workingDirectory`,
    /// or to the current directory when it is `nil`) or a URI, through
    /// `g_file_new_for_commandline_arg_and_cwd`.
    ///
    /// - Throws: ``GLibError`` (in the domain `gtkrx-argument-error-quark`) when `argument` or `workingDirectory`
    ///   holds a NUL byte.
    public convenience init(
        commandLineArgument argument: String, workingDirectory: String? = nil
    ) throws(GLibError) {
        let context = "File(commandLineArgument:workingDirectory:)"
        try cRequireNoNUL(argument, "argument", context)
        if let workingDirectory {
            try cRequireNoNUL(workingDirectory, "working directory", context)
        }
        let pointer =
            if let workingDirectory {
                g_file_new_for_commandline_arg_and_cwd(argument, workingDirectory)
            } else {
                g_file_new_for_commandline_arg(argument)
            }
        self.init(adopting: gObjectPointer(pointer!))
    }
}
