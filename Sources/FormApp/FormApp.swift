import Glibc

/// Facts about the app, and how it leaves when it cannot run.
enum FormApp {
    /// The reverse-DNS application id.
    static let applicationID = "io.github.gtkrx.FormApp"

    /// Prints `FormApp: <message>` as one line to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        warn(message)
        exit(1)
    }

    /// Prints `FormApp: <message>` as one line to standard error.
    static func warn(_ message: String) {
        var line = "FormApp: \(message)\n"
        line.withUTF8 { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
    }
}
