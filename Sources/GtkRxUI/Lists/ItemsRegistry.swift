import GtkRxWidgets

/// The `rx.items` binding of each list box and flow box that has one: a container takes one
/// binding at a time, and its selection events find their elements here.
@MainActor
enum ItemsRegistry {
    private struct Entry {
        weak var container: Widget?
        let binding: AnyItemsBinding
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The binding filling `container`, if any.
    static func binding(for container: Widget) -> AnyItemsBinding? {
        guard let entry = entries[ObjectIdentifier(container)], entry.container === container
        else { return nil }
        return entry.binding
    }

    /// Records `binding` as `container`'s; `false`, recording nothing, when it has one already.
    static func claim(_ container: Widget, for binding: AnyItemsBinding) -> Bool {
        if Self.binding(for: container) != nil {
            return false
        }
        entries[ObjectIdentifier(container)] = Entry(container: container, binding: binding)
        return true
    }

    /// Forgets `binding`, once it is disposed.
    static func release(_ binding: AnyItemsBinding) {
        entries = entries.filter { $0.value.binding !== binding && $0.value.container != nil }
    }
}
