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
// Generated (Tools/GtkRxGeneratorKit):
// - the arity overloads of `combineLatest` and `zip` (2 to 8 sources), one typed producer and
//   sink per arity, no type erasure; the same on `SharedSequence` (Driver, Signal) and
//   `Infallible`, and `zip` of Singles and Maybes (`Arity/`);
// - the wrappers of GTK, GDK and the Gio types apps touch, and of libadwaita (into the
//   GtkRxAdwaita product), read from the GIR files pinned in Tools/GIR: an analysis pass makes a plan of every member (`Wrappers/MemberAnalysis.swift`),
//   and the writers turn the plan into a class per GObject class, a protocol per interface,
//   enumerations, flags, `.rx`, tests and the registry tables;
// - the `@_specialize` attributes of the operators and sinks, below each
//   `// specialized types:` marker of a hand-written source, from the one list in
//   `Specialization/SpecializedTypes.swift`.

import Foundation
import GtkRxGeneratorKit

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("GtkRxGenerator: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments {
    case ["--gir-summary"]:
        print(try Generator.girSummary())
    case ["--coverage"], ["--coverage", "--json"]:
        print(try Generator.coverage(json: arguments.count == 2))
    case let arguments where arguments.count == 1 && !arguments[0].hasPrefix("-"):
        let count = try Generator.write(to: arguments[0])
        print("GtkRxGenerator: wrote \(count) files")
    default:
        fail(
            "usage: GtkRxGenerator OUTPUT-DIRECTORY | --coverage [--json] | --gir-summary",
            status: 2)
    }
} catch {
    fail("\(error)")
}
