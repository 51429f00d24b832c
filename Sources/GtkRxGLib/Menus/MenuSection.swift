/// A group of menu entries set apart from their neighbours by separators, with an optional
/// heading (`MenuSection("Help") { … }`).
public struct MenuSection: MenuContent {
    /// The heading shown above the section, if any.
    public let label: String?
    /// What the section holds.
    public let content: [any MenuContent]

    /// A section headed `label` (none when `nil`) holding `content`.
    public init(_ label: String? = nil, @MenuBuilder content: () -> [any MenuContent]) {
        self.label = label
        self.content = content()
    }

    /// Adds the section, as one item linking to a menu of its content, at the end of `menu`.
    @MainActor
    public func append(to menu: Menu) {
        menu.appendSection(label: label, section: Menu { content })
    }
}
