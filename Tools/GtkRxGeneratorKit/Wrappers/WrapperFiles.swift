/// The wrappers generated from GIR: a file per class and per interface, the enumerations and
/// flags the members use, and the registry tables; plus the coverage of what GIR lists.
enum WrapperFiles {
    /// The files, and the coverage log they were written with.
    static func all(repository: GIRRepository) throws -> (
        files: [GeneratedFile], coverage: CoverageLog, plans: [TypePlan]
    ) {
        let plan = try WrapperPlan(repository: repository)
        let abstract = Set(plan.classes.filter(\.isAbstract).map(\.qualifiedName))
        let mapper = TypeMapper(
            repository: repository, swiftNames: plan.swiftNames, abstractClasses: abstract,
            classInterfaces: plan.classInterfaces)
        // libadwaita's types are written with the names they must have in `extension Adw`.
        let adwaitaMapper = TypeMapper(
            repository: repository, swiftNames: plan.adwaitaSwiftNames,
            abstractClasses: abstract, classInterfaces: plan.classInterfaces)
        let mapperOf = { (namespace: String) in
            WrapperPlan.module(of: namespace) == .adwaita ? adwaitaMapper : mapper
        }
        let coverage = CoverageLog()
        var files: [GeneratedFile] = []
        var usedEnumerations = Set<String>()
        var declared: [String: MemberAnalysis.Declared] = [:]

        var rxDeclared: [String: Set<String>] = [:]
        var plans: [TypePlan] = []
        var tests = TestEmitter()
        // The `.rx` forms of asynchronous calls are written last, once every `.rx` member's name
        // is known: a method `close()` in one constrained extension of `Reactive` and a property
        // `close` in another are a redeclaration to Swift.
        var asynchronous: [(namespace: String, plan: TypePlan)] = []
        for interface in plan.interfaces {
            let (file, typePlan) = interfaceFile(
                interface, plan: plan, mapper: mapperOf(interface.namespace))
            coverage.records += typePlan.coverageRecords
            plans.append(typePlan)
            asynchronous.append((interface.namespace, typePlan))
            let (used, rx) = (typePlan.usedEnumerations, typePlan.rxMembers)
            files.append(file)
            usedEnumerations.formUnion(used)
            let swift = plan.swiftNames[interface.qualifiedName]!
            if let (text, _) = RxEmitter.file(
                owner: interface.qualifiedName, swiftName: swift, members: rx, inherited: [],
                coverage: coverage, isWidget: false,
                imports: WrapperPlan.module(of: interface.namespace).reactiveImports)
            {
                files.append(rxFile(plan, interface.namespace, swift, text))
            }
        }
        for cls in plan.classes {
            var inherited = cls.parent.flatMap { declared[$0] } ?? MemberAnalysis.Declared()
            if WrapperPlan.module(of: cls.namespace) == .adwaita {
                // The unavailable shadows of GTK's initializers name GTK's types with their module.
                inherited.initializers = Dictionary(
                    uniqueKeysWithValues: inherited.initializers.map {
                        (plan.adwaitaParameterList($0.key), plan.adwaitaParameterList($0.value))
                    })
            }
            let (file, typePlan) = classFile(
                cls, plan: plan, mapper: mapperOf(cls.namespace), inherited: inherited)
            coverage.records += typePlan.coverageRecords
            plans.append(typePlan)
            asynchronous.append((cls.namespace, typePlan))
            coverage.record(
                .class, owner: cls.qualifiedName, name: cls.qualifiedName,
                .generated(plan.swiftNames[cls.qualifiedName]!),
                isWidget: repository.isClass(cls, derivedFrom: "Gtk.Widget"))
            let (used, own, rx, connectors) = (
                typePlan.usedEnumerations, typePlan.declared, typePlan.rxMembers,
                typePlan.connectors
            )
            tests.add(
                .init(
                    qualifiedName: cls.qualifiedName,
                    swiftName: plan.swiftNames[cls.qualifiedName]!,
                    isAbstract: cls.isAbstract,
                    isWidget: repository.isClass(cls, derivedFrom: "Gtk.Widget"), properties: rx,
                    connectors: connectors))
            files.append(file)
            usedEnumerations.formUnion(used)
            let inheritedRx = cls.parent.flatMap { rxDeclared[$0] } ?? []
            var ownRx = inheritedRx
            if let (text, declaredRx) = RxEmitter.file(
                owner: cls.qualifiedName, swiftName: plan.swiftNames[cls.qualifiedName]!,
                members: rx, inherited: inheritedRx, coverage: coverage,
                isWidget: repository.isClass(cls, derivedFrom: "Gtk.Widget"),
                imports: WrapperPlan.module(of: cls.namespace).reactiveImports)
            {
                files.append(rxFile(plan, cls.namespace, plan.swiftNames[cls.qualifiedName]!, text))
                ownRx.formUnion(declaredRx)
            }
            rxDeclared[cls.qualifiedName] = ownRx
            var merged = inherited
            merged.names.formUnion(own.names)
            merged.signatures.formUnion(own.signatures)
            merged.initializers = own.initializers
            declared[cls.qualifiedName] = merged
        }
        for record in plan.boxedRecords {
            let (file, typePlan) = boxedFile(record, plan: plan, mapper: mapper)
            coverage.records += typePlan.coverageRecords
            plans.append(typePlan)
            usedEnumerations.formUnion(typePlan.usedEnumerations)
            files.append(file)
        }
        let rxNames = Set(plans.flatMap { $0.rxMembers.map(\.swiftName) })
        for (namespace, typePlan) in asynchronous {
            files += asyncRxFile(plan, namespace, typePlan, avoiding: rxNames)
        }
        files += tests.files(adwaitaSource: source(plan, "Adw"))
        files += namespaceFiles(plan)
        usedEnumerations.formUnion(Overrides.enumerationsForHandWrittenMembers)
        files += enumerationFiles(usedEnumerations, plan: plan)
        files += registryFiles(plan)
        for (name, reason) in plan.skippedTypes.sorted(by: { $0.key < $1.key }) {
            let isWidget =
                repository.class(name).map {
                    repository.isClass($0, derivedFrom: "Gtk.Widget")
                } ?? false
            coverage.record(.class, owner: name, name: name, .skipped(reason), isWidget: isWidget)
        }
        return (files, coverage, plans)
    }

