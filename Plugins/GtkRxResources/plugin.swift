// GtkRxResources: compiles a package's GTK resources into the executable it is applied to.
//
// The package's `resources/` folder (beside Package.swift) holds one GResource manifest,
// `<domain>.gresource.xml`, the files it lists (.ui files, style sheets, icons), and optionally
// `po/<lang>.po` translations of the gettext domain `<domain>`, and optionally
// `schemas/*.gschema.xml` GSettings schemas, and Blueprint files (`*.blp`, anywhere under
// resources/) the manifest lists by their compiled name (`window.blp` as `window.ui`). Four
// steps, chained through files in the plugin's work directory:
//
//   (0) resources/**/*.blp  --blueprint-compiler-->  blueprint/**/*.ui, then every .ui file the
//       manifest lists checked against the target's Swift classes declaring it as their
//       `WidgetTemplate(resource:)` (GtkRxTemplateCheck): an id a `@TemplateChild` names that the
//       template lacks or has with another class, a `<signal handler>` with no
//       `TemplateCallback`, a .ui file that does not parse or a Blueprint error fails the build
//       with `file:line: error: …`
//   (a) resources/po/<lang>.po  --msgfmt-->  locale/<lang>/LC_MESSAGES/<domain>.mo
//       resources/schemas/*.gschema.xml  --glib-compile-schemas-->  schemas/gschemas.compiled
//       (which the manifest may then list, to carry the compiled schemas in the binary)
//   (b) resources/<domain>.gresource.xml, the files it lists and the .mo files
//                               --glib-compile-resources-->  <domain>.gresource
//   (c) <domain>.gresource      --EmbedResource-->  EmbeddedResources.swift, compiled into the
//                                                    target (`EmbeddedResources.gresourceBase64`)
//
// They run as ONE build command whose only declared output is EmbeddedResources.swift. SwiftPM
// makes every other declared output of a build command a resource of the target: the .mo files
// and the bundle would be copied into a resource bundle beside the binary (with a
// `Bundle.module` accessor nobody uses), and two languages' `<domain>.mo` would collide there.
// Every file the steps read is a declared input, so editing a .ui file, a style sheet, an icon
// or a translation rebuilds the binary.
//
// GtkRx's FormApp uses it, and so can any app: the `GtkRxResources` plugin product, applied with
// `plugins: [.plugin(name: "GtkRxResources", package: "GtkRx")]` (Examples/Starter does).

import Foundation
import PackagePlugin

/// The build-tool plugin that embeds the package's `resources/<domain>.gresource.xml` and the
/// compiled translations of `resources/po` in the target it is applied to.
@main
struct GtkRxResources: BuildToolPlugin {
    /// The ending of a GResource manifest's file name; what comes before it is the domain.
    static let manifestSuffix = ".gresource.xml"

    /// Runs the steps in order; `$0` names the plugin in error messages. Arguments: msgfmt,
    /// glib-compile-resources, EmbedResource, the resources directory, the work directory, the
    /// manifest, the bundle, the Swift source, the gettext domain, glib-compile-schemas
    /// (empty when there is no `resources/schemas`), GtkRxTemplateCheck, blueprint-compiler
    /// (empty when there is no `.blp` file), then the target's Swift files.
    ///
    /// It compiles every `.po` file there is when it runs, not the ones there were when SwiftPM
    /// last ran the plugin (SwiftPM re-plans only when the package's own structure changes).
    static let script = """
        set -eu
        msgfmt=$1 compile=$2 embed=$3 resources=$4 work=$5 manifest=$6 bundle=$7 source=$8 domain=$9
        schemas=${10} check=${11} blueprint=${12}
        shift 12
        rm -rf "$work/locale" "$work/schemas" "$work/blueprint"
        mkdir -p "$work/blueprint"
        "$check" "$resources" "$manifest" "$work/blueprint" "$blueprint" "$@"
        if [ -n "$schemas" ]; then
            mkdir -p "$work/schemas"
            "$schemas" --strict --targetdir "$work/schemas" "$resources/schemas"
        fi
        for po in "$resources"/po/*.po; do
            [ -e "$po" ] || continue
            catalog="locale/$(basename "$po" .po)/LC_MESSAGES/$domain.mo"
            if ! grep -qF ">$catalog</file>" "$manifest"; then
                echo "$0: error: $manifest does not list $catalog (for $po);" \\
                    "add <file>$catalog</file> to it" >&2
                exit 1
            fi
            mkdir -p "$(dirname "$work/$catalog")"
            "$msgfmt" --check --output-file "$work/$catalog" "$po"
        done
        "$compile" --sourcedir "$resources" --sourcedir "$work" --sourcedir "$work/blueprint" \\
            --target "$bundle" "$manifest"
        "$embed" "$bundle" "$source"
        """

    /// The one build command for `target`: `msgfmt` per translation, `glib-compile-resources`,
    /// `EmbedResource`. The domain is the manifest's name: `formapp.gresource.xml` compiles
    /// `po/zh_CN.po` to `locale/zh_CN/LC_MESSAGES/formapp.mo`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "resources")
        let translations = resources.appending(path: "po")
        let manifest = try Self.manifest(in: resources)
        let domain = String(manifest.lastPathComponent.dropLast(Self.manifestSuffix.count))
        let work = context.pluginWorkDirectoryURL
        let bundle = work.appending(path: "\(domain).gresource")
        let source = work.appending(path: "EmbeddedResources.swift")

