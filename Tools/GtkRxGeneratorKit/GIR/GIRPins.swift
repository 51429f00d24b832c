import Foundation

/// The table of pinned GIR files, `Tools/GIR/PINS`: for each file, what it describes and the
/// Debian package (and version) it was copied from. Generated files name their inputs from it.
struct GIRPins {
    /// One line of the table.
    struct Entry: Equatable {
        /// `Gtk-4.0.gir`.
        var file: String
        /// What the file describes, with its version: `GTK 4.8.3`.
        var describes: String
        /// The Debian package it came from: `libgtk-4-dev`.
        var package: String
        /// That package's version: `4.8.3+ds-2+deb12u1`.
        var packageVersion: String

        /// `Tools/GIR/Gtk-4.0.gir (GTK 4.8.3; Debian's libgtk-4-dev 4.8.3+ds-2+deb12u1)`.
        var stamp: String {
            "Tools/GIR/\(file) (\(describes); Debian's \(package) \(packageVersion))"
        }
    }

    /// Why the table could not be read.
    enum PinError: Error, CustomStringConvertible {
        case unreadable(String)
        case malformedLine(Int, String)
        case unpinned(String, String)

        var description: String {
            switch self {
            case .unreadable(let path): "cannot read the pin table \(path)"
            case .malformedLine(let number, let line):
                "PINS line \(number) is not `file<TAB>describes<TAB>package<TAB>version`: \(line)"
            case .unpinned(let file, let folder): "\(file) is not listed in \(folder)/PINS"
            }
        }
    }

    /// The entries, by file name.
    let entries: [String: Entry]

    /// Reads `folder/PINS`.
    init(folder: String) throws {
        let path = "\(folder)/PINS"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw PinError.unreadable(path)
        }
        try self.init(table: text)
    }

    /// Parses a table: `#` starts a comment line; each other non-empty line has four
    /// tab-separated fields.
    init(table text: String) throws {
        var entries: [String: Entry] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 4, fields.allSatisfy({ !$0.isEmpty }) else {
                throw PinError.malformedLine(index + 1, String(line))
            }
            entries[fields[0]] = Entry(
                file: fields[0], describes: fields[1], package: fields[2],
                packageVersion: fields[3])
        }
        self.entries = entries
    }

    /// The stamp of the file a namespace was read from (`Gtk` → `Gtk-4.0.gir`'s).
    func stamp(namespace: String) -> String {
        let entry = entries.values.sorted { $0.file < $1.file }.first {
            $0.file.hasPrefix("\(namespace)-")
        }
        return entry?.stamp ?? "Tools/GIR (namespace \(namespace))"
    }
}
