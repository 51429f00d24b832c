// GtkRxGenerator: writes GtkRx's generated Swift sources, and reports what they cover.
//
//   GtkRxGenerator OUTPUT-DIRECTORY
//       writes every generated file, under its path relative to the package's root, into
//       OUTPUT-DIRECTORY. `scripts/generate` runs it into a temporary directory, formats the
//       result with `swift format`, and copies it into the tree (or, with `--check`, fails when
//       the tree's copy differs: CI's staleness check).
//   GtkRxGenerator --coverage [--json]
//       prints what the generated wrappers cover of GIR's classes, properties, signals, methods
//       and constructors, and why each member left out was skipped.
//   GtkRxGenerator --gir-summary
//       reads the GIR files and prints what they hold (a check of the reader).
//
// Generated today:
// - the arity overloads of `combineLatest` and `zip` (2 to 8 sources), as RxSwift generates
//   them from templates: one typed producer and sink per arity, no type erasure;
// - the same overloads on `SharedSequence` (Driver, Signal) and `Infallible`, which wrap them,
//   and `zip` of Singles and Maybes;
// - the wrappers of GTK, GDK and the Gio types apps touch, read from GObject introspection
//   (`Wrappers/`): a class per GObject class, a protocol per interface, enumerations, flags,
//   `.rx`, and the registry tables.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("GtkRxGenerator: \(message)\n".utf8))
    exit(status)
}

if arguments == ["--gir-summary"] {
    do {
        let repository = try GIRRepository()
        for name in repository.namespaces.keys.sorted() {
            let namespace = repository.namespaces[name]!
            let methods = namespace.classes.values.reduce(0) { $0 + $1.methods.count }
            let properties = namespace.classes.values.reduce(0) { $0 + $1.properties.count }
            let signals = namespace.classes.values.reduce(0) { $0 + $1.signals.count }
            print(
                "\(name) \(namespace.version): \(namespace.classes.count) classes, "
                    + "\(namespace.interfaces.count) interfaces, "
                    + "\(namespace.enumerations.count) enumerations, "
                    + "\(namespace.records.count) records; classes have \(methods) methods, "
                    + "\(properties) properties, \(signals) signals")
        }
    } catch {
        fail("\(error)")
    }
    exit(0)
}

if arguments.first == "--coverage" {
    do {
        let coverage = try WrapperFiles.all(repository: GIRRepository()).coverage
        let report = CoverageReport.make(coverage)
        print(
            arguments.contains("--json")
                ? try CoverageReport.json(report) : CoverageReport.table(report))
    } catch {
        fail("\(error)")
    }
    exit(0)
}

guard arguments.count == 1, let output = arguments.first, !output.hasPrefix("-") else {
    fail("usage: GtkRxGenerator OUTPUT-DIRECTORY | --gir-summary", status: 2)
}

var files: [GeneratedFile] = []
files += ArityFiles.all()
files += PrimitiveSequenceArityFiles.all()
files += TraitArityFiles.all()
do {
    let repository = try GIRRepository()
    files += try WrapperFiles.all(repository: repository).files
} catch {
    fail("\(error)")
}

do {
    for file in files {
        try file.write(under: URL(fileURLWithPath: output))
    }
} catch {
    fail("\(error)")
}
print("GtkRxGenerator: wrote \(files.count) files")
