import GtkRx

/// An object on the accessibility bus: the bus name of the connection that serves it, and its
/// object path (AT-SPI's `(so)` pair).
struct AccessibleReference: Sendable, Hashable {
    /// The path AT-SPI gives for "no object" (a child that has gone).
    static let nullPath = "/org/a11y/atspi/null"

    /// The bus name of the application's connection.
    let busName: String
    /// The object path.
    let path: String

    /// Whether it stands for no object (AT-SPI's null reference).
    var isNull: Bool { path == Self.nullPath || busName.isEmpty }

    /// The pair, read from a `(so)` variant, or `nil` when the variant is not one.
    init?(_ pair: Variant) {
        guard let parts = pair.children, parts.count == 2,
            let busName = parts[0].string, let path = parts[1].string
        else { return nil }
        self.init(busName: busName, path: path)
    }

    /// The pair.
    init(busName: String, path: String) {
        self.busName = busName
        self.path = path
    }
}
