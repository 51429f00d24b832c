import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A widget written in Swift: sizes itself from its `level` and draws a bar.
private final class Gauge: Widget, ObjectSubclass, SelfSizingWidget, DrawingWidget {
    static let subclassType = WidgetSubclassType.make(
        name: "GtkRxTestGauge", swiftClass: Gauge.self,
        properties: [.readWrite("level", \Gauge.level, default: 1)])
    override class var gType: GType { subclassType.gType }

    var level = 1 {
        didSet {
            notifyPropertyChanged("level")
            queueResize()
        }
    }
    var measured: [(Orientation, Int)] = []
    var drawnSizes: [Int] = []

    func measure(_ orientation: Orientation, forSize size: Int) -> WidgetMeasurement {
        measured.append((orientation, size))
        return orientation == .horizontal
            ? WidgetMeasurement(minimum: 10 * level, natural: 12 * level)
            : WidgetMeasurement(minimum: 7, natural: 9)
    }

    func draw(_ snapshot: Snapshot) {
        drawnSizes.append(width)
        snapshot.appendColor(
            red: 0.2, green: 0.6, blue: 0.2, x: 0, y: 0, width: Double(width),
            height: Double(height))
    }
}

@MainActor
final class WidgetSubclassTests: GtkTestCase {
    private func measure(_ widget: Widget, _ orientation: GtkOrientation) -> (Int32, Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(
            cgtk_widget(widget.objectPointer), orientation, -1, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    func testTheWidgetIsAGtkWidgetTypeOfItsOwn() async {
        let gauge = Gauge()
        XCTAssertEqual(gauge.typeName, "GtkRxTestGauge")
        XCTAssertEqual(g_type_parent(Gauge.gType), gtk_widget_get_type())
    }

    func testGTKsMeasureAsksTheSwiftWidget() async {
        let gauge = Gauge()
        gauge.level = 3
        let horizontal = measure(gauge, GTK_ORIENTATION_HORIZONTAL)
        XCTAssertEqual(horizontal.0, 30)
        XCTAssertEqual(horizontal.1, 36)
        XCTAssertEqual(measure(gauge, GTK_ORIENTATION_VERTICAL).1, 9)
        XCTAssertEqual(gauge.measured.map(\.0), [.horizontal, .vertical])
        XCTAssertEqual(gauge.measured.map(\.1), [-1, -1])
    }

    func testTheWidgetIsDrawnThroughItsSnapshot() async throws {
        let gauge = Gauge()
        gauge.level = 5
        let window = Window()
        window.child = gauge
        defer { window.destroy() }
        window.present()
        try GtkTest.wait("the gauge to be drawn") { !gauge.drawnSizes.isEmpty }
        XCTAssertGreaterThanOrEqual(gauge.drawnSizes.first ?? 0, 50)
    }

    func testABuilderDefinitionPlacesTheWidget() async throws {
        _ = Gauge.gType
        let builder = try Builder(
            string: """
                <interface>
                  <object class="GtkBox" id="box">
                    <child>
                      <object class="GtkRxTestGauge" id="gauge">
                        <property name="level">4</property>
                      </object>
                    </child>
                  </object>
                </interface>
                """)
        let box = try builder.object(named: "box", as: Box.self)
        let gauge = try builder.object(named: "gauge", as: Gauge.self)
        XCTAssertEqual(gauge.level, 4)
        XCTAssertTrue(gauge.parent === box)
        XCTAssertEqual(measure(box, GTK_ORIENTATION_HORIZONTAL).1, 48)
    }

    func testAGaugeInADestroyedWindowIsFinalized() async {
        let before = Object.liveWrapperCount
        var probe: FinalizationProbe?
        do {
            let window = Window()
            let gauge = Gauge()
            window.child = gauge
            probe = FinalizationProbe(gauge)
            window.destroy()
        }
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(probe?.isFinalized, true)
        XCTAssertEqual(Object.liveWrapperCount, before)
    }
}