    /// What a file made from namespace `namespace` is generated from, for its header.
    private static func source(_ plan: WrapperPlan, _ namespace: String) -> String {
        "\(plan.repository.pins.stamp(namespace: namespace)) by Tools/GtkRxGeneratorKit"
    }

    /// What a file made from several namespaces is generated from.
    static let pinnedSource = "the GIR files pinned in Tools/GIR/PINS by Tools/GtkRxGeneratorKit"

    /// The `.rx` forms of a type's asynchronous calls, in the UI layer, if it has any.
    private static func asyncRxFile(
        _ plan: WrapperPlan, _ namespace: String, _ typePlan: TypePlan,
        avoiding rxNames: Set<String>
    ) -> [GeneratedFile] {
        guard let text = MemberRendering.reactiveAsynchronousFile(typePlan, avoiding: rxNames)
        else { return [] }
        let swift = typePlan.owner.swiftName.replacingOccurrences(of: ".", with: "")
        let folder = WrapperPlan.module(of: namespace).reactiveFolder
        return [
            GeneratedFile(
                path: "\(folder)/\(namespace)/\(swift)+AsyncReactive.swift",
                contents: text, source: source(plan, namespace))
        ]
    }

    /// The `.rx` file of a wrapper, in the UI layer (libadwaita's: in its own module).
    private static func rxFile(
        _ plan: WrapperPlan, _ namespace: String, _ swift: String, _ text: String
    ) -> GeneratedFile {
        GeneratedFile(
            path:
                "\(WrapperPlan.module(of: namespace).reactiveFolder)/\(namespace)/\(swift.replacingOccurrences(of: ".", with: ""))+Reactive.swift",
            contents: text,
            source: source(plan, namespace))
    }

