import CGLib

// C arrays with a length (GIR's `<array length="n">`) of numbers, GTypes, enumeration values,
// plain structures, strings and objects, both ways. Generated code passes each element's
// conversion; the functions here own the array's memory: a Swift array lent to C is copied
// into a C array that lives for the call, and a C array read back is freed as GIR's
// ownership says.

/// Lends `values` to a C function as a C array of the elements `convert` makes, valid for the
/// call. The pointer is never `NULL`, even for no elements (some C functions check it whatever
/// the length).
@inlinable
package func withCArray<Element, CElement, Result>(
    _ values: [Element], convert: (Element) -> CElement,
    _ body: (UnsafeMutablePointer<CElement>?) -> Result
) -> Result {
    let storage = UnsafeMutablePointer<CElement>.allocate(capacity: max(values.count, 1))
    defer {
        storage.deinitialize(count: values.count)
        storage.deallocate()
    }
    for (index, value) in values.enumerated() {
        (storage + index).initialize(to: convert(value))
    }
    return withExtendedLifetime(values) { body(storage) }
}

/// ``withCArray(_:convert:_:)-(_,_,(UnsafeMutablePointer<CElement>?)->Result)`` for a C function
/// declaring the array `const`.
@inlinable
package func withCArray<Element, CElement, Result>(
    _ values: [Element], convert: (Element) -> CElement,
    _ body: (UnsafePointer<CElement>?) -> Result
) -> Result {
    withCArray(values, convert: convert) { (pointer: UnsafeMutablePointer<CElement>?) in
        body(pointer.map { UnsafePointer($0) })
    }
}

/// The `count` elements of a C array a C function returned or filled in, each read by
/// `convert` (elements it reads as `nil` are left out); the array itself is freed (`g_free`)
/// when C handed it over (`transfer` container or full; `convert` takes over each element
/// for full).
package func readCArray<CElement, Element, Count: BinaryInteger>(
    _ pointer: UnsafeMutablePointer<CElement>?, count: Count, transfer: CListTransfer,
    convert: (CElement) -> Element?
) -> [Element] {
    guard let pointer else { return [] }
    defer { if transfer != .none { g_free(pointer) } }
    guard count > 0 else { return [] }
    return UnsafeBufferPointer(start: pointer, count: Int(count)).compactMap(convert)
}

/// ``readCArray(_:count:transfer:convert:)-(UnsafeMutablePointer<CElement>?,_,_,_)`` for an
/// array C returned `const` (which it keeps).
package func readCArray<CElement, Element, Count: BinaryInteger>(
    _ pointer: UnsafePointer<CElement>?, count: Count, transfer: CListTransfer,
    convert: (CElement) -> Element?
) -> [Element] {
    readCArray(
        pointer.map { UnsafeMutablePointer(mutating: $0) }, count: count, transfer: .none,
        convert: convert)
}

/// The elements of a C array of numbers ended by a zero (GIR's `zero-terminated`), read by
/// `convert` and freed (`g_free`) when C handed the array over.
package func readZeroTerminatedCArray<CElement: BinaryInteger, Element>(
    _ pointer: UnsafeMutablePointer<CElement>?, transfer: CListTransfer,
    convert: (CElement) -> Element?
) -> [Element] {
    guard let pointer else { return [] }
    var count = 0
    while pointer[count] != 0 { count += 1 }
    return readCArray(pointer, count: count, transfer: transfer, convert: convert)
}

/// ``readZeroTerminatedCArray(_:transfer:convert:)``, `nil` for `NULL` (which is not an empty
/// array: a stream with no line left, against an empty line).
package func readOptionalZeroTerminatedCArray<CElement: BinaryInteger, Element>(
    _ pointer: UnsafeMutablePointer<CElement>?, transfer: CListTransfer,
    convert: (CElement) -> Element?
) -> [Element]? {
    guard let pointer else { return nil }
    return readZeroTerminatedCArray(pointer, transfer: transfer, convert: convert)
}

