// swift-format-ignore-file
// The libadwaita code blocks of the DocC articles and the README, verbatim:
// scripts/check-doc-snippets compares them line by line, so the formatter must not rewrap them.

import CGLib
import CGtk
import GtkRxAdwaita
import GtkRxTest
import XCTest

/// All of GTK 4: libadwaita's section, an app whose button shows a toast.
@MainActor
func adwaitaToastApp() throws -> Adw.Application {
    let application = try Adw.Application(id: "org.example.Notes")
    let disposeBag = DisposeBag()
    application.onActivate {
        let window = Adw.ApplicationWindow(app: application)
        let overlay = ToastOverlay()
        let save = Button(label: "Save")
        overlay.child = save
        window.content = overlay
        save.rx.tap.map { Toast(title: "Saved") }
            .bind(to: overlay.rx.toast)
            .disposed(by: disposeBag)
        window.present()
    }
    return application
}

/// A GNOME app with libadwaita: the window, its header bar and a group of entry rows.
@MainActor
func gnomeSignInWindow(application: Adw.Application, disposeBag: DisposeBag) -> Adw.ApplicationWindow {
    let window = Adw.ApplicationWindow(app: application)
    let username = EntryRow()
    username.title = "Username"
    let password = PasswordEntryRow()
    password.title = "Password"
    let group = PreferencesGroup()
    group.add(username)
    group.add(password)
    let signIn = Button(label: "Sign In")
    signIn.setCSSClass("suggested-action")

    let page = Box(orientation: .vertical)
    page.append(Adw.HeaderBar())
    page.append(group)
    page.append(signIn)
    window.content = page

    Observable.combineLatest(username.rx.text.orEmpty, password.rx.text.orEmpty) {
        $0.count >= 5 && $1.count >= 5
    }
    .bind(to: signIn.rx.isEnabled)
    .disposed(by: disposeBag)
    return window
}

/// A GNOME app with libadwaita: a delete confirmation answered with the app's own response.
enum Answer: String {
    case cancel, delete
}

@MainActor
func confirmDeletion(in window: Window, disposeBag: DisposeBag, delete: @escaping @MainActor () -> Void) {
    let confirm = Adw.MessageDialog(
        transientFor: window, heading: "Delete “notes.txt”?",
        buttons: [
            MessageDialogButton("_Cancel", response: Answer.cancel),
            MessageDialogButton("_Delete", response: .delete, appearance: .destructive),
        ],
        closeResponse: .cancel)
    confirm.rx.presentForResponse(as: Answer.self)
        .subscribe(onSuccess: { answer in
            if answer == .delete { delete() }
        })
        .disposed(by: disposeBag)
}

/// A GNOME app with libadwaita: the About window from the app's metainfo.
@MainActor
func showAbout(over window: Window, disposeBag: DisposeBag) {
    do {
        let metainfo = try AppMetainfo(resource: "/org/example/Notes/org.example.Notes.metainfo.xml")
        AboutWindow(metainfo: metainfo, transientFor: window).rx.presented()
            .subscribe()
            .disposed(by: disposeBag)
    } catch {
        print("No About window: \(error)")
    }
}

/// A GNOME app with libadwaita: the dark style, a combo row and a boxed list of action rows.
struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
    var address: String
}

@MainActor
func gnomePreferences(people: Observable<[Person]>, disposeBag: DisposeBag) -> Box {
    let dark = Switch()
    dark.valign = .center
    let darkRow = ActionRow()
    darkRow.title = "Dark Style"
    darkRow.addSuffix(widget: dark)
    darkRow.activatableWidget = dark
    dark.rx.isOn
        .bind(to: StyleManager.default.rx.darkStyle)
        .disposed(by: disposeBag)

    let sizeRow = ComboRow()
    sizeRow.title = "Text Size"
    Observable.just(["Small", "Medium", "Large"])
        .bind(to: sizeRow.rx.items(makeRow: { Label("") }) { label, size, _ in
            label.text = size
        })
        .disposed(by: disposeBag)

    let list = ListBox()
    list.setCSSClass("boxed-list")
    people
        .bind(to: list.rx.items(makeRow: { ActionRow() }) { row, person, _ in
            row.title = person.name
            row.subtitle = person.address
        })
        .disposed(by: disposeBag)

    let page = Box(orientation: .vertical, spacing: 12)
    page.append(darkRow)
    page.append(sizeRow)
    page.append(list)
    return page
}

