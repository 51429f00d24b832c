import GtkRxGLib
import GtkRxWidgets

/// The widget of each row `rx.sections` sets up: GTK recycles a row for headers and items
/// alike, so it holds the header's widget (in a ``SectionHeading``) and the item's, each made
/// the first time the row shows one, and shows the one its entry needs.
final class SectionRowBox: Box, ObjectSubclass {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxSectionRow", parentType: Box.gType, swiftClass: SectionRowBox.self)
    override class var gType: UInt { subclassType.gType }

    /// The heading around the header's widget, once the row has shown a header.
    private(set) var heading: SectionHeading?
    /// The header's widget `makeHeader` made, once the row has shown a header.
    private(set) var headerWidget: Widget?
    /// The item's widget `makeRow` made, once the row has shown an item.
    private(set) var itemWidget: Widget?

    /// The header widget, made by `make` (in a heading) if the row has none; the item widget,
    /// if any, is hidden.
    func showHeader(_ make: () -> Widget) -> Widget {
        itemWidget?.isVisible = false
        if let headerWidget, let heading {
            heading.isVisible = true
            return headerWidget
        }
        let widget = make()
        let heading = SectionHeading()
        heading.hexpand = true
        heading.append(widget)
        append(heading)
        self.heading = heading
        headerWidget = widget
        return widget
    }

    /// The item widget, made by `make` if the row has none; the heading, if any, is hidden.
    func showItem(_ make: () -> Widget) -> Widget {
        heading?.isVisible = false
        if let itemWidget {
            itemWidget.isVisible = true
            return itemWidget
        }
        let widget = make()
        widget.hexpand = true
        append(widget)
        itemWidget = widget
        return widget
    }
}
