import CGLib

/// Who owns a `GList` or `GSList` a C function returned, as GIR's `transfer-ownership` says:
/// nothing (`none`: the callee keeps the list and its elements), the list's links only
/// (`container`), or the links and a reference or copy of each element (`full`).
package enum CListTransfer: Sendable {
    /// The callee keeps the list and its elements.
    case none
    /// The caller frees the links; the callee keeps the elements.
    case container
    /// The caller frees the links and owns each element.
    case full
}

// MARK: - Reading lists

/// The data pointers of a singly or doubly linked list from its first `link`, in order, read
/// through the link type's own `data` and `next`.
@inlinable
func cLinkedElements<Link>(
    from link: UnsafeMutablePointer<Link>?, data: (Link) -> UnsafeMutableRawPointer?,
    next: (Link) -> UnsafeMutablePointer<Link>?
) -> [UnsafeMutableRawPointer?] {
    var elements: [UnsafeMutableRawPointer?] = []
    var current = link
    while let node = current {
        elements.append(data(node.pointee))
        current = next(node.pointee)
    }
    return elements
}

/// The data pointers of a `GList`, in order.
@inlinable
package func cListElements(_ list: UnsafeMutablePointer<GList>?) -> [UnsafeMutableRawPointer?] {
    cLinkedElements(from: list, data: { $0.data }, next: { $0.next })
}

/// The data pointers of a `GSList`, in order.
@inlinable
package func cListElements(_ list: UnsafeMutablePointer<GSList>?) -> [UnsafeMutableRawPointer?] {
    cLinkedElements(from: list, data: { $0.data }, next: { $0.next })
}

/// The objects of a list of `elements` handed over with `transfer`, wrapped as `T`; an element
/// of another type, or `NULL`, is reported naming `context` and left out.
@MainActor
private func wrapObjects<T: Object>(
    _ elements: [UnsafeMutableRawPointer?], transfer: CListTransfer, as type: T.Type,
    _ context: String
) -> [T] {
    elements.compactMap { element in
        let pointer = element.map { gObjectPointer($0) }
        return transfer == .full
            ? Object.adopted(pointer, as: T.self, context)
            : Object.borrowed(pointer, as: T.self, context)
    }
}

/// The objects of a `GList` a C function returned, as wrappers of type `T`, freeing what
/// `transfer` hands over.
@MainActor
package func readCList<T: Object>(
    _ list: UnsafeMutablePointer<GList>?, transfer: CListTransfer, as type: T.Type,
    _ context: String
) -> [T] {
    defer { if transfer != .none { g_list_free(list) } }
    return wrapObjects(cListElements(list), transfer: transfer, as: T.self, context)
}

/// The objects of a `GSList` a C function returned, as wrappers of type `T`, freeing what
/// `transfer` hands over.
@MainActor
package func readCList<T: Object>(
    _ list: UnsafeMutablePointer<GSList>?, transfer: CListTransfer, as type: T.Type,
    _ context: String
) -> [T] {
    defer { if transfer != .none { g_slist_free(list) } }
    return wrapObjects(cListElements(list), transfer: transfer, as: T.self, context)
}

/// The objects of a `GList` a C function returned as `const` (which it keeps), as wrappers of
/// type `T`.
@MainActor
package func readCList<T: Object>(
    _ list: UnsafePointer<GList>?, transfer: CListTransfer, as type: T.Type, _ context: String
) -> [T] {
    readCList(list.map { UnsafeMutablePointer(mutating: $0) }, transfer: .none, as: T.self, context)
}

/// The strings of a list of `elements`, freeing each when `transfer` is `full`.
private func readStrings(_ elements: [UnsafeMutableRawPointer?], transfer: CListTransfer)
    -> [String]
{
    elements.compactMap { element in
        guard let element else { return nil }
        defer { if transfer == .full { g_free(element) } }
        return String(cString: element.assumingMemoryBound(to: CChar.self))
    }
}

/// The strings of a `GList` a C function returned, freeing what `transfer` hands over.
package func readCStringList(_ list: UnsafeMutablePointer<GList>?, transfer: CListTransfer)
    -> [String]
{
    defer { if transfer != .none { g_list_free(list) } }
    return readStrings(cListElements(list), transfer: transfer)
}

/// The strings of a `GSList` a C function returned, freeing what `transfer` hands over.
package func readCStringList(_ list: UnsafeMutablePointer<GSList>?, transfer: CListTransfer)
    -> [String]
{
    defer { if transfer != .none { g_slist_free(list) } }
    return readStrings(cListElements(list), transfer: transfer)
}

// MARK: - Passing lists

/// A new `GList` of the objects of `objects`, in order, each with a reference of the list's
/// own when `referencing` (free it with `g_list_free_full(list, g_object_unref)`), or borrowed
/// from its wrapper (free it with `g_list_free`).
@MainActor
package func cObjectList<Element: Object>(_ objects: [Element], referencing: Bool)
    -> UnsafeMutablePointer<GList>?
{
    var list: UnsafeMutablePointer<GList>?
    for object in objects.reversed() {
        list = g_list_prepend(list, referencing ? g_object_ref(object.raw) : object.raw)
    }
    return list
}

/// A new `GList` of copies (`g_strdup`) of `strings`, in order; free it with
/// `g_list_free_full(list, g_free)`.
package func cStringList(_ strings: [String]) -> UnsafeMutablePointer<GList>? {
    var list: UnsafeMutablePointer<GList>?
    for string in strings.reversed() {
        list = g_list_prepend(list, UnsafeMutableRawPointer(g_strdup(string)))
    }
    return list
}

/// Calls `body` with a `GList` of `objects`, which C only reads during the call (transfer
/// none): the links are freed after it, and each wrapper keeps its object alive meanwhile.
@MainActor
package func withCList<Element: Object, Result>(
    _ objects: [Element], _ body: (UnsafeMutablePointer<GList>?) -> Result
) -> Result {
    let list = cObjectList(objects, referencing: false)
    defer { g_list_free(list) }
    return withExtendedLifetime(objects) { body(list) }
}

/// Calls `body` with a `GList` of copies of `strings`, which C only reads during the call: the
/// copies and the links are freed after it.
package func withCList<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<GList>?) -> Result
) -> Result {
    let list = cStringList(strings)
    defer { g_list_free_full(list, g_free) }
    return body(list)
}

/// The boxed structures of a `GList` a C function returned, as wrappers of type `T` (each
/// owning its structure: taken over for `full`, copied otherwise), freeing what `transfer`
/// hands over; `NULL` elements are left out.
@MainActor
package func readCBoxedList<T: Boxed>(
    _ list: UnsafeMutablePointer<GList>?, transfer: CListTransfer, as type: T.Type
) -> [T] {
    defer { if transfer != .none { g_list_free(list) } }
    return cListElements(list).compactMap { element in
        transfer == .full
            ? Boxed.adopted(element, as: T.self)
            : Boxed.copied(UnsafeRawPointer(element), as: T.self)
    }
}

/// The `GVariant`s of a `GList` a C function returned, freeing what `transfer` hands over;
/// `NULL` elements are left out.
package func readCVariantList(_ list: UnsafeMutablePointer<GList>?, transfer: CListTransfer)
    -> [Variant]
{
    defer { if transfer != .none { g_list_free(list) } }
    return cListElements(list).compactMap { element in
        element.flatMap {
            let variant = OpaquePointer($0)
            return transfer == .full ? Variant(adopting: variant) : Variant(retaining: variant)
        }
    }
}