    private static func imports(_ module: WrapperPlan.Module) -> String {
        module.imports.map { "import \($0)" }.joined(separator: "\n") + "\n\n"
    }

    // MARK: - Classes

    private static func classFile(
        _ cls: GIRClass, plan: WrapperPlan, mapper: TypeMapper,
        inherited: MemberAnalysis.Declared
    ) -> (GeneratedFile, TypePlan) {
        let repository = plan.repository
        let swift = plan.swiftNames[cls.qualifiedName]!
        let module = WrapperPlan.module(of: cls.namespace)
        let isWidget = repository.isClass(cls, derivedFrom: "Gtk.Widget")
        // Interfaces an ancestor already conforms to are not declared again.
        let inheritedInterfaces = Set(
            repository.ancestry(of: cls).dropFirst().flatMap(\.implements))
        let conformances = cls.implements.filter {
            !inheritedInterfaces.contains($0) && plan.swiftNames[$0] != nil
        }.compactMap { plan.swiftNames[$0] }
        // The doc comment goes on the class, inside its namespace's extension when it has one.
        let (namespace, simpleName) = WrapperPlan.split(swift)
        var parent = plan.swiftParent(of: cls)
        // Inside `extension Adw`, `Window` is `Adw.Window`: GTK's is named with its module.
        if module == .adwaita {
            parent = cls.parent.flatMap { plan.adwaitaSwiftNames[$0] } ?? parent
        }
        let supertypes = [parent] + conformances

        var out = SourceBuilder()
        out.line(imports(module))
        if let namespace { out.line("extension \(namespace) {") }
        out.doc(
            "Wraps the \(cls.isAbstract ? "abstract " : "")class `\(cls.cType)` (`\(cls.qualifiedName)`)."
        )
        out.line("open class \(simpleName): \(supertypes.joined(separator: ", ")) {")
        let getType = "\(cls.getType ?? "g_object_get_type")()"
        if module == .adwaita {
            // A Swift subclass (a template) is registered from its parent's GType, before any
            // of the module's initializers has run: its children need the module's classes.
            out.line(
                """
                    /// The GType of `\(cls.cType)`. Reading it registers libadwaita's wrapper
                    /// classes, so that a subclass's template children get their own classes.
                    override open class var gType: GType {
                        AdwaitaClasses.register()
                        return \(getType)
                    }
                """)
        } else {
            out.line(
                """
                    /// The GType of `\(cls.cType)`.
                    override open class var gType: GType { \(getType) }
                """)
        }
        if let extra = Overrides.classBodies[cls.qualifiedName] {
            out.line()
            out.line(extra)
        }

        let handWrittenInitializers = Dictionary(
            uniqueKeysWithValues: (Overrides.handWrittenInitializers[cls.qualifiedName] ?? []).map {
                (initializerKey($0), stripDefaults($0))
            })
        let typePlan = MemberAnalysis.plan(
            .init(
                qualifiedName: cls.qualifiedName, swiftName: swift, isInterface: false,
                isWidget: isWidget, module: module, properties: cls.properties,
                methods: cls.methods, signals: cls.signals, constructors: cls.constructors,
                isAbstract: cls.isAbstract),
            mapper: mapper, inherited: inherited,
            handWrittenInitializers: handWrittenInitializers)
        closeType(typePlan, swift, inNamespace: namespace != nil, into: &out)
        let folder = cls.namespace
        return (
            GeneratedFile(
                path:
                    "\(module.folder)/\(folder)/\(swift.replacingOccurrences(of: ".", with: "")).swift",
                contents: out.text,
                source: source(plan, cls.namespace)),
            typePlan
        )
    }

    /// `transientFor parent: Window?, text: String = ""` → `transientFor: Window?, text: String`.
    static func initializerKey(_ parameters: String) -> String {
        splitParameters(parameters).map { parameter in
            let (names, type) = splitParameter(parameter)
            return "\(names.split(separator: " ").first.map(String.init) ?? names): \(type)"
        }.joined(separator: ", ")
    }

