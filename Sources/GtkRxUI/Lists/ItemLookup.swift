import GtkRxGLib
import GtkRxWidgets

/// Finding the position and element of a container row (`ListBoxRow`, `FlowBoxChild`) that a
/// selection or activation names.
@MainActor
enum ItemLookup {
    /// The position of `containerRow` among the rows of `container`'s `rx.items` binding, or
    /// its position in the container (`fallback`) when the binding did not make it.
    static func index(of containerRow: Widget, in container: Widget, fallback: Int) -> Int {
        ItemsRegistry.binding(for: container)?.index(of: containerRow) ?? fallback
    }

    /// The element `containerRow` shows as a `Model`; `nil`, reported, when the container has
    /// no `rx.items` binding, the binding did not make the row, or its element is no `Model`.
    static func element<Model>(
        of containerRow: Widget, in container: Widget, as _: Model.Type, _ context: String
    ) -> Model? {
        guard let binding = ItemsRegistry.binding(for: container) else {
            reportBadValue("\(context): the container has no rx.items binding; dropped")
            return nil
        }
        guard let index = binding.index(of: containerRow) else {
            reportBadValue("\(context): the row was not made by rx.items; dropped")
            return nil
        }
        guard let element = binding.element(at: index) as? Model else {
            reportBadValue(
                "\(context): the element at \(index) is a \(type(of: binding.element(at: index)!)), "
                    + "not a \(Model.self); dropped")
            return nil
        }
        return element
    }
}
