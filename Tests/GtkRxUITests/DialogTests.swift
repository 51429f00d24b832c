import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Dialogs and windows as traits: presented on subscribe, answered by their signals, and closed
/// when the subscription is disposed while they are open.
@MainActor
final class DialogTests: GtkTestCase {
    func testAPresentedWindowCompletesWhenClosed() async {
        let about = AboutDialog()
        about.programName = "Probe"
        let bag = DisposeBag()
        var completed = false
        about.rx.presented().subscribe(onCompleted: { completed = true }).disposed(by: bag)
        XCTAssertTrue(about.isVisible, "presented on subscribe")
        XCTAssertFalse(completed)
        about.close()
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(completed, "closing it completes")
    }

    func testDisposingWhileOpenClosesTheWindow() async throws {
        let shortcuts = try ShortcutsWindow.listing([
            ShortcutsWindow.Group("General", [("Quit", "<Control>q"), ("Close", "<Control>w")])
        ])
        var completed = false
        let subscription = shortcuts.rx.presented().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(shortcuts.isVisible)
        subscription.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(shortcuts.isVisible, "disposing closes it")
        XCTAssertEqual(isOpen(shortcuts), shortcuts.hidesOnClose, "hidden, or destroyed")
        XCTAssertFalse(completed, "a disposed subscription gets no event")
    }

    func testAShortcutsWindowRefusesAnAcceleratorGTKCannotParse() async {
        XCTAssertThrowsError(
            try ShortcutsWindow.listing([ShortcutsWindow.Group("General", [("Quit", "<Ctrl")])])
        ) { error in
            XCTAssertEqual(error as? ShortcutError, .unparsableTrigger("<Ctrl"))
        }
    }

    func testAMessageDialogSucceedsWithItsResponseThenIsDestroyed() async {
        let dialog = MessageDialog(transientFor: nil, text: "Proceed?", buttons: .okCancel)
        let bag = DisposeBag()
        var responses: [Int] = []
        dialog.rx.presentForResponse().subscribe(onSuccess: { responses.append($0) })
            .disposed(by: bag)
        XCTAssertTrue(dialog.isVisible)
        emitSignal(dialog, "response", MessageDialog.okResponse)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(responses, [MessageDialog.okResponse])
        XCTAssertFalse(isOpen(dialog), "answered, the dialog is destroyed")
    }

    func testDismissingAMessageDialogAnswersDeleteEvent() async {
        let dialog = MessageDialog(transientFor: nil, text: "Proceed?", buttons: .okCancel)
        let bag = DisposeBag()
        var responses: [Int] = []
        dialog.rx.presentForResponse().subscribe(onSuccess: { responses.append($0) })
            .disposed(by: bag)
        User.pressEscape(in: dialog)
        XCTAssertEqual(responses, [MessageDialog.deleteEventResponse])
    }

    func testDisposingAnOpenMessageDialogDestroysItWithoutAResponse() async {
        let dialog = MessageDialog(transientFor: nil, text: "Proceed?", buttons: .okCancel)
        var answered = false
        let subscription = dialog.rx.presentForResponse().subscribe(
            onSuccess: { _ in answered = true })
        subscription.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(isOpen(dialog), "disposing destroys it")
        XCTAssertFalse(answered)
    }

    func testADeleteConfirmationAnswersWithTheTypedResponseOfEachButton() async throws {
        let delete = DialogResponse.custom(1)
        func confirmation() -> MessageDialog {
            MessageDialog(
                transientFor: nil, text: "Delete “notes.txt”?",
                buttons: [
                    DialogButton("_Cancel", response: .cancel),
                    DialogButton("_Delete", response: delete, style: .destructive),
                ], defaultResponse: .cancel)
        }
        let bag = DisposeBag()
        var responses: [DialogResponse] = []

        let first = confirmation()
        let deleteButton = try XCTUnwrap(first.button(for: delete))
        XCTAssertEqual(deleteButton.label, "_Delete")
        XCTAssertTrue(deleteButton.hasCSSClass("destructive-action"))
        XCTAssertFalse(try XCTUnwrap(first.button(for: .cancel)).hasCSSClass("destructive-action"))
        XCTAssertNil(first.button(for: .ok), "only the buttons asked for")
        first.rx.presentForDialogResponse().subscribe(onSuccess: { responses.append($0) })
            .disposed(by: bag)
        try User.click(deleteButton)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(responses, [delete])
        XCTAssertFalse(isOpen(first), "answered, the dialog is destroyed")

        let second = confirmation()
        second.rx.presentForDialogResponse().subscribe(onSuccess: { responses.append($0) })
            .disposed(by: bag)
        // Activated as Enter or Space on the focused button does: shown pressed for a moment,
        // then clicked.
        let cancel = try XCTUnwrap(second.button(for: .cancel))
        XCTAssertTrue(cancel.activate())
        try GtkTest.wait("the cancel response") { responses.count == 2 }
        XCTAssertEqual(responses, [delete, .cancel])
        XCTAssertFalse(isOpen(second))
    }

