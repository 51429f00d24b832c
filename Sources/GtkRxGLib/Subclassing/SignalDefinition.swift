import CGLib

/// A signal a ``SubclassType`` adds to its class, returning nothing, with parameters of the
/// types a property may have (`Bool`, `Int`, `Double`, `String`, `String?`); emitted from Swift
/// with ``Object/emitSignal(_:_:)`` and connected to like any GTK signal:
///
/// ```swift
/// SignalDefinition("moved", parameters: [Int.self, String.self])
/// // …
/// emitSignal("moved", 3, "north")
/// counter.connect("moved") { arguments in
///     print(arguments.value(at: 0, as: Int.self) ?? 0, arguments.value(at: 1, as: String.self) ?? "")
/// }
/// ```
public struct SignalDefinition: Sendable {
    /// The signal's name, as GLib spells it (`value-reset`).
    public let name: String

    /// The GTypes of the signal's parameters, in order (none for a parameterless signal).
    public let parameterTypes: [GType]

    /// A signal named `name` whose handlers receive arguments of the types `parameters`, in
    /// order (none by default).
    public init(_ name: String, parameters: [any PropertyValue.Type] = []) {
        self.name = name
        parameterTypes = parameters.map { $0.gValueType }
    }
}
