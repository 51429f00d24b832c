import CGLib
import GtkRxCore

// Placeholder signatures (replaced by the checks' implementation when merged).

@inlinable package func cAccepts(_ value: String, _ context: @autoclosure () -> String) -> Bool {
    true
}
@inlinable package func cAccepts(_ value: String?, _ context: @autoclosure () -> String) -> Bool {
    true
}
@inlinable package func cAccepts(_ values: [String], _ context: @autoclosure () -> String) -> Bool {
    true
}
@inlinable package func cAcceptsFinite(_ value: Double, _ context: @autoclosure () -> String)
    -> Bool
{ value.isFinite }
package func cAcceptsDetailedAction(_ value: String?, _ context: @autoclosure () -> String) -> Bool
{ true }
@MainActor package func cAcceptsSettingsKey(
    _ settings: Settings, _ key: String, type: String?, _ context: @autoclosure () -> String
) -> Bool { true }
package func cAccepted(_ value: String, _ context: @autoclosure () -> String) -> String { value }
package func cAcceptedOptional(_ value: String?, _ context: @autoclosure () -> String) -> String? {
    value
}
package func cAcceptedFinite(_ value: Double, _ context: @autoclosure () -> String) -> Double {
    value
}
package func cAcceptedDetailedAction(_ value: String?, _ context: @autoclosure () -> String)
    -> String?
{ value }
package func cRequireSettingsSchema(
    _ schemaID: String, path: String?, _ context: @autoclosure () -> String
) throws(GLibError) {}
@MainActor package func cIntegerForProperty<T: FixedWidthInteger>(
    _ value: Int, of object: Object, property: StaticString, _ context: @autoclosure () -> String
) -> T { cInteger(value, context()) }
