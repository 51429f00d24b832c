import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// The "Simple validation" page, driven as a user would.
@MainActor
final class SimpleValidationPageTests: FormWindowTestCase {
    func testInitiallyBothHintsShowAndOnlyTheUsernameCanBeFilled() async throws {
        let form = try makeWindow()
        XCTAssertEqual(form.window.title, "RxExample")
        XCTAssertTrue(form.usernameValidOutlet.isVisibleInC)
        XCTAssertTrue(form.passwordValidOutlet.isVisibleInC)
        XCTAssertFalse(form.passwordOutlet.isSensitiveInC)
        XCTAssertFalse(form.doSomethingOutlet.isSensitiveInC)
        XCTAssertTrue(form.usernameOutlet.isSensitiveInC)
        XCTAssertEqual(form.usernameValidOutlet.text, "Username has to be at least 5 characters")
        XCTAssertEqual(form.passwordValidOutlet.text, "Password has to be at least 5 characters")
        XCTAssertTrue(form.usernameOutlet.hasFocus || form.window.focusedWidget != nil)
    }

    func testAValidUsernameHidesItsHintAndEnablesThePassword() async throws {
        let form = try makeWindow()
        try User.type("abcd", into: form.usernameOutlet)
        XCTAssertTrue(form.usernameValidOutlet.isVisibleInC)
        XCTAssertFalse(form.passwordOutlet.isSensitiveInC)
        XCTAssertTrue(form.usernameOutlet.hasCSSClass("error"), "too short: outlined")
        try User.type("e", into: form.usernameOutlet)
        XCTAssertFalse(form.usernameValidOutlet.isVisibleInC)
        XCTAssertTrue(form.passwordOutlet.isSensitiveInC)
        XCTAssertFalse(form.usernameOutlet.hasCSSClass("error"))
        XCTAssertFalse(form.doSomethingOutlet.isSensitiveInC)
    }

    func testBothValidEnableTheButtonAndDeletingDisablesItAgain() async throws {
        let form = try makeWindow()
        try User.type("alice", into: form.usernameOutlet)
        try User.type("secret", into: form.passwordOutlet)
        XCTAssertFalse(form.passwordValidOutlet.isVisibleInC)
        XCTAssertTrue(form.doSomethingOutlet.isSensitiveInC)
        try User.pressBackspace(in: form.usernameOutlet)
        XCTAssertTrue(form.usernameValidOutlet.isVisibleInC)
        XCTAssertFalse(form.passwordOutlet.isSensitiveInC)
        XCTAssertFalse(form.doSomethingOutlet.isSensitiveInC)
        XCTAssertThrowsError(try User.click(form.doSomethingOutlet))
    }

    func testGraphemeClustersCountAsOneCharacter() async throws {
        let form = try makeWindow()
        try User.type(String(repeating: "👨‍👩‍👧", count: 4), into: form.usernameOutlet)
        XCTAssertTrue(form.usernameValidOutlet.isVisibleInC)
        try User.type("e\u{301}", into: form.usernameOutlet)
        XCTAssertFalse(form.usernameValidOutlet.isVisibleInC)
        try User.type(String(repeating: "e\u{301}", count: 5), into: form.passwordOutlet)
        XCTAssertTrue(form.doSomethingOutlet.isSensitiveInC)
    }

    /// Text pasted in one piece, in scripts and sequences whose characters are several
    /// Unicode scalars: validity follows the number of characters a reader sees.
    func testPastedTextIsCountedInCharacters() async throws {
        let form = try makeWindow()
        let cases: [(text: String, valid: Bool)] = [
            (String(repeating: "👨‍👩‍👧‍👦", count: 4), false),  // 4 characters, 28 scalars
            (String(repeating: "👨‍👩‍👧‍👦", count: 5), true),
            ("שלום", false),  // right-to-left, 4 characters
            ("مَرْحَبًا", true),  // 5 characters, 9 scalars (letters with vowel marks)
            ("a\u{301}\u{302}b\u{323}c\u{308}d", false),  // 4 characters, 8 scalars
            ("🇮🇱🇸🇦👋🏽ab", true),
        ]
        for (text, valid) in cases {
            form.usernameOutlet.text = ""
            GtkTest.pumpUntilIdle()
            form.usernameOutlet.insertText(text, at: 0)
            GtkTest.pumpUntilIdle()
            XCTAssertEqual(form.usernameOutlet.text, text)
            XCTAssertEqual(form.usernameValidOutlet.isVisibleInC, !valid, "hint for \(text)")
            XCTAssertEqual(form.passwordOutlet.isSensitiveInC, valid, "password for \(text)")
        }
    }

