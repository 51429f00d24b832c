/// An entry that opens a further menu (`Submenu("More") { … }`).
public struct Submenu: MenuContent {
    /// The entry's text.
    public let label: String
    /// What the further menu holds.
    public let content: [any MenuContent]

    /// An entry labelled `label` opening a menu of `content`.
    public init(_ label: String, @MenuBuilder content: () -> [any MenuContent]) {
        self.label = label
        self.content = content()
    }

    /// Adds the entry, linking to a menu of its content, at the end of `menu`.
    @MainActor
    public func append(to menu: Menu) {
        menu.appendSubmenu(label: label, submenu: Menu { content })
    }
}
