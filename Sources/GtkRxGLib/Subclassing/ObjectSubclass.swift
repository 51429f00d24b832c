import CGLib

/// A Swift class that is a GType of its own, described by a ``SubclassType``.
///
/// Conform, declare `subclassType`, and override `gType` to return its GType:
///
/// ```swift
/// final class Counter: Object, ObjectSubclass {
///     static let subclassType = SubclassType(
///         name: "MyAppCounter", swiftClass: Counter.self,
///         properties: [.readWrite("count", \Counter.count, default: 0)])
///     override class var gType: GType { subclassType.gType }
///     var count = 0 { didSet { notifyPropertyChanged("count") } }
/// }
/// let counter = Counter()
/// ```
///
/// The class's stored properties need initial values: GLib makes instances through
/// ``Object/init(retaining:)`` when GtkBuilder or C code constructs the type.
@MainActor
public protocol ObjectSubclass: Object {
    /// The GType this class registers.
    static var subclassType: SubclassType { get }
}

extension ObjectSubclass {
    /// A new instance: a new object of the registered type, wrapped by this Swift instance.
    public init() {
        self.init(registeredType: ())
    }

    /// A new instance of the registered type, as ``init()`` makes, for a class whose parent
    /// wrapper has an `init()` of its own that makes an object of the parent's type (`Window`'s
    /// makes a plain `GtkWindow`): override it with a `convenience init()` calling this one.
    ///
    /// ```swift
    /// override convenience init() { self.init(registeredType: ()) }
    /// ```
    public init(registeredType: Void) {
        let type = Self.subclassType
        if Self.gType != type.gType {
            reportBadValue(
                "\(Self.self) does not return its subclassType's GType from `gType`; override "
                    + "`class var gType` to return `subclassType.gType`")
        }
        let pointer = type.makeInstanceForSwift()
        let isFloating = g_object_is_floating(pointer) != 0
        // An initially unowned object (a widget) that is no longer floating was sunk by its own
        // class while being made (a `GtkWindow` sinks itself into GTK's list of toplevels):
        // that reference is the list's, not ours.
        let ownsReference =
            !isFloating && g_type_is_a(type.gType, g_initially_unowned_get_type()) == 0
        self.init(retaining: pointer)
        if ownsReference {
            // `init(retaining:)` took a reference of its own beside the one `g_object_new`
            // gave; that one is ours to drop.
            g_object_unref(pointer)
        }
    }
}

extension Object {
    /// Notifies observers of property `name` (GLib's `notify::name`) that it changed, as a
    /// Swift property behind a ``PropertyDefinition`` should when set from Swift. An unknown
    /// name is reported.
    public func notifyPropertyChanged(_ name: String) {
        guard !containsNUL(name), let spec = cglib_object_find_property(raw, name) else {
            reportBadValue("\(typeName) has no property \(quotedForReport(name)) to notify")
            return
        }
        g_object_notify_by_pspec(objectPointer, spec)
    }
}
