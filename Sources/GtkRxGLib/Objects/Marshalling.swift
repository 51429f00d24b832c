import CGLib
import Foundation
import GtkRxCore

// How values cross between Swift and C in GtkRx's wrappers, generated and hand-written: one
// small function per crossing, so that the generated code reads as one call per argument.
//
// GTK's headers declare some types completely (they import as `UnsafeMutablePointer<GtkBox>`)
// and others opaquely (`OpaquePointer`). `cPointer` comes in both shapes; Swift picks the one
// the C parameter asks for, so the generator never has to know which a type is.

/// The object's pointer as the typed C pointer a function expects (`GtkLabel *`).
///
/// Unsafe pointer: binding the object's memory to `T` is sound because `T` is the C structure
/// of the object's type or of one of its ancestors (the generator passes each object only
/// where C expects its type), and the object lives as long as its wrapper, which the caller
/// holds for the call.
@inlinable @MainActor
package func cPointer<T>(_ object: Object) -> UnsafeMutablePointer<T> {
    object.raw.assumingMemoryBound(to: T.self)
}

/// The object's pointer as the opaque C pointer a function expects (an interface, or a type
/// GTK declares incompletely).
@inlinable @MainActor
package func cPointer(_ object: Object) -> OpaquePointer {
    OpaquePointer(object.raw)
}

/// The object's pointer, or `NULL`, as the typed C pointer a function expects.
@inlinable @MainActor
package func cPointerOrNull<T>(_ object: Object?) -> UnsafeMutablePointer<T>? {
    object.map { $0.raw.assumingMemoryBound(to: T.self) }
}

/// The object's pointer, or `NULL`, as the opaque C pointer a function expects.
@inlinable @MainActor
package func cPointerOrNull(_ object: Object?) -> OpaquePointer? {
    object.map { OpaquePointer($0.raw) }
}

/// The object's pointer, with a new reference for the callee, as the typed C pointer a
/// function expects of an argument it takes over ("transfer full": it releases that reference
/// when it is done). The wrapper keeps its own reference, so neither can free the object under
/// the other.
@inlinable @MainActor
package func cTransferredPointer<T>(_ object: Object) -> UnsafeMutablePointer<T> {
    g_object_ref(object.raw)
    return object.raw.assumingMemoryBound(to: T.self)
}

/// The object's pointer, with a new reference for the callee, as the opaque C pointer a
/// function expects of an argument it takes over (an interface, or a type GTK declares
/// incompletely).
@inlinable @MainActor
package func cTransferredPointer(_ object: Object) -> OpaquePointer {
    g_object_ref(object.raw)
    return OpaquePointer(object.raw)
}

/// ``cTransferredPointer(_:)-(Object)->UnsafeMutablePointer<T>`` of an optional object:
/// `NULL`, or the pointer with a new reference for the callee.
@inlinable @MainActor
package func cTransferredPointerOrNull<T>(_ object: Object?) -> UnsafeMutablePointer<T>? {
    object.map { cTransferredPointer($0) }
}

/// ``cTransferredPointer(_:)-(Object)->OpaquePointer`` of an optional object: `NULL`, or the
/// pointer with a new reference for the callee.
@inlinable @MainActor
package func cTransferredPointerOrNull(_ object: Object?) -> OpaquePointer? {
    object.map { cTransferredPointer($0) }
}

/// ``cTransferredPointer(_:)-(Object)->OpaquePointer`` of an optional object as the untyped
/// pointer a callback gives back (`gpointer`): `NULL`, or the pointer with a new reference for
/// the callee.
@inlinable @MainActor
package func cTransferredPointerOrNull(_ object: Object?) -> UnsafeMutableRawPointer? {
    object.map { UnsafeMutableRawPointer(cTransferredPointer($0) as OpaquePointer) }
}

/// A typed C object pointer as a `GObject` pointer.
@inlinable
package func gObjectPointer<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<GObject>
{
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self)
}

/// An opaque C object pointer as a `GObject` pointer.
@inlinable
package func gObjectPointer(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self)
}