/// Runs the snippets above.
@MainActor
final class AdwaitaSnippetTests: AdwaitaTestCase {
    func testTheToastAppBuildsItsWindowWhenActivated() async throws {
        let application = try adwaitaToastApp()
        try application.register()
        application.activate()
        GtkTest.pumpUntilIdle()
        let window = try XCTUnwrap(application.activeWindow as? Adw.ApplicationWindow)
        defer { window.destroy() }
        let overlay = try XCTUnwrap(window.content as? ToastOverlay)
        XCTAssertEqual((overlay.child as? Button)?.label, "Save")
    }

    func testTheSignInWindowEnablesItsButtonOnceBothFieldsAreLongEnough() async throws {
        let application = try Adw.Application(id: "org.example.Notes.SignIn")
        try application.register()
        let bag = DisposeBag()
        let window = gnomeSignInWindow(application: application, disposeBag: bag)
        defer { window.destroy() }
        let page = try XCTUnwrap(window.content as? Box)
        let rows = try XCTUnwrap(page.children.compactMap { $0 as? PreferencesGroup }.first)
        let fields = descendants(of: rows).compactMap { $0 as? EntryRow }
        XCTAssertEqual(fields.map(\.title), ["Username", "Password"])
        let signIn = try XCTUnwrap(page.children.compactMap { $0 as? Button }.first)
        XCTAssertFalse(signIn.isEnabled)
        try User.type("grace", into: fields[0])
        try User.type("secret", into: fields[1])
        XCTAssertTrue(signIn.isEnabled)
    }

    func testTheConfirmationDeletesOnlyWhenAskedTo() async throws {
        let window = Adw.Window()
        defer { window.destroy() }
        let bag = DisposeBag()
        var deleted = 0
        confirmDeletion(in: window, disposeBag: bag) { deleted += 1 }
        let dialog = try XCTUnwrap(topDialog())
        dialog.respond(Answer.delete)
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(deleted, 1)
    }

    func testTheAboutWindowNeedsTheAppsMetainfoResource() async throws {
        let window = Adw.Window()
        defer { window.destroy() }
        let bag = DisposeBag()
        // No such resource in the tests: the error is printed, and no window shown.
        showAbout(over: window, disposeBag: bag)
        XCTAssertNil(topLevel(AboutWindow.self))
    }

    func testThePreferencesBindTheDarkStyleAndTheRows() async throws {
        defer { StyleManager.default.colorScheme = .default }
        let bag = DisposeBag()
        let page = gnomePreferences(
            people: .just([Person(id: 1, name: "Ada", address: "12 Analytical Engine Lane")]),
            disposeBag: bag)
        let dark = try XCTUnwrap(descendants(of: page).compactMap { $0 as? Switch }.first)
        try User.flip(dark)
        XCTAssertEqual(StyleManager.default.colorScheme, .forceDark)
        let sizes = try XCTUnwrap(page.children.compactMap { $0 as? ComboRow }.first)
        XCTAssertEqual(sizes.model?.nItems, 3)
        let list = try XCTUnwrap(page.children.compactMap { $0 as? ListBox }.first)
        XCTAssertEqual(list.children.compactMap { ($0 as? ActionRow)?.subtitle }, ["12 Analytical Engine Lane"])
    }

    private func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }

    /// The open toplevel window of type `T`, if any.
    private func topLevel<T: Window>(_ type: T.Type) -> T? {
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            if let window = Object.wrapper(for: cglib_object(item), as: T.self) { return window }
        }
        return nil
    }

    private func topDialog() -> Adw.MessageDialog? {
        topLevel(Adw.MessageDialog.self)
    }
}