    /// The parameter list without default values.
    static func stripDefaults(_ parameters: String) -> String {
        splitParameters(parameters).map { parameter in
            let (names, type) = splitParameter(parameter)
            return "\(names): \(type)"
        }.joined(separator: ", ")
    }

    private static func splitParameters(_ parameters: String) -> [String] {
        parameters.isEmpty ? [] : parameters.components(separatedBy: ", ")
    }

    private static func splitParameter(_ parameter: String) -> (names: String, type: String) {
        let parts = parameter.components(separatedBy: ": ")
        let type = parts.dropFirst().joined(separator: ": ").components(separatedBy: " = ")[0]
        return (parts[0], type)
    }

    /// The rest of a type's file once its declaration is open: its initializers, the closing
    /// braces (of its namespace's extension too), and an extension with its members.
    private static func closeType(
        _ typePlan: TypePlan, _ swift: String, inNamespace: Bool, into out: inout SourceBuilder
    ) {
        let initializers = MemberRendering.initializers(typePlan)
        if !initializers.isEmpty {
            out.line()
            out.line(initializers)
        }
        out.line("}")
        if inNamespace { out.line("}") }
        out.line()
        let members = MemberRendering.members(typePlan)
        if !members.isEmpty {
            out.line("extension \(swift) {")
            out.line(members)
            out.line("}")
        }
    }

    // MARK: - Boxed structures

    private static func boxedFile(_ record: GIRRecord, plan: WrapperPlan, mapper: TypeMapper)
        -> (GeneratedFile, TypePlan)
    {
        let swift = plan.swiftNames[record.qualifiedName]!
        let module = WrapperPlan.module(of: record.namespace)
        var out = SourceBuilder()
        out.line(imports(module))
        let (namespace, simpleName) = WrapperPlan.split(swift)
        if let namespace { out.line("extension \(namespace) {") }
        out.doc(
            "Wraps the boxed structure `\(record.cType)` (`\(record.qualifiedName)`): the wrapper owns a copy (or a reference) of its own, freed with it."
        )
        out.line("public final class \(simpleName): Boxed {")
        out.line(
            """
                /// The boxed type of `\(record.cType)`.
                override public class var boxedType: GType { \(record.getType!)() }
            """)
        let typePlan = MemberAnalysis.plan(
            .init(
                qualifiedName: record.qualifiedName, swiftName: swift, isInterface: false,
                isWidget: false, module: module, properties: [], methods: record.methods,
                signals: [], constructors: record.constructors, isAbstract: false, isBoxed: true),
            mapper: mapper, inherited: MemberAnalysis.Declared(), handWrittenInitializers: [:])
        closeType(typePlan, swift, inNamespace: namespace != nil, into: &out)
        return (
            GeneratedFile(
                path:
                    "\(module.folder)/\(record.namespace)/\(swift.replacingOccurrences(of: ".", with: "")).swift",
                contents: out.text, source: source(plan, record.namespace)),
            typePlan
        )
    }

    // MARK: - Interfaces

