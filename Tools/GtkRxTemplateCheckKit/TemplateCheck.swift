import Foundation

/// The build-time check of widget templates: each Swift class declaring a
/// `WidgetTemplate(resource:)` against the `.ui` definition the manifest lists at that path.
///
/// Errors: a `.ui` file that does not parse; a template resource the manifest does not list; a
/// `<template class>` other than the type the class registers; a `@TemplateChild` id the
/// template lacks, or whose object's class is not the child's type; a `<signal handler>` with no
/// `TemplateCallback` of that name in the class.
public struct TemplateCheck {
    /// A `.ui` definition the build has: the file the manifest lists, and where its text came
    /// from (itself, or the Blueprint file compiled to it).
    public struct Definition {
        /// The `.ui` file.
        public let path: String
        /// Its contents.
        public let data: Data
        /// The Blueprint file it was compiled from, and its text.
        public let blueprint: (path: String, text: String)?

        /// A definition read from `path` (compiled from `blueprint`, when given).
        public init(path: String, data: Data, blueprint: (path: String, text: String)? = nil) {
            self.path = path
            self.data = data
            self.blueprint = blueprint
        }
    }

    /// The manifest's path, for messages.
    public let manifestPath: String
    /// The manifest.
    public let manifest: ResourceManifest
    /// The `.ui` definitions, by their name in the manifest.
    public let definitions: [String: Definition]
    /// The Swift classes found in the target's sources.
    public let classes: [SwiftTemplateClass]

    /// A check of `classes` against `definitions`.
    public init(
        manifestPath: String, manifest: ResourceManifest, definitions: [String: Definition],
        classes: [SwiftTemplateClass]
    ) {
        self.manifestPath = manifestPath
        self.manifest = manifest
        self.definitions = definitions
        self.classes = classes
    }

    /// Every problem, in a stable order.
    public func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var parsed: [String: UIDefinition] = [:]
        for (name, definition) in definitions.sorted(by: { $0.key < $1.key }) {
            switch UIDefinition.parse(definition.data) {
            case .success(let ui):
                parsed[name] = ui
            case .failure(let error):
                diagnostics.append(
                    Diagnostic(
                        file: definition.path, line: error.line, column: error.column,
                        message: "\(name) does not parse: \(error.reason)"))
            }
        }
        let registered = Dictionary(
            classes.compactMap { type in type.registeredName.map { (type.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        var registeredParents: [String: Set<String>] = [:]
        for type in classes {
            guard let name = type.registeredName,
                let parents = GtkTypeNames.glibNames(of: type.superclass, registered: registered)
            else { continue }
            registeredParents[name] = parents
        }
        for type in classes {
            guard let resource = type.templateResource else { continue }
            guard let name = manifest.files[resource.path] else {
                if manifest.prefixes.contains(where: { resource.path.hasPrefix($0) }) {
                    diagnostics.append(
                        Diagnostic(
                            file: type.file, line: resource.line,
                            message:
                                "\(type.name)'s template \(resource.path) is not a file "
                                + "\((manifestPath as NSString).lastPathComponent) lists"))
                }
                continue
            }
            guard let definition = definitions[name], let ui = parsed[name] else { continue }
            diagnostics += check(
                type, against: ui, named: name, in: definition,
                registered: registered, registeredParents: registeredParents)
        }
        return diagnostics
    }

    /// The problems of `type` against its template `ui`.
    private func check(
        _ type: SwiftTemplateClass, against ui: UIDefinition, named name: String,
        in definition: Definition, registered: [String: String],
        registeredParents: [String: Set<String>]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let place = Place(definition: definition)
        guard let template = ui.template else {
            return [
                Diagnostic(
                    file: place.file, line: 1,
                    message: "\(name) has no <template>, but \(type.name) uses it as its template")
            ]
        }
        if let registeredName = type.registeredName, template.className != registeredName {
            diagnostics.append(
                Diagnostic(
                    file: place.file,
                    line: place.line(template.line, pattern: #"\btemplate\b"#),
                    message:
                        "\(name)'s template defines \"\(template.className)\", but \(type.name) "
                        + "registers \"\(registeredName)\""))
        }
        for child in type.children {
            guard let object = ui.objects[child.id] else {
                diagnostics.append(
                    Diagnostic(
                        file: type.file, line: child.line,
                        message:
                            "@TemplateChild(\"\(child.id)\") of \(type.name): \(name) has no "
                            + "object with id \"\(child.id)\""))
                continue
            }
            if !GtkTypeNames.accepts(
                child.typeName, className: object.className, registered: registered,
                registeredParents: registeredParents)
            {
                let line = place.line(object.line, pattern: #"\b\#(child.id)\s*\{"#)
                let expected =
                    GtkTypeNames.glibNames(of: child.typeName, registered: registered)?.sorted()
                    .joined(separator: " or ") ?? child.typeName
                diagnostics.append(
                    Diagnostic(
                        file: type.file, line: child.line,
                        message:
                            "@TemplateChild(\"\(child.id)\") of \(type.name) is a "
                            + "\(child.typeName) (\(expected)), but the object with id "
                            + "\"\(child.id)\" at \(place.file):\(line) is a \(object.className)"))
            }
        }
        let callbacks = Set(type.callbacks.map(\.name))
        for handler in ui.handlers where !callbacks.contains(handler.name) {
            let known =
                callbacks.isEmpty
                ? "it has none"
                : "it has " + callbacks.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    file: place.file,
                    line: place.line(handler.line, pattern: #"\b\#(handler.name)\s*\("#),
                    message:
                        "handler \"\(handler.name)\" of signal \"\(handler.signal)\" in \(name): "
                        + "\(type.name) (\(type.file):\(type.line)) has no "
                        + "TemplateCallback(\"\(handler.name)\", …); \(known)"))
        }
        return diagnostics
    }

    /// Where to point in a definition: the `.ui` file itself, or the line of its Blueprint
    /// source that a pattern finds (the compiled file's lines are not the source's).
    private struct Place {
        let definition: Definition

        var file: String { definition.blueprint?.path ?? definition.path }

        /// `uiLine` for a `.ui` file; for Blueprint, the first line matching `pattern`, else 1.
        func line(_ uiLine: Int, pattern: String) -> Int {
            guard let blueprint = definition.blueprint else { return uiLine }
            guard let regex = try? Regex(pattern) else { return 1 }
            return SourceText(blueprint.text).lines.first { $0.text.contains(regex) }?.number ?? 1
        }
    }
}
