import CGLib
import CGtk
import GtkRxGLib

/// GDK's key values (keysyms): the symbol a key press produces, such as `q` or `Escape`.
public enum Keyval {
    /// The name of `keyval` (`"q"`, `"Escape"`, `"Return"`), or `nil` for a value that names no
    /// key (GDK writes those as a hexadecimal number).
    public static func name(of keyval: Int) -> String? {
        guard let value = guint(exactly: keyval), value != 0, let name = gdk_keyval_name(value)
        else { return nil }
        let text = String(cString: name)
        return text.hasPrefix("0x") ? nil : text
    }

    /// The key value named `name` (`"q"`, `"Escape"`), or `nil` when no key has that name.
    public static func named(_ name: String) -> Int? {
        guard cAccepts(name, "Keyval.named") else { return nil }
        let value = gdk_keyval_from_name(name)
        return value == 0xFF_FFFF || value == 0 ? nil : Int(value)
    }
}