    func testASuggestedButtonHasGTKsStyleClass() async throws {
        let dialog = MessageDialog(transientFor: nil, text: "Save?", buttons: .none)
        let save = try XCTUnwrap(dialog.addButton("_Save", response: .accept, style: .suggested))
        XCTAssertTrue(save.hasCSSClass("suggested-action"))
        XCTAssertTrue(dialog.button(for: .accept) === save)
        var responses: [DialogResponse] = []
        let subscription = dialog.rx.presentForDialogResponse().subscribe(onSuccess: {
            responses.append($0)
        })
        defer { subscription.dispose() }
        dialog.respond(.accept)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(responses, [.accept])
        XCTAssertFalse(isOpen(dialog))
    }

    func testDisposingAnOpenConfirmationClosesItWithoutAResponse() async {
        let dialog = MessageDialog(
            transientFor: nil, text: "Delete?",
            buttons: [DialogButton("_Delete", response: .custom(1), style: .destructive)])
        var answered = false
        let subscription = dialog.rx.presentForDialogResponse().subscribe(
            onSuccess: { _ in answered = true })
        XCTAssertTrue(isOpen(dialog))
        subscription.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(isOpen(dialog), "disposing closes it")
        XCTAssertFalse(answered)
    }

    func testResponsesMatchGTKsValues() async {
        let standard: [(DialogResponse, GtkResponseType)] = [
            (.deleteEvent, GTK_RESPONSE_DELETE_EVENT), (.ok, GTK_RESPONSE_OK),
            (.cancel, GTK_RESPONSE_CANCEL), (.close, GTK_RESPONSE_CLOSE),
            (.yes, GTK_RESPONSE_YES), (.no, GTK_RESPONSE_NO), (.apply, GTK_RESPONSE_APPLY),
            (.help, GTK_RESPONSE_HELP), (.accept, GTK_RESPONSE_ACCEPT),
            (.reject, GTK_RESPONSE_REJECT), (.none, GTK_RESPONSE_NONE),
        ]
        for (response, gtk) in standard {
            XCTAssertEqual(response.rawValue, Int(gtk.rawValue), "\(response)")
            XCTAssertEqual(DialogResponse(rawValue: Int(gtk.rawValue)), response)
        }
        XCTAssertEqual(DialogResponse(rawValue: 7), .custom(7))
        XCTAssertEqual(DialogResponse.custom(7).rawValue, 7)
    }

    func testAFileChooserSucceedsWithTheChosenFileOrCompletesOnCancel() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-chooser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("notes".utf8).write(to: file)

        let chooser = FileChooserNative(
            title: "Open", parent: nil, action: .open, acceptLabel: nil, cancelLabel: nil)
        try chooser.select(file)
        let bag = DisposeBag()
        // The fallback dialog loads the folder before it selects the file.
        try GtkTest.wait("the file selected") { chooser.selectedURL != nil }
        var chosen: [URL] = []
        var completedEmpty = 0
        chooser.rx.chosenFile()
            .subscribe(onSuccess: { chosen.append($0) }, onCompleted: { completedEmpty += 1 })
            .disposed(by: bag)
        XCTAssertTrue(chooser.isVisible, "shown on subscribe")
        emitSignal(chooser, "response", FileChooserNative.acceptResponse)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(chosen.map(\.standardizedFileURL), [file.standardizedFileURL])
        XCTAssertFalse(chooser.isVisible, "hidden once answered")

        chooser.rx.chosenFile()
            .subscribe(onSuccess: { chosen.append($0) }, onCompleted: { completedEmpty += 1 })
            .disposed(by: bag)
        emitSignal(chooser, "response", DialogResponse.cancel.rawValue)
        XCTAssertEqual(chosen.count, 1, "cancel chooses nothing")
        XCTAssertEqual(completedEmpty, 1, "cancel completes without a value")
    }

    func testDisposingAnOpenFileChooserHidesIt() async {
        let bag = DisposeBag()
        var events = 0
        let subscription = FileChooserNative.fileToSave(
            title: "Save", parent: nil, suggestedName: "draft.txt"
        ).subscribe(onSuccess: { _ in events += 1 }, onCompleted: { events += 1 })
        _ = bag
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(visibleFileChooserDialogs(), 1, "the fallback dialog is open")
        subscription.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(visibleFileChooserDialogs(), 0, "disposing hides it")
        XCTAssertEqual(events, 0)
    }

    /// Whether `window` is still one of GTK's toplevel windows (not destroyed).
    private func isOpen(_ window: Window) -> Bool {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            if item == UnsafeMutableRawPointer(window.objectPointer) { return true }
        }
        return false
    }

    /// How many file chooser dialogs (the fallback of a native chooser without a portal) are
    /// visible.
    private func visibleFileChooserDialogs() -> Int {
        let toplevels = gtk_window_get_toplevels()
        var count = 0
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            let isChooser =
                g_type_is_a(cglib_object_type(item), gtk_file_chooser_dialog_get_type()) != 0
            if isChooser, gtk_widget_get_visible(cgtk_widget(item)) != 0 { count += 1 }
        }
        return count
    }
}
