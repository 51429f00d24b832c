import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A Swift subclass with state of its own, to show the wrapper survives while GTK uses it.
private final class TaggedLabel: Label {
    var tag = 0
}

@MainActor
final class ObjectOwnershipTests: GtkTestCase {
    func testANewWidgetIsSunkAndHeldOnce() async {
        let label = Label("held once")
        XCTAssertEqual(g_object_is_floating(label.objectPointer), 0)
        XCTAssertEqual(label.objectPointer.pointee.ref_count, 1)
    }

    func testReleasingTheWrapperFinalizesTheObject() async {
        var label: Label? = Label("gone soon")
        let probe = FinalizationProbe(label!)
        XCTAssertFalse(probe.isFinalized)
        label = nil
        XCTAssertTrue(probe.isFinalized)
        XCTAssertTrue(probe.wasFinalizedOnMainThread)
    }

    func testLiveWrapperCountCountsWrappersUntilTheirDeinit() async {
        let before = Object.liveWrapperCount
        var label: Label? = Label("counted")
        XCTAssertEqual(Object.liveWrapperCount, before + 1)
        XCTAssertTrue(Object.wrapper(for: label!.objectPointer) === label, "no second wrapper")
        XCTAssertEqual(Object.liveWrapperCount, before + 1)
        label = nil
        XCTAssertEqual(Object.liveWrapperCount, before)
    }

    func testTheAnchorsKeyIsFoundByItsNameLongAfterItsFirstUse() async {
        let label = Label("anchored")
        // Allocate and free blocks of the size of a Swift string of the name, so that a name GLib
        // kept a dangling pointer to would be overwritten.
        var churn = (0..<2_000).map { "\($0) gtkrx-wrapper-anchor".uppercased() }
        churn.removeAll()
        XCTAssertNotEqual(g_quark_try_string("gtkrx-wrapper-anchor"), 0)
        XCTAssertNotNil(g_object_get_data(label.objectPointer, "gtkrx-wrapper-anchor"))
    }

    func testTheSamePointerMapsToTheSameWrapper() async {
        let label = Label("one wrapper")
        XCTAssertTrue(Object.wrapper(for: label.objectPointer) === label)
        XCTAssertTrue(Object.wrapper(for: label.objectPointer, as: Label.self) === label)
        XCTAssertNil(Object.wrapper(for: label.objectPointer, as: Button.self))
    }

    func testAParentKeepsTheWrapperAndItsSwiftStateAlive() async {
        let box = Box(orientation: .vertical)
        do {
            let label = TaggedLabel("tagged")
            label.tag = 42
            box.append(label)
        }
        let child = box.children.first
        XCTAssertEqual((child as? TaggedLabel)?.tag, 42)
    }

    func testRemovingTheLastHolderFinalizesAnUnreferencedWrapper() async {
        let box = Box(orientation: .vertical)
        let probe: FinalizationProbe
        do {
            let label = Label("child")
            box.append(label)
            probe = FinalizationProbe(label)
        }
        XCTAssertFalse(probe.isFinalized, "the box holds the label")
        do {
            let child = box.children[0]
            box.remove(child)
            XCTAssertFalse(probe.isFinalized, "Swift still holds the wrapper")
        }
        XCTAssertTrue(probe.isFinalized)
    }

    func testObjectsMadeInCAreWrappedAsTheirRegisteredClass() async {
        let label = Object.wrapper(for: cglib_object(gtk_label_new("from C")))
        XCTAssertTrue(label is Label)
        XCTAssertEqual((label as? Label)?.text, "from C")
        XCTAssertEqual(g_object_is_floating(label.objectPointer), 0)

        let plain = Object.wrapper(for: newInstance(of: boxSubtype(named: "GtkRxTestsPlainBox")))
        XCTAssertTrue(type(of: plain) == Box.self, "a GtkBox subclass without a class of its own")
        XCTAssertEqual(plain.typeName, "GtkRxTestsPlainBox")
    }

    func testRegisteredClassesWrapTheirType() async {
        final class WrappedBox: Box {
            override class var gType: GType { boxSubtype(named: "GtkRxTestsWrappedBox") }
        }
        WrapperRegistry.register(WrappedBox.self)
        XCTAssertTrue(Object.wrapper(for: newInstance(of: WrappedBox.gType)) is WrappedBox)
    }

    func testAWrapperReleasedOnAnotherThreadIsFinalizedOnTheMainThread() async {
        var label: Label? = Label("released elsewhere")
        let probe = FinalizationProbe(label!)
        await releaseOnBackgroundThread(&label)
        XCTAssertFalse(probe.isFinalized, "the reference is dropped on the main thread")
        GtkTest.pumpUntilIdle()
        XCTAssertTrue(probe.isFinalized)
        XCTAssertTrue(probe.wasFinalizedOnMainThread)
    }

    func testAClosedWindowIsFinalizedOnceSwiftLetsGo() async throws {
        var window: Window? = Window()
        let probe = FinalizationProbe(window!)
        window!.present()
        window!.destroy()
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(probe.isFinalized, "Swift still holds the window")
        window = nil
        try GtkTest.wait("the window to be finalized") { probe.isFinalized }
    }

    func testAnOpenWindowKeepsItsWrapper() async {
        weak var weakWindow: Window?
        do {
            let window = Window()
            window.title = "kept"
            window.present()
            weakWindow = window
        }
        XCTAssertEqual(weakWindow?.title, "kept", "GTK holds open windows, and so their wrappers")
        weakWindow?.destroy()
        GtkTest.pumpUntilIdle()
        XCTAssertNil(weakWindow)
    }
}
