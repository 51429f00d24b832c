import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class ObserveTests: GtkTestCase {
    func testObservesBooleanIntegerDoubleStringAndEnumProperties() async {
        let label = Label("first")
        let box = Box(orientation: .horizontal, spacing: 2)
        var visible: [Bool] = []
        var spacing: [Int] = []
        var opacity: [Double] = []
        var text: [String?] = []
        var orientation: [Int] = []
        let bag = DisposeBag()
        label.rx.observe(Bool.self, "visible").subscribe(onNext: { visible.append($0) })
            .disposed(by: bag)
        box.rx.observe(Int.self, "spacing").subscribe(onNext: { spacing.append($0) })
            .disposed(by: bag)
        label.rx.observe(Double.self, "opacity").subscribe(onNext: { opacity.append($0) })
            .disposed(by: bag)
        label.rx.observe(String?.self, "label").subscribe(onNext: { text.append($0) })
            .disposed(by: bag)
        box.rx.observe(Int.self, "orientation").subscribe(onNext: { orientation.append($0) })
            .disposed(by: bag)
        label.isHidden = true
        box.spacing = 9
        label.opacity = 0.2
        label.text = "second"
        gtk_orientable_set_orientation(OpaquePointer(box.objectPointer), GTK_ORIENTATION_VERTICAL)
        XCTAssertEqual(visible, [true, false])
        XCTAssertEqual(spacing, [2, 9])
        XCTAssertEqual(opacity, [1, 0.2])
        XCTAssertEqual(text, ["first", "second"])
        XCTAssertEqual(
            orientation,
            [Int(GTK_ORIENTATION_HORIZONTAL.rawValue), Int(GTK_ORIENTATION_VERTICAL.rawValue)])
    }

    func testAnUnknownPropertyFailsWithAClearError() async {
        let label = Label()
        var events: [Event<Bool>] = []
        _ = label.rx.observe(Bool.self, "shiny").subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(
            events.first?.error as? PropertyError,
            .unknownProperty(type: "GtkLabel", property: "shiny"))
    }

    func testAMismatchedTypeFailsWithAClearError() async {
        let label = Label()
        var events: [Event<Double>] = []
        _ = label.rx.observe(Double.self, "label").subscribe { events.append($0) }
        XCTAssertEqual(
            events.first?.error as? PropertyError,
            .typeMismatch(
                type: "GtkLabel", property: "label", valueType: "gchararray", swiftType: "Double"))
        XCTAssertEqual(
            "\(events.first!.error!)",
            "GtkLabel.label holds a gchararray, which is not convertible to Double")
    }

    func testObservingCompletesWhenTheWidgetIsDestroyed() async {
        var events: [String] = []
        do {
            let label = Label("x")
            _ = label.rx.observe(String?.self, "label").subscribe(
                onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
        }
        XCTAssertEqual(events, ["x", "completed"])
    }
}
