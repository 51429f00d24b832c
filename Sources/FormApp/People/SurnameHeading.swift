import GtkRxAdwaita

/// The heading above the people whose surname starts with a letter, in the People page's list
/// box: the letter in GTK's heading style, in a box that assistive technologies read as a
/// heading (the class's accessible role) named by the letter.
@MainActor
final class SurnameHeading: Box, ObjectSubclass {
    /// The GType, `FormAppSurnameHeading`.
    static let subclassType = WidgetSubclassType.make(
        name: "FormAppSurnameHeading", parentType: Box.gType, swiftClass: SurnameHeading.self,
        accessibleRole: .heading)
    // GLib's `GType` is `UInt` (its `gsize`); FormApp imports no C module to name it.
    override class var gType: UInt { subclassType.gType }

    /// Shows the letter.
    private let label = Label("")

    /// A heading showing `letter`.
    convenience init(letter: String) {
        self.init(registeredType: ())
        label.xalign = 0
        label.cssClasses = ["heading"]
        marginStart = 12
        marginTop = 12
        marginBottom = 6
        append(label)
        self.letter = letter
    }

    /// The letter shown, also the heading's name for assistive technologies (a heading in
    /// GTK 4.8 is not named by its content).
    var letter: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            setAccessibleLabel(newValue)
        }
    }
}