    private static func interfaceFile(
        _ interface: GIRInterface, plan: WrapperPlan, mapper: TypeMapper
    ) -> (GeneratedFile, TypePlan) {
        let swift = plan.swiftNames[interface.qualifiedName]!
        let module = WrapperPlan.module(of: interface.namespace)
        var supertypes = interface.prerequisites.compactMap { plan.swiftNames[$0] }
        if supertypes.isEmpty {
            supertypes = ["Object"]
        }
        // A superclass constraint comes first.
        supertypes.sort { left, _ in
            plan.classes.contains { plan.swiftNames[$0.qualifiedName] == left } || left == "Object"
        }
        var out = SourceBuilder()
        out.line(imports(module))
        let (namespace, simpleName) = WrapperPlan.split(swift)
        if let namespace { out.line("extension \(namespace) {") }
        if plan.classInterfaces.contains(interface.qualifiedName) {
            let superclass = supertypes.removeFirst()
            let isClass =
                superclass == "Object"
                || plan.classes.contains { plan.swiftNames[$0.qualifiedName] == superclass }
            if !isClass {
                supertypes.insert(superclass, at: 0)
            }
            supertypes.insert(isClass ? superclass : "Object", at: 0)
            out.doc(
                "Wraps the interface `\(interface.cType)` (`\(interface.qualifiedName)`). No class GtkRx wraps implements it (its objects are of classes the library keeps private), so it is a class: `WrapperRegistry` wraps an object that implements it, and whose nearest wrapped class is `\(supertypes[0])`, as one."
            )
            out.line("public final class \(simpleName): \(supertypes.joined(separator: ", ")) {")
            out.line(
                """
                    /// The GType of `\(interface.cType)`.
                    override public class var gType: GType { \(interface.getType ?? "g_object_get_type")() }
                }
                """)
        } else {
            out.doc(
                "Wraps the interface `\(interface.cType)` (`\(interface.qualifiedName)`): the wrapper classes of the GObject classes that implement it conform."
            )
            out.line("@MainActor")
            out.line("public protocol \(simpleName): \(supertypes.joined(separator: ", ")) {}")
            out.line()
            let parent = implementationParent(interface, plan: plan)
            out.doc(
                "An object that implements `\(interface.cType)` and whose class GtkRx does not wrap (the library keeps it private, as GTK does the pages of a stack): `WrapperRegistry` wraps it as this, a `\(parent)` that conforms to ``\(simpleName)``, so that a result typed `any \(simpleName)` is one."
            )
            out.line(
                "package final class Private\(simpleName): \(parent), \(simpleName) {")
            out.line(
                """
                    /// The GType of `\(interface.cType)`.
                    override package class var gType: GType { \(interface.getType ?? "g_object_get_type")() }
                }
                """)
        }
        if namespace != nil { out.line("}") }
        out.line()
        let typePlan = MemberAnalysis.plan(
            .init(
                qualifiedName: interface.qualifiedName, swiftName: swift, isInterface: true,
                isWidget: false, module: module, properties: interface.properties,
                methods: interface.methods, signals: interface.signals, constructors: [],
                isAbstract: true),
            mapper: mapper, inherited: MemberAnalysis.Declared(), handWrittenInitializers: [:])
        let members = MemberRendering.members(typePlan)
        if !members.isEmpty {
            out.line("extension \(swift) {")
            out.line(members)
            out.line("}")
        }
        return (
            GeneratedFile(
                path:
                    "\(module.folder)/\(interface.namespace)/\(swift.replacingOccurrences(of: ".", with: "")).swift",
                contents: out.text, source: source(plan, interface.namespace)),
            typePlan
        )
    }

    // MARK: - Enumerations

    private static func enumerationFiles(_ used: Set<String>, plan: WrapperPlan) -> [GeneratedFile]
    {
        var byModule: [String: (WrapperPlan.Module, SourceBuilder)] = [:]
        for enumeration in plan.enumerations where used.contains(enumeration.qualifiedName) {
            guard let swift = plan.swiftNames[enumeration.qualifiedName], !enumeration.cType.isEmpty
            else { continue }
            let module = WrapperPlan.module(of: enumeration.namespace)
            let key =
                "\(module.folder)/\(enumeration.namespace)/\(enumeration.namespace)Enumerations.swift"
            var entry = byModule[key] ?? (module, SourceBuilder())
            if entry.1.text.isEmpty {
                entry.1.line(imports(module))
            }
            EnumerationEmitter.emit(
                enumeration, swift: swift, cModule: module.cModule, into: &entry.1)
            entry.1.line()
            byModule[key] = entry
        }
        return byModule.sorted { $0.key < $1.key }.map { path, entry in
            GeneratedFile(
                path: path, contents: entry.1.text,
                source: source(plan, String(path.split(separator: "/").dropLast().last!)))
        }
    }

    // MARK: - Namespace enums

