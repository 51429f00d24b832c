import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A GObject type written in Swift: three properties, a signal and a signal with arguments.
private final class Counter: Object, ObjectSubclass {
    static let subclassType = SubclassType(
        name: "GtkRxTestCounter", swiftClass: Counter.self,
        properties: [
            .readWrite("count", \Counter.count, default: 0),
            .readWrite("title", \Counter.title, default: ""),
            .readOnly("doubled", \Counter.doubled, default: 0),
        ],
        signals: [
            SignalDefinition("reset"),
            SignalDefinition("stepped", parameters: [Int.self, String.self, Bool.self]),
        ])
    override class var gType: GType { subclassType.gType }

    var count = 0 {
        didSet {
            notifyPropertyChanged("count")
            notifyPropertyChanged("doubled")
        }
    }
    var title = "" { didSet { notifyPropertyChanged("title") } }
    var doubled: Int { count * 2 }
    /// Set only by instances Swift code made or GLib constructed, to show the Swift state is
    /// the object's.
    var note = "fresh"

    func reset() {
        count = 0
        emitSignal("reset")
    }
}

@MainActor
final class ObjectSubclassTests: GtkTestCase {
    func testTheTypeIsRegisteredUnderItsNameWithItsParent() async {
        let counter = Counter()
        XCTAssertEqual(counter.typeName, "GtkRxTestCounter")
        XCTAssertEqual(g_type_from_name("GtkRxTestCounter"), Counter.gType)
        XCTAssertEqual(g_type_parent(Counter.gType), g_object_get_type())
    }

    func testPropertiesReadAndWriteTheSwiftState() async throws {
        let counter = Counter()
        counter.count = 4
        XCTAssertEqual(try counter.property("count", as: Int.self), 4)
        XCTAssertEqual(try counter.property("doubled", as: Int.self), 8)
        try counter.setProperty("count", to: 9)
        XCTAssertEqual(counter.count, 9)
        try counter.setProperty("title", to: "Nine")
        XCTAssertEqual(counter.title, "Nine")
        XCTAssertThrowsError(try counter.setProperty("doubled", to: 3)) { error in
            XCTAssertEqual(
                error as? PropertyError,
                .notWritable(type: "GtkRxTestCounter", property: "doubled"))
        }
    }

    func testObserversSeeEachChangeOnceWhateverSideMadeIt() async throws {
        let counter = Counter()
        var seen: [Int] = []
        let bag = DisposeBag()
        counter.rx.observe(Int.self, "count").subscribe(onNext: { seen.append($0) })
            .disposed(by: bag)
        GtkTest.pumpUntilIdle()
        counter.count = 1
        try counter.setProperty("count", to: 2)
        XCTAssertEqual(seen, [0, 1, 2])
    }

