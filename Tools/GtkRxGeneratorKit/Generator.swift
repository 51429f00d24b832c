import Foundation

/// The generator's three commands, for the `GtkRxGenerator` executable: everything else in this
/// module is internal, reached by the tests through `@testable import`.
package enum Generator {
    /// Writes every generated file under `output`, each at its path relative to the package's
    /// root, and returns how many were written.
    package static func write(to output: String) throws -> Int {
        let files = try allFiles()
        for file in files {
            try file.write(under: URL(fileURLWithPath: output))
        }
        return files.count
    }

    /// Every generated file: the arities, the wrappers, and the specialization attributes of
    /// hand-written sources.
    static func allFiles() throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        files += ArityFiles.all()
        files += PrimitiveSequenceArityFiles.all()
        files += TraitArityFiles.all()
        files += try WrapperFiles.all(repository: GIRRepository()).files
        files += try SpecializationFiles.all()
        return files
    }

    /// What the wrappers cover of GIR, as a table, or as JSON listing every member.
    package static func coverage(json: Bool) throws -> String {
        let coverage = try WrapperFiles.all(repository: GIRRepository()).coverage
        let report = CoverageReport.make(coverage)
        return json ? try CoverageReport.json(report) : CoverageReport.table(report)
    }

    /// A line per namespace read: its classes, interfaces, enumerations, records and members.
    package static func girSummary() throws -> String {
        let repository = try GIRRepository()
        return repository.namespaces.keys.sorted().map { name in
            let namespace = repository.namespaces[name]!
            let methods = namespace.classes.values.reduce(0) { $0 + $1.methods.count }
            let properties = namespace.classes.values.reduce(0) { $0 + $1.properties.count }
            let signals = namespace.classes.values.reduce(0) { $0 + $1.signals.count }
            return "\(name) \(namespace.version): \(namespace.classes.count) classes, "
                + "\(namespace.interfaces.count) interfaces, "
                + "\(namespace.enumerations.count) enumerations, "
                + "\(namespace.records.count) records; classes have \(methods) methods, "
                + "\(properties) properties, \(signals) signals"
        }.joined(separator: "\n")
    }
}