    /// The enums that types nest in when their names clash (`Gdk.Snapshot`, `Pango.WrapMode`):
    /// declared once per module (`GTK` is hand-written: it also initializes GTK).
    private static func namespaceFiles(_ plan: WrapperPlan) -> [GeneratedFile] {
        var byModule: [WrapperPlan.Module: Set<String>] = [:]
        for (qualified, swift) in plan.swiftNames {
            guard let namespace = WrapperPlan.split(swift).namespace, namespace != "GTK" else {
                continue
            }
            let module = WrapperPlan.module(of: String(qualified.split(separator: ".")[0]))
            byModule[module, default: []].insert(namespace)
        }
        return byModule.sorted { $0.key.folder < $1.key.folder }.map { module, namespaces in
            var out = SourceBuilder()
            for namespace in namespaces.sorted() {
                out.doc("The \(namespace) types whose names another namespace's types also have.")
                out.line("public enum \(namespace) {}")
                out.line()
            }
            return GeneratedFile(
                path: "\(module.folder)/Namespaces.swift", contents: out.text, source: pinnedSource)
        }
    }

    // MARK: - Registry tables

    /// libadwaita's table, registered after the widget layer's by its constructors and by
    /// `Adw.initialize()`.
    private static func adwaitaRegistryFile(_ plan: WrapperPlan) -> GeneratedFile {
        var out = SourceBuilder()
        out.line(imports(.adwaita))
        out.line(
            """
            /// libadwaita's wrapper classes, registered with ``WrapperRegistry`` by the name of the
            /// GType each wraps (after the widget layer's), so that an object GTK hands over gets
            /// the most derived class: an `AdwToast` becomes a ``Toast``.
            ///
            /// Registration happens once: when `Adw.initialize()` runs, or an object of this
            /// module is made with one of its initializers.
            @MainActor
            package enum AdwaitaClasses {
                /// Registers the widget layer's table and the one below; later calls return at once.
                package static func register() {
                    guard !registered else { return }
                    registered = true
                    WidgetClasses.register()
                    AdwaitaRepairs.install()
                    WrapperRegistry.register([
            """)
        for cls in plan.classes where WrapperPlan.module(of: cls.namespace) == .adwaita {
            out.line("            \"\(cls.cType)\": \(plan.swiftNames[cls.qualifiedName]!).self,")
        }
        out.line("        ])")
        let rows = interfaceClassRows(plan, .adwaita, indent: "            ")
        if !rows.isEmpty {
            out.line("        WrapperRegistry.registerInterfaceClasses([")
            for row in rows { out.line(row) }
            out.line("        ])")
        }
        out.line(
            """
                }

                private static var registered = false
            }
            """)
        return GeneratedFile(
            path: "\(WrapperPlan.Module.adwaita.folder)/AdwaitaClasses.swift",
            contents: out.text, source: source(plan, "Adw"))
    }

    /// A row of ``WrapperRegistry.InterfaceClass`` per interface of `module`: first those
    /// wrapped as a class, then the class for private implementers of each interface wrapped
    /// as a protocol (of several an object implements, the registry takes the most specific).
    private static func interfaceClassRows(
        _ plan: WrapperPlan, _ module: WrapperPlan.Module, indent: String
    ) -> [String] {
        let inModule = plan.interfaces.filter { WrapperPlan.module(of: $0.namespace) == module }
        let classRows = inModule.filter { plan.classInterfaces.contains($0.qualifiedName) }.map {
            interface in
            let swift = plan.swiftNames[interface.qualifiedName]!
            let parent =
                interface.prerequisites.compactMap { plan.swiftNames[$0] }.first { name in
                    plan.classes.contains { plan.swiftNames[$0.qualifiedName] == name }
                } ?? "Object"
            return
                "\(indent).init(interfaceTypeName: \"\(interface.cType)\", parent: \(parent).self, wrapper: \(swift).self),"
        }
        let protocols = inModule.filter { !plan.classInterfaces.contains($0.qualifiedName) }
        let implementationRows = protocols.map { interface in
            let swift = plan.swiftNames[interface.qualifiedName]!
            return
                "\(indent).init(interfaceTypeName: \"\(interface.cType)\", parent: \(implementationParent(interface, plan: plan)).self, wrapper: \(privateName(swift)).self),"
        }
        return classRows + implementationRows
    }

