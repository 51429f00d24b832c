import CGtk
import GtkRx

/// FormApp's "Simple validation" page, from its `.ui` file, in a window of its own, bound the
/// way FormApp binds it.
///
/// This mirrors FormApp (the benchmark cannot import an executable target): the view model is
/// `SimpleValidationViewModel` and the bindings are `FormWindowController.bindValidation`'s,
/// with `rx.hasCSSClass("error")` for FormApp's own `rx.showsError` (the same Binder). Keep it
/// in step with them.
@MainActor
final class ValidationForm {
    let window = Window()
    let username: Entry
    let usernameHint: Label
    let password: PasswordEntry
    let passwordHint: Label
    let doSomething: Button
    private let disposeBag = DisposeBag()

    init(uiDirectory: String) throws {
        let builder = try Builder(file: uiDirectory + "/validation-page.ui")
        username = try builder.object(named: "username", as: Entry.self)
        usernameHint = try builder.object(named: "username_hint", as: Label.self)
        password = try builder.object(named: "password", as: PasswordEntry.self)
        passwordHint = try builder.object(named: "password_hint", as: Label.self)
        doSomething = try builder.object(named: "do_something", as: Button.self)
        window.child = try builder.object(named: "validation_page", as: Widget.self)
        window.defaultWidget = doSomething
        bind()
    }

    /// `SimpleValidationViewModel.isValid`.
    private static func isValid(_ text: String) -> Bool { text.count >= 5 }

    /// `SimpleValidationViewModel.showsError`.
    private static func showsError(_ text: String) -> Bool { !text.isEmpty && !isValid(text) }

    /// `FormWindowController.bindValidation`; the tap opens no alert here (it never comes).
    private func bind() {
        let username = username.rx.text.orEmpty.share(replay: 1)
        let password = password.rx.text.orEmpty.share(replay: 1)
        let usernameValid = username.map(ValidationForm.isValid).share(replay: 1)
        let passwordValid = password.map(ValidationForm.isValid).share(replay: 1)
        let everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }
            .share(replay: 1)

        usernameValid.bind(to: self.password.rx.isEnabled).disposed(by: disposeBag)
        usernameValid.bind(to: usernameHint.rx.isHidden).disposed(by: disposeBag)
        let passwordHint: Binder<Bool> = Binder(self.passwordHint) { view, isHidden in
            view.isHidden = isHidden
        }
        passwordValid.bind(to: passwordHint).disposed(by: disposeBag)
        everythingValid.bind(to: doSomething.rx.isEnabled).disposed(by: disposeBag)
        username.map(ValidationForm.showsError)
            .bind(to: self.username.rx.hasCSSClass("error"))
            .disposed(by: disposeBag)
        password.map(ValidationForm.showsError)
            .bind(to: self.password.rx.hasCSSClass("error"))
            .disposed(by: disposeBag)
        doSomething.rx.tap.subscribe(onNext: {}).disposed(by: disposeBag)
    }
}

/// A style sheet added to the default display at application priority (as FormApp adds its
/// own) until ``remove()``.
@MainActor
struct StyleSheet {
    private let provider: OpaquePointer?

    init(path: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        self.provider = OpaquePointer(provider)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), self.provider,
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    func remove() {
        gtk_style_context_remove_provider_for_display(gdk_display_get_default(), provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
