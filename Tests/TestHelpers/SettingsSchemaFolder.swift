import Foundation

/// Compiles the settings schema source `xml` (a `<schemalist>`, named `<id>.gschema.xml`) with
/// `glib-compile-schemas` into a new temporary folder, and returns the folder; the caller
/// removes it.
///
/// - Throws: what creating the folder, writing the file or running the compiler throws, and
///   ``SchemaCompileFailed`` when the compiler exits with another status than 0.
public func compileSettingsSchema(id: String, xml: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("gtkrx-schemas-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(xml.utf8).write(to: folder.appendingPathComponent("\(id).gschema.xml"))
    let compile = Process()
    compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
    compile.arguments = [folder.path]
    try compile.run()
    compile.waitUntilExit()
    guard compile.terminationStatus == 0 else {
        throw SchemaCompileFailed(status: compile.terminationStatus)
    }
    return folder
}

/// `glib-compile-schemas` refused a test's schema.
public struct SchemaCompileFailed: Error {
    /// The compiler's exit status.
    public let status: Int32
}
