/// How an identity-following list (``SwiftListModel``, `rx.items`) tells its elements apart:
/// each element's id, kept in its own `Hashable` type so that ``IdentityDiff`` compares and
/// hashes ids without boxing them.
package struct ElementIdentity<Element> {
    private let diffElements: ([Element], [Element], Bool) -> IdentityDiff

    /// Elements are told apart by the id `id` gives.
    package init<ID: Hashable>(_ id: @escaping (Element) -> ID) {
        diffElements = { old, new, oldIDsAreUnique in
            IdentityDiff(from: old, to: new, oldIDsAreUnique: oldIDsAreUnique, identify: id)
        }
    }

    /// The diff from `oldElements` to `newElements` (see
    /// ``IdentityDiff/init(from:to:oldIDsAreUnique:identify:)``).
    package func diff(
        from oldElements: [Element], to newElements: [Element], oldIDsAreUnique: Bool
    ) -> IdentityDiff {
        diffElements(oldElements, newElements, oldIDsAreUnique)
    }
}
