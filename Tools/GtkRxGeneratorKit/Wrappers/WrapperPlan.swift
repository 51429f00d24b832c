/// Which GIR types become Swift wrappers, under which Swift names, in which module.
struct WrapperPlan {
    /// The Swift module a generated type goes into, by its namespace.
    enum Module {
        /// `GtkRxGLib`: Gio's types (C module CGLib).
        case glib
        /// `GtkRxWidgets`: GTK's and GDK's types (C modules CGLib and CGtk).
        case widgets
        /// `GtkRxAdwaita`: libadwaita's types, with their `.rx` beside them (C module CAdw).
        case adwaita

        var folder: String {
            switch self {
            case .glib: "Sources/GtkRxGLib/Generated"
            case .widgets: "Sources/GtkRxWidgets/Generated"
            case .adwaita: "Sources/GtkRxAdwaita/Generated"
            }
        }

        var imports: [String] {
            switch self {
            case .glib: ["CGLib"]
            case .widgets: ["CGLib", "CGtk", "GtkRxGLib"]
            case .adwaita: ["CAdw", "CGLib", "CGtk", "GtkRxGLib", "GtkRxWidgets"]
            }
        }

        /// The C module the module's enumerations come from.
        var cModule: String {
            switch self {
            case .glib: "CGLib"
            case .widgets: "CGtk"
            case .adwaita: "CAdw"
            }
        }

        /// The folder of the `.rx` files of the module's types: GTK's and Gio's go to the UI
        /// layer, libadwaita's stay in their own module (which is above the UI layer).
        var reactiveFolder: String {
            self == .adwaita ? folder : "Sources/GtkRxUI/Generated"
        }

        /// What a `.rx` file of the module's types imports.
        var reactiveImports: [String] {
            let layers = ["GtkRxCore", "GtkRxGLib", "GtkRxWidgets"]
            return self == .adwaita ? layers + ["GtkRxUI"] : layers
        }

        /// The registry table a constructor of the module's classes registers first (see
        /// `registryFiles`), or `nil` for the GLib layer, which registers its own at start.
        var classTable: String? {
            switch self {
            case .glib: nil
            case .widgets: "WidgetClasses"
            case .adwaita: "AdwaitaClasses"
            }
        }
    }

    let repository: GIRRepository
    /// The classes to generate, each after its parent.
    private(set) var classes: [GIRClass] = []
    /// The interfaces to generate.
    private(set) var interfaces: [GIRInterface] = []
    /// The opaque boxed structures to generate, as wrappers owning a copy (``boxedRecordNames``).
    private(set) var boxedRecords: [GIRRecord] = []
    /// The enumerations and flags that may be generated (those a member uses are).
    private(set) var enumerations: [GIREnumeration] = []
    /// The Swift name of every planned type, by qualified GIR name.
    private(set) var swiftNames: [String: String] = [
        "GObject.Object": "Object", "GObject.InitiallyUnowned": "Object",
    ]
    /// ``swiftNames`` as libadwaita's generated code must write them: inside `extension Adw`
    /// (and its types), `Window` is `Adw.Window`, so a GTK or Gio type whose name an `Adw` type
    /// reuses is named with its module there (`GtkRxWidgets.Window`).
    private(set) var adwaitaSwiftNames: [String: String] = [:]
    /// The types skipped, with why.
    private(set) var skippedTypes: [String: String] = [:]
    /// The interfaces wrapped as final classes instead of protocols, by qualified name: those no
    /// wrapped class implements and no other wrapped interface requires. Their objects are
    /// always of a class the library keeps private (GIO's `GLocalFile` for `GFile`, GDK's X11
    /// surface for `GdkToplevel`), so nothing in Swift conforms; a class lets `File(path:)` be
    /// written, and lets ``WrapperRegistry`` give those objects a wrapper with the interface's
    /// members.
    private(set) var classInterfaces: Set<String> = []

    /// The Gio classes wrapped beyond those GTK's types need: every one GIO has not deprecated
    /// (apps reach all of GIO: files, streams, D-Bus, subprocesses, sockets, the network).
    static func gioClasses(in repository: GIRRepository) -> [String] {
        repository.namespaces["Gio"]!.classes.values.filter { !$0.deprecated }.map(\.qualifiedName)
            .sorted()
    }

    /// The Gio interfaces wrapped beyond those the wrapped classes implement: every one GIO has
    /// not deprecated.
    static func gioInterfaces(in repository: GIRRepository) -> [String] {
        repository.namespaces["Gio"]!.interfaces.values.filter { !$0.deprecated }
            .map(\.qualifiedName).sorted()
    }

    /// The libadwaita classes wrapped: every one libadwaita 1.2 has not deprecated.
    static func adwaitaClasses(in repository: GIRRepository) -> [String] {
        repository.namespaces["Adw"]!.classes.values.filter { !$0.deprecated }.map(\.qualifiedName)
            .sorted()
    }

