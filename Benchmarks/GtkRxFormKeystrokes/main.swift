// GtkRxFormKeystrokes: the GtkRx side of GtkRxBenchmarks's keystroke workload, in a process of
// its own, run the way CFormBaseline is (see its main.c for the pattern typed):
//
//   GtkRxFormKeystrokes --keystrokes N UI_DIR
//       Makes FormApp's "Simple validation" page from its template UI_DIR/validation-page.ui
//       in a window with UI_DIR/../style.css, binds it as FormApp does (ValidationForm), types N keystrokes into it and prints one line: the
//       nanoseconds the keystrokes took and the final state of the widgets, as `key=value`
//       pairs, then `check=ok`; GtkRxBenchmarks checks that state. Exit status 0; 1 when the
//       display or the form cannot be opened; 2 for bad arguments.
//
// Not part of GtkRxBenchmarks: that process counts allocations by wrapping malloc and free,
// which costs a few instructions per call in every library; the C program pays nothing of the
// kind, and neither does this one.

import CGtk
import Glibc
import GtkRxAdwaita

/// Prints `message` and a newline to standard error.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

/// The monotonic clock in nanoseconds.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs the default main context until nothing is pending (at most 10,000 dispatches), as
/// `GtkTest.pumpUntilIdle` (and CFormBaseline) do.
@MainActor
func pumpUntilIdle() {
    var iterations = 0
    while iterations < 10_000, g_main_context_pending(nil) != 0 {
        g_main_context_iteration(nil, 0)
        iterations += 1
    }
}

/// Types `letter` at the cursor and moves the cursor past it, as `User.type` does.
@MainActor
func type(_ letter: String, into field: some Editable) {
    field.cursorPosition = field.insertText(letter, at: field.cursorPosition)
}

/// Deletes the character before the cursor (the text is ASCII), as `User.pressBackspace`.
@MainActor
func pressBackspace(in field: some Editable) {
    let cursor = field.cursorPosition
    guard cursor > 0 else { return }
    field.deleteText(in: cursor - 1..<cursor)
    field.cursorPosition = cursor - 1
}

/// Keystroke `k` of the pattern (`letters` are "a" to "z"): a letter typed into the username
/// (`k % 4 == 0`) or the password (1), Backspace in the password (2) or the username (3). Not
/// inlined, so that a profile can single it out (callgrind's `--toggle-collect` with its
/// symbol), as CFormBaseline's `keystroke`.
@MainActor
@inline(never)
func keystroke(_ k: Int, in form: ValidationForm, letters: [String]) {
    let letter = letters[(k / 4) % 26]
    switch k % 4 {
    case 0: type(letter, into: form.username)
    case 1: type(letter, into: form.password)
    case 2: pressBackspace(in: form.password)
    default: pressBackspace(in: form.username)
    }
}

/// Types `count` keystrokes into the form from `uiDirectory` and prints the time and the
/// widgets' state. Returns the exit status.
@MainActor
func run(keystrokes count: Int, uiDirectory: String) -> Int32 {
    do {
        try Adw.initialize()
    } catch {
        printError("GtkRxFormKeystrokes: \(error)")
        return 1
    }
    let css = StyleSheet(path: uiDirectory + "/../style.css")
    defer { css.remove() }
    let form: ValidationForm
    do {
        form = try ValidationForm(uiDirectory: uiDirectory)
    } catch {
        printError("GtkRxFormKeystrokes: \(error)")
        return 1
    }
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
    let start = monotonicNanoseconds()
    for k in 0..<count {
        keystroke(k, in: form, letters: letters)
        pumpUntilIdle()
    }
    let elapsed = monotonicNanoseconds() - start

    func flag(_ value: Bool) -> Int { value ? 1 : 0 }
    print(
        "elapsed_ns=\(elapsed) keystrokes=\(count) username=\(form.username.text) "
            + "password=\(form.password.text) "
            + "username_hint_visible=\(flag(!form.usernameHint.isHidden)) "
            + "password_sensitive=\(flag(form.password.isEnabled)) "
            + "password_hint_visible=\(flag(!form.passwordHint.isHidden)) "
            + "do_something_sensitive=\(flag(form.doSomething.isEnabled)) "
            + "username_error=\(flag(form.username.hasCSSClass("error"))) "
            + "password_error=\(flag(form.password.hasCSSClass("error"))) check=ok")
    return 0
}

let arguments = CommandLine.arguments
guard arguments.count == 4, arguments[1] == "--keystrokes", let count = Int(arguments[2]),
    count > 0
else {
    printError("usage: GtkRxFormKeystrokes --keystrokes N UI_DIR")
    exit(2)
}
exit(MainActor.assumeIsolated { run(keystrokes: count, uiDirectory: arguments[3]) })
