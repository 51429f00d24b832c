import CGtk
import Glibc
import GtkRxAdwaita

/// FormApp's "Simple validation" page: a class registered from Swift as FormApp registers its
/// `ValidationPage`, with the same template (the compiled `validation-page.ui`, read from
/// the directory the benchmark passes, since this program has no resource bundle).
final class BenchmarkValidationPage: Bin, ObjectSubclass {
    /// The template's text, read by ``ValidationForm/init(uiDirectory:)`` before the class is
    /// first used.
    // nonisolated(unsafe): written once, on the main thread, before the first instance, and
    // read only by `subclassType`'s initializer, which that instance runs on the same thread.
    nonisolated(unsafe) static var templateText = ""
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppValidationPage", parentType: Bin.gType,
        swiftClass: BenchmarkValidationPage.self,
        template: WidgetTemplate(string: templateText))
    override class var gType: UInt { subclassType.gType }

    convenience init() { self.init(registeredType: ()) }

    @TemplateChild("username") var username: EntryRow
    @TemplateChild("username_hint") var usernameHint: Label
    @TemplateChild("password") var password: PasswordEntryRow
    @TemplateChild("password_hint") var passwordHint: Label
    @TemplateChild("do_something") var doSomething: Button
}

/// FormApp's "Simple validation" page, from its template, in a window of its own, bound the
/// way FormApp binds it.
///
/// This mirrors FormApp (the benchmark cannot import an executable target): the page is
/// `ValidationPage`, the view model is `SimpleValidationViewModel` and the bindings are
/// `FormWindowController.bindValidation`'s, with `rx.hasCSSClass("error")` for FormApp's own
/// `rx.showsError` (the same Binder). Keep it in step with them.
@MainActor
final class ValidationForm {
    let window = Window()
    let username: EntryRow
    let usernameHint: Label
    let password: PasswordEntryRow
    let passwordHint: Label
    let doSomething: Button
    private let disposeBag = DisposeBag()

    /// The form from `<uiDirectory>/validation-page.ui`.
    ///
    /// - Throws: ``FormError`` when the template cannot be read.
    init(uiDirectory: String) throws {
        let path = uiDirectory + "/validation-page.ui"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw FormError(message: "cannot read \(path)")
        }
        BenchmarkValidationPage.templateText = text
        let page = BenchmarkValidationPage()
        username = page.username
        usernameHint = page.usernameHint
        password = page.password
        passwordHint = page.passwordHint
        doSomething = page.doSomething
        window.child = page
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

/// Why the form could not be made.
struct FormError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
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
