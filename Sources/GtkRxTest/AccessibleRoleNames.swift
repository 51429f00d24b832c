/// The names AT-SPI gives its roles, indexed by role number (`AtspiRole`, the number an
/// accessible's `GetRole` returns), as screen readers and pyatspi's `getRoleName()` show them:
/// "push button", "text", "frame".
///
/// GTK's own `GetRoleName` answers with GTK's role names instead ("button", "window",
/// "group"), so a reading asks for the number and looks the name up here, as libatspi does,
/// falling back to `GetRoleName` for a number past the table (and for the "extended" role,
/// whose name the application chooses).
enum AccessibleRoleNames {
    /// The number of the "extended" role, named by the application.
    static let extended = 70

    /// The name of role number `role`, or `nil` when the application must be asked for it.
    static func name(of role: Int) -> String? {
        guard names.indices.contains(role), role != extended else { return nil }
        return names[role]
    }

    /// AT-SPI 2.46's roles, in the order of their numbers.
    private static let names = [
        "invalid", "accelerator label", "alert", "animation", "arrow", "calendar", "canvas",
        "check box", "check menu item", "color chooser", "column header", "combo box",
        "date editor", "desktop icon", "desktop frame", "dial", "dialog", "directory pane",
        "drawing area", "file chooser", "filler", "focus traversable", "font chooser", "frame",
        "glass pane", "html container", "icon", "image", "internal frame", "label", "layered pane",
        "list", "list item", "menu", "menu bar", "menu item", "option pane", "page tab",
        "page tab list", "panel", "password text", "popup menu", "progress bar", "push button",
        "radio button", "radio menu item", "root pane", "row header", "scroll bar", "scroll pane",
        "separator", "slider", "spin button", "split pane", "status bar", "table", "table cell",
        "table column header", "table row header", "tearoff menu item", "terminal", "text",
        "toggle button", "tool bar", "tool tip", "tree", "tree table", "unknown", "viewport",
        "window", "extended", "header", "footer", "paragraph", "ruler", "application",
        "autocomplete", "editbar", "embedded", "entry", "chart", "caption", "document frame",
        "heading", "page", "section", "redundant object", "form", "link", "input method window",
        "table row", "tree item", "document spreadsheet", "document presentation", "document text",
        "document web", "document email", "comment", "list box", "grouping", "image map",
        "notification", "info bar", "level bar", "title bar", "block quote", "audio", "video",
        "definition", "article", "landmark", "log", "marquee", "math", "rating", "timer", "static",
        "math fraction", "math root", "subscript", "superscript", "description list",
        "description term", "description value", "footnote", "content deletion",
        "content insertion", "mark", "suggestion", "push button menu",
    ]
}
