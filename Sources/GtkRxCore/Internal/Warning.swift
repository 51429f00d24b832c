import Glibc

/// Writes `GtkRx: <message>` and a line feed to standard error: for misuse GtkRx recovers from.
///
/// A control character in `message` other than a line feed or a tab (a NUL byte in a caller's
/// bad name interpolated raw, for instance) is written as an escape (`\0`, `\r`, `\u{1b}`), so
/// the report stays text: a NUL byte would make a log that holds it read as binary.
package func printWarning(_ message: String) {
    var line = "GtkRx: "
    for scalar in message.unicodeScalars {
        switch scalar {
        case "\0": line += "\\0"
        case "\r": line += "\\r"
        case "\n", "\t": line.unicodeScalars.append(scalar)
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                line += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
    }
    line += "\n"
    line.withUTF8 { bytes in
        _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
}
