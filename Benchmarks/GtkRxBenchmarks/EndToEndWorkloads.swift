import CGtk
import GtkRx
import MallocCounter

/// End to end: keystrokes typed into FormApp's "Simple validation" form, validated and shown
/// through GtkRx's bindings, against CFormBaseline doing the same in hand-written C signal
/// handlers. Each side runs as a fresh child process of the benchmark, started the same way:
/// `GtkRxBenchmarks --keystrokes-child N` and `CFormBaseline --keystrokes N UI_DIR`. (Typed in
/// the benchmark's own process, GtkRx ran in a heap and a GTK that every earlier workload had
/// used, against a C program starting clean.)
///
/// Both load `resources/ui/validation-page.ui` into a presented window with FormApp's style
/// sheet, start from "abcd" in both fields and type the same pattern (see
/// ``keystroke(_:in:letters:)``): every keystroke flips a field's validity, so every binding
/// fires and a hint, the password entry's or the button's sensitivity and an `error` outline
/// change. Each keystroke goes
/// through `gtk_editable_insert_text` or `gtk_editable_delete_text`, and the main loop then
/// runs until it is idle, as GtkRxTest's `User` types. Both check the widgets' final state.
@MainActor
enum EndToEndWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let keystrokes = configuration.size(100_000, quick: 400)
        let gtkRx = Workload(
            name: "end-to-end: FormApp validation form, GtkRx (\(keystrokes) keystrokes)",
            unit: "ns/keystroke"
        ) {
            try typeInChildProcess(
                try BuildProducts.executable("GtkRxBenchmarks"),
                arguments: [childArgument, String(keystrokes)], keystrokes: keystrokes)
        }
        let c = Workload(
            name: "end-to-end: validation form, C GTK (\(keystrokes) keystrokes)",
            unit: "ns/keystroke"
        ) {
            try typeInChildProcess(
                try BuildProducts.executable("CFormBaseline"),
                arguments: ["--keystrokes", String(keystrokes), try BuildProducts.uiDirectory()],
                keystrokes: keystrokes)
        }
        return (
            [gtkRx, c],
            [
                Comparison(
                    name: "end-to-end keystrokes: GtkRx / C GTK", measured: gtkRx, baseline: c,
                    target: .atMost(1.1))
            ]
        )
    }

    // MARK: - GtkRx

    /// The argument that makes this benchmark the GtkRx child process.
    static let childArgument = "--keystrokes-child"

    /// The GtkRx child: types the number of keystrokes after ``childArgument`` into the form,
    /// checks the widgets' state and prints it with the time taken, as CFormBaseline does
    /// (`key=value` pairs: `elapsed_ns=…`, `check=ok`, the fields' text and flags). Returns the
    /// exit status (2 for bad arguments, 1 when the form failed its check).
    static func runChild(arguments: [String]) -> Int32 {
        ChildMode.run(childArgument, arguments: arguments) { keystrokes in
            // The C program has no counting allocator; this process does not need one.
            malloc_counter_stop_counting()
            let (elapsed, state) = try typeIntoGtkRxForm(keystrokes: keystrokes)
            print("elapsed_ns=\(UInt64(elapsed)) check=ok \(state.fields)")
        }
    }

    /// Types `keystrokes` into the form in this process; returns the nanoseconds the
    /// keystrokes took, with the state they left (checked against the expected one).
    private static func typeIntoGtkRxForm(keystrokes: Int) throws -> (Double, FormState) {
        let uiDirectory = try BuildProducts.uiDirectory()
        let css = StyleSheet(path: uiDirectory + "/../style.css")
        defer { css.remove() }
        let form = try ValidationForm(uiDirectory: uiDirectory)
        defer { form.window.destroy() }
        form.window.present()
        _ = form.username.grabFocus()
        pumpUntilIdle()
        for field in [form.username, form.password] as [any Editable] {
            field.text = "abcd"
            field.cursorPosition = -1
        }
        pumpUntilIdle()

        let letters = (0..<26).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        let elapsed = nanoseconds {
            for k in 0..<keystrokes {
                keystroke(k, in: form, letters: letters)
                pumpUntilIdle()
            }
        }
        let state = FormState(
            username: form.username.text, password: form.password.text,
            usernameHintVisible: !form.usernameHint.isHidden,
            passwordSensitive: form.password.isEnabled,
            passwordHintVisible: !form.passwordHint.isHidden,
            doSomethingSensitive: form.doSomething.isEnabled,
            usernameError: form.username.hasCSSClass("error"),
            passwordError: form.password.hasCSSClass("error"))
        let expected = FormState.expected(after: keystrokes)
        try check(
            state == expected,
            "GtkRx form after \(keystrokes) keystrokes: \(state), expected \(expected)")
        return (elapsed, state)
    }

    /// Keystroke `k` of the pattern (`letters` are "a" to "z"): a letter typed into the
    /// username (`k % 4 == 0`) or the password (1), Backspace in the password (2) or the
    /// username (3). Not inlined, so that a profile can single it out (callgrind's
    /// `--toggle-collect` with its symbol), as CFormBaseline's `keystroke`.
    @inline(never)
    private static func keystroke(_ k: Int, in form: ValidationForm, letters: [String]) {
        let letter = letters[(k / 4) % 26]
        switch k % 4 {
        case 0: type(letter, into: form.username)
        case 1: type(letter, into: form.password)
        case 2: pressBackspace(in: form.password)
        default: pressBackspace(in: form.username)
        }
    }

    /// Types `letter` at the cursor and moves the cursor past it, as `User.type` does.
    private static func type(_ letter: String, into field: some Editable) {
        field.cursorPosition = field.insertText(letter, at: field.cursorPosition)
    }

    /// Deletes the character before the cursor (the text is ASCII), as `User.pressBackspace`.
    private static func pressBackspace(in field: some Editable) {
        let cursor = field.cursorPosition
        guard cursor > 0 else { return }
        field.deleteText(in: cursor - 1..<cursor)
        field.cursorPosition = cursor - 1
    }

    /// Runs the default main context until nothing is pending (at most 10,000 dispatches), as
    /// `GtkTest.pumpUntilIdle` (and CFormBaseline) do.
    private static func pumpUntilIdle() {
        var iterations = 0
        while iterations < 10_000, g_main_context_pending(nil) != 0 {
            g_main_context_iteration(nil, 0)
            iterations += 1
        }
    }

    // MARK: - Either side, as a child process

    /// Runs `program` with `arguments` (a form typing `keystrokes`), checks the state it
    /// printed, and returns its time per keystroke in nanoseconds.
    private static func typeInChildProcess(
        _ program: String, arguments: [String], keystrokes: Int
    ) throws -> Double {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        let outcome = try ChildProcess.run(program, arguments: arguments, environment: [:])
        var fields: [String: String] = [:]
        for pair in outcome.standardOutput.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        try check(
            outcome.status == 0 && fields["check"] == "ok",
            "\(name) \(arguments.joined(separator: " ")) \(outcome.statusDescription): "
                + "\(outcome.standardOutput)\(outcome.standardErrorTail)")
        let state = FormState(fields)
        let expected = FormState.expected(after: keystrokes)
        try check(
            state == expected,
            "\(name)'s form after \(keystrokes) keystrokes: "
                + "\(state?.description ?? outcome.standardOutput), expected \(expected)")
        guard let elapsed = fields["elapsed_ns"].flatMap(Double.init) else {
            throw WorkloadFailure(description: "\(name) printed no elapsed_ns")
        }
        return elapsed / Double(keystrokes)
    }
}

