/// The `.rx` namespace of a type: its observers (``GtkRxUI/Binder``), events (``GtkRxUI/ControlEvent``) and
/// properties (``GtkRxUI/ControlProperty``) as reactive values.
///
/// Every GtkRx object is `ReactiveCompatible`, and with GtkRx's UI layer any settable property
/// of a wrapper binds through dynamic member lookup: `label.rx.wraps` is a `Binder<Bool>`.
/// Extend it as in RxCocoa:
///
/// ```swift
/// extension Reactive where Base: Widget {
///     public var isHidden: Binder<Bool> {
///         Binder(self.base) { view, hidden in view.isHidden = hidden }
///     }
/// }
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// The namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// Not a member: a property of ``base`` is reached through `.rx` only when it is settable
    /// and a layer above adds a binder for it (GtkRx's UI layer binds every settable property
    /// of a reference type). This declaration only lets `@dynamicMemberLookup` be declared
    /// here, in the core, where `Reactive` lives.
    @available(*, unavailable, message: "only settable properties of a class bind through .rx")
    public subscript<Property>(dynamicMember keyPath: KeyPath<Base, Property>) -> Never {
        fatalError("unavailable")
    }

    /// The property at `keyPath` of ``base``, read and written through `.rx`:
    /// `counter.rx.count = 3` sets `counter.count` (through ``ReactiveCompatible``'s settable
    /// `rx`, which stores a value base back).
    ///
    /// Where a layer above binds a class's settable properties (GtkRx's UI layer makes
    /// `label.rx.wraps` a `Binder`), reading `.rx.property` of a class gives that binder, and
    /// this subscript serves assignments.
    public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Base, Property>) -> Property {
        get { base[keyPath: keyPath] }
        set {
            var changed = base
            changed[keyPath: keyPath] = newValue
            self = Reactive(changed)
        }
    }
}

/// A type with an `.rx` namespace.
public protocol ReactiveCompatible {
    /// The type `.rx` extends.
    associatedtype ReactiveBase

    /// The namespace of the type. Settable, as in RxSwift, so that a static member of a
    /// `Reactive` extension can have a setter.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace of the value. Settable, as in RxSwift, so that `object.rx.property = value`
    /// compiles for a property of a `Reactive` extension that has a setter, and for a writable
    /// property reached through ``Reactive``'s dynamic member lookup.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace of the type. Setting it does nothing: there is nothing to store.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The metatype is all there is; a setter only lets static setters of `Reactive`
        // extensions be called.
        set {}
    }

    /// The namespace of the value. Setting it stores the namespace's base back: a value type
    /// changed through `.rx` (`counter.rx.count = 3`) keeps the change; for a class, the base
    /// is the same object, changed in place.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set { self = newValue.base }
    }
}
