import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class WidgetTests: GtkTestCase {
    func testIsHiddenIsTheInverseOfVisible() async {
        let label = Label("x")
        XCTAssertFalse(label.isHidden)
        label.isHidden = true
        XCTAssertEqual(gtk_widget_get_visible(cgtk_widget(label.objectPointer)), 0)
        XCTAssertTrue(label.isHidden)
        label.isHidden = false
        XCTAssertEqual(gtk_widget_get_visible(cgtk_widget(label.objectPointer)), 1)
    }

    func testIsEnabledIsSensitive() async {
        let button = Button(label: "Go")
        button.isEnabled = false
        XCTAssertEqual(gtk_widget_get_sensitive(cgtk_widget(button.objectPointer)), 0)
        XCTAssertFalse(button.isEnabled)
        button.isEnabled = true
        XCTAssertEqual(gtk_widget_get_sensitive(cgtk_widget(button.objectPointer)), 1)
        XCTAssertTrue(button.isEnabled)
    }

    func testAnInsensitiveParentMakesChildrenEffectivelyDisabled() async {
        let box = Box(orientation: .horizontal)
        let button = Button(label: "Go")
        box.append(button)
        box.isEnabled = false
        XCTAssertTrue(button.isEnabled)
        XCTAssertFalse(button.isEffectivelyEnabled)
    }

    func testOpacityRoundTrips() async {
        let label = Label("x")
        label.opacity = 0.2
        XCTAssertEqual(gtk_widget_get_opacity(cgtk_widget(label.objectPointer)), 0.2)
        XCTAssertEqual(label.opacity, 0.2)
        label.opacity = 7
        XCTAssertEqual(label.opacity, 1, "GTK clamps")
    }

    func testTooltipTextRoundTrips() async {
        let button = Button(label: "Go")
        XCTAssertNil(button.tooltipText)
        button.tooltipText = "Starts it"
        XCTAssertEqual(
            String(cString: gtk_widget_get_tooltip_text(cgtk_widget(button.objectPointer))),
            "Starts it")
        XCTAssertEqual(button.tooltipText, "Starts it")
        button.tooltipText = nil
        XCTAssertNil(gtk_widget_get_tooltip_text(cgtk_widget(button.objectPointer)))
    }

    func testCSSClassesRoundTrip() async {
        let label = Label("x")
        label.cssClasses = ["error", "dim-label"]
        XCTAssertEqual(gtk_widget_has_css_class(cgtk_widget(label.objectPointer), "error"), 1)
        XCTAssertEqual(gtk_widget_has_css_class(cgtk_widget(label.objectPointer), "dim-label"), 1)
        XCTAssertEqual(label.cssClasses, ["error", "dim-label"])
        label.setCSSClass("error", present: false)
        XCTAssertFalse(label.hasCSSClass("error"))
        label.setCSSClass("title-1")
        XCTAssertEqual(label.cssClasses, ["dim-label", "title-1"])
        label.cssClasses = []
        XCTAssertEqual(label.cssClasses, [])
    }

    func testGrabFocusMovesTheWindowFocus() async {
        let window = Window()
        defer { window.destroy() }
        let box = Box(orientation: .vertical)
        let first = Entry()
        let second = Entry()
        box.append(first)
        box.append(second)
        window.child = box
        window.present()
        XCTAssertTrue(second.grabFocus())
        let focus = gtk_root_get_focus(OpaquePointer(window.objectPointer)).map(
            UnsafeMutableRawPointer.init)
        XCTAssertTrue(
            focus == UnsafeMutableRawPointer(second.objectPointer)
                || gtk_widget_is_ancestor(
                    focus?.assumingMemoryBound(to: GtkWidget.self),
                    cgtk_widget(second.objectPointer)) != 0
        )
    }

    func testChildrenAndParent() async {
        let box = Box(orientation: .vertical)
        let first = Label("1")
        let second = Label("2")
        box.append(first)
        box.append(second)
        XCTAssertEqual(box.children.count, 2)
        XCTAssertTrue(box.children[0] === first)
        XCTAssertTrue(box.children[1] === second)
        XCTAssertTrue(first.parent === box)
        box.remove(first)
        XCTAssertNil(first.parent)
        box.remove(first)  // not a child any more: nothing happens
        XCTAssertEqual(box.children.count, 1)
    }

    /// The keyboard cursor of tree and icon views, named apart from `Widget.cursor` (the
    /// pointer's look), and a print dialog's current choices apart from `Widget.settings`.
    func testRenamedCursorAndSettingsReaders() async throws {
        let tree = TreeView()
        XCTAssertNil(tree.cursorRow.path, "no model, no cursor row")
        XCTAssertNil(tree.cursorRow.focusColumn)
        XCTAssertNil(IconView().cursorItem, "no model, no cursor item")
        let dialog = PrintUnixDialog(title: "Print", parent: nil)
        defer { dialog.destroy() }
        let settings = PrintSettings()
        dialog.currentPrintSettings = settings
        let current = dialog.currentPrintSettings
        XCTAssertFalse(current === settings, "a new object holding the dialog's choices")
        XCTAssertFalse(dialog.currentPrintSettings === current, "a new one each time")
        XCTAssertNil(tree.cursor, "Widget.cursor is still the pointer's look")
    }
}
