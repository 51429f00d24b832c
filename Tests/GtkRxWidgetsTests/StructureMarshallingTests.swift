import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Generated members whose C form takes or returns a plain C structure (`GdkRGBA`,
/// `GdkRectangle`, `GtkBorder`, `GtkRequisition`, graphene's point, size and rectangle): Swift
/// passes and reads values, through pointers, caller-allocated out-parameters and boxed
/// properties, with nothing left for C or Swift to free.
@MainActor
final class StructureMarshallingTests: GtkTestCase {
    func testAColorParsesAndPrintsThroughGDK() async {
        XCTAssertEqual(RGBA(parsing: "#ff0000"), RGBA(red: 1))
        XCTAssertEqual(RGBA(parsing: "rgba(0,0,255,0.5)"), RGBA(blue: 1, alpha: 0.5))
        XCTAssertNil(RGBA(parsing: "not a color"))
        XCTAssertNil(RGBA(parsing: "red\0blue"), "a NUL byte is refused, not cut")
        XCTAssertEqual(RGBA(red: 1).description, "rgb(255,0,0)")
        let translucent = RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let reread = RGBA(parsing: translucent.description)
        XCTAssertEqual(reread?.alpha ?? 0, 0.5, accuracy: 1e-6)
        XCTAssertEqual(reread?.green ?? 0, 0.4, accuracy: 1 / 255)
    }

    /// A color chooser's color goes to C through `gtk_color_chooser_set_rgba` (a pointer to a
    /// copy) and comes back through the boxed `rgba` property.
    func testAColorChoosersColorRoundTripsThroughC() async throws {
        let color = RGBA(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        let button = ColorButton(rgba: color)
        XCTAssertEqual(button.rgba, color, "values of a float round-trip exactly")
        let messages = GLibLog.recordingWarnings {
            var changes: [RGBA] = []
            let subscription = button.rx.rgba.skip(1).subscribe(onNext: { changes.append($0) })
            button.rgba = RGBA(green: 1)
            XCTAssertEqual(changes, [RGBA(green: 1)])
            subscription.dispose()
        }
        XCTAssertEqual(messages, [], "GLib's warnings and critical warnings")
    }

    /// A text tag's colors are boxed properties that may hold none: `nil` unsets them.
    func testATagsColorIsOptionalAndUnsetByNil() async {
        let tag = TextTag(name: "warning")
        XCTAssertNil(tag.foregroundRGBA, "a new tag sets no color")
        tag.foregroundRGBA = RGBA(red: 1, green: 0.5)
        XCTAssertEqual(tag.foregroundRGBA, RGBA(red: 1, green: 0.5))
        XCTAssertTrue(tag.isForegroundSet)
        tag.foregroundRGBA = nil
        XCTAssertNil(tag.foregroundRGBA)
    }

    /// A shown widget's geometry through caller-allocated out-parameters (its allocation, its
    /// sizes) and a graphene rectangle and point computed by GTK.
    func testAShownWidgetsGeometryIsReadAsValues() async throws {
        let window = Window()
        let box = Box(orientation: .vertical, spacing: 0)
        let child = Label("geometry")
        child.setSizeRequest(width: 120, height: 80)
        child.marginTop = 10
        child.marginStart = 20
        child.halign = .start
        child.valign = .start
        box.append(child)
        window.child = box
        window.present()
        defer { window.destroy() }
        try GtkTest.wait("the label is allocated") { child.allocation.width > 0 }

        XCTAssertEqual(child.allocation.width, 120)
        XCTAssertEqual(child.allocation.height, 80)
        let (minimum, natural) = child.preferredSize
        XCTAssertEqual(minimum, Requisition(width: 140, height: 90), "with the margins")
        XCTAssertGreaterThanOrEqual(natural.width, minimum.width)

        let bounds = try XCTUnwrap(child.computeBounds(target: box))
        XCTAssertEqual(bounds.origin.x, 20)
        XCTAssertEqual(bounds.origin.y, 10)
        XCTAssertEqual(bounds.size, Graphene.Size(width: 120, height: 80))
        let point = try XCTUnwrap(
            child.computePoint(target: box, point: Graphene.Point(x: 1, y: 2)))
        XCTAssertEqual(point, Graphene.Point(x: 21, y: 12))
        XCTAssertNil(
            child.computeBounds(target: Label("elsewhere")), "no common ancestor: no bounds")
    }

    /// A popover points at a rectangle given as a value; an edge beyond C's `int` is clamped
    /// and reported, never a trap.
    func testARectangleBeyondCsIntegersIsClampedAndReported() async throws {
        let popover = Popover()
        popover.pointingTo = Rectangle(x: 5, y: 6, width: 7, height: 8)
        XCTAssertEqual(popover.pointingTo, Rectangle(x: 5, y: 6, width: 7, height: 8))
        var report = ""
        let messages = try GLibLog.recordingWarnings {
            report = try captureStandardError {
                popover.pointingTo = Rectangle(x: Int.max, y: 0, width: 1, height: 1)
            }
        }
        XCTAssertEqual(messages, [], "GLib's warnings and critical warnings")
        XCTAssertTrue(report.contains("Rectangle.x"), report)
        XCTAssertEqual(popover.pointingTo?.x, Int(Int32.max))
        popover.pointingTo = nil
        XCTAssertNotNil(popover.pointingTo, "GTK keeps a rectangle when given none")
    }

    /// Structures read and passed round after round leave nothing behind.
    func testStructuresLeaveNoWrapperOrObjectBehind() async throws {
        var round = 0
        try leakCycle { watch in
            round += 1
            let tag = watch(TextTag(name: "t\(round)"))
            tag.backgroundRGBA = RGBA(red: Double(round % 256) / 255)
            let button = watch(ColorButton(rgba: RGBA(blue: 1)))
            return tag.backgroundRGBA != nil && button.rgba == RGBA(blue: 1)
        }
    }
}
