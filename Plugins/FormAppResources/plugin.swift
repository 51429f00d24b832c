// FormAppResources: compiles FormApp's resources into the FormApp binary.
//
// Three steps, chained through files in the plugin's work directory:
//
//   (a) resources/po/<lang>.po  --msgfmt-->  locale/<lang>/LC_MESSAGES/formapp.mo
//       resources/schemas/*.gschema.xml  --glib-compile-schemas-->  schemas/gschemas.compiled
//   (b) resources/formapp.gresource.xml, the files it lists and the .mo files
//                               --glib-compile-resources-->  formapp.gresource
//   (c) formapp.gresource       --EmbedResource-->  EmbeddedResources.swift, compiled into FormApp
//
// They run as ONE build command whose only declared output is EmbeddedResources.swift. SwiftPM
// makes every other declared output of a build command a resource of the target: the .mo files
// and formapp.gresource would be copied into a `GtkRx_FormApp.resources` bundle beside the
// binary (with a `Bundle.module` accessor nobody uses), and two languages' `formapp.mo` would
// collide there. Every file the steps read is a declared input, so editing a .ui file, the style
// sheet, the icon or a translation rebuilds the binary.

import Foundation
import PackagePlugin

/// The build-tool plugin that embeds `resources/formapp.gresource.xml` and the compiled
/// translations of `resources/po` in the target it is applied to.
@main
struct FormAppResources: BuildToolPlugin {
    /// The gettext domain, which names the compiled catalogs.
    static let domain = "formapp"

    /// Runs the steps in order; `$0` names the plugin in error messages. Arguments: msgfmt,
    /// glib-compile-resources, EmbedResource, the resources directory, the work directory, the
    /// manifest, the bundle, the Swift source, glib-compile-schemas.
    ///
    /// It compiles every `.po` file there is when it runs, not the ones there were when SwiftPM
    /// last ran the plugin (SwiftPM re-plans only when the package's own structure changes).
    static let script = """
        set -eu
        msgfmt=$1 compile=$2 embed=$3 resources=$4 work=$5 manifest=$6 bundle=$7 source=$8
        schemas=$9
        rm -rf "$work/locale" "$work/schemas"
        mkdir -p "$work/schemas"
        "$schemas" --strict --targetdir "$work/schemas" "$resources/schemas"
        for po in "$resources"/po/*.po; do
            [ -e "$po" ] || continue
            catalog="locale/$(basename "$po" .po)/LC_MESSAGES/\(domain).mo"
            if ! grep -qF ">$catalog</file>" "$manifest"; then
                echo "$0: error: $manifest does not list $catalog (for $po);" \\
                    "add <file>$catalog</file> to it" >&2
                exit 1
            fi
            mkdir -p "$(dirname "$work/$catalog")"
            "$msgfmt" --check --output-file "$work/$catalog" "$po"
        done
        "$compile" --sourcedir "$resources" --sourcedir "$work" --target "$bundle" "$manifest"
        "$embed" "$bundle" "$source"
        """

    /// The one build command for `target`: `msgfmt` per translation, `glib-compile-resources`,
    /// `EmbedResource`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "resources")
        let translations = resources.appending(path: "po")
        let manifest = resources.appending(path: "formapp.gresource.xml")
        let work = context.pluginWorkDirectoryURL
        let bundle = work.appending(path: "formapp.gresource")
        let source = work.appending(path: "EmbeddedResources.swift")

        let shell = URL(fileURLWithPath: "/bin/sh")
        let msgfmt = try Self.systemTool("msgfmt", debianPackage: "gettext")
        let compileResources = try Self.systemTool(
            "glib-compile-resources", debianPackage: "libglib2.0-dev-bin")
        let embed = try context.tool(named: "EmbedResource").url
        let compileSchemas = try Self.systemTool(
            "glib-compile-schemas", debianPackage: "libglib2.0-bin")
        let schemas = resources.appending(path: "schemas")

        let arguments = [
            "-c", Self.script, "FormAppResources", msgfmt.filePath, compileResources.filePath,
            embed.filePath, resources.filePath, work.filePath, manifest.filePath, bundle.filePath,
            source.filePath, compileSchemas.filePath,
        ]
        // resources/po itself too: adding or removing a translation changes it.
        var inputs = [manifest, embed, translations, schemas]
        inputs += try FileManager.default.contentsOfDirectory(
            at: schemas, includingPropertiesForKeys: nil
        )
        .filter { $0.lastPathComponent.hasSuffix(".gschema.xml") }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }

        // (a) Each translation, compiled to the path the manifest lists it at.
        var catalogs: Set<String> = []
        for po in try Self.translations(in: translations) {
            let language = po.deletingPathExtension().lastPathComponent
            catalogs.insert("locale/\(language)/LC_MESSAGES/\(Self.domain).mo")
            inputs.append(po)
        }

        // (b) The bundle's files: in resources/, or compiled by (a).
        let listed = try Self.listedFiles(in: manifest)
        let compiledSchemas = "schemas/gschemas.compiled"
        for name in Set(listed).subtracting(catalogs).subtracting([compiledSchemas]).sorted() {
            let file = resources.appending(path: name)
            guard FileManager.default.fileExists(atPath: file.filePath) else {
                throw PluginError(
                    "formapp.gresource.xml lists \(name), which is neither in resources/ nor a "
                        + "catalog compiled from resources/po")
            }
            inputs.append(file)
        }
        for name in catalogs.sorted() where !listed.contains(name) {
            throw PluginError(
                "resources/po has a translation that formapp.gresource.xml does not list; add "
                    + "<file>\(name)</file> to it")
        }

        return [
            .buildCommand(
                displayName: "Compiling FormApp's resources and translations into the binary",
                executable: shell,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [source])
        ]
    }

    /// The `.po` files in `directory`, in a stable order.
    static func translations(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "po" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The names a GResource manifest lists in its `<file>` elements, comments skipped.
    static func listedFiles(in manifest: URL) throws -> [String] {
        var text = try String(contentsOf: manifest, encoding: .utf8)
        while let open = text.range(of: "<!--") {
            let close = text.range(of: "-->", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        return text.components(separatedBy: "<file").dropFirst().compactMap { element in
            // `<file>name</file>` or `<file attribute="…">name</file>`; not `<files…`.
            guard element.first == ">" || element.first?.isWhitespace == true,
                let start = element.firstIndex(of: ">"),
                let end = element.range(of: "</file>")
            else { return nil }
            return element[element.index(after: start)..<end.lowerBound]
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// The executable `name` on `PATH` (or in `/usr/bin`), or an error naming the Debian
    /// package that provides it.
    static func systemTool(_ name: String, debianPackage: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        for directory in directories where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: directory).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.filePath) {
                return candidate
            }
        }
        throw PluginError(
            "\(name) not found; install the Debian package \(debianPackage) (scripts/setup does)")
    }
}

/// A reason the plugin cannot plan FormApp's resources, shown by SwiftPM as the build's error.
struct PluginError: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = "FormAppResources: \(description)"
    }
}

extension URL {
    /// The file system path, without percent-encoding (`path()` would encode spaces).
    var filePath: String { path(percentEncoded: false) }
}
