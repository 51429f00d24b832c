import CGLib

/// A GType registered from Swift: a new type derived from a GObject class, whose instances are
/// wrapped by a Swift class, with properties, signals and interfaces declared in Swift.
///
/// Declare one per Swift class, as the class's ``ObjectSubclass/subclassType``, and return its
/// ``gType`` from the class's `gType`:
///
/// ```swift
/// final class Counter: Object, ObjectSubclass {
///     static let subclassType = SubclassType(
///         name: "MyAppCounter", swiftClass: Counter.self,
///         properties: [.readWrite("count", \Counter.count, default: 0)],
///         signals: [SignalDefinition("reset")])
///     override class var gType: GType { subclassType.gType }
///
///     var count = 0 { didSet { notifyPropertyChanged("count") } }
/// }
/// ```
///
/// The type is registered when ``gType`` is first read. From then on GtkBuilder can name it in
/// a `.ui` definition, and every instance, made in Swift (`Counter()`) or by GLib
/// (`g_object_new`, GtkBuilder), has exactly one Swift instance of `swiftClass`, made when GLib
/// constructs the object, which lives as long as the object.
///
/// A name GLib already knows, or an invalid one, is reported and leaves ``gType`` at the
/// parent's type, so that instances are plain objects of the parent type rather than a crash.
@MainActor
public final class SubclassType {
    /// The name given: the GType's name, as a `.ui` file writes it in `class="…"`.
    public let name: String
    /// The GType of the parent class.
    public let parentType: GType
    /// The properties installed on the class, in order; a property's id is its index plus one.
    let properties: [PropertyDefinition]
    private let signals: [SignalDefinition]
    private let interfaces: [InterfaceImplementation]
    private let classSetup: [@MainActor (UnsafeMutableRawPointer) -> Void]
    private let instanceSetup: [@MainActor (UnsafeMutablePointer<GTypeInstance>) -> Void]
    /// The Swift class wrapping instances.
    let swiftClass: Object.Type
    /// The parameter specs of ``properties``, by name, once the class is initialized.
    private(set) var specsByName: [String: UnsafeMutablePointer<GParamSpec>] = [:]
    /// The class structure of the nearest ancestor not registered from Swift, once the class is
    /// initialized: ``constructed(_:)`` chains up to its `constructed`. The Swift-registered
    /// classes in between (when `parentType` is itself registered from Swift) share this
    /// class's `constructed`, which runs once, for the instance's own type: chaining to them
    /// would come back here.
    private var nativeAncestorClass: UnsafeMutableRawPointer?

    /// The registered GType (the parent's type when registration failed, which was reported).
    public private(set) lazy var gType: GType = register()

    /// Describes a type named `name`, derived from `parentType` (a `GObject` by default, or a
    /// type registered from Swift, whose properties and signals the new type inherits), wrapped
    /// by `swiftClass`, with `properties`, `signals` and `interfaces`.
    /// `classSetup` runs on the class structure when GLib initializes the class, after the
    /// properties and signals are installed: for a layer above to set virtual functions.
    /// `instanceSetup` runs on each new instance when GLib initializes this type's part of it
    /// (its `instance_init`, before any `constructed` and before its Swift instance exists): for
    /// a layer above to build what every instance has, such as a widget template's children.
    public init(
        name: String, parentType: GType = cglib_type_object(), swiftClass: Object.Type,
        properties: [PropertyDefinition] = [], signals: [SignalDefinition] = [],
        interfaces: [InterfaceImplementation] = [],
        classSetup: [@MainActor (UnsafeMutableRawPointer) -> Void] = [],
        instanceSetup: [@MainActor (UnsafeMutablePointer<GTypeInstance>) -> Void] = []
    ) {
        self.name = name
        self.parentType = parentType
        self.swiftClass = swiftClass
        self.properties = properties
        self.signals = signals
        self.interfaces = interfaces
        self.classSetup = classSetup
        self.instanceSetup = instanceSetup
    }

    /// Registered types by GType, for the C callbacks to find their Swift description.
    fileprivate static var registered: [GType: SubclassType] = [:]

    /// The GType whose next construction is started from Swift (``ObjectSubclass``'s `init()`),
    /// whose wrapper is then made by that initializer rather than in `constructed`.
    private static var constructingFromSwift: GType?

    /// Whether `type` itself was registered from Swift.
    package static func isRegisteredFromSwift(_ type: GType) -> Bool {
        registered[type] != nil
    }