/// An untyped C object pointer as a `GObject` pointer.
@inlinable
package func gObjectPointer(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GObject> {
    pointer.assumingMemoryBound(to: GObject.self)
}

// MARK: - Numbers

/// `value` as the C integer type a function expects; a value outside that type's range is
/// clamped to it, and reported naming `context` (such as `Label.maxWidthChars`).
@inlinable
package func cInteger<T: FixedWidthInteger>(_ value: Int, _ context: @autoclosure () -> String)
    -> T
{
    if let exact = T(exactly: value) {
        return exact
    }
    reportBadValue("\(context()): \(value) is outside the range of \(T.self); clamped")
    return T(clamping: value)
}

/// `value` as the C floating-point type a function expects.
@inlinable
package func cFloat<T: BinaryFloatingPoint>(_ value: Double) -> T {
    T(value)
}

/// A C `gboolean` as a `Bool`.
@inlinable
package func swiftBool(_ value: gboolean) -> Bool { value != 0 }

/// A `Bool` as a C `gboolean`.
@inlinable
package func cBool(_ value: Bool) -> gboolean { value ? 1 : 0 }

/// A `Character` as a C `gunichar` (its first Unicode scalar).
@inlinable
package func cUnichar(_ value: Character) -> gunichar {
    value.unicodeScalars.first?.value ?? 0
}

/// A C `gunichar` as a `Character` (U+FFFD when it is not a Unicode scalar).
@inlinable
package func swiftCharacter(_ value: gunichar) -> Character {
    Character(Unicode.Scalar(value) ?? "\u{FFFD}")
}

// MARK: - Strings

/// A C string the callee keeps, as a `String`; `NULL`, where GIR says it never is, is reported
/// naming `context` and read as `""`.
@inlinable
package func swiftString(
    _ value: UnsafePointer<CChar>?, _ context: @autoclosure () -> String
) -> String {
    guard let value else {
        reportBadValue("\(context()) returned NULL, which GTK documents it never does")
        return ""
    }
    return String(cString: value)
}

/// A C string the callee keeps, as a `String`, or `nil` for `NULL`.
@inlinable
package func swiftOptionalString(_ value: UnsafePointer<CChar>?) -> String? {
    value.map { String(cString: $0) }
}

/// A C string handed over to the caller (transfer full), as a `String`, freeing it.
@inlinable
package func takeString(_ value: UnsafeMutablePointer<CChar>?, _ context: @autoclosure () -> String)
    -> String
{
    guard let value else {
        reportBadValue("\(context()) returned NULL, which GTK documents it never does")
        return ""
    }
    defer { g_free(value) }
    return String(cString: value)
}

/// A C string handed over to the caller (transfer full), or `nil` for `NULL`, freeing it.
@inlinable
package func takeOptionalString(_ value: UnsafeMutablePointer<CChar>?) -> String? {
    guard let value else { return nil }
    defer { g_free(value) }
    return String(cString: value)
}

/// A `NULL`-terminated C array of strings handed over to the caller, as `[String]`, freeing it
/// (`g_strfreev`).
@inlinable
package func takeStringArray(_ value: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> [String]
{
    guard let value else { return [] }
    defer { g_strfreev(value) }
    return readStringArray(UnsafePointer(OpaquePointer(value)))
}

/// A `NULL`-terminated C array of strings the callee keeps, as `[String]`.
@inlinable
package func readStringArray(_ value: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
    guard let value else { return [] }
    var strings: [String] = []
    var index = 0
    while let string = value[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}

/// Calls `body` with a `NULL`-terminated C array of copies of `strings`.
package func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { UnsafePointer(g_strdup($0)) }
    defer { copies.forEach { g_free(UnsafeMutableRawPointer(mutating: $0)) } }
    var array = copies + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

/// ``withCStringArray(_:_:)-(_,(UnsafeMutablePointer<UnsafePointer<CChar>?>)->Result)`` for a
/// C function declaring the array `char **` (`g_subprocess_launcher_set_environ`), which it
/// still only reads: the strings are GLib copies, freed after the call.
package func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { g_strdup($0) }
    defer { copies.forEach { g_free($0) } }
    var array = copies + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

// MARK: - Objects

extension Object {
    /// The wrapper of an object a C function returned without handing over a reference
    /// (transfer none), or `nil` for `NULL`; an object of another type than `T` is reported
    /// naming `context` and read as `nil`.
    @MainActor
    package static func borrowed<T: Object>(
        _ pointer: UnsafeMutablePointer<GObject>?, as type: T.Type,
        _ context: @autoclosure () -> String
    ) -> T? {
        guard let pointer else { return nil }
        guard let wrapper = Object.wrapper(for: pointer, as: T.self) else {
            reportBadValue(
                "\(context()) returned a \(Object.typeName(of: pointer)), not a \(T.self)")
            return nil
        }
        return wrapper
    }

    /// The wrapper of an object a C function handed over with its reference (transfer full), or
    /// `nil` for `NULL`; the reference becomes the wrapper's (or is dropped, when the object
    /// has a wrapper already, which holds its own).
    @MainActor
    package static func adopted<T: Object>(
        _ pointer: UnsafeMutablePointer<GObject>?, as type: T.Type,
        _ context: @autoclosure () -> String
    ) -> T? {
        guard let pointer else { return nil }
        defer { g_object_unref(pointer) }
        return borrowed(pointer, as: T.self, context())
    }

    /// A stand-in for an object GIR says a function always returns, when it returned `NULL` or
    /// an object of another type: reported naming `context`, and replaced by a new object of
    /// type `T`, so that a non-optional result stays non-optional without a crash.
    @MainActor
    package static func standIn<T: Object>(for type: T.Type, _ context: @autoclosure () -> String)
        -> T
    {
        reportBadValue("\(context()) returned no \(T.self), which GTK documents it always does")
        let pointer = gObjectPointer(g_object_new_with_properties(T.gType, 0, nil, nil)!)
        let wasFloating = g_object_is_floating(pointer) != 0
        let wrapper = T(retaining: pointer)  // sinks a floating reference, else takes its own
        if !wasFloating {
            g_object_unref(pointer)  // g_object_new's reference
        }
        return wrapper
    }
}

// MARK: - Reports

/// Reports a bad value GtkRx recovered from (one GTK handed back, or one a caller passed), as
/// one line on standard error naming where it happened: bad input is an error, never a crash.
@usableFromInline
package func reportBadValue(_ message: String) {
    printWarning(message)
}

// MARK: - Out-parameters and byte arrays

/// Calls `body` with a pointer to zeroed storage for one C out-parameter, and returns what
/// `body` returned with the value C wrote there. `T` is the C type the function writes (a
/// number, an enumeration or a pointer: trivial C types, for which all-zero bytes are `0`,
/// the first enumerator's raw value or `NULL`), inferred from the function's parameter.
///
/// Unsafe pointer: the storage lives only for the call, is bound to `T` once and never
/// deinitialized, which is sound for trivial types.
@inlinable
package func withCOut<T, Result>(_ body: (UnsafeMutablePointer<T>) throws -> Result) rethrows
    -> (Result, T)
{
    let storage = UnsafeMutableRawPointer.allocate(
        byteCount: max(MemoryLayout<T>.size, 1), alignment: MemoryLayout<T>.alignment)
    defer { storage.deallocate() }
    storage.initializeMemory(as: UInt8.self, repeating: 0, count: max(MemoryLayout<T>.size, 1))
    let pointer = storage.bindMemory(to: T.self, capacity: 1)
    let result = try body(pointer)
    return (result, pointer.pointee)
}

/// Calls `body` with the bytes of `bytes` as the C array a function reads (`const guint8 *`,
/// `const char *`, …; its length is passed beside it as `bytes.count`).
///
/// Unsafe pointer: the array's storage is only read, for the call, through the element type
/// C declares (one byte wide, like `UInt8`).
@inlinable
package func withCBytes<T, Result>(_ bytes: [UInt8], _ body: (UnsafePointer<T>?) -> Result)
    -> Result
{
    bytes.withUnsafeBytes { raw in body(raw.baseAddress?.assumingMemoryBound(to: T.self)) }
}

/// ``withCBytes(_:_:)-(_,(UnsafePointer<T>?)->Result)`` for a C function declaring the array
/// without `const`, which it still only reads.
@inlinable
package func withCBytes<T, Result>(_ bytes: [UInt8], _ body: (UnsafeMutablePointer<T>?) -> Result)
    -> Result
{
    var copy = bytes
    return copy.withUnsafeMutableBytes { raw in
        body(raw.baseAddress?.assumingMemoryBound(to: T.self))
    }
}

/// A C array of `count` bytes handed over to the caller (transfer full), as `Data` that adopts
/// the array without copying it and frees it (`g_free`) when the last copy of the `Data` goes.
/// A large file's contents (`File.loadContents()`) are not copied again.
///
/// Unsafe pointer: the array is GLib's allocation, now the `Data`'s alone (C keeps no
/// pointer to it after handing it over); `g_free` may run on any thread.
@inlinable
package func takeBytes<T, Count: BinaryInteger>(_ pointer: UnsafeMutablePointer<T>?, count: Count)
    -> Data
{
    guard let pointer else { return Data() }
    guard count > 0 else {
        g_free(pointer)
        return Data()
    }
    return Data(
        bytesNoCopy: UnsafeMutableRawPointer(pointer), count: Int(count),
        deallocator: .custom { bytes, _ in g_free(bytes) })
}

/// A C array of `count` bytes the callee keeps, as `[UInt8]`.
@inlinable
package func readBytes<T, Count: BinaryInteger>(_ pointer: UnsafeMutablePointer<T>?, count: Count)
    -> [UInt8]
{
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: Int(count)))
}

// MARK: - Copies kept for asynchronous calls

/// A C copy of an array argument of an asynchronous call, kept until GIO calls back: GIO may
/// read an array after the `…_async` function has returned (`g_file_replace_contents_async`
/// documents that it keeps its `contents`), when a Swift array's storage lent for the call
/// may be gone. The generated code holds the copy in the closure that reads the outcome.
///
/// Only the main thread makes, reads and drops it (the asynchronous call's closures run
/// there).
package final class CArgumentCopy {
    /// What the copy is, and so how it is freed.
    private enum Storage {
        /// Copied bytes (`nil` for none), freed with `deallocate`.
        case bytes(UnsafeMutableRawPointer?)
        /// A `NULL`-terminated array of `count` strings copied with `g_strdup`.
        case strings(UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int)
        /// A `GList` of strings copied with `g_strdup`.
        case stringList(UnsafeMutablePointer<GList>?)
        /// A `GList` of objects, holding a reference to each.
        case objectList(UnsafeMutablePointer<GList>?)
    }

    private let storage: Storage

    /// A copy of `bytes`.
    package init(_ bytes: [UInt8]) {
        storage = .bytes(
            bytes.isEmpty
                ? nil
                : bytes.withUnsafeBytes { raw in
                    let copy = UnsafeMutableRawPointer.allocate(byteCount: raw.count, alignment: 16)
                    copy.copyMemory(from: raw.baseAddress!, byteCount: raw.count)
                    return copy
                })
    }

    /// A `NULL`-terminated copy of `strings`.
    package init(_ strings: [String]) {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
            capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            array[index] = g_strdup(string)
        }
        array[strings.count] = nil
        storage = .strings(array, count: strings.count)
    }

    /// A `GList` of copies of `strings`.
    package init(list strings: [String]) {
        storage = .stringList(cStringList(strings))
    }

    /// A `GList` of `objects`, each kept alive by a reference of the copy's own.
    @MainActor
    package init<Element: Object>(list objects: [Element]) {
        storage = .objectList(cObjectList(objects, referencing: true))
    }

    private var address: UnsafeMutableRawPointer? {
        switch storage {
        case .bytes(let pointer): pointer
        case .strings(let array, _): UnsafeMutableRawPointer(array)
        case .stringList(let list), .objectList(let list): list.map { UnsafeMutableRawPointer($0) }
        }
    }

    /// The copy, typed as the C parameter wants it.
    package func pointer<T>() -> UnsafePointer<T>? {
        address.map { UnsafePointer($0.assumingMemoryBound(to: T.self)) }
    }

    /// The copy, for a C parameter declared without `const`, which C still only reads.
    package func pointer<T>() -> UnsafeMutablePointer<T>? {
        address?.assumingMemoryBound(to: T.self)
    }

    deinit {
        switch storage {
        case .bytes(let pointer):
            pointer?.deallocate()
        case .strings(let array, let count):
            for index in 0..<count { g_free(array[index]) }
            array.deallocate()
        case .stringList(let list):
            g_list_free_full(list, g_free)
        case .objectList(let list):
            g_list_free_full(list, g_object_unref)
        }
    }
}

