import GtkRxGLib
import GtkRxWidgets

/// The box around a section header's widget in `rx.sections`: assistive technologies read it
/// as a heading (its class's accessible role), named by the texts of the labels in it.
final class SectionHeading: Box, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxSectionHeading", parentType: Box.gType, swiftClass: SectionHeading.self,
        accessibleRole: .heading)
    override class var gType: UInt { subclassType.gType }

    /// Names the heading for assistive technologies after the texts its labels show now (a
    /// heading in GTK 4.8 is not named by its content), unless they show none.
    func nameAfterLabels() {
        func texts(_ widget: Widget) -> [String] {
            if let label = widget as? Label {
                return [label.text ?? ""].filter { !$0.isEmpty }
            }
            return widget.children.flatMap(texts)
        }
        let name = children.flatMap(texts).joined(separator: " ")
        if !name.isEmpty {
            setAccessibleLabel(name)
        }
    }
}
