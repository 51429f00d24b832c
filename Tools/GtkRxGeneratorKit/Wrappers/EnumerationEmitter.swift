/// Writes a GIR enumeration as a Swift `enum`, and a bit field as an `OptionSet`.
enum EnumerationEmitter {
    /// The declaration of `enumeration` named `swift`.
    static func emit(
        _ enumeration: GIREnumeration, swift: String, cModule: String, into out: inout SourceBuilder
    ) {
        if enumeration.isFlags {
            emitFlags(
                enumeration, swift: swift, cType: "\(cModule).\(enumeration.cType)", into: &out)
        } else {
            emitEnum(
                enumeration, swift: swift, cType: "\(cModule).\(enumeration.cType)", into: &out)
        }
    }

    /// The attribute (with its line break) of a type whose library has deprecated it: it is
    /// generated for the deprecated methods that take it, and Swift warns where it is used.
    private static func deprecation(_ enumeration: GIREnumeration) -> String {
        enumeration.deprecated
            ? "@available(*, deprecated, message: \"deprecated by its library; see its reference\")\n"
            : ""
    }

    /// Member names in Swift, with the value of each; a name GIR gives twice keeps the first.
    private static func members(of enumeration: GIREnumeration) -> [(
        name: String, member: GIREnumeration.Member
    )] {
        var seen = Set<String>()
        var result: [(String, GIREnumeration.Member)] = []
        for member in enumeration.members {
            let name = SwiftNames.lowerCamel(member.name)
            guard seen.insert(name).inserted else { continue }
            result.append((name, member))
        }
        return result
    }

    private static func emitEnum(
        _ enumeration: GIREnumeration, swift: String, cType: String, into out: inout SourceBuilder
    ) {
        let all = members(of: enumeration)
        let (namespace, simpleName) = WrapperPlan.split(swift)
        if let namespace { out.line("extension \(namespace) {") }
        out.doc("Wraps the C enumeration `\(enumeration.cType)` (`\(enumeration.qualifiedName)`).")
        out.line(
            "\(deprecation(enumeration))public enum \(simpleName): Int, Sendable, CaseIterable {")
        var values = Set<Int>()
        var aliases: [(String, GIREnumeration.Member)] = []
        for (name, member) in all {
            guard values.insert(member.value).inserted else {
                aliases.append((name, member))
                continue
            }
            out.doc("`\(member.cIdentifier)`.", indent: 4)
            out.line("    case \(SwiftNames.identifier(name)) = \(member.value)")
        }
        out.line("}")
        if namespace != nil { out.line("}") }
        out.line()
        out.line("\(deprecation(enumeration))extension \(swift) {")
        for (name, member) in aliases {
            let target = all.first { $0.member.value == member.value && $0.name != name }!.name
            out.doc("`\(member.cIdentifier)`: the same value as ``\(target)``.", indent: 4)
            out.line(
                "    public static var \(SwiftNames.identifier(name)): \(swift) { .\(SwiftNames.identifier(target)) }"
            )
            out.line()
        }
        let first = SwiftNames.identifier(all.first!.name)
        out.line(
            """
                /// The value as C's `\(enumeration.cType)`.
                package var cValue: \(cType) {
                    \(cType)(rawValue: .init(truncatingIfNeeded: rawValue))
                }

                /// The member whose value is `value`; a value C has no member for is reported,
                /// naming `context`, and read as ``\(all.first!.name)``.
                package init(reporting value: Int, in context: @autoclosure () -> String) {
                    if let member = \(swift)(rawValue: value) {
                        self = member
                    } else {
                        reportBadValue("\\(context()): \\(value) is not a \(enumeration.cType)")
                        self = .\(first)
                    }
                }
            }
            """)
    }

    private static func emitFlags(
        _ enumeration: GIREnumeration, swift: String, cType: String, into out: inout SourceBuilder
    ) {
        let (namespace, simpleName) = WrapperPlan.split(swift)
        if let namespace { out.line("extension \(namespace) {") }
        out.doc("Wraps the C flags `\(enumeration.cType)` (`\(enumeration.qualifiedName)`).")
        out.line(
            """
            \(deprecation(enumeration))public struct \(simpleName): OptionSet, Sendable, Hashable {
                /// The flags' bits.
                public let rawValue: Int

                /// The flags with bits `rawValue`.
                public init(rawValue: Int) {
                    self.rawValue = rawValue
                }

            """)
        for (name, member) in members(of: enumeration) {
            out.doc("`\(member.cIdentifier)`.", indent: 4)
            if member.value == 0 {
                out.line("    public static let \(SwiftNames.identifier(name)): \(swift) = []")
            } else {
                out.line(
                    "    public static let \(SwiftNames.identifier(name)) = \(swift)(rawValue: \(member.value))"
                )
            }
            out.line()
        }
        out.line(
            """
                /// The flags as C's `\(enumeration.cType)`.
                package var cValue: \(cType) {
                    \(cType)(rawValue: .init(truncatingIfNeeded: rawValue))
                }
            }
            """)
        if namespace != nil { out.line("}") }
    }
}
