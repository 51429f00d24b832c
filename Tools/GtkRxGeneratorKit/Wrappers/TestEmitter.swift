/// Writes the generated wrapper tests: for every class that can be made without arguments, a
/// test that makes one, reads every property (for widgets, and round-trips a value through
/// every writable one, checking that GObject's C property system sees it), connects and
/// disconnects every signal connector, and checks that the object is finalized without a
/// wrapper left behind. The checks themselves are in
/// `Tests/GeneratedTestSupport/WrapperChecks.swift`. GTK's, GDK's and Gio's classes are tested
/// in GtkRxWidgetsTests, libadwaita's in GtkRxAdwaitaTests (which alone links libadwaita).
struct TestEmitter {
    /// What the tests need of one class.
    struct ClassFacts {
        var qualifiedName: String
        var swiftName: String
        var isAbstract: Bool
        var isWidget: Bool
        var properties: [RxMember]
        var connectors: [(connector: String, signal: String, arguments: Int, returns: MappedType)]
    }

    private(set) var classes: [ClassFacts] = []

    mutating func add(_ facts: ClassFacts) {
        classes.append(facts)
    }

    /// The test files: GTK's (with GDK's and Gio's) and libadwaita's, whose header names
    /// `adwaitaSource`.
    func files(adwaitaSource: String) -> [GeneratedFile] {
        let isAdwaita = { (facts: ClassFacts) in facts.qualifiedName.hasPrefix("Adw.") }
        return [
            file(
                classes.filter { !isAdwaita($0) }, module: "GtkRx", testCase: "GtkTestCase",
                named: "GeneratedWrapperTests", in: "Tests/GtkRxWidgetsTests/Generated",
                source: WrapperFiles.pinnedSource),
            // AdwaitaTestCase (hand-written in the test target) starts libadwaita first.
            file(
                classes.filter(isAdwaita), module: "GtkRxAdwaita", testCase: "AdwaitaTestCase",
                named: "GeneratedAdwaitaWrapperTests", in: "Tests/GtkRxAdwaitaTests/Generated",
                source: adwaitaSource),
        ]
    }

    private func file(
        _ classes: [ClassFacts], module: String, testCase: String, named name: String,
        in folder: String, source: String
    ) -> GeneratedFile {
        var out = SourceBuilder()
        out.line(
            "import CGLib\nimport CGtk\nimport GeneratedTestSupport\nimport \(module)\n"
                + "import GtkRxTest\nimport XCTest\n")
        out.doc(
            """
            Every generated wrapper class, made, read, round-tripped, connected and finalized; see \
            `WrapperChecks`.
            """)
        out.line("@MainActor")
        out.line("final class \(name): \(testCase) {")
        for facts in classes
        where !facts.isAbstract && Overrides.untestedClasses[facts.qualifiedName] == nil {
            writeTest(facts, into: &out)
        }
        out.line("}")
        return GeneratedFile(
            path: "\(folder)/\(name).swift", contents: out.text, source: source)
    }

    private func writeTest(_ facts: ClassFacts, into out: inout SourceBuilder) {
        let name = facts.swiftName
        var body: [String] = []
        if facts.isWidget {
            for member in facts.properties {
                guard
                    case .property(let swift, let gir, let type, let readable, let writable) =
                        member
                else { continue }
                let key = "\(facts.qualifiedName):\(gir)"
                let isUntested = Overrides.untestedProperties.keys.contains { untested in
                    untested.hasSuffix(":\(gir)") && (untested == key || isInherited(untested))
                }
                body += propertyChecks(
                    swift: SwiftNames.identifier(swift), gir: gir, type: type,
                    readable: readable, writable: writable && !isUntested)
            }
        }
        if body.isEmpty && facts.connectors.isEmpty {
            body.append("_ = object")
        }
        for connector in facts.connectors {
            let parameters =
                connector.arguments == 0
                ? ""
                : Array(repeating: "_", count: connector.arguments).joined(separator: ", ") + " in "
            let result = defaultValue(connector.returns)
            let closure = "{ \(parameters)\(result) }"
            body.append(
                "check.signal(object, \"\(connector.signal)\") { object.\(connector.connector) \(closure) }"
            )
        }
        out.line(
            """
                func test\(name.replacingOccurrences(of: ".", with: ""))() async throws {
                    let wrappersBefore = Object.liveWrapperCount
                    var made: Object? = WrapperChecks.makeInstance(\(name).self)
                    do {
                        let object = try XCTUnwrap(made as? \(name), "GLib cannot make a \(facts.qualifiedName)")
                        let check = WrapperChecks(file: #filePath, line: #line)
                        _ = check
            \(body.map { "            " + $0 }.joined(separator: "\n"))
                    }
                    WrapperChecks.checkFinalized(
                        &made, liveWrappersBefore: wrappersBefore, file: #filePath, line: #line)
                }

            """)
    }

    /// Whether an untested key is on an ancestor (a widget property: every widget has it).
    private func isInherited(_ key: String) -> Bool {
        key.hasPrefix("Gtk.Widget:")
    }

    /// What a test handler returns for a signal that returns `type`.
    private func defaultValue(_ type: MappedType) -> String {
        switch type.kind {
        case .void: ""
        case .bool: "false"
        case .integer: "0"
        case .floating: "0"
        case .string: type.isOptional ? "nil" : "\"\""
        case .object, .interface: "nil"
        case .enumeration: "\(type.base).allCases[0]"
        case .flags: "[]"
        case .gType: "0"
        case .character: "\"a\""
        case .stringArray, .bytes, .list, .gBytes, .array: "[]"
        case .variant, .variantType: "nil"
        case .structure: type.isOptional ? "nil" : "\(type.base)()"
        case .boxed, .closure, .textIter, .treeIter, .gError: "nil"
        }
    }

    private func propertyChecks(
        swift: String, gir: String, type: MappedType, readable: Bool, writable: Bool
    ) -> [String] {
        let get = "object.\(swift)"
        switch type.kind {
        case .bool:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: !\(get), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .integer:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: check.integer(object, \"\(gir)\", differentFrom: \(get)), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .floating:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: check.number(object, \"\(gir)\", differentFrom: \(get)), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .string:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                let value = type.isOptional ? "String?(\"GtkRx\")" : "\"GtkRx\""
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: \(value), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .enumeration, .flags:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get).rawValue }"] : []
            if readable && writable {
                let make =
                    type.kind == .flags
                    ? "\(type.base)(rawValue: $0)" : "\(type.base)(reporting: $0, in: \"test\")"
                lines.append(
                    "check.roundTripRaw(object, \"\(gir)\", to: check.enumerated(object, \"\(gir)\", differentFrom: \(get).rawValue), get: { \(get).rawValue }, set: { \(get) = \(make) })"
                )
            }
            return lines
        case .object, .interface:
            var lines = readable ? ["_ = \(get)"] : []
            if readable && writable {
                let cast = type.kind == .interface ? "$0 as? \(type.base)" : "$0 as? \(type.base)"
                let set =
                    type.isOptional
                    ? "{ \(get) = \(cast) }" : "{ if let value = \(cast) { \(get) = value } }"
                lines.append(
                    "check.roundTripObject(object, \"\(gir)\", get: { \(get) }, set: \(set))")
            }
            return lines
        case .variant:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: Variant?(Variant(\"GtkRx\")), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .character, .stringArray, .gType, .variantType, .bytes, .list, .structure, .boxed,
            .closure, .gBytes, .textIter, .treeIter, .gError, .array:
            return readable ? ["_ = \(get)"] : []
        case .void:
            return []
        }
    }
}
