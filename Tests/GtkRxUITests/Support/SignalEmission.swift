import CGLib
import GtkRx

/// Emits `signal` on `object` with `arguments`, as GTK would when the event it stands for
/// happens (a key press on a key controller, a press on a click gesture); returns the
/// handlers' Boolean result for signals that have one, else `false`.
@MainActor
@discardableResult
func emitSignal(_ object: Object, _ signal: String, _ arguments: any GValueConvertible...)
    -> Bool
{
    let objectType = cglib_object_type(object.objectPointer)
    let signalID = g_signal_lookup(signal, objectType)
    precondition(signalID != 0, "\(object.typeName) has no signal \(signal)")
    var query = GSignalQuery()
    g_signal_query(signalID, &query)
    precondition(Int(query.n_params) == arguments.count, "\(signal) takes \(query.n_params)")
    // GLib marks some parameter types with a flag bit (G_SIGNAL_TYPE_STATIC_SCOPE).
    let staticScope: GType = 1
    var values = [GValue](repeating: GValue(), count: arguments.count + 1)
    var result = GValue()
    let returnType = query.return_type & ~staticScope
    let returnsBoolean = returnType == cglib_type_boolean()
    values.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        g_value_init(base, objectType)
        g_value_set_object(base, object.objectPointer)
        for (index, argument) in arguments.enumerated() {
            let type = (query.param_types?[index] ?? 0) & ~staticScope
            g_value_init(base + index + 1, type)
            argument.store(in: base + index + 1)
        }
        if returnsBoolean {
            g_value_init(&result, cglib_type_boolean())
            g_signal_emitv(base, signalID, 0, &result)
        } else {
            g_signal_emitv(base, signalID, 0, nil)
        }
        for index in 0..<buffer.count { g_value_unset(base + index) }
    }
    defer { if returnsBoolean { g_value_unset(&result) } }
    return returnsBoolean && g_value_get_boolean(&result) != 0
}

/// The event controllers of `type` on `widget`.
@MainActor
func controllers<Controller: EventController>(
    _ type: Controller.Type, on widget: Widget
) -> [Controller] {
    widget.eventControllers.compactMap { $0 as? Controller }
}
