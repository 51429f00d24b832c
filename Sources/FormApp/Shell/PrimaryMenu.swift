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

    /// Gives the window template's "open-menu" button (`primary_menu` in `ui/window.blp`,
    /// where its tooltip and accessible name are translated; F10 opens it) its menu, made
    /// the first time it opens: its popover is a widget per entry, which the window's first
    /// frame does not need (about 1% of FormApp's start-up).
    @MainActor
    static func attach(to button: MenuButton) {
        button.setCreatePopup { button in
            if button.menuModel == nil {
                button.menuModel = model()
            }
        }
    }
}