    /// The Swift name of the class that wraps private implementers of the interface named
    /// `swift`: `PrivateListModel`, `Gtk.PrivateEditable` (in the interface's namespace).
    private static func privateName(_ swift: String) -> String {
        let (namespace, simpleName) = WrapperPlan.split(swift)
        return namespace.map { "\($0).Private\(simpleName)" } ?? "Private\(simpleName)"
    }

    /// The wrapped class an implementation class of `interface` derives from: the class the
    /// interface requires (directly or through an interface it requires), or `Object`.
    private static func implementationParent(_ interface: GIRInterface, plan: WrapperPlan)
        -> String
    {
        var pending = interface.prerequisites
        var seen: Set<String> = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next).inserted else { continue }
            if plan.classes.contains(where: { $0.qualifiedName == next }) {
                return plan.swiftNames[next]!
            }
            if let required = plan.interfaces.first(where: { $0.qualifiedName == next }) {
                pending += required.prerequisites
            }
        }
        return "Object"
    }

    private static func registryFiles(_ plan: WrapperPlan) -> [GeneratedFile] {
        var widgets = SourceBuilder()
        widgets.line(imports(.widgets))
        widgets.line(
            """
            /// The widget layer's wrapper classes, registered with ``WrapperRegistry`` by the name
            /// of the GType each wraps, so that an object GTK hands over (from GtkBuilder, a signal)
            /// gets the most derived class: a `GtkLabel` becomes a ``Label``.
            ///
            /// Registration happens once, the first time this layer is entered: ``GTK/initialize()``,
            /// an ``Application`` or a ``Builder``, or any object of this layer, is created.
            @MainActor
            package enum WidgetClasses {
                /// Registers the table below; later calls return at once.
                package static func register() {
                    guard !registered else { return }
                    registered = true
                    WrapperRegistry.register([
            """)
        for cls in plan.classes where WrapperPlan.module(of: cls.namespace) == .widgets {
            widgets.line(
                "            \"\(cls.cType)\": \(plan.swiftNames[cls.qualifiedName]!).self,")
        }
        widgets.line("        ])")
        widgets.line("        WrapperRegistry.registerInterfaceClasses([")
        for row in interfaceClassRows(plan, .widgets, indent: "            ") { widgets.line(row) }
        widgets.line(
            """
                    ])
                }

                private static var registered = false
            }
            """)
        var gio = SourceBuilder()
        gio.line(imports(.glib))
        gio.line(
            """
            /// The GLib layer's generated wrapper classes (Gio's), by the name of the GType each
            /// wraps; ``WrapperRegistry`` starts with them.
            @MainActor
            enum GioClasses {
                static let table: KeyValuePairs<String, Object.Type> = [
            """)
        for cls in plan.classes where WrapperPlan.module(of: cls.namespace) == .glib {
            gio.line("        \"\(cls.cType)\": \(plan.swiftNames[cls.qualifiedName]!).self,")
        }
        gio.line(
            """
                ]

                /// The interfaces wrapped as classes, each with the class its objects' nearest
                /// wrapped class must be (see `WrapperRegistry.registerInterfaceClasses(_:)`).
                static let interfaceTable: [WrapperRegistry.InterfaceClass] = [
            """)
        for row in interfaceClassRows(plan, .glib, indent: "        ") { gio.line(row) }
        gio.line(
            """
                ]
            }
            """)
        return [
            GeneratedFile(
                path: "\(WrapperPlan.Module.widgets.folder)/WidgetClasses.swift",
                contents: widgets.text, source: pinnedSource),
            adwaitaRegistryFile(plan),
            GeneratedFile(
                path: "\(WrapperPlan.Module.glib.folder)/GioClasses.swift", contents: gio.text,
                source: pinnedSource),
        ]
    }
}
