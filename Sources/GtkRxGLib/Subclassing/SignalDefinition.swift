/// A signal a ``SubclassType`` adds to its class: parameterless and returning nothing, emitted
/// from Swift with ``Object/emitSignal(_:)`` and connected to like any GTK signal.
public struct SignalDefinition: Sendable {
    /// The signal's name, as GLib spells it (`value-reset`).
    public let name: String

    /// A parameterless signal named `name`.
    public init(_ name: String) {
        self.name = name
    }
}
