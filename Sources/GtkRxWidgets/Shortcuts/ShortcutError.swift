/// Why a keyboard shortcut was refused.
public enum ShortcutError: Error, Equatable, CustomStringConvertible {
    /// GTK cannot parse the trigger string.
    case unparsableTrigger(String)
    /// The key value names no key.
    case unknownKey(Int)
    /// The action name is malformed.
    case invalidActionName(String)

    /// One line naming the bad input.
    public var description: String {
        switch self {
        case .unparsableTrigger(let string):
            "\"\(string)\" is not a shortcut trigger GTK can parse (such as \"<Control>q\")"
        case .unknownKey(let keyval):
            "the key value \(keyval) names no key"
        case .invalidActionName(let name):
            "\"\(name)\" is not a valid detailed action name (such as \"app.quit\")"
        }
    }
}
