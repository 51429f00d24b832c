import GtkRxAdwaita

/// The logic of the "Simple validation" page, in Rx alone (no GTK): which fields are valid.
///
/// A value is valid when it has at least ``minimumLength`` characters, counted as Swift
/// counts them: grapheme clusters, so a family emoji or an "e" with a combining accent is one.
struct SimpleValidationViewModel {
    /// The shortest valid username or password.
    static let minimumLength = 5

    /// Whether the username is valid; the latest value replays to new subscribers.
    let usernameValid: Observable<Bool>
    /// Whether the password is valid.
    let passwordValid: Observable<Bool>
    /// Whether both are.
    let everythingValid: Observable<Bool>

    init(username: Observable<String>, password: Observable<String>) {
        usernameValid = username.map(SimpleValidationViewModel.isValid).share(replay: 1)
        passwordValid = password.map(SimpleValidationViewModel.isValid).share(replay: 1)
        everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }
            .share(replay: 1)
    }

    /// Whether `text` is long enough.
    static func isValid(_ text: String) -> Bool {
        text.count >= minimumLength
    }

    /// Whether a field holding `text` shows an error: it has been typed in, but too short.
    static func showsError(_ text: String) -> Bool {
        !text.isEmpty && !isValid(text)
    }
}
