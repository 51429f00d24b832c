import Glibc

/// Writes `GtkRx: <message>` as one line to standard error: for misuse GtkRx recovers from.
package func printWarning(_ message: String) {
    var line = "GtkRx: \(message)\n"
    line.withUTF8 { bytes in
        _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
}