// MARK: - GBytes

/// The bytes of a `GBytes` C handed over (`transfer full`), as `[UInt8]`, releasing C's
/// reference; `[]` for `NULL`.
package func takeGBytes(_ bytes: OpaquePointer?) -> [UInt8] {
    guard let bytes else { return [] }
    defer { g_bytes_unref(bytes) }
    return readGBytes(bytes)
}

/// The bytes of a `GBytes` C keeps (`transfer none`), as `[UInt8]`; `[]` for `NULL`.
package func readGBytes(_ bytes: OpaquePointer?) -> [UInt8] {
    guard let bytes else { return [] }
    var size: gsize = 0
    guard let data = g_bytes_get_data(bytes, &size), size > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
}

/// Calls `body` with a new `GBytes` holding a copy of `bytes`, released after the call (C
/// takes a reference of its own when it keeps it).
package func withCGBytes<Result>(_ bytes: [UInt8], _ body: (OpaquePointer?) throws -> Result)
    rethrows -> Result
{
    let object = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(object) }
    return try body(object)
}

/// Calls `body` with a new `GBytes` holding a copy of `bytes`, or `NULL` when `bytes` is `nil`
/// (for an argument C reads as "none": no input for a subprocess, say).
package func withCGBytes<Result>(_ bytes: [UInt8]?, _ body: (OpaquePointer?) throws -> Result)
    rethrows -> Result
{
    guard let bytes else { return try body(nil) }
    return try withCGBytes(bytes, body)
}
