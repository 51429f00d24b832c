import CGLib

/// A reference to an object that, like a weak reference, neither keeps the object alive nor
/// dangles once it is gone, but costs the object nothing: ``Binder`` holds its target with it.
///
/// A Swift weak reference makes its object allocate a side table, and from then on every
/// retain and release of the object, anywhere, goes through that table's slower path; loading
/// the weak reference (`swift_weakLoadStrong`) goes through it too. This reference counts an
/// *unowned* reference instead, in the object's own header: the object's memory stays
/// allocated while the reference exists (only its memory: its `deinit` runs as usual when its
/// last strong reference goes), and ``load()`` asks the runtime for a strong reference that it
/// refuses once the object is being deinitialized (`swift_tryRetain`, atomic, as a weak load
/// is). The object's allocation, not its resources, is what outlives it until the reference
/// goes; for a widget's wrapper that is the Swift object of a few words, its GTK widget
/// being released by its `deinit` as before.
///
/// `@unchecked Sendable`, and why it is sound: the stored pointer never changes; the counts it
/// touches are changed by the runtime's atomic operations, the same ones weak and strong
/// references use from any thread; and ``load()`` hands out a strong reference, which is as
/// safe to use as the caller's own.
package final class TargetReference<Object: AnyObject>: @unchecked Sendable {
    /// The object's address, with one unowned reference counted on it by `init`.
    private let address: UnsafeMutableRawPointer

    /// A reference to `object` that does not keep it alive.
    package init(_ object: Object) {
        address = Unmanaged.passUnretained(object).toOpaque()
        // While `object` is alive (the caller holds it), so its header is valid.
        swift_unownedRetain(address)
    }

    deinit {
        // The memory is still allocated: this reference's own unowned count keeps it.
        swift_unownedRelease(address)
    }

    /// The object, or `nil` once it is being deinitialized or gone.
    @inline(__always)
    package func load() -> Object? {
        // `swift_tryRetain` gives back the address when it took a strong reference, `nil` when
        // the object is already being deinitialized.
        guard let retained = swift_tryRetain(address) else { return nil }
        return Unmanaged<Object>.fromOpaque(retained).takeRetainedValue()
    }
}
