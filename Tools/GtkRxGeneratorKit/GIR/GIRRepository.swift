import Foundation

/// Every namespace the wrappers are generated from or refer to, read from the pinned copies in
/// `Tools/GIR` (see ``GIRPins``), with lookups across them.
struct GIRRepository {
    /// The `.gir` files read, in dependency order: the namespaces whose types are wrapped
    /// (GLib, GObject, Gio, Gdk, Gsk, Gtk, and libadwaita's Adw) and those only referred to
    /// (Pango, cairo, …).
    static let files = [
        "GLib-2.0", "GObject-2.0", "Gio-2.0", "cairo-1.0", "Pango-1.0", "GdkPixbuf-2.0",
        "Graphene-1.0", "Gdk-4.0", "Gsk-4.0", "Gtk-4.0", "Adw-1",
    ]

    /// The pinned GIR folder, `Tools/GIR`, found from this source file's place in the package
    /// (the generator is a development tool, run from the package it was built in).
    static let pinnedFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GIR").path

    private(set) var namespaces: [String: GIRNamespace] = [:]
    /// What each file read is, by namespace name, for the headers of the files made from it.
    let pins: GIRPins

    /// Reads ``files`` from `folder`, which must hold a `PINS` table naming each of them.
    init(folder: String = GIRRepository.pinnedFolder) throws {
        pins = try GIRPins(folder: folder)
        for file in GIRRepository.files {
            guard pins.entries["\(file).gir"] != nil else {
                throw GIRPins.PinError.unpinned("\(file).gir", folder)
            }
            let namespace = try GIRParser.parse(path: "\(folder)/\(file).gir")
            namespaces[namespace.name] = namespace
        }
    }

    /// What a qualified type name (`Gtk.Widget`) names.
    enum Kind {
        case `class`(GIRClass)
        case interface(GIRInterface)
        case enumeration(GIREnumeration)
        case record(GIRRecord)
        case callback
        case alias(GIRTypeRef)
    }

    /// What `qualifiedName` names, or `nil` for a fundamental type or an unknown name.
    func kind(of qualifiedName: String) -> Kind? {
        let parts = qualifiedName.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let namespace = namespaces[parts[0]] else { return nil }
        let name = parts[1]
        if let cls = namespace.classes[name] { return .class(cls) }
        if let interface = namespace.interfaces[name] { return .interface(interface) }
        if let enumeration = namespace.enumerations[name] { return .enumeration(enumeration) }
        if let record = namespace.records[name] { return .record(record) }
        if namespace.callbacks.contains(name) { return .callback }
        if let alias = namespace.aliases[name] { return .alias(alias) }
        return nil
    }

    /// The signature of the callback type named `qualifiedName`.
    func callbackSignature(_ qualifiedName: String) -> GIRFunction? {
        let parts = qualifiedName.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        return namespaces[parts[0]]?.callbackSignatures[parts[1]]
    }

    /// The class named `qualifiedName`.
    func `class`(_ qualifiedName: String) -> GIRClass? {
        if case .class(let cls) = kind(of: qualifiedName) { return cls }
        return nil
    }

    /// The interface named `qualifiedName`.
    func interface(_ qualifiedName: String) -> GIRInterface? {
        if case .interface(let interface) = kind(of: qualifiedName) { return interface }
        return nil
    }

    /// `cls` and its ancestors, the class itself first.
    func ancestry(of cls: GIRClass) -> [GIRClass] {
        var chain = [cls]
        var parent = cls.parent
        while let name = parent, let next = self.class(name) {
            chain.append(next)
            parent = next.parent
        }
        return chain
    }

    /// Whether `cls` is `ancestor` or derives from it.
    func isClass(_ cls: GIRClass, derivedFrom ancestor: String) -> Bool {
        ancestry(of: cls).contains { $0.qualifiedName == ancestor }
    }
}
