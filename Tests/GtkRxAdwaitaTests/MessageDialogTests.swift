import CGLib
import CGtk
import GtkRxAdwaita
import GtkRxTest
import XCTest

/// libadwaita's message dialog as a `Single` of the app's own response: presented on
/// subscribe, answered by a button or by closing it, destroyed afterwards or when disposed.
@MainActor
final class MessageDialogTests: AdwaitaTestCase {
    /// A delete confirmation's answers.
    enum Answer: String, Sendable {
        case cancel, delete
    }

    private func confirmation() -> Adw.MessageDialog {
        Adw.MessageDialog(
            transientFor: nil, heading: "Delete “notes.txt”?", body: "It cannot be undone.",
            buttons: [
                MessageDialogButton("_Cancel", response: Answer.cancel),
                MessageDialogButton("_Delete", response: .delete, appearance: .destructive),
            ],
            defaultResponse: .cancel, closeResponse: .cancel)
    }

    func testTheDialogOffersEachButtonWithItsLabelAndAppearance() async throws {
        let dialog = confirmation()
        defer { dialog.destroy() }
        XCTAssertEqual(dialog.heading, "Delete “notes.txt”?")
        XCTAssertEqual(dialog.body, "It cannot be undone.")
        XCTAssertTrue(dialog.isModal)
        XCTAssertTrue(dialog.hasResponse(Answer.delete))
        XCTAssertEqual(dialog.responseLabel(response: "delete"), "_Delete")
        XCTAssertEqual(dialog.appearance(of: Answer.delete), .destructive)
        XCTAssertEqual(dialog.appearance(of: Answer.cancel), .default)
        XCTAssertEqual(dialog.closeResponse, "cancel")
        XCTAssertEqual(dialog.defaultResponse, "cancel")
        // libadwaita styles the button of a destructive response by its `destructive` class.
        let delete = try XCTUnwrap(button(labelled: "_Delete", in: dialog))
        XCTAssertTrue(delete.hasCSSClass("destructive"))
        XCTAssertFalse(
            try XCTUnwrap(button(labelled: "_Cancel", in: dialog)).hasCSSClass("destructive"))
    }

    func testClickingAButtonAnswersItsResponseThenTheDialogIsDestroyed() async throws {
        let dialog = confirmation()
        let bag = DisposeBag()
        var answers: [Answer] = []
        dialog.rx.presentForResponse(as: Answer.self).subscribe(onSuccess: { answers.append($0) })
            .disposed(by: bag)
        XCTAssertTrue(dialog.isVisible, "presented on subscribe")
        try User.click(try XCTUnwrap(button(labelled: "_Delete", in: dialog)))
        XCTAssertEqual(answers, [.delete])
        XCTAssertFalse(isOpen(dialog), "answered, the dialog is destroyed")
    }

    func testASuggestedResponseAnsweredInCode() async throws {
        enum Save: String, Sendable { case save, discard }
        let dialog = Adw.MessageDialog(
            transientFor: nil, heading: "Save changes?",
            buttons: [
                MessageDialogButton("_Discard", response: Save.discard),
                MessageDialogButton("_Save", response: .save, appearance: .suggested),
            ], closeResponse: .discard)
        XCTAssertEqual(dialog.appearance(of: Save.save), .suggested)
        XCTAssertTrue(try XCTUnwrap(button(labelled: "_Save", in: dialog)).hasCSSClass("suggested"))
        var answers: [Save] = []
        let subscription = dialog.rx.presentForResponse(as: Save.self).subscribe(onSuccess: {
            answers.append($0)
        })
        defer { subscription.dispose() }
        dialog.respond(Save.save)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(answers, [.save])
        XCTAssertFalse(isOpen(dialog))
    }

    func testClosingTheDialogWithoutAChoiceAnswersTheCloseResponse() async throws {
        let dialog = confirmation()
        let bag = DisposeBag()
        var answers: [Answer] = []
        dialog.rx.presentForResponse(as: Answer.self).subscribe(onSuccess: { answers.append($0) })
            .disposed(by: bag)
        // What Escape and the window's close action do.
        dialog.close()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(answers, [.cancel])
        XCTAssertFalse(isOpen(dialog))

        let destroyed = confirmation()
        destroyed.rx.presentForResponse(as: Answer.self).subscribe(onSuccess: {
            answers.append($0)
        }).disposed(by: bag)
        destroyed.destroy()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(
            answers, [.cancel, .cancel], "destroyed by code, it answers the close response")
    }

    func testDisposingWhileOpenDestroysTheDialogWithoutAResponse() async throws {
        let dialog = confirmation()
        var answered = false
        var emitted: [String] = []
        let connection = dialog.onResponse { emitted.append($0) }
        defer { connection.disconnect() }
        let subscription = dialog.rx.presentForResponse(as: Answer.self).subscribe(
            onSuccess: { _ in answered = true })
        XCTAssertTrue(dialog.isVisible)
        subscription.dispose()
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(isOpen(dialog), "disposing destroys it")
        XCTAssertFalse(answered)
        XCTAssertEqual(emitted, [], "and emits no response")
    }

    func testAResponseOfNoneOfTheTypesValuesIsAnError() async throws {
        let dialog = confirmation()
        dialog.addResponse(id: "archive", label: "_Archive")
        let bag = DisposeBag()
        var errors: [MessageDialogError] = []
        dialog.rx.presentForResponse(as: Answer.self).subscribe(
            onSuccess: { XCTFail("answered \($0)") },
            onFailure: { error in
                guard let error = error as? MessageDialogError else { return XCTFail("\(error)") }
                errors.append(error)
            }
        ).disposed(by: bag)
        dialog.response("archive")
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(errors, [.unknownResponse("archive")])
        XCTAssertFalse(isOpen(dialog))
    }

    func testAResponseAddedTwiceIsRefused() async throws {
        let dialog = confirmation()
        defer { dialog.destroy() }
        dialog.addButton(MessageDialogButton("_Remove", response: Answer.delete))
        XCTAssertEqual(dialog.responseLabel(response: "delete"), "_Delete", "the first one stays")
    }

    func testTheStringResponsesOfADialogFromElsewhere() async throws {
        let dialog = Adw.MessageDialog(parent: nil, heading: "Quit?", body: nil)
        dialog.addResponse(id: "quit", label: "_Quit")
        let bag = DisposeBag()
        var answers: [String] = []
        dialog.rx.presentForResponse().subscribe(onSuccess: { answers.append($0) })
            .disposed(by: bag)
        dialog.close()
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(answers, ["close"], "libadwaita's default close response")
    }

    /// Whether `window` is among GTK's toplevel windows: neither destroyed nor closed.
    private func isOpen(_ window: Window) -> Bool {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            if item == UnsafeMutableRawPointer(window.objectPointer) { return true }
        }
        return false
    }

    private func button(labelled label: String, in widget: Widget) -> Button? {
        descendants(of: widget).compactMap { $0 as? Button }.first { $0.label == label }
    }

    private func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }
}
