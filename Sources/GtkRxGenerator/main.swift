// GtkRxGenerator: writes GtkRx's generated Swift sources.
//
//   GtkRxGenerator OUTPUT-DIRECTORY
//
// writes every generated file, under its path relative to the package's root, into
// OUTPUT-DIRECTORY. `scripts/generate` runs it into a temporary directory, formats the result
// with `swift format`, and copies it into the tree (or, with `--check`, fails when the tree's
// copy differs: CI's staleness check).
//
// Generated today:
// - the arity overloads of `combineLatest` and `zip` (2 to 8 sources), as RxSwift generates
//   them from templates: one typed producer and sink per arity, no type erasure;
// - the same overloads on `SharedSequence` (Driver, Signal) and `Infallible`, which wrap them.

import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let output = arguments.first, !output.hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: GtkRxGenerator OUTPUT-DIRECTORY\n".utf8))
    exit(2)
}

var files: [GeneratedFile] = []
files += ArityFiles.all()
files += PrimitiveSequenceArityFiles.all()
files += TraitArityFiles.all()

do {
    for file in files {
        try file.write(under: URL(fileURLWithPath: output))
    }
} catch {
    FileHandle.standardError.write(Data("GtkRxGenerator: \(error)\n".utf8))
    exit(1)
}
print("GtkRxGenerator: wrote \(files.count) files")
