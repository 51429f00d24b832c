import CGLib
import CGtk
import GtkRx
import GtkRxTest
import XCTest

@MainActor
final class UserTests: GtkTestCase {
    func testClickEmitsClicked() async throws {
        let button = Button(label: "Do something")
        var clicks = 0
        button.connect("clicked") { clicks += 1 }
        try User.click(button)
        XCTAssertEqual(clicks, 1)
    }

    func testAnInsensitiveButtonCannotBeClicked() async {
        let box = Box(orientation: .vertical)
        let button = Button(label: "Do something")
        box.append(button)
        var clicks = 0
        button.onClicked { clicks += 1 }
        box.isEnabled = false
        XCTAssertThrowsError(try User.click(button)) { error in
            XCTAssertEqual(
                "\(error)", "cannot click the button \"Do something\": it is insensitive")
        }
        XCTAssertEqual(clicks, 0)
    }

    func testAHiddenButtonCannotBeClicked() async {
        let box = Box(orientation: .vertical)
        let button = Button(label: "Do something")
        box.append(button)
        box.isHidden = true
        XCTAssertThrowsError(try User.click(button))
    }

    func testTypingInsertsOneCharacterPerKeystroke() async throws {
        let entry = Entry()
        var inserted: [String] = []
        var changes = 0
        entry.connect("notify::text") { changes += 1 }
        let editable = cgtk_editable(UnsafeMutableRawPointer(entry.objectPointer))
        let textWidget = cglib_object(UnsafeMutableRawPointer(gtk_editable_get_delegate(editable)))!
        Object.wrapper(for: textWidget).connect("insert-text") { arguments in
            inserted.append(arguments.value(at: 0, as: String.self) ?? "?")
        }
        try User.type("ab👨‍👩‍👧e\u{301}", into: entry)
        XCTAssertEqual(entry.text, "ab👨‍👩‍👧e\u{301}")
        XCTAssertEqual(inserted, ["a", "b", "👨‍👩‍👧", "e\u{301}"])
        XCTAssertEqual(changes, 4)
        XCTAssertEqual(entry.cursorPosition, entry.text.unicodeScalars.count)
    }

    func testTypingInsertsAtTheCursor() async throws {
        let entry = Entry()
        entry.text = "held"
        entry.cursorPosition = 2
        try User.type("XY", into: entry)
        XCTAssertEqual(entry.text, "heXYld")
        XCTAssertEqual(entry.cursorPosition, 4)
    }

    func testBackspaceDeletesTheCharacterBeforeTheCursor() async throws {
        let entry = Entry()
        try User.type("a👨‍👩‍👧e\u{301}", into: entry)
        try User.pressBackspace(in: entry)
        XCTAssertEqual(entry.text, "a👨‍👩‍👧")
        try User.pressBackspace(in: entry, times: 5)
        XCTAssertEqual(entry.text, "")
    }

    func testAReadOnlyFieldCannotBeTypedInto() async {
        let entry = Entry()
        entry.isEditable = false
        XCTAssertThrowsError(try User.type("x", into: entry)) { error in
            XCTAssertTrue("\(error)".hasSuffix("it is not editable"), "\(error)")
        }
        XCTAssertEqual(entry.text, "")
    }

    func testEnterInAFieldThatActivatesTheDefaultActivatesTheDefaultWidget() async throws {
        let window = Window()
        defer { window.destroy() }
        let box = Box(orientation: .vertical)
        let password = PasswordEntry()
        password.activatesDefault = true
        let button = Button(label: "Do something")
        box.append(password)
        box.append(button)
        window.child = box
        window.defaultWidget = button
        var clicks = 0
        button.onClicked { clicks += 1 }
        window.present()
        try User.pressEnter(in: password)
        // GTK shows the button pressed for a moment before it emits `clicked`.
        try GtkTest.wait("the default button to be clicked") { clicks == 1 }
    }
}
