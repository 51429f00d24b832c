import GtkRx

/// End to end: keystrokes typed into FormApp's "Simple validation" form, validated and shown
/// through GtkRx's bindings, against CFormBaseline doing the same in hand-written C signal
/// handlers. Each side is a program of its own, run as a fresh child process the same way:
/// `GtkRxFormKeystrokes --keystrokes N UI_DIR` and `CFormBaseline --keystrokes N UI_DIR`. (Typed
/// in the benchmark's own process, GtkRx ran in a heap and a GTK that every earlier workload had
/// used, and under the benchmark's counting allocator, against a C program starting clean.)
///
/// Both make FormApp's "Simple validation" page from its libadwaita template (the compiled
/// `resources/ui/validation-page.blp`, see ``BuildProducts/uiDirectory()``) in a presented
/// window with FormApp's style sheet, start from "abcd" in both fields and type the same pattern (see CFormBaseline's
/// main.c): every keystroke flips a field's validity, so every binding fires and a hint, the
/// password entry's or the button's sensitivity and an `error` outline change. Each keystroke
/// goes through `gtk_editable_insert_text` or `gtk_editable_delete_text`, and the main loop then
/// runs until it is idle, as GtkRxTest's `User` types. The widgets' final state each prints is
/// checked here.
@MainActor
enum EndToEndWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let keystrokes = configuration.size(100_000, quick: 400)
        let gtkRx = Workload(
            name: "end-to-end: FormApp validation form, GtkRx (\(keystrokes) keystrokes)",
            unit: "ns/keystroke"
        ) {
            try typeInChildProcess(
                try BuildProducts.executable("GtkRxFormKeystrokes"),
                arguments: ["--keystrokes", String(keystrokes), try BuildProducts.uiDirectory()],
                keystrokes: keystrokes)
        }
        let c = Workload(
            name: "end-to-end: validation form, C libadwaita (\(keystrokes) keystrokes)",
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
                    name: "end-to-end keystrokes: GtkRx / C libadwaita", measured: gtkRx,
                    baseline: c,
                    target: .atMost(1.1))
            ]
        )
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

    /// The state a child printed (`key=value` pairs; booleans as 0 or 1).
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

    var description: String {
        "username=\(username) password=\(password) username_hint_visible=\(usernameHintVisible) "
            + "password_sensitive=\(passwordSensitive) password_hint_visible=\(passwordHintVisible) "
            + "do_something_sensitive=\(doSomethingSensitive) username_error=\(usernameError) "
            + "password_error=\(passwordError)"
    }
}
