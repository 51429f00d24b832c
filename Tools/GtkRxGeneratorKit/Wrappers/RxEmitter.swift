/// A property or signal a wrapper got, as `.rx` will offer it.
enum RxMember {
    case property(
        swiftName: String, gir: String, type: MappedType, isReadable: Bool, isWritable: Bool)
    case signal(swiftName: String, gir: String, types: [String], reads: [String])

    var swiftName: String {
        switch self {
        case .property(let name, _, _, _, _), .signal(let name, _, _, _): name
        }
    }
}

/// Writes `.rx` for a class or interface: a `ControlProperty` per property that can be read and
/// written, an `Observable` per read-only one, a `Binder` per write-only one, and a
/// `ControlEvent` per signal without a return value.
enum RxEmitter {
    /// The file's text, and the names it declared (for subclasses, which must not declare them
    /// again), or `nil` when there is nothing to write.
    static func file(
        owner qualifiedName: String, swiftName: String, members: [RxMember], inherited: Set<String>,
        coverage: CoverageLog, isWidget: Bool,
        imports: [String] = WrapperPlan.Module.widgets.reactiveImports
    ) -> (text: String, declared: Set<String>)? {
        var taken = inherited.union(Overrides.handWrittenRx[qualifiedName] ?? [])
            .union(Overrides.rxLeftToImplementers[qualifiedName] ?? [])
        var out = SourceBuilder()
        var declared = Set<String>()
        for member in members {
            let name = member.swiftName
            guard !taken.contains(name) else { continue }
            // A type id is nothing to react to (and GType is a C type the UI layer does not see).
            if case .property(_, _, let type, _, _) = member, type.kind == .gType { continue }
            taken.insert(name)
            declared.insert(name)
            let identifier = SwiftNames.identifier(name)
            switch member {
            case .property(_, let gir, let type, let readable, let writable):
                if readable && writable {
                    out.doc(
                        """
                        `\(qualifiedName):\(gir)` as a control property: the current value on \
                        subscription, then each change; a value bound into it is set (unless \
                        equal) without being echoed back.
                        """, indent: 4)
                    out.line(
                        """
                            @MainActor
                            public var \(identifier): ControlProperty<\(type.swift)> {
                                controlProperty(
                                    changedBy: "notify::\(gir)", getter: { base in base.\(identifier) },
                                    setter: { base, value in
                                        if !(base.\(identifier) \(type.equality) value) {
                                            base.\(identifier) = value
                                        }
                                    })
                            }

                        """)
                } else if readable {
                    out.doc(
                        """
                        `\(qualifiedName):\(gir)`: its value on subscription, then each change, \
                        until the object goes.
                        """, indent: 4)
                    out.line(
                        """
                            @MainActor
                            public var \(identifier): Observable<\(type.swift)> {
                                signalEvents("notify::\(gir)", initial: { base in base.\(identifier) }) {
                                    base, _ in base.map { $0.\(identifier) }
                                }
                            }

                        """)
                } else {
                    let setter = "set" + SwiftNames.upperCamel(gir)
                    out.doc("Binds the write-only `\(qualifiedName):\(gir)`.", indent: 4)
                    out.line(
                        """
                            public var \(identifier): Binder<\(type.swift)> {
                                Binder(base) { base, value in base.\(setter)(value) }
                            }

                        """)
                }
            case .signal(_, let gir, let types, let reads):
                let element: String
                let value: String
                switch types.count {
                case 0:
                    element = "Void"
                    value = "()"
                case 1:
                    element = types[0]
                    value = reads[0]
                default:
                    element = "(\(types.joined(separator: ", ")))"
                    value = "(\(reads.joined(separator: ", ")))"
                }
                out.doc(
                    """
                    The emissions of `\(qualifiedName)::\(gir)` as a control event, until the \
                    object goes.
                    """, indent: 4)
                let closure = types.isEmpty ? "_, _ in ()" : "_, arguments in \(value)"
                out.line(
                    """
                        @MainActor
                        public var \(identifier): ControlEvent<\(element)> {
                            ControlEvent(mainThreadEvents: signalEvents("\(gir)") { \(closure) })
                        }

                    """)
            }
        }
        guard !out.text.isEmpty else { return nil }
        var file = SourceBuilder()
        file.line(imports.map { "import \($0)\n" }.joined())
        file.line("extension Reactive where Base: \(swiftName) {")
        file.line(out.text)
        file.line("}")
        return (file.text, declared)
    }
}
