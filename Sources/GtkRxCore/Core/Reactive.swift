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
}

/// A type with an `.rx` namespace.
public protocol ReactiveCompatible {
    /// The type `.rx` extends.
    associatedtype ReactiveBase

    /// The namespace of the type.
    static var rx: Reactive<ReactiveBase>.Type { get }

    /// The namespace of the value.
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    /// The namespace of the type.
    public static var rx: Reactive<Self>.Type { Reactive<Self>.self }

    /// The namespace of the value.
    public var rx: Reactive<Self> { Reactive(self) }
}
