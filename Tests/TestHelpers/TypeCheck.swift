import Foundation

/// Type-checks `source` in the Swift 6 language mode against the GtkRx module just built, as a
/// user's file importing it would be: the status and diagnostics of `swiftc -typecheck`.
public func typeCheckAgainstGtkRx(_ source: String) throws -> (status: Int32, output: String) {
    let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let modules = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("Modules")
    let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("gtkrx-typecheck-\(getpid())-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let gtkFlags = try runProcess("pkg-config", ["--cflags", "gtk4-unix-print", "gio-unix-2.0"])
        .output
        .split(separator: " ").map(String.init).filter { $0.hasPrefix("-I") }
    var arguments = [
        "-typecheck", "-swift-version", "6", "-I", modules.path,
        "-Xcc", "-fmodule-map-file=\(packageRoot.path)/Sources/CGLib/module.modulemap",
        "-Xcc", "-fmodule-map-file=\(packageRoot.path)/Sources/CGtk/module.modulemap",
    ]
    arguments += gtkFlags.flatMap { ["-Xcc", $0] }
    arguments.append(file.path)
    let outcome = try runProcess("swiftc", arguments)
    return (outcome.status, outcome.output)
}