    /// The opaque boxed structures wrapped as owned wrappers (subclasses of `Boxed`): values
    /// apps pass between calls and read through their own methods. Not here: the iterators
    /// (`GtkTextIter`, `GtkTreeIter`), which callers allocate and which need a design of their
    /// own; `GResource`, written by hand (`Resource`); structures with public fields.
    static let boxedRecordNames = [
        "Gtk.Bitset", "Gtk.CssSection", "Gtk.PaperSize", "Gtk.RecentInfo", "Gtk.TreePath",
        "Gtk.TreeRowReference", "Gdk.ContentFormats", "Gdk.ContentFormatsBuilder", "Gdk.FileList",
        "Gdk.FrameTimings", "Gdk.PopupLayout", "Gdk.ToplevelLayout", "Pango.AttrList",
        "Pango.FontDescription", "Pango.Language", "Pango.TabArray", "Gio.FileAttributeMatcher",
        "Gio.SettingsSchema", "Gio.SettingsSchemaKey", "Gio.SettingsSchemaSource", "Gio.SrvTarget",
        "GLib.DateTime", "GLib.TimeZone",
    ]

    /// Swift and Foundation types a generated name must not shadow.
    static let reservedNames: Set<String> = [
        "Range", "Calendar", "Notification", "Unit", "Task", "Error", "Data", "Date", "URL",
        "Timer", "Thread", "Result", "Set", "Array", "Character", "String", "Locale", "Process",
        "Stream", "Operation", "Bundle", "Scanner", "Expression", "Predicate", "Object",
        "Never", "Void", "Bool", "Int", "Double", "Float", "TimeZone",
    ]

    /// The Swift enum each namespace's clashing types nest in: where two namespaces have a type
    /// of one name, the later one's is nested (`Pango.WrapMode` stays `Pango.WrapMode`, beside
    /// GTK's `WrapMode`), which also keeps Swift's names apart from C's (`PangoWrapMode`).
    static let namespaceTypes = [
        "Gtk": "GTK", "Gdk": "Gdk", "Gio": "Gio", "Pango": "Pango", "Adw": "Adw",
    ]

    /// Namespaces in order of precedence for a name two of them use: the later one's type is
    /// nested in its namespace's enum (see ``namespaceTypes``). libadwaita's come last: where
    /// it reuses a GTK name, its type is the nested one (`Adw.HeaderBar` beside `HeaderBar`).
    static let namespacePrecedence = [
        "Gtk", "Gdk", "Gio", "Pango", "GdkPixbuf", "GLib", "GObject", "Adw",
    ]

