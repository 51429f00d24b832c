import GtkRx

/// FormApp's main window, titled after RxSwift's example app.
///
/// For now it shows the page's heading and the rule the form will enforce; the entries, hints
/// and button, bound with `.rx`, come with GtkRx's reactive layer.
final class FormWindow: ApplicationWindow {
    /// The window's title.
    static let title = "RxExample"

    /// A new, hidden form window of `application`.
    convenience init(formOf application: Application) {
        self.init(application: application)
        title = FormWindow.title
        setDefaultSize(width: 420, height: 320)

        let page = Box(orientation: .vertical, spacing: 12)
        page.setMargins(24)
        let heading = Label("Simple validation")
        heading.cssClasses = ["title-2"]
        let rule = Label("Username and password have to be at least 5 characters.")
        rule.wraps = true
        page.append(heading)
        page.append(rule)
        child = page
    }
}
