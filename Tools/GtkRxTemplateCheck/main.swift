// GtkRxTemplateCheck: the GtkRxResources plugin's check of widget templates, run before the
// resources are compiled.
//
//   GtkRxTemplateCheck <resources> <manifest> <compiled> <blueprint-compiler or ""> <swift>…
//
// Compiles each `.blp` file under <resources> with blueprint-compiler into <compiled> (same
// relative path, `.ui`), then checks every `.ui` file the manifest lists and every Swift class
// of the target declaring a `WidgetTemplate(resource:)` (see GtkRxTemplateCheckKit). Prints
// each problem as `file:line:column: error: …` and exits with status 1 when there is one.

import Foundation
import GtkRxTemplateCheckKit

/// Prints `lines` to standard error.
func printErrors(_ lines: [String]) {
    FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
}

/// The `.blp` files under `directory`, as paths relative to it, sorted.
func blueprints(under directory: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".blp") { found.append(path) }
    }
    return found.sorted()
}

/// Compiles `source` to `output` with `compiler`; the errors, or none.
func compileBlueprint(_ source: URL, to output: URL, with compiler: String) -> [String] {
    try? FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["compile", "--output", output.path, source.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        return ["\(source.path):1: error: cannot run \(compiler): \(error)"]
    }
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return [] }
    return BlueprintDiagnostics.parse(text, path: source.path)?.map(\.description)
        ?? ["\(source.path):1: error: blueprint-compiler failed: \(text)"]
}

/// Runs the check; the process's exit status.
func checkTemplates() -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count >= 5 else {
        printErrors([
            "usage: GtkRxTemplateCheck <resources> <manifest> <compiled> <blueprint-compiler> <swift>…"
        ])
        return 2
    }
    let resources = URL(fileURLWithPath: arguments[1])
    let manifestURL = URL(fileURLWithPath: arguments[2])
    let compiled = URL(fileURLWithPath: arguments[3])
    let compiler = arguments[4]
    let swiftFiles = arguments.dropFirst(5)

    var errors: [String] = []
    var blueprintSources: [String: URL] = [:]
    for path in blueprints(under: resources) {
        let source = resources.appending(path: path)
        let name = String(path.dropLast(".blp".count)) + ".ui"
        guard !compiler.isEmpty else {
            errors.append(
                "\(source.path):1: error: blueprint-compiler not found; install the Debian "
                    + "package blueprint-compiler (scripts/setup does)")
            continue
        }
        let failures = compileBlueprint(source, to: compiled.appending(path: name), with: compiler)
        errors += failures
        if failures.isEmpty { blueprintSources[name] = source }
    }
    guard errors.isEmpty else {
        printErrors(errors)
        return 1
    }

    guard let manifestData = try? Data(contentsOf: manifestURL),
        let manifest = ResourceManifest.parse(manifestData)
    else {
        // glib-compile-resources says what is wrong with it.
        return 0
    }
    var definitions: [String: TemplateCheck.Definition] = [:]
    for name in Set(manifest.files.values) where name.hasSuffix(".ui") {
        let own = resources.appending(path: name)
        if let data = try? Data(contentsOf: own) {
            definitions[name] = TemplateCheck.Definition(path: own.path, data: data)
        } else if let source = blueprintSources[name],
            let data = try? Data(contentsOf: compiled.appending(path: name)),
            let text = try? String(contentsOf: source, encoding: .utf8)
        {
            definitions[name] = TemplateCheck.Definition(
                path: compiled.appending(path: name).path, data: data,
                blueprint: (source.path, text))
        }
    }
    var classes: [SwiftTemplateClass] = []
    for file in swiftFiles {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        classes += SwiftTemplateClass.scan(text, file: file)
    }
    let diagnostics = TemplateCheck(
        manifestPath: manifestURL.path, manifest: manifest, definitions: definitions,
        classes: classes
    ).run()
    printErrors(diagnostics.map(\.description))
    return diagnostics.isEmpty ? 0 : 1
}

exit(checkTemplates())