    init(repository: GIRRepository) throws {
        self.repository = repository
        var wanted: [GIRClass] = []
        for name in ["Gtk", "Gdk"] {
            wanted += repository.namespaces[name]!.classes.values
        }
        wanted += WrapperPlan.gioClasses(in: repository).compactMap { repository.class($0) }
        wanted += WrapperPlan.adwaitaClasses(in: repository).compactMap { repository.class($0) }
        var planned: [String: GIRClass] = [:]
        for cls in wanted {
            if let reason = Overrides.skippedTypes[cls.qualifiedName] {
                skippedTypes[cls.qualifiedName] = reason
                continue
            }
            let ancestry = repository.ancestry(of: cls)
            guard let root = ancestry.last, root.qualifiedName == "GObject.Object" else {
                skippedTypes[cls.qualifiedName] = "a fundamental type, not a GObject"
                continue
            }
            for ancestor in ancestry where ancestor.namespace != "GObject" {
                planned[ancestor.qualifiedName] = ancestor
            }
        }
        // Parents first: sort by depth, then by name for a stable order.
        classes = planned.values.sorted {
            let (left, right) = (
                repository.ancestry(of: $0).count, repository.ancestry(of: $1).count
            )
            return left != right ? left < right : $0.qualifiedName < $1.qualifiedName
        }

        var interfaceNames = Set<String>()
        for name in ["Gtk", "Gdk"] {
            for interface in repository.namespaces[name]!.interfaces.values {
                interfaceNames.insert(interface.qualifiedName)
            }
        }
        for interface in repository.namespaces["Adw"]!.interfaces.values where !interface.deprecated
        {
            interfaceNames.insert(interface.qualifiedName)
        }
        for cls in classes {
            interfaceNames.formUnion(cls.implements)
        }
        interfaceNames.formUnion(WrapperPlan.gioInterfaces(in: repository))
        // Prerequisites of the interfaces, transitively.
        var queue = Array(interfaceNames)
        while let name = queue.popLast() {
            for prerequisite in repository.interface(name)?.prerequisites ?? []
            where repository.interface(prerequisite) != nil
                && !interfaceNames.contains(prerequisite)
            {
                interfaceNames.insert(prerequisite)
                queue.append(prerequisite)
            }
        }
        interfaces = interfaceNames.sorted().compactMap { repository.interface($0) }
        var implemented = Set<String>()
        for cls in classes {
            implemented.formUnion(cls.implements)
        }
        for interface in interfaces {
            implemented.formUnion(interface.prerequisites)
        }
        classInterfaces = Set(interfaces.map(\.qualifiedName)).subtracting(implemented)

        for name in ["Gtk", "Gdk", "Gio", "Pango", "Adw"] {
            enumerations += repository.namespaces[name]!.enumerations.values
        }
        enumerations.sort { $0.qualifiedName < $1.qualifiedName }
        boxedRecords = WrapperPlan.boxedRecordNames.compactMap {
            if case .record(let record)? = repository.kind(of: $0) { return record }
            return nil
        }

        // Swift names: the overrides first, then GIR's name unless another namespace's type
        // (or a reserved name) has it.
        var qualifiedNames = classes.map(\.qualifiedName) + interfaces.map(\.qualifiedName)
        qualifiedNames += enumerations.map(\.qualifiedName) + boxedRecords.map(\.qualifiedName)
        var claimed: [String: String] = ["Object": "GObject.Object"]
        let ordered = qualifiedNames.sorted { left, right in
            let rank = { (name: String) -> Int in
                let namespace = String(name.split(separator: ".")[0])
                return WrapperPlan.namespacePrecedence.firstIndex(of: namespace) ?? 99
            }
            return rank(left) != rank(right) ? rank(left) < rank(right) : left < right
        }
        for qualified in ordered {
            let parts = qualified.split(separator: ".").map(String.init)
            var swift = Overrides.typeNames[qualified] ?? parts[1]
            if Overrides.typeNames[qualified] == nil,
                claimed[swift] != nil || WrapperPlan.reservedNames.contains(swift)
            {
                guard let namespace = WrapperPlan.namespaceTypes[parts[0]] else {
                    throw PlanError.nameClash(swift, claimed[swift] ?? "Swift", qualified)
                }
                swift = "\(namespace).\(parts[1])"
            }
            if let owner = claimed[swift] {
                throw PlanError.nameClash(swift, owner, qualified)
            }
            claimed[swift] = qualified
            swiftNames[qualified] = swift
        }
        adwaitaSwiftNames = WrapperPlan.adwaitaNames(swiftNames)
    }

    enum PlanError: Error, CustomStringConvertible {
        case nameClash(String, String, String)

        var description: String {
            switch self {
            case .nameClash(let swift, let first, let second):
                "\(first) and \(second) would both be \(swift) in Swift: add an override"
            }
        }
    }

    /// The module a type of namespace `namespace` goes into.
    static func module(of namespace: String) -> Module {
        if namespace == "Adw" { return .adwaita }
        return namespace == "Gio" || namespace == "GLib" || namespace == "GObject"
            ? .glib : .widgets
    }

    /// A Swift type name split into the namespace enum it nests in, if any, and its own name:
    /// `Pango.WrapMode` → (`Pango`, `WrapMode`).
    static func split(_ swift: String) -> (namespace: String?, name: String) {
        let parts = swift.split(separator: ".", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : (nil, swift)
    }

    /// `swiftNames` as libadwaita's generated code must write them (see ``adwaitaSwiftNames``).
    private static func adwaitaNames(_ swiftNames: [String: String]) -> [String: String] {
        let nested = Set(
            swiftNames.values.compactMap { swift -> String? in
                let (namespace, name) = WrapperPlan.split(swift)
                return namespace == "Adw" ? name : nil
            })
        return swiftNames.mapValues { swift in
            guard nested.contains(swift),
                let qualified = swiftNames.first(where: { $0.value == swift })?.key
            else { return swift }
            let module = WrapperPlan.module(of: String(qualified.split(separator: ".")[0]))
            return "\(module == .glib ? "GtkRxGLib" : "GtkRxWidgets").\(swift)"
        }
    }

    /// A parameter list written for GTK's wrappers (`application: Application`) as libadwaita's
    /// must write it (`application: GtkRxWidgets.Application`; see ``adwaitaSwiftNames``).
    func adwaitaParameterList(_ parameters: String) -> String {
        var text = parameters
        for (qualified, swift) in swiftNames {
            guard let seen = adwaitaSwiftNames[qualified], seen != swift else { continue }
            text = text.replacingOccurrences(
                of: #"(?<=: )\#(swift)(?=[?,)]|$)"#, with: seen, options: .regularExpression)
        }
        return text
    }

    /// The Swift name of the class or `GObject` parent of `cls`.
    func swiftParent(of cls: GIRClass) -> String {
        cls.parent.flatMap { swiftNames[$0] } ?? "Object"
    }
}