    func testClickingShowsTheAlertAndOKClosesIt() async throws {
        let form = try makeWindow()
        try User.type("alice", into: form.usernameOutlet)
        try User.type("secret", into: form.passwordOutlet)
        try User.click(form.doSomethingOutlet)
        let alert = try XCTUnwrap(form.alert)
        XCTAssertEqual(alert.heading, "RxExample")
        XCTAssertEqual(alert.body, "This is wonderful")
        XCTAssertTrue(alert.isModal)
        XCTAssertTrue(alert.transientFor === form.window)
        XCTAssertTrue(alert.isVisibleInC)
        try GtkTest.wait("the alert on screen") { alert.isMappedInC }
        let buttons = alert.descendants.compactMap { $0 as? Button }.filter(\.isMappedInC)
        XCTAssertEqual(buttons.map(\.label), ["OK"], "one OK button")
        try User.click(try XCTUnwrap(buttons.first))
        try GtkTest.wait("the alert to close") { form.alert == nil }
        XCTAssertNil(form.alert)
    }

    func testEscapeClosesTheAlert() async throws {
        let form = try makeWindow()
        try User.type("alice", into: form.usernameOutlet)
        try User.type("secret", into: form.passwordOutlet)
        try User.click(form.doSomethingOutlet)
        let probe: FinalizationProbe
        do {
            let alert = try XCTUnwrap(form.alert)
            probe = FinalizationProbe(alert)
            // libadwaita binds Escape to the dialog's `window.close`.
            XCTAssertTrue(alert.activateAction("window.close"))
        }
        try GtkTest.wait("the alert to close") { form.alert == nil }
        try GtkTest.wait("the alert to be destroyed") { probe.isFinalized }
    }

    func testTabMovesThroughTheFormInOrder() async throws {
        let form = try makeWindow()
        XCTAssertTrue(hasFocus(form.usernameOutlet, in: form.window))
        try User.type("alice", into: form.usernameOutlet)
        User.pressTab(in: form.window)
        XCTAssertTrue(hasFocus(form.passwordOutlet, in: form.window))
        try User.type("secret", into: form.passwordOutlet)
        User.pressTab(in: form.window)
        // libadwaita's peek button, in the password row, is next; then the button.
        let peek = try XCTUnwrap(form.window.focusedWidget as? Button)
        XCTAssertEqual(peek.iconName, "view-reveal-symbolic")
        XCTAssertTrue(hasFocus(form.passwordOutlet, in: form.window))
        User.pressTab(in: form.window)
        XCTAssertTrue(hasFocus(form.doSomethingOutlet, in: form.window))
        User.pressTab(in: form.window, backward: true)
        XCTAssertTrue(form.window.focusedWidget === peek)
    }

    /// Whether the keyboard focus is on `widget` or inside it (an entry's text).
    private func hasFocus(_ widget: Widget, in window: Window) -> Bool {
        guard let focus = window.focusedWidget else { return false }
        return focus === widget
            || gtk_widget_is_ancestor(
                cgtk_widget(focus.objectPointer), cgtk_widget(widget.objectPointer)) != 0
    }

    func testEnterInThePasswordActivatesDoSomething() async throws {
        let form = try makeWindow()
        try User.type("alice", into: form.usernameOutlet)
        try User.type("secret", into: form.passwordOutlet)
        try User.pressEnter(in: form.passwordOutlet)
        try GtkTest.wait("the alert") { form.alert != nil }
        XCTAssertEqual(form.alert?.body, "This is wonderful")
    }
}