    /// The registered description of `type` or of its nearest registered ancestor.
    static func registration(forInstanceOf type: GType) -> SubclassType? {
        var current = type
        while current != 0 {
            if let found = registered[current] {
                return found
            }
            current = g_type_parent(current)
        }
        return nil
    }

    private func register() -> GType {
        guard g_type_from_name(name) == 0 else {
            reportBadValue("SubclassType: a GType named \"\(name)\" exists already; not registered")
            return parentType
        }
        guard name.utf8.count >= 3, let first = name.unicodeScalars.first, first.isASCIILetter,
            name.unicodeScalars.allSatisfy({
                $0.isASCIILetter || $0.isASCIIDigit || "_-+".unicodeScalars.contains($0)
            })
        else {
            reportBadValue(
                "SubclassType: \"\(name)\" is not a valid GType name (3 or more ASCII letters, "
                    + "digits, _, - or +, starting with a letter); not registered")
            return parentType
        }
        guard g_type_is_a(parentType, cglib_type_object()) != 0,
            g_type_test_flags(parentType, G_TYPE_FLAG_FINAL.rawValue) == 0
        else {
            reportBadValue(
                "SubclassType \(name): \(Object.typeName(of: parentType)) is not a GObject class "
                    + "that can be derived from; not registered")
            return parentType
        }
        var query = GTypeQuery()
        g_type_query(parentType, &query)
        var info = GTypeInfo()
        info.class_size = guint16(truncatingIfNeeded: query.class_size)
        info.instance_size = guint16(truncatingIfNeeded: query.instance_size)
        info.class_init = subclassClassInit
        if !instanceSetup.isEmpty {
            info.instance_init = subclassInstanceInit
        }
        // Retained for ever: GLib keeps the class data for the life of the process, as it keeps
        // the type.
        info.class_data = UnsafeRawPointer(Unmanaged.passRetained(self).toOpaque())
        let type = g_type_register_static(parentType, name, &info, GTypeFlags(rawValue: 0))
        guard type != 0 else {
            reportBadValue("SubclassType: GLib refused to register \"\(name)\"")
            return parentType
        }
        SubclassType.registered[type] = self
        for interface in interfaces {
            var interfaceInfo = GInterfaceInfo()
            interfaceInfo.interface_init = interface.initialize
            g_type_add_interface_static(type, interface.interfaceType, &interfaceInfo)
        }
        WrapperRegistry.register(byName: name, swiftClass)
        return type
    }

    /// Sets the class up: the virtual functions, properties and signals. GLib calls it once,
    /// when the first instance is made (or the class is first referenced).
    fileprivate func initializeClass(_ gClass: UnsafeMutableRawPointer) {
        var nativeAncestor = parentType
        while SubclassType.registered[nativeAncestor] != nil {
            nativeAncestor = g_type_parent(nativeAncestor)
        }
        // GLib initializes every ancestor's class before this one's, so the peek finds it.
        nativeAncestorClass = g_type_class_peek(nativeAncestor)
        let objectClass = gClass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.constructed = subclassConstructed
        objectClass.pointee.get_property = subclassGetProperty
        objectClass.pointee.set_property = subclassSetProperty
        for (index, property) in properties.enumerated() {
            guard g_param_spec_is_valid_name(property.name) != 0 else {
                reportBadValue(
                    "SubclassType \(name): \"\(property.name)\" is not a valid property name; "
                        + "not installed")
                continue
            }
            let spec = property.makeSpec()
            g_object_class_install_property(objectClass, guint(index + 1), spec)
            specsByName[property.name] = spec
        }
        for signal in signals {
            var parameterTypes = signal.parameterTypes
            // GLib copies the parameter types; without a C marshaller it uses its generic one.
            _ = parameterTypes.withUnsafeMutableBufferPointer {
                g_signal_newv(
                    signal.name, gType, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, cglib_type_none(),
                    guint($0.count), $0.baseAddress)
            }
        }
        for setup in classSetup {
            setup(gClass)
        }
    }

    /// Runs ``instanceSetup`` on `instance`, being initialized as this type.
    fileprivate func initializeInstance(_ instance: UnsafeMutablePointer<GTypeInstance>) {
        for setup in instanceSetup {
            setup(instance)
        }
    }

