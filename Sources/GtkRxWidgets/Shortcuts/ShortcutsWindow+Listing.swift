import GtkRxGLib

extension ShortcutsWindow {
    /// A group of shortcuts under a heading, for ``listing(_:)``.
    public struct Group: Sendable, Hashable {
        /// The heading.
        public let title: String
        /// What each shortcut does and its accelerator (`"<Control>q"`), in order.
        public let shortcuts: [(title: String, accelerator: String)]

        /// A group headed `title` listing `shortcuts`.
        public init(_ title: String, _ shortcuts: [(title: String, accelerator: String)]) {
            self.title = title
            self.shortcuts = shortcuts
        }

        /// Equal when the titles and the shortcuts are.
        public static func == (lhs: Group, rhs: Group) -> Bool {
            lhs.title == rhs.title
                && lhs.shortcuts.map(\.title) == rhs.shortcuts.map(\.title)
                && lhs.shortcuts.map(\.accelerator) == rhs.shortcuts.map(\.accelerator)
        }

        /// Hashes the titles and accelerators.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(title)
            for shortcut in shortcuts {
                hasher.combine(shortcut.title)
                hasher.combine(shortcut.accelerator)
            }
        }
    }

    /// A shortcuts window (GTK's help overlay) listing `groups` in one section; GTK 4.8 can
    /// build one only from a GtkBuilder definition, which this writes.
    ///
    /// - Throws: ``ShortcutError/unparsableTrigger(_:)`` naming an accelerator GTK cannot
    ///   parse; ``BuilderError`` if GTK refuses the definition.
    public static func listing(_ groups: [Group]) throws -> ShortcutsWindow {
        var definition = """
            <interface><object class="GtkShortcutsWindow" id="window">
            <property name="modal">true</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">main\
            </property>
            """
        for group in groups {
            definition += "<child><object class=\"GtkShortcutsGroup\">"
            definition += "<property name=\"title\">\(Builder.escaped(group.title))</property>"
            for shortcut in group.shortcuts {
                guard ShortcutTrigger.parse(shortcut.accelerator) != nil else {
                    throw ShortcutError.unparsableTrigger(shortcut.accelerator)
                }
                definition += "<child><object class=\"GtkShortcutsShortcut\">"
                definition +=
                    "<property name=\"title\">\(Builder.escaped(shortcut.title))</property>"
                definition +=
                    "<property name=\"accelerator\">\(Builder.escaped(shortcut.accelerator))</property>"
                definition += "</object></child>"
            }
            definition += "</object></child>"
        }
        definition += "</object></child></object></interface>"
        let builder = try Builder(string: definition)
        return try builder.object(named: "window", as: ShortcutsWindow.self)
    }
}
