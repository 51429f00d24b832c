import CGLib

extension Object {
    /// Emits signal `name` with `arguments`, one per parameter, in order: a signal a
    /// ``SignalDefinition`` declared, or any other whose parameters take values of these types
    /// (`Bool`, `Int`, `Double`, `String`, …). A signal that returns a value has it discarded.
    ///
    /// An unknown signal, the wrong number of arguments, or an argument whose type does not
    /// convert to its parameter's is reported, and nothing is emitted.
    public func emitSignal(_ name: String, _ arguments: any GValueConvertible...) {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard cAccepts(name, "Object.emitSignal") else { return }
        guard g_signal_parse_name(name, cglib_object_type(raw), &signalID, &detail, 1) != 0 else {
            reportBadValue("\(typeName) has no signal \(quotedForReport(name)) to emit")
            return
        }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        guard Int(query.n_params) == arguments.count else {
            reportBadValue(
                "\(typeName)'s signal \(quotedForReport(name)) takes \(query.n_params) arguments, not "
                    + "\(arguments.count); not emitted")
            return
        }
        // The instance, then the arguments, each set once initialized and unset at the end.
        let values = UnsafeMutablePointer<GValue>.allocate(capacity: arguments.count + 1)
        values.initialize(repeating: GValue(), count: arguments.count + 1)
        var initialized = 0
        defer {
            for index in 0..<initialized { g_value_unset(values + index) }
            values.deallocate()
        }
        g_value_init(values, cglib_object_type(raw))
        g_value_set_object(values, raw)
        initialized = 1
        for (index, argument) in arguments.enumerated() {
            // GLib marks a parameter passed without copying with its GType's lowest bit
            // (`G_SIGNAL_TYPE_STATIC_SCOPE`); the type is the rest.
            let type = query.param_types[index] & ~GType(1)
            guard Swift.type(of: argument).converts(type) else {
                reportBadValue(
                    "\(typeName)'s signal \(quotedForReport(name)): argument \(index) is a "
                        + "\(Swift.type(of: argument)), which does not convert to "
                        + "\(Object.typeName(of: type)); not emitted")
                return
            }
            g_value_init(values + index + 1, type)
            initialized += 1
            argument.store(in: values + index + 1)
        }
        let returnType = query.return_type & ~GType(1)
        guard returnType != cglib_type_none() else {
            g_signal_emitv(values, signalID, detail, nil)
            return
        }
        var result = GValue()
        g_value_init(&result, returnType)
        g_signal_emitv(values, signalID, detail, &result)
        g_value_unset(&result)
    }
}
