/// A piece of a menu written with ``MenuBuilder``: an entry, a section or a submenu.
///
/// Conform your own types to make reusable groups of entries; ``append(to:)`` adds the
/// content's items at the end of the menu it is given.
public protocol MenuContent {
    /// Adds this content's items at the end of `menu`.
    @MainActor
    func append(to menu: Menu)
}
