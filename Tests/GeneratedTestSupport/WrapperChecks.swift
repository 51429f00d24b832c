import CGLib
import CGtk
import GtkRx
import GtkRxTest
import XCTest

/// What the generated wrapper tests (`Generated/GeneratedWrapperTests.swift`) check, written
/// once: making an instance, reading properties, round-tripping a value through a property's
/// wrapper and reading it back through GObject's property system (C), connecting and
/// disconnecting a signal, and the object's finalization.
@MainActor
public struct WrapperChecks {
    let file: StaticString
    let line: UInt

    /// Checks that report their failures at `file` and `line` (the generated test's).
    public init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }

    // MARK: - Instances

    /// A new instance of `T`'s GType (through `g_object_new`, with every property at its
    /// default), or `nil` when GLib cannot make one (an abstract type, one that needs
    /// construct-time properties).
    public static func makeInstance<T: Object>(_ type: T.Type) -> T? {
        let gType = T.gType
        guard gType != 0, g_type_test_flags(gType, G_TYPE_FLAG_ABSTRACT.rawValue) == 0 else {
            return nil
        }
        guard let raw = g_object_new_with_properties(gType, 0, nil, nil) else { return nil }
        let pointer = gObjectPointer(raw)
        let wasFloating = g_object_is_floating(pointer) != 0
        let wrapper = Object.wrapper(for: pointer) as? T
        if !wasFloating, !isOwnedByGTK(pointer) {
            g_object_unref(pointer)  // the wrapper holds its own
        }
        return wrapper
    }

    /// Whether GTK keeps the reference `g_object_new` returned: a window's belongs to GTK's
    /// list of toplevels until the window is destroyed.
    private static func isOwnedByGTK(_ pointer: UnsafeMutablePointer<GObject>) -> Bool {
        g_type_is_a(cglib_object_type(pointer), gtk_window_get_type()) != 0
    }

    /// A new instance of a type that can stand where `gType` is expected: `gType` itself when
    /// GLib can make one, else a usual concrete type for an abstract type or an interface.
    public static func standIn(for gType: GType) -> Object? {
        let candidates: [String] = [
            "GtkLabel", "GtkStringList", "GMenu", "GtkBoxLayout", "GtkNoSelection",
            "GtkCustomFilter", "GtkCustomSorter", "GtkAdjustment", "GtkTextBuffer",
            "GtkEntryBuffer", "GtkTextTagTable", "GSimpleActionGroup", "GtkSignalListItemFactory",
            "GtkWindow", "GtkCssProvider", "GtkIconTheme", "GThemedIcon",
        ]
        // GTK registers a type when it is first used: without this, a test run on its own
        // finds no GtkLabel and stands in a GtkWindow for every widget.
        _ = gtk_label_get_type()
        var types = [gType]
        types += candidates.map { g_type_from_name($0) }.filter {
            $0 != 0 && g_type_is_a($0, gType) != 0
        }
        for type in types
        where g_type_test_flags(type, G_TYPE_FLAG_ABSTRACT.rawValue) == 0
            && cglib_type_fundamental(type) == cglib_type_object()
        {
            if g_type_is_a(type, gdk_display_get_type()) != 0
                || g_type_is_a(type, g_settings_get_type()) != 0
            {
                continue
            }
            guard let raw = g_object_new_with_properties(type, 0, nil, nil) else { continue }
            let pointer = gObjectPointer(raw)
            let wasFloating = g_object_is_floating(pointer) != 0
            let wrapper = Object.wrapper(for: pointer)
            if !wasFloating, !isOwnedByGTK(pointer) {
                g_object_unref(pointer)
            }
            return wrapper
        }
        return nil
    }

    // MARK: - Properties

    /// The spec of `object`'s property `name`, which must exist.
    private func spec(_ object: Object, _ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        let spec = cglib_object_find_property(object.raw, name)
        XCTAssertNotNil(spec, "\(object.typeName) has no property \(name)", file: file, line: line)
        return spec
    }

    /// Checks that the wrapper's getter and GObject's property system agree on `name`.
    public func read<Value: Equatable & GValueConvertible>(
        _ object: Object, _ name: String, _ get: () -> Value
    ) {
        guard spec(object, name) != nil else { return }
        let fromC = try? object.property(name, as: Value.self)
        XCTAssertEqual(
            get(), fromC, "\(object.typeName).\(name) read through Swift and C", file: file,
            line: line)
    }

    /// Sets `name` through the wrapper to `value`, then checks that C reads `value` back (within
    /// a small tolerance for numbers GTK quantizes) and that the wrapper's getter agrees.
    public func roundTrip<Value: Equatable & GValueConvertible>(
        _ object: Object, _ name: String, to value: Value, get: () -> Value, set: (Value) -> Void
    ) {
        guard spec(object, name) != nil else { return }
        set(value)
        let fromC = try? object.property(name, as: Value.self)
        XCTAssertTrue(
            agree(fromC, value),
            "\(object.typeName).\(name): set \(value), C reads \(String(describing: fromC))",
            file: file, line: line)
        XCTAssertTrue(
            agree(get(), fromC),
            "\(object.typeName).\(name): the wrapper reads \(get()), C reads \(String(describing: fromC))",
            file: file, line: line)
    }

    private func agree<Value: Equatable>(_ left: Value?, _ right: Value?) -> Bool {
        if let left = left as? Double, let right = right as? Double {
            return abs(left - right) <= max(0.01, abs(right) * 0.001)
        }
        return left == right
    }

    /// Round-trips an enumeration or flags value, comparing raw values with C's.
    public func roundTripRaw(
        _ object: Object, _ name: String, to value: Int, get: () -> Int, set: (Int) -> Void
    ) {
        roundTrip(object, name, to: value, get: get, set: set)
    }

    /// Round-trips an object-valued property: sets a stand-in of the property's type and checks
    /// that C holds that very object and the wrapper reads it back.
    public func roundTripObject(
        _ object: Object, _ name: String, get: () -> Object?, set: (Object?) -> Void
    ) {
        guard let spec = spec(object, name) else { return }
        guard let value = WrapperChecks.standIn(for: cglib_param_spec_value_type(spec)) else {
            // Nothing of that type can be made without arguments: set and read nil instead.
            set(nil)
            XCTAssertNil(try? object.property(name, as: Object.self), file: file, line: line)
            return
        }
        set(value)
        let fromC = (try? object.property(name, as: Object.self)) ?? nil
        XCTAssertTrue(
            fromC === value, "\(object.typeName).\(name): C holds \(String(describing: fromC))",
            file: file, line: line)
        XCTAssertTrue(
            get() === value, "\(object.typeName).\(name): the wrapper reads another object",
            file: file, line: line)
        set(nil)
        (value as? Window)?.destroy()  // GTK holds a window until it is destroyed
    }

    /// A whole number for property `name` that differs from `current` and lies within the
    /// property's range.
    public func integer(_ object: Object, _ name: String, differentFrom current: Int) -> Int {
        guard let spec = spec(object, name) else { return current }
        let (minimum, maximum) = WrapperChecks.range(of: spec)
        for candidate in [current - 1, current + 1, minimum, maximum, 1, 0]
        where candidate != current && candidate >= minimum && candidate <= maximum {
            return candidate
        }
        return current
    }

    /// A number for property `name` that differs from `current` and lies within its range.
    public func number(_ object: Object, _ name: String, differentFrom current: Double) -> Double {
        guard let spec = spec(object, name) else { return current }
        let (minimum, maximum) = WrapperChecks.doubleRange(of: spec)
        let middle = minimum.isFinite && maximum.isFinite ? (minimum + maximum) / 2 : 0.5
        for candidate in [middle, current + 1, current - 1, minimum, maximum]
        where abs(candidate - current) > 0.02 && candidate >= minimum && candidate <= maximum {
            return candidate
        }
        return current
    }

    /// A valid value of the enumeration or flags property `name` that differs from `current`.
    public func enumerated(_ object: Object, _ name: String, differentFrom current: Int) -> Int {
        guard let spec = spec(object, name) else { return current }
        let type = cglib_param_spec_value_type(spec)
        let typeClass = g_type_class_ref(type)
        defer { g_type_class_unref(typeClass) }
        if cglib_type_fundamental(type) == cglib_type_enum() {
            let enumClass = typeClass!.assumingMemoryBound(to: GEnumClass.self)
            for index in 0..<Int(enumClass.pointee.n_values) {
                let value = Int(enumClass.pointee.values[index].value)
                if value != current { return value }
            }
        } else {
            let flagsClass = typeClass!.assumingMemoryBound(to: GFlagsClass.self)
            for index in 0..<Int(flagsClass.pointee.n_values) {
                let value = Int(flagsClass.pointee.values[index].value)
                if value != current, value != 0 { return value }
            }
        }
        return current
    }

    private static func range(of spec: UnsafeMutablePointer<GParamSpec>) -> (Int, Int) {
        let raw = UnsafeMutableRawPointer(spec)
        switch cglib_type_fundamental(cglib_param_spec_value_type(spec)) {
        case cglib_type_int():
            let int = raw.assumingMemoryBound(to: GParamSpecInt.self).pointee
            return (Int(int.minimum), Int(int.maximum))
        case cglib_type_uint():
            let uint = raw.assumingMemoryBound(to: GParamSpecUInt.self).pointee
            return (Int(uint.minimum), Int(uint.maximum))
        case cglib_type_int64():
            let int = raw.assumingMemoryBound(to: GParamSpecInt64.self).pointee
            return (Int(int.minimum), Int(int.maximum))
        case cglib_type_uint64():
            let uint = raw.assumingMemoryBound(to: GParamSpecUInt64.self).pointee
            return (Int(uint.minimum), Int(truncatingIfNeeded: min(uint.maximum, guint64(Int.max))))
        case cglib_type_long():
            let long = raw.assumingMemoryBound(to: GParamSpecLong.self).pointee
            return (long.minimum, long.maximum)
        case cglib_type_ulong():
            let ulong = raw.assumingMemoryBound(to: GParamSpecULong.self).pointee
            return (
                Int(ulong.minimum), Int(truncatingIfNeeded: min(ulong.maximum, gulong(Int.max)))
            )
        default:
            return (0, 1)
        }
    }

    private static func doubleRange(of spec: UnsafeMutablePointer<GParamSpec>) -> (Double, Double) {
        let raw = UnsafeMutableRawPointer(spec)
        if cglib_param_spec_value_type(spec) == cglib_type_float() {
            let float = raw.assumingMemoryBound(to: GParamSpecFloat.self).pointee
            return (Double(float.minimum), Double(float.maximum))
        }
        let double = raw.assumingMemoryBound(to: GParamSpecDouble.self).pointee
        return (double.minimum, double.maximum)
    }

    // MARK: - Signals

    /// Checks a connector: connected after `connect`, disconnected after one `disconnect`, and
    /// a second `disconnect` changes nothing.
    public func signal(_ object: Object, _ name: String, connect: () -> SignalConnection) {
        let connection = connect()
        XCTAssertTrue(
            connection.isConnected, "\(object.typeName)::\(name) did not connect", file: file,
            line: line)
        connection.disconnect()
        XCTAssertFalse(
            connection.isConnected, "\(object.typeName)::\(name) did not disconnect", file: file,
            line: line)
        connection.disconnect()
        XCTAssertFalse(connection.isConnected, file: file, line: line)
    }

    // MARK: - Finalization

    /// Lets go of `object` (destroying a window first, which GTK holds), runs the loop, and
    /// checks that the GObject is finalized and no wrapper is left behind.
    public static func checkFinalized(
        _ object: inout Object?, liveWrappersBefore: Int, file: StaticString, line: UInt
    ) {
        guard object != nil else { return }
        // No local binding of the object: it would keep it alive past `object = nil`.
        let probe = FinalizationProbe(object!)
        (object as? Window)?.destroy()
        object = nil
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(probe.isFinalized, "not finalized", file: file, line: line)
        XCTAssertLessThanOrEqual(
            Object.liveWrapperCount, liveWrappersBefore, "a wrapper outlived its object",
            file: file,
            line: line)
    }
}
