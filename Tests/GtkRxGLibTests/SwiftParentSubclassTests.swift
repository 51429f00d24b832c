import CGLib
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A GObject type registered from Swift that is itself derived from, by ``Square``: its
/// `subclassType` is a class property, which the subclass overrides.
private class Shape: Object, ObjectSubclass {
    class var subclassType: SubclassType { shapeType }
    override class var gType: GType { subclassType.gType }

    var sides = 0 { didSet { notifyPropertyChanged("sides") } }
    var kind: String { "shape" }
}

@MainActor
private let shapeType = SubclassType(
    name: "GtkRxTestShape", swiftClass: Shape.self,
    properties: [.readWrite("sides", \Shape.sides, default: 0)],
    signals: [SignalDefinition("scaled", parameters: [Double.self])])

/// A type derived from the Swift-registered `GtkRxTestShape`, adding a property.
private final class Square: Shape {
    override class var subclassType: SubclassType { squareType }

    var side = 1.0 { didSet { notifyPropertyChanged("side") } }
    override var kind: String { "square" }
}

@MainActor
private let squareType = SubclassType(
    name: "GtkRxTestSquare", parentType: Shape.gType, swiftClass: Square.self,
    properties: [.readWrite("side", \Square.side, default: 1)])

@MainActor
final class SwiftParentSubclassTests: GtkTestCase {
    func testTheSubclassIsATypeOfItsOwnDerivedFromTheSwiftOne() async {
        let square = Square()
        XCTAssertEqual(square.typeName, "GtkRxTestSquare")
        XCTAssertEqual(g_type_parent(Square.gType), Shape.gType)
        XCTAssertEqual(g_type_parent(Shape.gType), g_object_get_type())
        XCTAssertEqual(square.kind, "square")
        let shape = Shape()
        XCTAssertEqual(shape.typeName, "GtkRxTestShape")
        XCTAssertEqual(shape.kind, "shape")
    }

    func testItHasItsParentsPropertiesAndItsOwn() async throws {
        let square = Square()
        try square.setProperty("sides", to: 4)
        try square.setProperty("side", to: 2.5)
        XCTAssertEqual(square.sides, 4)
        XCTAssertEqual(square.side, 2.5)
        square.sides = 5
        XCTAssertEqual(try square.property("sides", as: Int.self), 5)
        XCTAssertEqual(try square.property("side", as: Double.self), 2.5)
        // The parent type has no property of the subclass.
        XCTAssertThrowsError(try Shape().property("side", as: Double.self))
    }

    func testItEmitsItsParentsSignalWithItsArgument() async {
        let square = Square()
        var factors: [Double] = []
        let connection = square.connect("scaled") { arguments in
            factors.append(arguments.value(at: 0, as: Double.self) ?? .nan)
        }
        defer { connection.disconnect() }
        square.emitSignal("scaled", 1.5)
        XCTAssertEqual(factors, [1.5])
    }

    func testGLibAndGtkBuilderMakeItWithItsSwiftInstance() async throws {
        let pointer = gObjectPointer(g_object_new_with_properties(Square.gType, 0, nil, nil))
        defer { g_object_unref(pointer) }
        let made = try XCTUnwrap(Object.wrapper(for: pointer) as? Square)
        XCTAssertEqual(made.side, 1)

        let builder = try Builder(
            string: """
                <interface>
                  <object class="GtkRxTestSquare" id="square">
                    <property name="sides">4</property>
                    <property name="side">3</property>
                  </object>
                </interface>
                """)
        let square = try builder.object(named: "square", as: Square.self)
        XCTAssertEqual(square.sides, 4)
        XCTAssertEqual(square.side, 3)
    }

    func testAnInstanceIsFinalizedWithItsLastSwiftReference() async {
        let before = Object.liveWrapperCount
        var square: Square? = Square()
        let probe = FinalizationProbe(square!)
        square = nil
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(probe.isFinalized)
        XCTAssertEqual(Object.liveWrapperCount, before)
    }
}