/// The strings of a C array of `count` strings, each freed when C handed them over (`full`),
/// and the array when it handed that over (`container` or `full`).
package func readCStringArray<Count: BinaryInteger>(
    _ pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Count,
    transfer: CListTransfer
) -> [String] {
    readCArray(pointer, count: count, transfer: transfer) { element in
        guard let element else { return nil }
        defer { if transfer == .full { g_free(element) } }
        return String(cString: element)
    }
}

/// ``readCStringArray(_:count:transfer:)-(UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,_,_)``
/// for an array of `const` strings.
package func readCStringArray<Count: BinaryInteger>(
    _ pointer: UnsafeMutablePointer<UnsafePointer<CChar>?>?, count: Count,
    transfer: CListTransfer
) -> [String] {
    readCArray(pointer, count: count, transfer: transfer) { $0.map { String(cString: $0) } }
}

/// ``readCStringArray(_:count:transfer:)-(UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,_,_)``
/// for a `const` array of `const` strings, which C keeps.
package func readCStringArray<Count: BinaryInteger>(
    _ pointer: UnsafePointer<UnsafePointer<CChar>?>?, count: Count, transfer: CListTransfer
) -> [String] {
    readCArray(pointer, count: count, transfer: .none) { $0.map { String(cString: $0) } }
}

/// Lends `objects` to a C function as a C array of their pointers (of whatever pointer type
/// the function declares: `GtkWidget **`, `GFile **`, `gpointer *`), valid for the call; the
/// array holds no references of its own, the Swift array keeps the objects alive.
@MainActor
package func withCObjectArray<CPointer, Result>(
    _ objects: [Object], _ body: (UnsafeMutablePointer<CPointer>?) -> Result
) -> Result {
    // Every C object pointer type has one layout, that of a raw pointer (checked here, where a
    // wrong `CPointer` would be a bug of the generator, not of the caller).
    precondition(MemoryLayout<CPointer>.size == MemoryLayout<UnsafeMutableRawPointer?>.size)
    let raw = UnsafeMutableRawPointer.allocate(
        byteCount: max(objects.count, 1) * MemoryLayout<UnsafeMutableRawPointer?>.stride,
        alignment: MemoryLayout<UnsafeMutableRawPointer?>.alignment)
    defer { raw.deallocate() }
    let pointers = raw.bindMemory(
        to: UnsafeMutableRawPointer?.self, capacity: max(objects.count, 1))
    for (index, object) in objects.enumerated() {
        pointers[index] = UnsafeMutableRawPointer(cPointer(object) as OpaquePointer)
    }
    return withExtendedLifetime(objects) {
        pointers.withMemoryRebound(to: CPointer.self, capacity: max(objects.count, 1)) { body($0) }
    }
}

/// ``withCObjectArray(_:_:)-(_,(UnsafeMutablePointer<CPointer>?)->Result)`` for a C function
/// declaring the array `const`.
@MainActor
package func withCObjectArray<CPointer, Result>(
    _ objects: [Object], _ body: (UnsafePointer<CPointer>?) -> Result
) -> Result {
    withCObjectArray(objects) { (pointer: UnsafeMutablePointer<CPointer>?) in
        body(pointer.map { UnsafePointer($0) })
    }
}

/// ``readBytes(_:count:)`` for bytes C returned `const`.
@inlinable
package func readBytes<T, Count: BinaryInteger>(_ pointer: UnsafePointer<T>?, count: Count)
    -> [UInt8]
{
    readBytes(pointer.map { UnsafeMutablePointer(mutating: $0) }, count: count)
}

/// ``readBytes(_:count:)`` for bytes C returned as an untyped `const void *`. Disfavoured: a
/// typed pointer converts to a raw one too, and reads through the typed overload.
@inlinable
@_disfavoredOverload
package func readBytes<Count: BinaryInteger>(_ pointer: UnsafeRawPointer?, count: Count)
    -> [UInt8]
{
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: Int(count)))
}
