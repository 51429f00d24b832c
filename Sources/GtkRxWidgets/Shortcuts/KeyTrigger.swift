import GtkRxGLib

/// What sets off a keyboard shortcut, checked when the shortcut is made.
public enum KeyTrigger: Sendable, Hashable {
    /// Keys in GTK's accelerator syntax: `"<Control>q"`, `"<Shift><Alt>n"`, `"F1"`; several
    /// alternatives separated by `|` (`"<Control>q|<Control>w"`).
    case keys(String)
    /// The key value `keyval` (see ``Keyval``) with `modifiers` held.
    case key(Int, modifiers: ModifierType)

    /// The GTK trigger this describes.
    ///
    /// - Throws: ``ShortcutError/unparsableTrigger(_:)`` naming the string when GTK cannot
    ///   parse it, ``ShortcutError/unknownKey(_:)`` for a key value that names no key.
    @MainActor
    public func makeTrigger() throws(ShortcutError) -> ShortcutTrigger {
        switch self {
        case .keys(let string):
            guard let trigger = ShortcutTrigger.parse(string) else {
                throw .unparsableTrigger(string)
            }
            return trigger
        case .key(let keyval, let modifiers):
            guard Keyval.name(of: keyval) != nil else { throw .unknownKey(keyval) }
            return KeyvalTrigger(keyval: keyval, modifiers: modifiers)
        }
    }
}