/// The widgets' state the keystroke workloads check, in GtkRx and in C.
private struct FormState: Equatable, CustomStringConvertible {
    var username: String
    var password: String
    var usernameHintVisible: Bool
    var passwordSensitive: Bool
    var passwordHintVisible: Bool
    var doSomethingSensitive: Bool
    var usernameError: Bool
    var passwordError: Bool

    init(
        username: String, password: String, usernameHintVisible: Bool, passwordSensitive: Bool,
        passwordHintVisible: Bool, doSomethingSensitive: Bool, usernameError: Bool,
        passwordError: Bool
    ) {
        self.username = username
        self.password = password
        self.usernameHintVisible = usernameHintVisible
        self.passwordSensitive = passwordSensitive
        self.passwordHintVisible = passwordHintVisible
        self.doSomethingSensitive = doSomethingSensitive
        self.usernameError = usernameError
        self.passwordError = passwordError
    }

    /// The state CFormBaseline printed (`key=value` pairs; booleans as 0 or 1).
    init?(_ fields: [String: String]) {
        func flag(_ key: String) -> Bool? {
            switch fields[key] {
            case "1": true
            case "0": false
            default: nil
            }
        }
        guard let username = fields["username"], let password = fields["password"],
            let usernameHintVisible = flag("username_hint_visible"),
            let passwordSensitive = flag("password_sensitive"),
            let passwordHintVisible = flag("password_hint_visible"),
            let doSomethingSensitive = flag("do_something_sensitive"),
            let usernameError = flag("username_error"), let passwordError = flag("password_error")
        else { return nil }
        self.init(
            username: username, password: password, usernameHintVisible: usernameHintVisible,
            passwordSensitive: passwordSensitive, passwordHintVisible: passwordHintVisible,
            doSomethingSensitive: doSomethingSensitive, usernameError: usernameError,
            passwordError: passwordError)
    }

