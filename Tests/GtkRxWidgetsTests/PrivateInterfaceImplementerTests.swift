import GtkRx
import GtkRxTest
import XCTest

/// An object GTK hands over whose class it keeps private, typed as an interface it implements
/// (a stack's pages, a widget's observed children): GtkRx wraps it as a class that conforms to
/// that interface (`PrivateSelectionModel`, `PrivateListModel`), so the typed result is there.
/// Before, such results came back `nil`: the object was wrapped as a plain `Object`.
@MainActor
final class PrivateInterfaceImplementerTests: GtkTestCase {
    func testAStacksPagesAreASelectionModel() async throws {
        let stack = Stack()
        _ = stack.addNamed(child: Label("One"), name: "one")
        _ = stack.addNamed(child: Label("Two"), name: "two")
        let pages = try XCTUnwrap(stack.pages, "GtkStack's pages, of its private GtkStackPages")
        XCTAssertEqual(pages.nItems, 2)
        XCTAssertTrue(pages.isSelected(position: 0), "the visible child's page is selected")
        XCTAssertTrue(pages.selectItem(position: 1, unselectRest: true))
        XCTAssertEqual(stack.visibleChildName, "two", "selecting a page shows its child")
        let page = try XCTUnwrap(pages.object(position: 1) as? StackPage)
        XCTAssertEqual(page.name, "two")
    }

    func testAWidgetsObservedChildrenAreAListModel() async throws {
        let box = Box(orientation: .vertical, spacing: 0)
        box.append(Label("One"))
        box.append(Button(label: "Two"))
        let children = try XCTUnwrap(box.observeChildren(), "GTK's private list of children")
        XCTAssertEqual(children.nItems, 2)
        XCTAssertTrue(children.object(position: 1) is Button)
        box.append(Label("Three"))
        XCTAssertEqual(children.nItems, 3, "the list follows the box")
    }
}
