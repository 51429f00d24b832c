import Glibc

/// Facts about the app, and how it leaves when it cannot run.
enum Starter {
    /// The reverse-DNS application id; change it when you copy the package.
    static let applicationID = "org.example.Starter"

    /// Prints `Starter: <message>` to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        var line = "Starter: \(message)\n"
        line.withUTF8 { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
        exit(1)
    }
}