    /// The state `count` keystrokes of the pattern leave, from "abcd" in both fields: keystroke
    /// `k` types letter `(k / 4) % 26` into the username (`k % 4 == 0`) or the password (1),
    /// or deletes the last character of the password (2) or the username (3).
    static func expected(after count: Int) -> FormState {
        let phase = count % 4
        let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8((count / 4) % 26)))
        let usernameValid = phase >= 1
        let passwordValid = phase == 2
        return FormState(
            username: "abcd" + (usernameValid ? letter : ""),
            password: "abcd" + (passwordValid ? letter : ""),
            usernameHintVisible: !usernameValid, passwordSensitive: usernameValid,
            passwordHintVisible: !passwordValid,
            doSomethingSensitive: usernameValid && passwordValid, usernameError: !usernameValid,
            passwordError: !passwordValid)
    }

    /// The state as CFormBaseline prints it: `key=value` pairs, booleans as 0 or 1 (the text
    /// is letters only).
    var fields: String {
        func flag(_ value: Bool) -> String { value ? "1" : "0" }
        return "username=\(username) password=\(password) "
            + "username_hint_visible=\(flag(usernameHintVisible)) "
            + "password_sensitive=\(flag(passwordSensitive)) "
            + "password_hint_visible=\(flag(passwordHintVisible)) "
            + "do_something_sensitive=\(flag(doSomethingSensitive)) "
            + "username_error=\(flag(usernameError)) password_error=\(flag(passwordError))"
    }

    var description: String {
        "username=\(username) password=\(password) username_hint_visible=\(usernameHintVisible) "
            + "password_sensitive=\(passwordSensitive) password_hint_visible=\(passwordHintVisible) "
            + "do_something_sensitive=\(doSomethingSensitive) username_error=\(usernameError) "
            + "password_error=\(passwordError)"
    }
}

/// FormApp's "Simple validation" page, from its `.ui` file, in a window of its own, bound the
/// way FormApp binds it.
///
/// This mirrors FormApp (the benchmark cannot import an executable target): the view model is
/// `SimpleValidationViewModel` and the bindings are `FormWindowController.bindValidation`'s,
/// with `rx.hasCSSClass("error")` for FormApp's own `rx.showsError` (the same Binder). Keep it
/// in step with them.
@MainActor
private final class ValidationForm {
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
private struct StyleSheet {
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