    func testAPropertyBindsBothWaysWithAWidget() async throws {
        let counter = Counter()
        let spin = SpinButton(range: 0...100, step: 1)
        let binding = g_object_bind_property(
            counter.objectPointer, "count", spin.objectPointer, "value",
            GBindingFlags(
                rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        XCTAssertNotNil(binding)
        counter.count = 12
        XCTAssertEqual(spin.value, 12)
        spin.value = 30
        XCTAssertEqual(counter.count, 30)
    }

    func testSignalsReachHandlers() async {
        let counter = Counter()
        var resets = 0
        let connection = counter.connect("reset") { resets += 1 }
        XCTAssertTrue(connection.isConnected)
        counter.count = 3
        counter.reset()
        XCTAssertEqual(resets, 1)
        XCTAssertEqual(counter.count, 0)
        connection.disconnect()
    }

    func testASignalCarriesItsArgumentsToHandlers() async throws {
        let counter = Counter()
        var received: [String] = []
        let connection = counter.connect("stepped") { arguments in
            let by = arguments.value(at: 0, as: Int.self).map(String.init) ?? "?"
            let title = arguments.value(at: 1, as: String.self) ?? "?"
            let up = arguments.value(at: 2, as: Bool.self).map(String.init) ?? "?"
            received.append("\(arguments.count): \(by) \(title) \(up)")
        }
        defer { connection.disconnect() }
        counter.emitSignal("stepped", -3, "back", false)
        counter.emitSignal("stepped", Int.max, "", true)
        XCTAssertEqual(
            received, ["3: -3 back false", "3: \(Int.max)  true"])

        // GLib describes the parameters it was given.
        var query = GSignalQuery()
        g_signal_query(g_signal_lookup("stepped", Counter.gType), &query)
        XCTAssertEqual(query.n_params, 3)
        let types = try XCTUnwrap(query.param_types)
        XCTAssertEqual(
            (0..<Int(query.n_params)).map { types[$0] },
            [cglib_type_int64(), cglib_type_string(), cglib_type_boolean()])
    }

    func testWrongSignalArgumentsAreReportedAndNothingIsEmitted() async throws {
        let counter = Counter()
        var emissions = 0
        let connection = counter.connect("stepped") { emissions += 1 }
        defer { connection.disconnect() }
        let tooFew = try captureStandardError { counter.emitSignal("stepped", 1) }
        XCTAssertTrue(tooFew.contains("takes 3 arguments, not 1"), tooFew)
        let wrongType = try captureStandardError { counter.emitSignal("stepped", 1, 2, true) }
        XCTAssertTrue(wrongType.contains("argument 1 is a Int"), wrongType)
        let unknown = try captureStandardError { counter.emitSignal("jumped") }
        XCTAssertTrue(unknown.contains("no signal \"jumped\""), unknown)
        XCTAssertEqual(emissions, 0)
    }

    func testObjectsGLibConstructsGetTheirSwiftInstance() async throws {
        let pointer = gObjectPointer(g_object_new_with_properties(Counter.gType, 0, nil, nil))
        defer { g_object_unref(pointer) }
        let wrapper = try XCTUnwrap(Object.wrapper(for: pointer, as: Counter.self))
        XCTAssertEqual(wrapper.note, "fresh")
        wrapper.note = "seen"
        // The same Swift instance, holding its state, for as long as the object lives.
        XCTAssertEqual(Object.wrapper(for: pointer, as: Counter.self)?.note, "seen")
        XCTAssertTrue(Object.wrapper(for: pointer) === wrapper)
    }

    func testABuilderDefinitionNamesTheType() async throws {
        _ = Counter.gType
        let builder = try Builder(
            string: """
                <interface>
                  <object class="GtkRxTestCounter" id="counter">
                    <property name="count">7</property>
                    <property name="title">Seven</property>
                  </object>
                </interface>
                """)
        let counter = try builder.object(named: "counter", as: Counter.self)
        XCTAssertEqual(counter.count, 7)
        XCTAssertEqual(counter.title, "Seven")
    }

    func testAnInstanceIsFinalizedWithItsLastSwiftReference() async {
        let before = Object.liveWrapperCount
        var counter: Counter? = Counter()
        let probe = FinalizationProbe(counter!)
        counter = nil
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(probe.isFinalized)
        XCTAssertEqual(Object.liveWrapperCount, before)
    }

    func testAnInstanceGLibMadeLivesWhileGLibHoldsIt() async {
        let pointer = gObjectPointer(g_object_new_with_properties(Counter.gType, 0, nil, nil))
        weak let wrapper = Object.wrapper(for: pointer, as: Counter.self)
        XCTAssertNotNil(wrapper)
        let probe = wrapper.map { FinalizationProbe($0) }
        g_object_unref(pointer)
        GtkTest.pumpUntilIdle()
        XCTAssertNil(wrapper)
        XCTAssertEqual(probe?.isFinalized, true)
    }

    func testATakenNameIsReportedAndNotRegistered() async throws {
        let clash = SubclassType(name: "GObject", swiftClass: Object.self)
        let report = try captureStandardError { XCTAssertEqual(clash.gType, g_object_get_type()) }
        XCTAssertTrue(report.contains("\"GObject\" exists already"), report)
    }

    func testAnInvalidNameIsReportedAndNotRegistered() async throws {
        let invalid = SubclassType(name: "9 lives", swiftClass: Object.self)
        let report = try captureStandardError { XCTAssertEqual(invalid.gType, g_object_get_type()) }
        XCTAssertTrue(report.contains("not a valid GType name"), report)
    }
}
