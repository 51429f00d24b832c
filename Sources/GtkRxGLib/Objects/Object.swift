import CGLib
import GtkRxCore
import Synchronization

/// A Swift wrapper of a `GObject`: the base class of every GtkRx widget and object.
///
/// Ownership follows ARC. A wrapper holds exactly one strong reference to its object (floating
/// references, as new widgets have, are sunk), and drops it when the wrapper is deinitialized;
/// see `WrapperAnchor` for how the wrapper stays alive while GTK still uses the object.
///
/// Identity is preserved: while an object lives, ``wrapper(for:)`` maps its pointer to the same
/// wrapper every time, whether Swift created the object or GtkBuilder did.
///
/// Wrappers are `@MainActor`: GTK may only be used from its main thread, and the compiler
/// rejects any other use. A wrapper may still be *released* on any thread; the reference is
/// then dropped on the main thread.
@MainActor
open class Object {
    nonisolated let anchor: WrapperAnchor

    /// The wrapped object as an untyped pointer, for the C casts; the same as
    /// ``objectPointer``, kept beside the anchor so that inlined wrapper code reaches it in one
    /// load. Valid while this wrapper lives.
    @usableFromInline
    package let raw: UnsafeMutableRawPointer

    /// Signals whose emissions come from a value bound into a ``ControlProperty``, not from
    /// the user, while that value is being set; see ``whileBinding(_:_:)``.
    private var bindingSignals: [String: Int] = [:]

    /// Wraps a new object whose reference the caller hands over: a floating reference (a new
    /// widget) or a full one (a constructor documented as "transfer full").
    ///
    /// - Precondition: `pointer` has no wrapper yet; use ``wrapper(for:)`` for objects that may.
    public init(adopting pointer: UnsafeMutablePointer<GObject>) {
        precondition(
            WrapperAnchor.wrapper(of: pointer) == nil,
            "\(Object.typeName(of: pointer)) already has a wrapper; use Object.wrapper(for:)")
        precondition(
            g_type_is_a(cglib_object_type(pointer), Self.gType) != 0,
            "\(Self.self) cannot wrap a \(Object.typeName(of: pointer))")
        if g_object_is_floating(pointer) != 0 && pointer != Object.underConstruction {
            g_object_ref_sink(pointer)
        }
        anchor = WrapperAnchor(object: pointer)
        raw = UnsafeMutableRawPointer(pointer)
        anchor.attach(self)
        Object.liveWrappers.add(1, ordering: .relaxed)
        // GtkRx's first use on the main thread, whoever started GTK: from now on
        // `DispatchQueue.main` and `@MainActor` work runs in any loop of the default context.
        DispatchMainQueueSource.install()
    }

    /// Wraps an object the caller does not own a reference to ("transfer none"), taking a
    /// reference of the wrapper's own.
    ///
    /// - Precondition: `pointer` has no wrapper yet; use ``wrapper(for:)`` for objects that may.
    public required convenience init(retaining pointer: UnsafeMutablePointer<GObject>) {
        if pointer == Object.underConstruction {
            g_object_ref(pointer)
        } else {
            g_object_ref_sink(pointer)
        }
        self.init(adopting: pointer)
    }

    /// An object of a Swift-registered type (see ``SubclassType``) whose wrapper is being made
    /// while GLib constructs it for someone else (GtkBuilder, `g_object_new` in C): its
    /// floating reference, if any, belongs to that caller, so the wrapper takes a reference of
    /// its own and leaves the floating one alone.
    package static var underConstruction: UnsafeMutablePointer<GObject>?

    /// The number of wrappers alive right now, of every class: each ``Object`` counts from the
    /// end of its initializer to the start of its `deinit`.
    ///
    /// A diagnostic, for leak tests: after windows are built and destroyed, and the loop has
    /// run until idle, the count is back where it was, unless something (a retain cycle, a
    /// subscription never disposed) still holds a wrapper.
    ///
    /// ```swift
    /// let before = Object.liveWrapperCount
    /// // … build a window, bind it, destroy it, pump the loop …
    /// XCTAssertEqual(Object.liveWrapperCount, before)
    /// ```
    public nonisolated static var liveWrapperCount: Int { liveWrappers.load(ordering: .relaxed) }

    /// Backs ``liveWrapperCount``. Atomic: a wrapper may be released on any thread.
    private nonisolated static let liveWrappers = Atomic<Int>(0)

    /// The GType this class wraps; an object must be of this type (or derived from it).
    open class var gType: GType { g_object_get_type() }

    /// The wrapped object's pointer, for calling GObject or GTK functions GtkRx does not wrap.
    /// Valid while this wrapper lives.
    public nonisolated var objectPointer: UnsafeMutablePointer<GObject> { anchor.object }

    /// The wrapped object as an untyped pointer, for the `cgtk_…` casts.

    /// The name of the object's GType, such as `GtkLabel`.
    public var typeName: String { Object.typeName(of: objectPointer) }

    /// The wrapper of `pointer`: the existing one while the object has a live wrapper, else a new
    /// one of the most derived Swift class registered for the object's GType.
    public static func wrapper(for pointer: UnsafeMutablePointer<GObject>) -> Object {
        if let existing = WrapperAnchor.wrapper(of: pointer) {
            return existing
        }
        let wrapperClass = WrapperRegistry.wrapperClass(for: cglib_object_type(pointer))
        return wrapperClass.init(retaining: pointer)
    }

    /// The live wrapper of `pointer`, if it has one; never makes one (for an object whose Swift
    /// instance may still be under construction).
    package static func existingWrapper(of pointer: UnsafeMutablePointer<GObject>) -> Object? {
        WrapperAnchor.wrapper(of: pointer)
    }

    /// The wrapper of `pointer` as a `T`, or `nil` when the object is not a `T`.
    public static func wrapper<T: Object>(
        for pointer: UnsafeMutablePointer<GObject>, as type: T.Type
    ) -> T? {
        guard g_type_is_a(cglib_object_type(pointer), T.gType) != 0 else { return nil }
        return wrapper(for: pointer) as? T
    }

    package static func typeName(of pointer: UnsafeMutablePointer<GObject>) -> String {
        String(cString: cglib_object_type_name(pointer))
    }

    package static func typeName(of type: GType) -> String {
        g_type_name(type).map { String(cString: $0) } ?? "GType \(type)"
    }

    /// Runs `body`, which sets a value bound into a ``ControlProperty`` changed by `signal`;
    /// meanwhile ``isBinding(_:)`` tells the property not to echo the emissions it causes.
    package func whileBinding(_ signal: String, _ body: () -> Void) {
        bindingSignals[signal, default: 0] += 1
        defer {
            let depth = bindingSignals[signal, default: 1] - 1
            bindingSignals[signal] = depth > 0 ? depth : nil
        }
        body()
    }

    /// Whether a bound value is being set through `signal`'s property; see
    /// ``whileBinding(_:_:)``. Every emission of a ``ControlProperty``'s signal asks, and almost
    /// always nothing is being bound: that answer costs no hashing.
    package func isBinding(_ signal: String) -> Bool {
        !bindingSignals.isEmpty && bindingSignals[signal] != nil
    }

    deinit {
        Object.liveWrappers.subtract(1, ordering: .relaxed)
        let anchor = anchor
        MainThread.perform { anchor.detach() }
    }
}

extension Object: ReactiveCompatible {}
