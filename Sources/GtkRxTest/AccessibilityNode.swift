/// One node of an ``AccessibilityTree``: what a screen reader hears of a widget, its role and
/// its name, and how deep it lies.
public struct AccessibilityNode: Sendable, Hashable, CustomStringConvertible {
    /// The role as AT-SPI names it: "push button", "text", "label", "frame", "check box".
    public let role: String
    /// The accessible name: a button's label, an entry's label, a window's title; empty when
    /// the node has none.
    public let name: String
    /// How many nodes lie between it and the application: 0 for a window.
    public let depth: Int
    /// Where the node lives on the accessibility bus, to act on it.
    let reference: AccessibleReference

    /// "role<TAB>name", the line `scripts/atspi-tree.py` prints for the node.
    public var line: String { "\(role)\t\(name)" }

    /// The line, indented two spaces a level, for failure messages.
    public var description: String {
        String(repeating: "  ", count: depth) + line
    }
}
