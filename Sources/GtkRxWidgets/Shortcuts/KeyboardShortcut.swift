import GtkRxGLib

/// A keyboard shortcut that activates an action by name: a trigger and a detailed action
/// name, added to a widget with `Widget/addShortcuts(_:)`.
///
/// ```swift
/// try window.addShortcuts([
///     KeyboardShortcut(trigger: .keys("<Control>w"), action: "window.close"),
/// ])
/// ```
public struct KeyboardShortcut: Sendable, Hashable {
    /// What sets it off.
    public let trigger: KeyTrigger
    /// The detailed name of the action it activates (`"app.quit"`, `"win.zoom(2)"`), looked up
    /// from the focused widget outwards.
    public let action: String

    /// A shortcut activating `action` when `trigger` happens.
    public init(trigger: KeyTrigger, action: String) {
        self.trigger = trigger
        self.action = action
    }
}
