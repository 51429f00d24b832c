import GtkRxWidgets

/// A key pressed (or released) while a widget had the keyboard focus.
public struct KeyPress: Sendable, Hashable {
    /// The key value (keysym) the key produced, such as `Keyval.named("q")`.
    public let keyval: Int
    /// The hardware key code, which does not depend on the keyboard layout.
    public let keycode: Int
    /// The modifier keys and mouse buttons held down (`.controlMask`, `.shiftMask`…).
    public let modifiers: ModifierType

    /// A key press of `keyval` with `modifiers` held.
    public init(keyval: Int, keycode: Int = 0, modifiers: ModifierType = []) {
        self.keyval = keyval
        self.keycode = keycode
        self.modifiers = modifiers
    }

    /// The key's name (`"q"`, `"Escape"`, `"Return"`), or `nil` when the value names no key.
    public var name: String? { Keyval.name(of: keyval) }
}
