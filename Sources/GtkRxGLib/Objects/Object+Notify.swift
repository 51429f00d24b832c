import CGLib

extension Object {
    /// Emits `notify` for `property`, which the object's class must have, so that its
    /// handlers read the property again: for a change GTK made without telling (while a
    /// binding held its handlers back).
    package func notifyChange(of property: StaticString) {
        "\(property)".withCString { g_object_notify(objectPointer, $0) }
    }
}
