import GtkRx
import GtkRxTest
import XCTest

/// `Variant` and `VariantType`: values in, the same values out, and a clear `nil` for the wrong
/// type or a malformed type string.
final class VariantTests: XCTestCase {
    func testEachSwiftValueRoundTripsWithItsType() {
        XCTAssertEqual(Variant(true).bool, true)
        XCTAssertEqual(Variant(true).typeString, "b")
        XCTAssertEqual(Variant(-7).int, -7)
        XCTAssertEqual(Variant(-7).typeString, "x")
        XCTAssertEqual(Variant(int32: 42).int, 42)
        XCTAssertEqual(Variant(int32: 42).typeString, "i")
        XCTAssertEqual(Variant(2.5).double, 2.5)
        XCTAssertEqual(Variant("dark").string, "dark")
        XCTAssertEqual(Variant(["a", "", "ç"]).strings, ["a", "", "ç"])
        XCTAssertEqual(Variant(["a"]).type, VariantType.stringArray)
    }

    func testAnAccessorOfAnotherTypeReadsNil() {
        let text = Variant("1")
        XCTAssertNil(text.bool)
        XCTAssertNil(text.int)
        XCTAssertNil(text.double)
        XCTAssertNil(text.strings)
        XCTAssertNil(Variant(true).string)
    }

    func testVariantsCompareAndHashByTypeAndValue() {
        XCTAssertEqual(Variant("x"), Variant("x"))
        XCTAssertNotEqual(Variant(1), Variant(int32: 1))
        XCTAssertNotEqual(Variant("x"), Variant("y"))
        XCTAssertEqual(Set([Variant(1), Variant(1), Variant("1")]).count, 2)
        XCTAssertEqual(Variant("dark").description, "'dark'")
    }

    func testVariantTypesAreValidatedAndNamed() {
        XCTAssertEqual(VariantType("as"), VariantType.stringArray)
        XCTAssertEqual(VariantType.int32.string, "i")
        XCTAssertEqual(VariantType("(sb)")?.string, "(sb)")
        XCTAssertNil(VariantType("not a type"))
        XCTAssertNil(VariantType(""))
        XCTAssertNil(VariantType("a"))
    }

}

/// A `SimpleAction` carries variants through GObject: its constructor, its `state` property,
/// `activate` and `changeState`.
@MainActor
final class SimpleActionVariantTests: GtkTestCase {
    func testAStatefulActionKeepsAndChangesItsState() async throws {
        let action = SimpleAction(name: "mode", parameterType: .string, state: Variant("light"))
        XCTAssertEqual(action.parameterType, .string)
        XCTAssertEqual(action.stateType, .string)
        XCTAssertEqual(try action.property("state", as: Variant?.self), Variant("light"))
        var requested: [Variant] = []
        action.onChangeState { requested.append($0 ?? Variant(false)) }
        action.changeState(value: Variant("dark"))
        XCTAssertEqual(requested, [Variant("dark")])
        // A handler of change-state decides; with none, GIO sets the state itself.
        XCTAssertEqual(action.state, Variant("light"))
        action.state = Variant("dark")
        XCTAssertEqual(action.state, Variant("dark"))
    }

    func testActivationDeliversTheParameter() async throws {
        let action = SimpleAction(name: "open", parameterType: .int32)
        var received: [Variant?] = []
        action.onActivate { received.append($0) }
        action.activate(Variant(int32: 3))
        XCTAssertEqual(received, [Variant(int32: 3)])
        action.isEnabled = false
        action.activate(Variant(int32: 4))
        XCTAssertEqual(received, [Variant(int32: 3)], "a disabled action does not activate")
    }
}
