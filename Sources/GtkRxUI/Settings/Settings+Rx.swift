import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Settings {
    /// The settings key `key` as a `Value` (`Bool`, `Int`, `Double`, `String`): its value now,
    /// then each change, whoever makes it (another `Settings` object, another process,
    /// `gsettings set`); values bound into it are written to the key without being echoed back.
    ///
    /// A bound value the key cannot take (outside its range or choices) is reported and not
    /// written.
    ///
    /// - Throws: `SettingsError` naming the key and the schema when the schema has no such
    ///   key or it holds another type, at once instead of GLib's abort.
    @MainActor
    public func value<Value: VariantConvertible>(forKey key: String, as type: Value.Type)
        throws(SettingsError) -> ControlProperty<Value>
    {
        try base.checkType(of: key, as: Value.self)
        return settingsProperty(
            key,
            read: { settings throws(SettingsError) in
                try settings.value(forKey: key, as: Value.self)
            },
            write: { settings, value throws(SettingsError) in
                try settings.setValue(value, forKey: key)
            })
    }

    /// The settings key `key` as a case of `Value`, an enumeration whose raw values are the
    /// key's (`enum Theme: String { case light, dark }` for a key with those choices): its
    /// value now, then each change; bound cases are written without echo.
    ///
    /// - Throws: `SettingsError` naming the key and the schema when the schema has no such
    ///   key or it holds another type than `Value`'s raw values.
    @MainActor
    public func value<Value: RawRepresentable>(forKey key: String, as type: Value.Type)
        throws(SettingsError) -> ControlProperty<Value> where Value.RawValue: VariantConvertible
    {
        try base.checkType(of: key, as: Value.RawValue.self)
        return settingsProperty(
            key,
            read: { settings throws(SettingsError) in
                try settings.value(forKey: key, as: Value.self)
            },
            write: { settings, value throws(SettingsError) in
                try settings.setValue(value, forKey: key)
            })
    }

    /// A control property of `key`, read and written by the given functions; their errors are
    /// reported and the value skipped.
    @MainActor
    private func settingsProperty<Value>(
        _ key: String, read: @escaping @MainActor (Base) throws(SettingsError) -> Value,
        write: @escaping @MainActor (Base, Value) throws(SettingsError) -> Void
    ) -> ControlProperty<Value> {
        let signal = "changed::\(key)"
        let readReporting: @MainActor (Base) -> Value? = { settings in
            do {
                return try read(settings)
            } catch {
                reportBadValue("Settings.rx.value(forKey: \"\(key)\"): \(error); skipped")
                return nil
            }
        }
        let values = signalEvents(signal, initial: readReporting, ignoringBindings: true) {
            settings, _ in settings.flatMap(readReporting)
        }
        .compactMap { $0 }
        let sink = Binder<Value>(base) { settings, value in
            settings.whileBinding(signal) {
                do {
                    try write(settings, value)
                } catch {
                    reportBadValue(
                        "Settings.rx.value(forKey: \"\(key)\"): \(error); \(value) was not written")
                }
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }
}
