import GtkRxCore

extension Reactive where Base: AnyObject {
    /// A binder that sets the property at `keyPath` of ``Reactive/base`` on the main thread:
    /// `label.rx.wraps` is a `Binder<Bool>`.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> {
        // nonisolated(unsafe): a key path is an immutable value; the binding only reads it, on
        // the main thread.
        nonisolated(unsafe) let keyPath = keyPath
        return Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
