import Foundation

@testable import GtkRxGeneratorKit

/// What the generator tests share: the pinned GIR files read once, and the plan and files made
/// from them once (reading 20 MB of XML takes seconds).
///
/// `nonisolated(unsafe)`: each is a `static let`, initialized once (Swift makes that
/// thread-safe) and never mutated afterwards; the tests only read them.
enum GeneratorFixture {
    /// The repository read from `Tools/GIR`, or the error reading it.
    nonisolated(unsafe) static let repository: Result<GIRRepository, any Error> = Result {
        try GIRRepository()
    }

    /// The wrapper files and their coverage, made from ``repository``.
    nonisolated(unsafe) static let wrappers:
        Result<(files: [GeneratedFile], coverage: CoverageLog, plans: [TypePlan]), any Error> =
            repository.flatMap { repository in
                Result { try WrapperFiles.all(repository: repository) }
            }

    /// The text of the generated file whose path ends with `suffix`.
    static func file(endingWith suffix: String) throws -> String {
        let files = try wrappers.get().files
        guard let file = files.first(where: { $0.path.hasSuffix(suffix) }) else {
            throw FixtureError(message: "no generated file ends with \(suffix)")
        }
        return file.contents
    }

    /// The plan of the class or interface named `qualifiedName` (`Gtk.SingleSelection`), as
    /// the generator made it (with what its ancestors declared).
    static func plan(of qualifiedName: String) throws -> TypePlan {
        guard
            let plan = try wrappers.get().plans.first(where: {
                $0.owner.qualifiedName == qualifiedName
            })
        else {
            throw FixtureError(message: "no plan of \(qualifiedName)")
        }
        return plan
    }

    struct FixtureError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

extension TypePlan {
    /// The plan of the member GIR names `name` (a C identifier, or a property's or signal's
    /// name).
    func member(_ name: String) -> MemberPlan? {
        members.first { $0.name == name }
    }
}
