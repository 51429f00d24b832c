import GtkRxAdwaita

/// FormApp's primary menu: the model and the header-bar button that opens it.
enum PrimaryMenu {
    /// The menu: "Preferences", "Keyboard Shortcuts" and "About FormApp", then "Quit". Each
    /// entry's label is also its accessible name.
    @MainActor
    static func model() -> Menu {
        Menu {
            MenuSection {
                MenuEntry(tr("_Preferences"), action: "app.\(AppShell.preferencesAction)")
                MenuEntry(tr("_Keyboard Shortcuts"), action: "app.\(AppShell.shortcutsAction)")
                MenuEntry(tr("_About FormApp"), action: "app.\(AppShell.aboutAction)")
            }
            MenuSection {
                MenuEntry(tr("_Quit"), action: "app.\(AppShell.quitAction)")
            }
        }
    }

    /// The "open-menu" button for the header bar, built from `ui/primary-menu-button.ui` (its
    /// tooltip and accessible name are translated there); F10 opens it. The menu is made the
    /// first time it opens: its popover is a widget per entry, which the window's first frame
    /// does not need (about 1% of FormApp's start-up).
    @MainActor
    static func button() throws(BuilderError) -> MenuButton {
        let builder = try Builder(resource: ResourceBundle.path("ui/primary-menu-button.ui"))
        let button = try builder.object(named: "primary_menu", as: MenuButton.self)
        button.setCreatePopup { button in
            if button.menuModel == nil {
                button.menuModel = model()
            }
        }
        return button
    }
}
