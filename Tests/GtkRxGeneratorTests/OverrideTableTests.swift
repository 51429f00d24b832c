import Foundation
import XCTest

@testable import GtkRxGeneratorKit

/// The override table: one table, each entry with its reason, naming only what GIR has, and
/// naming hand-written Swift symbols that exist.
final class OverrideTableTests: XCTestCase {
    func testEveryEntrySaysWhy() {
        for entry in Overrides.table {
            XCTAssertGreaterThan(entry.reason.count, 5, "\(entry.key): \(entry.action)")
        }
    }

    func testNoKeyHasTwoEntriesOfOneKind() {
        var seen = Set<String>()
        for entry in Overrides.table {
            let kind = "\(entry.action)".prefix { $0 != "(" }
            XCTAssertTrue(
                seen.insert("\(entry.key) \(kind)").inserted, "twice: \(entry.key) \(kind)")
        }
    }

    /// Whether GIR has what `key` names: a type, a property, a signal, a function or a
    /// function's parameter.
    private func girHas(_ key: String, in repository: GIRRepository) -> Bool {
        if key.contains("::") {
            let parts = key.components(separatedBy: "::")
            return members(of: parts[0], in: repository)?.signals.contains(parts[1]) ?? false
        }
        if key.contains(".") && key.contains(":") {
            let parts = key.components(separatedBy: ":")
            return members(of: parts[0], in: repository)?.properties.contains(parts[1]) ?? false
        }
        if key.contains(".") {
            return repository.kind(of: key) != nil
        }
        let parts = key.components(separatedBy: ":")
        guard let function = function(parts[0], in: repository) else { return false }
        return parts.count == 1 || function.parameters.contains { $0.name == parts[1] }
    }

    private func members(of qualifiedName: String, in repository: GIRRepository) -> (
        properties: Set<String>, signals: Set<String>
    )? {
        if let cls = repository.class(qualifiedName) {
            return (Set(cls.properties.map(\.name)), Set(cls.signals.map(\.name)))
        }
        if let interface = repository.interface(qualifiedName) {
            return (Set(interface.properties.map(\.name)), Set(interface.signals.map(\.name)))
        }
        return nil
    }

    private func function(_ cIdentifier: String, in repository: GIRRepository) -> GIRFunction? {
        for namespace in repository.namespaces.values {
            for cls in namespace.classes.values {
                if let found = (cls.methods + cls.constructors + cls.functions).first(where: {
                    $0.cIdentifier == cIdentifier
                }) {
                    return found
                }
            }
            for interface in namespace.interfaces.values {
                if let found = interface.methods.first(where: { $0.cIdentifier == cIdentifier }) {
                    return found
                }
            }
        }
        return nil
    }

    func testEveryKeyNamesSomethingGIRHas() throws {
        let repository = try GeneratorFixture.repository.get()
        for entry in Overrides.table {
            XCTAssertTrue(girHas(entry.key, in: repository), "GIR has no \(entry.key)")
        }
    }

    /// The package's hand-written Swift sources (not the generated ones), joined.
    private func handWrittenSources() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var text = ""
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.contains("/Generated/") else { continue }
            text += try String(
                contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        }
        return text
    }

    func testEveryHandWrittenSymbolExists() throws {
        let sources = try handWrittenSources()
        let compactSources = sources.filter { !$0.isWhitespace }
        XCTAssertFalse(sources.isEmpty)
        for (key, symbols) in Overrides.handWritten {
            for symbol in symbols.components(separatedBy: " and ") {
                // `Type.member(labels:)`, `Type.init(labels:)` or `Type.property`.
                let member = symbol.split(separator: ".", maxSplits: 1).last.map(String.init) ?? ""
                let name = String(member.prefix { $0 != "(" })
                let declarations =
                    name == "init"
                    ? ["init("] : ["func \(name)(", "var \(name):", "var \(name) :"]
                XCTAssertTrue(
                    declarations.contains { sources.contains($0) },
                    "\(key): no hand-written declaration of \(symbol)")
                if name == "init", let labels = member.split(separator: "(").last {
                    let first = labels.split(separator: ":").first.map(String.init) ?? ""
                    if !first.isEmpty && first != ")" {
                        XCTAssertTrue(
                            compactSources.contains("init(\(first)"),
                            "\(key): no hand-written init(\(first):…)")
                    }
                }
            }
        }
        for (owner, names) in Overrides.handWrittenRx {
            for name in names {
                XCTAssertTrue(
                    sources.contains("var \(name):"), "\(owner): no hand-written rx.\(name)")
            }
        }
    }
}
