/// The `.rx` namespace of a type: its observers (``Binder``), events (``ControlEvent``) and
/// properties (``ControlProperty``) as reactive values.
///
/// Every GtkRx object is ``ReactiveCompatible``, and any settable property of a wrapper binds
/// through dynamic member lookup: `label.rx.wraps` is a `Binder<Bool>`. Extend it as in
/// RxCocoa:
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

    /// A binder that sets the property at `keyPath` of ``base`` on the main thread.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        // nonisolated(unsafe): a key path is an immutable value; the binding only reads it, on
        // the main thread.
        nonisolated(unsafe) let keyPath = keyPath
        return Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
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

extension Object: ReactiveCompatible {}
