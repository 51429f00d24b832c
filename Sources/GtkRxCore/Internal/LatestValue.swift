/// The latest element a source sent to a combining operator (`combineLatest`,
/// `withLatestFrom`), or none yet: what an `Element?` would hold, kept so that reading and
/// writing it costs no run-time type lookup.
///
/// The core runs unspecialized when called from another module, and unspecialized code asks
/// the runtime for the metadata of `Optional<Element>` each time it tests, reads or writes an
/// optional of a generic type: a hash-table lookup of some 300 instructions, about ten per
/// event in each level of a `combineLatest` of four. This slot needs only `Element`'s own
/// metadata, which the owning sink already has.
///
/// Not copyable: one slot owns one element's memory. The owner guards it with its lock.
struct LatestValue<Element>: ~Copyable {
    // Unsafe pointer: memory for one element, allocated here and freed in `deinit`, never
    // shared (the struct cannot be copied). It holds an initialized element exactly when
    // `hasValue` is true: `store` initializes it the first time and assigns after that,
    // `value` reads it only then, and `deinit` deinitializes it only then.
    private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)

    /// Whether a source has sent an element yet.
    private(set) var hasValue = false

    // The members are always inlined: called, they would need this struct's own metadata,
    // which is looked up at run time too.

    /// An empty slot.
    init() {}

    /// The latest element. Only when ``hasValue``.
    @inline(__always)
    var value: Element {
        precondition(hasValue, "LatestValue.value read before any element was stored")
        return storage.pointee
    }

    /// Keeps `element` as the latest one, in place of any earlier.
    @inline(__always)
    mutating func store(_ element: Element) {
        if hasValue {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            hasValue = true
        }
    }

    deinit {
        if hasValue {
            storage.deinitialize(count: 1)
        }
        storage.deallocate()
    }
}