        let shell = URL(fileURLWithPath: "/bin/sh")
        let msgfmt = try Self.systemTool("msgfmt", debianPackage: "gettext")
        let compileResources = try Self.systemTool(
            "glib-compile-resources", debianPackage: "libglib2.0-dev-bin")
        let embed = try context.tool(named: "EmbedResource").url
        let schemas = resources.appending(path: "schemas")
        let hasSchemas = FileManager.default.fileExists(atPath: schemas.filePath)
        let compileSchemas =
            hasSchemas
            ? try Self.systemTool("glib-compile-schemas", debianPackage: "libglib2.0-bin") : nil

        let check = try context.tool(named: "GtkRxTemplateCheck").url
        let blueprints = Self.blueprints(in: resources)
        let compileBlueprint =
            blueprints.isEmpty
            ? nil : try Self.systemTool("blueprint-compiler", debianPackage: "blueprint-compiler")
        var swiftFiles: [URL] = []
        if let module = target.sourceModule {
            swiftFiles = module.sourceFiles(withSuffix: "swift").map { $0.url }
        }
        swiftFiles.sort { $0.filePath < $1.filePath }

        let arguments =
            [
                "-c", Self.script, "GtkRxResources", msgfmt.filePath, compileResources.filePath,
                embed.filePath, resources.filePath, work.filePath, manifest.filePath,
                bundle.filePath, source.filePath, domain, compileSchemas?.filePath ?? "",
                check.filePath, compileBlueprint?.filePath ?? "",
            ] + swiftFiles.map { $0.filePath }
        // The Swift files too: the check reads their template declarations.
        var inputs = [manifest, embed, check] + blueprints + swiftFiles
        // resources/po itself too, when there is one: adding or removing a translation changes it.
        if FileManager.default.fileExists(atPath: translations.filePath) {
            inputs.append(translations)
        }
        // Likewise resources/schemas, and each schema in it.
        var compiled: Set<String> = []
        if hasSchemas {
            inputs.append(schemas)
            inputs += try FileManager.default.contentsOfDirectory(
                at: schemas, includingPropertiesForKeys: nil
            )
            .filter { $0.lastPathComponent.hasSuffix(".gschema.xml") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            compiled.insert("schemas/gschemas.compiled")
        }

        // (a) Each translation, compiled to the path the manifest lists it at.
        var catalogs: Set<String> = []
        for po in try Self.translations(in: translations) {
            let language = po.deletingPathExtension().lastPathComponent
            catalogs.insert("locale/\(language)/LC_MESSAGES/\(domain).mo")
            inputs.append(po)
        }

        // (b) The bundle's files: in resources/, or compiled by (a).
        let listed = try Self.listedFiles(in: manifest)
        let compiledBlueprints = Set(
            blueprints.map {
                String($0.filePath.dropFirst(resources.filePath.count + 1).dropLast(4)) + ".ui"
            })
        for name in Set(listed).subtracting(catalogs).subtracting(compiled)
            .subtracting(compiledBlueprints).sorted()
        {
            let file = resources.appending(path: name)
            guard FileManager.default.fileExists(atPath: file.filePath) else {
                throw PluginError(
                    "\(manifest.lastPathComponent) lists \(name), which is neither in resources/ "
                        + "nor compiled from resources/po, resources/schemas or a .blp file")
            }
            inputs.append(file)
        }
        for name in catalogs.sorted() where !listed.contains(name) {
            throw PluginError(
                "resources/po has a translation that \(manifest.lastPathComponent) does not list; "
                    + "add <file>\(name)</file> to it")
        }

        return [
            .buildCommand(
                displayName:
                    "Compiling \(target.name)'s resources and translations into the binary",
                executable: shell,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [source])
        ]
    }

    /// The one `<domain>.gresource.xml` in `directory`, or an error saying what is there
    /// instead.
    static func manifest(in directory: URL) throws -> URL {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.filePath)
        } catch {
            throw PluginError(
                "no folder \(directory.filePath): put a <domain>\(manifestSuffix) GResource "
                    + "manifest and the files it lists in resources/ beside Package.swift")
        }
        let manifests = names.filter { $0.hasSuffix(manifestSuffix) && $0 != manifestSuffix }
            .sorted()
        guard manifests.count == 1 else {
            throw PluginError(
                "resources/ must hold exactly one <domain>\(manifestSuffix) GResource manifest; "
                    + "it holds \(manifests.isEmpty ? "none" : manifests.joined(separator: ", "))")
        }
        return directory.appending(path: manifests[0])
    }

    /// The `.blp` files anywhere under `directory`, in a stable order.
    static func blueprints(in directory: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(atPath: directory.filePath)
        var found: [URL] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".blp") { found.append(directory.appending(path: path)) }
        }
        return found.sorted { $0.filePath < $1.filePath }
    }

    /// The `.po` files in `directory` (none when there is no such directory), in a stable order.
    static func translations(in directory: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: directory.filePath) else { return [] }
        return try FileManager.default.contentsOfDirectory(
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

/// A reason the plugin cannot plan a target's resources, shown by SwiftPM as the build's error.
struct PluginError: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    let description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = "GtkRxResources: \(description)"
    }
}

extension URL {
    /// The file system path, without percent-encoding (`path()` would encode spaces).
    var filePath: String { path(percentEncoded: false) }
}
