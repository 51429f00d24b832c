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
        case "\n", "\t": line.unicodeScalars.append(scalar)
        default: appendEscapingControlCharacter(scalar, to: &line)
        }
    }
    line += "\n"
    line.withUTF8 { bytes in
        _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
}

/// Appends `scalar` to `text`, or, for a control character, its escape: `\0` for a NUL byte
/// (which a terminal would not show), `\r` for a carriage return, `\u{…}` for the others. The
/// one escaping of GtkRx's reports, shared by warnings and quoted values.
package func appendEscapingControlCharacter(_ scalar: Unicode.Scalar, to text: inout String) {
    switch scalar {
    case "\0": text += "\\0"
    case "\r": text += "\\r"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        text += "\\u{\(String(scalar.value, radix: 16))}"
    default: text.unicodeScalars.append(scalar)
    }
}