    /// Makes a new instance for ``ObjectSubclass``'s `init()`: its reference is the caller's
    /// (floating for a widget), and its wrapper is the caller's to make.
    func makeInstanceForSwift() -> UnsafeMutablePointer<GObject> {
        let type = gType
        // Restored afterwards rather than cleared: initializing this class may itself make an
        // instance from Swift (a widget template's scope), inside this construction.
        let previous = SubclassType.constructingFromSwift
        SubclassType.constructingFromSwift = type
        defer { SubclassType.constructingFromSwift = previous }
        return gObjectPointer(g_object_new_with_properties(type, 0, nil, nil))
    }

    /// The end of GLib's construction of `object`: unless Swift is constructing it, its Swift
    /// instance is made now.
    fileprivate func constructed(_ object: UnsafeMutablePointer<GObject>) {
        if let parentConstructed = nativeAncestorClass?.assumingMemoryBound(to: GObjectClass.self)
            .pointee.constructed
        {
            parentConstructed(object)
        }
        if SubclassType.constructingFromSwift == cglib_object_type(object) {
            SubclassType.constructingFromSwift = nil
            return
        }
        guard WrapperAnchor.wrapper(of: object) == nil else { return }
        let previous = Object.underConstruction
        Object.underConstruction = object
        defer { Object.underConstruction = previous }
        // Kept alive by its anchor while the constructing caller holds the object.
        _ = swiftClass.init(retaining: object)
    }

    /// The definition of property `id` of this class.
    fileprivate func property(_ id: guint) -> PropertyDefinition? {
        let index = Int(id) - 1
        return properties.indices.contains(index) ? properties[index] : nil
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }

    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

// MARK: - The C callbacks (non-capturing; each finds its Swift description from its arguments)

// Each callback below hands its C pointers to the main actor with `nonisolated(unsafe)`: GLib
// calls these functions on the main thread (GTK's objects live there, and `assumeIsolated`
// checks it), and the pointers are used synchronously before the callback returns.

private let subclassClassInit: GClassInitFunc = { gClass, classData in
    guard let classData else { return }
    nonisolated(unsafe) let gClass = gClass
    let type = Unmanaged<SubclassType>.fromOpaque(classData).takeUnretainedValue()
    MainActor.assumeIsolated {
        if let gClass { type.initializeClass(gClass) }
    }
}

/// GLib's `instance_init` for types with an `instanceSetup`; `gClass` is the class whose part
/// of the instance is being initialized (an ancestor's, for an instance of a derived type).
private let subclassInstanceInit: GInstanceInitFunc = { instance, gClass in
    nonisolated(unsafe) let instance = instance
    let type = gClass?.assumingMemoryBound(to: GTypeClass.self).pointee.g_type ?? 0
    MainActor.assumeIsolated {
        guard let instance, let registration = SubclassType.registered[type] else { return }
        registration.initializeInstance(instance)
    }
}

private let subclassConstructed: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = {
    object in
    nonisolated(unsafe) let object = object
    MainActor.assumeIsolated {
        guard let object else { return }
        SubclassType.registration(forInstanceOf: cglib_object_type(object))?.constructed(object)
    }
}

private let subclassGetProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?,
        UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        nonisolated(unsafe) let object = object
        nonisolated(unsafe) let value = value
        let owner = spec?.pointee.owner_type ?? 0
        MainActor.assumeIsolated {
            guard let object, let value,
                let (property, wrapper) = swiftProperty(id, of: object, owner: owner, to: "read")
            else { return }
            property.read(wrapper, value)
        }
    }

private let subclassSetProperty:
    @convention(c) (
        UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?,
        UnsafeMutablePointer<GParamSpec>?
    ) -> Void = { object, id, value, spec in
        nonisolated(unsafe) let object = object
        nonisolated(unsafe) let value = value
        let owner = spec?.pointee.owner_type ?? 0
        MainActor.assumeIsolated {
            guard let object, let value,
                let (property, wrapper) = swiftProperty(id, of: object, owner: owner, to: "write")
            else { return }
            property.write(wrapper, value)
        }
    }

/// The Swift property numbered `id` of the type `owner` registered from Swift, and `object`'s
/// wrapper; `nil` when either is missing (reported when the type is ours, naming what was to
/// `action` the property).
@MainActor
private func swiftProperty(
    _ id: guint, of object: UnsafeMutablePointer<GObject>, owner: GType, to action: String
) -> (PropertyDefinition, Object)? {
    guard let registration = SubclassType.registered[owner] else { return nil }
    guard let property = registration.property(id),
        let wrapper = WrapperAnchor.wrapper(of: object)
    else {
        reportBadValue("\(registration.name): no Swift property \(id) to \(action)")
        return nil
    }
    return (property, wrapper)
}
