import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class LabelTests: GtkTestCase {
    func testTextRoundTrips() async {
        let label = Label("Username has to be at least 5 characters")
        XCTAssertEqual(
            String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))),
            "Username has to be at least 5 characters")
        label.text = "用户名至少 5 个字符 👨‍👩‍👧"
        XCTAssertEqual(
            String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))), "用户名至少 5 个字符 👨‍👩‍👧")
        XCTAssertEqual(label.text, "用户名至少 5 个字符 👨‍👩‍👧")
        label.text = nil
        XCTAssertEqual(label.text, "")
    }

    func testTextIsShownLiterally() async {
        let label = Label()
        label.markup = "<i>markup before</i>"
        label.text = "<b>not bold</b>"
        XCTAssertEqual(gtk_label_get_use_markup(cgtk_label(label.objectPointer)), 0)
        XCTAssertEqual(
            String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))), "<b>not bold</b>")
        XCTAssertNil(label.markup)
    }

    func testMarkupRoundTrips() async throws {
        let label = Label()
        label.markup = "<b>Bold</b> &amp; plain"
        XCTAssertEqual(label.markup, "<b>Bold</b> &amp; plain")
        XCTAssertEqual(
            String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))), "Bold & plain")
        XCTAssertEqual(gtk_label_get_use_markup(cgtk_label(label.objectPointer)), 1)
    }

    func testInvalidMarkupIsAnErrorAndTheLabelKeepsItsText() async {
        let label = Label("kept")
        XCTAssertThrowsError(try label.setMarkup("<b>unclosed")) { error in
            XCTAssertTrue("\(error)".hasPrefix("invalid markup: "), "\(error)")
        }
        XCTAssertEqual(label.text, "kept")
    }

    func testInvalidMarkupAssignedIsShownAsPlainText() async {
        let label = Label()
        label.markup = "<b>unclosed"
        XCTAssertEqual(label.text, "<b>unclosed", "nothing is lost")
        XCTAssertNil(label.markup)
    }
}

@MainActor
final class EntryTests: GtkTestCase {
    func testTextRoundTrips() async {
        let entry = Entry()
        XCTAssertEqual(entry.text, "")
        entry.text = "e\u{301}t\u{e9} 👨‍👩‍👧"
        XCTAssertEqual(
            String(cString: gtk_editable_get_text(cgtk_editable(entry.objectPointer))),
            "e\u{301}t\u{e9} 👨‍👩‍👧")
        XCTAssertEqual(entry.text, "e\u{301}t\u{e9} 👨‍👩‍👧")
    }

    func testPlaceholderTextRoundTrips() async {
        let entry = Entry()
        XCTAssertNil(entry.placeholderText)
        entry.placeholderText = "Username"
        XCTAssertEqual(
            String(cString: gtk_entry_get_placeholder_text(cgtk_entry(entry.objectPointer))),
            "Username")
        XCTAssertEqual(entry.placeholderText, "Username")
        entry.placeholderText = nil
        let cleared = gtk_entry_get_placeholder_text(cgtk_entry(entry.objectPointer))
        XCTAssertTrue(cleared == nil || cleared!.pointee == 0, "GTK reports no placeholder")
        XCTAssertNil(entry.placeholderText)
    }

    func testActivatesDefaultRoundTrips() async {
        let entry = Entry()
        entry.activatesDefault = true
        XCTAssertEqual(gtk_entry_get_activates_default(cgtk_entry(entry.objectPointer)), 1)
        XCTAssertTrue(entry.activatesDefault)
    }

    func testEnterActivatesTheEntry() async throws {
        let entry = Entry()
        var activations = 0
        entry.onActivate { activations += 1 }
        try User.pressEnter(in: entry)
        XCTAssertEqual(activations, 1)
    }
}

@MainActor
final class PasswordEntryTests: GtkTestCase {
    func testTextRoundTrips() async {
        let entry = PasswordEntry()
        entry.text = "s3cr3t"
        XCTAssertEqual(
            String(cString: gtk_editable_get_text(cgtk_editable(entry.objectPointer))), "s3cr3t")
        XCTAssertEqual(entry.text, "s3cr3t")
    }

    func testPlaceholderTextRoundTrips() async {
        let entry = PasswordEntry()
        XCTAssertNil(entry.placeholderText)
        entry.placeholderText = "Password"
        var value = GValue()
        g_value_init(&value, cglib_type_string())
        g_object_get_property(entry.objectPointer, "placeholder-text", &value)
        XCTAssertEqual(String(cString: g_value_get_string(&value)), "Password")
        g_value_unset(&value)
        XCTAssertEqual(entry.placeholderText, "Password")
    }

    func testPeekIconAndActivatesDefaultRoundTrip() async {
        let entry = PasswordEntry()
        entry.showsPeekIcon = true
        XCTAssertEqual(
            gtk_password_entry_get_show_peek_icon(cgtk_password_entry(entry.objectPointer)), 1)
        entry.activatesDefault = true
        XCTAssertTrue(entry.activatesDefault)
    }

    func testEnterActivatesTheEntry() async throws {
        let entry = PasswordEntry()
        var activations = 0
        entry.onActivate { activations += 1 }
        try User.pressEnter(in: entry)
        XCTAssertEqual(activations, 1)
    }
}
