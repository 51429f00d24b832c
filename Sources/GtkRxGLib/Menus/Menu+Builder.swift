extension Menu {
    /// A menu made of `content`, written with ``MenuBuilder``:
    ///
    /// ```swift
    /// let menu = Menu {
    ///     MenuSection {
    ///         MenuEntry("New Window", action: "app.new-window")
    ///         MenuEntry("Dark Theme", action: "app.dark")
    ///     }
    ///     Submenu("More") { MenuEntry("Quit", action: "app.quit") }
    /// }
    /// ```
    public convenience init(@MenuBuilder _ content: () -> [any MenuContent]) {
        self.init()
        for part in content() {
            part.append(to: self)
        }
    }
}
