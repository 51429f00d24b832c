import GtkRxAdwaita

/// The "Simple validation" page, from the Blueprint template
/// `resources/ui/validation-page.blp`: RxExample's form as libadwaita entry rows, each with
/// its hint below it, and "Do something".
final class ValidationPage: Bin, ObjectSubclass {
    /// The GType `FormAppValidationPage`, whose template is the compiled
    /// `validation-page.blp`.
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppValidationPage", parentType: Bin.gType, swiftClass: ValidationPage.self,
        template: WidgetTemplate(resource: "/io/github/gtkrx/FormApp/ui/validation-page.ui"))
    override class var gType: UInt { subclassType.gType }

    /// A page of the class's own type.
    convenience init() { self.init(registeredType: ()) }

    /// The username, a text entry named "Username" to assistive technologies.
    @TemplateChild("username") var username: EntryRow
    /// Says the username is too short; hidden while it is long enough.
    @TemplateChild("username_hint") var usernameHint: Label
    /// The password, with its peek button.
    @TemplateChild("password") var password: PasswordEntryRow
    /// Says the password is too short; hidden while it is long enough.
    @TemplateChild("password_hint") var passwordHint: Label
    /// Shows the alert; insensitive until both values are long enough.
    @TemplateChild("do_something") var doSomething: Button
}
