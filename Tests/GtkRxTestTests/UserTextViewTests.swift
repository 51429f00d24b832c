import CGLib
import CGtk
import GtkRx
import GtkRxTest
import XCTest

/// `User` typing into a `TextView` as GTK handles typed text: one user action per keystroke,
/// replacing the selection, honouring what the buffer lets a user edit.
@MainActor
final class UserTextViewTests: GtkTestCase {
    func testTypingInsertsOneCharacterPerKeystrokeAtTheCursor() async throws {
        let view = TextView()
        view.buffer.text = "held"
        var cursor = GtkTextIter()
        let buffer: UnsafeMutablePointer<GtkTextBuffer> = cPointer(view.buffer)
        gtk_text_buffer_get_iter_at_offset(buffer, &cursor, 2)
        gtk_text_buffer_place_cursor(buffer, &cursor)
        var inserted: [String] = []
        var userActions = 0
        view.buffer.connect("insert-text") { arguments in
            inserted.append(arguments.value(at: 1, as: String.self) ?? "?")
        }
        view.buffer.connect("begin-user-action") { userActions += 1 }
        var texts: [String?] = []
        let subscription = view.buffer.rx.text.skip(1).subscribe(onNext: { texts.append($0) })
        defer { subscription.dispose() }

        try User.type("a👨‍👩‍👧e\u{301}", into: view)
        XCTAssertEqual(view.buffer.text, "hea👨‍👩‍👧e\u{301}ld")
        XCTAssertEqual(inserted, ["a", "👨‍👩‍👧", "e\u{301}"])
        XCTAssertEqual(userActions, 3, "one user action per keystroke")
        XCTAssertEqual(texts.last, "hea👨‍👩‍👧e\u{301}ld", "rx.text sees what was typed")
        XCTAssertEqual(view.buffer.cursorPosition, 2 + "a👨‍👩‍👧e\u{301}".unicodeScalars.count)
    }

    func testTypingReplacesTheSelectionAndEnterStartsALine() async throws {
        let view = TextView()
        view.buffer.text = "one two"
        let buffer: UnsafeMutablePointer<GtkTextBuffer> = cPointer(view.buffer)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, 4)
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_select_range(buffer, &start, &end)
        try User.type("2", into: view)
        try User.pressEnter(in: view)
        try User.type("3", into: view)
        XCTAssertEqual(view.buffer.text, "one 2\n3")
    }

    func testInOverwriteModeEachCharacterReplacesTheNextUntilTheLineEnds() async throws {
        let view = TextView()
        view.buffer.text = "ab\ncd"
        let buffer: UnsafeMutablePointer<GtkTextBuffer> = cPointer(view.buffer)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_place_cursor(buffer, &start)
        view.overwrites = true
        try User.type("XYZ", into: view)
        XCTAssertEqual(view.buffer.text, "XYZ\ncd", "the line's end is kept")
    }

    func testBackspaceDeletesTheCharacterBeforeTheCursor() async throws {
        let view = TextView()
        try User.type("ab👨‍👩‍👧", into: view)
        try User.pressBackspace(in: view)
        XCTAssertEqual(view.buffer.text, "ab")
        try User.pressBackspace(in: view, times: 5)
        XCTAssertEqual(view.buffer.text, "")
    }

    func testTextANonEditableTagCoversIsNotTypedInto() async throws {
        let view = TextView()
        view.buffer.text = "fixed"
        let buffer: UnsafeMutablePointer<GtkTextBuffer> = cPointer(view.buffer)
        let tag = TextTag(name: "fixed")
        tag.isEditable = false
        XCTAssertTrue(view.buffer.tagTable.add(tag))
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_apply_tag(buffer, cPointer(tag), &start, &end)
        gtk_text_buffer_get_iter_at_offset(buffer, &start, 2)
        gtk_text_buffer_place_cursor(buffer, &start)
        try User.type("x", into: view)
        XCTAssertEqual(view.buffer.text, "fixed", "a user cannot type inside it")
    }

    func testAReadOnlyOrInsensitiveViewCannotBeTypedInto() async {
        let view = TextView()
        view.isEditable = false
        XCTAssertThrowsError(try User.type("x", into: view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("it is not editable"), "\(error)")
        }
        XCTAssertThrowsError(try User.pressBackspace(in: view))
        view.isEditable = true
        view.isEnabled = false
        XCTAssertThrowsError(try User.type("x", into: view)) { error in
            XCTAssertTrue("\(error)".hasSuffix("it is insensitive"), "\(error)")
        }
        XCTAssertEqual(view.buffer.text, "")
    }
}
