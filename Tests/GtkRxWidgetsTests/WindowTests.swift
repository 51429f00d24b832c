import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class WindowTests: GtkTestCase {
    func testTitleChildAndDefaultWidgetRoundTrip() async {
        let window = Window()
        defer { window.destroy() }
        XCTAssertNil(window.title)
        window.title = "RxExample"
        XCTAssertEqual(
            String(cString: gtk_window_get_title(cgtk_window(window.objectPointer))), "RxExample")
        XCTAssertEqual(window.title, "RxExample")

        let button = Button(label: "Do something")
        window.child = button
        XCTAssertEqual(
            gtk_window_get_child(cgtk_window(window.objectPointer)).map(
                UnsafeMutableRawPointer.init), button.objectPointer)
        XCTAssertTrue(window.child === button)
        window.defaultWidget = button
        XCTAssertTrue(window.defaultWidget === button)
    }

    func testPresentShowsAndCloseDestroys() async throws {
        let window = Window()
        XCTAssertEqual(
            gtk_widget_get_visible(cgtk_widget(window.objectPointer)), 0, "new windows are hidden")
        window.present()
        XCTAssertEqual(gtk_widget_get_visible(cgtk_widget(window.objectPointer)), 1)
        try GtkTest.wait("the window to be mapped") {
            gtk_widget_get_mapped(cgtk_widget(window.objectPointer)) != 0
        }
        window.close()
        XCTAssertEqual(gtk_widget_get_visible(cgtk_widget(window.objectPointer)), 0)
    }

    func testACloseRequestHandlerCanKeepTheWindowOpen() async {
        let window = Window()
        defer { window.destroy() }
        var requests = 0
        window.onCloseRequest {
            requests += 1
            return true
        }
        window.present()
        window.close()
        XCTAssertEqual(requests, 1)
        XCTAssertFalse(window.isHidden, "the handler refused")
    }

    func testModalAndTransientForRoundTrip() async {
        let parent = Window()
        let dialog = Window()
        defer {
            dialog.destroy()
            parent.destroy()
        }
        dialog.isModal = true
        dialog.transientFor = parent
        XCTAssertEqual(gtk_window_get_modal(cgtk_window(dialog.objectPointer)), 1)
        XCTAssertTrue(dialog.transientFor === parent)
    }
}

@MainActor
final class ApplicationTests: GtkTestCase {
    func testAnInvalidIDIsAnError() async {
        XCTAssertThrowsError(try Application(id: "not an id")) { error in
            XCTAssertEqual(error as? ApplicationError, .invalidID("not an id"))
        }
    }

    func testRunActivatesAndReturnsTheExitStatus() async throws {
        let application = try Application(id: "org.gtkrx.Tests.Run")
        XCTAssertEqual(application.applicationID, "org.gtkrx.Tests.Run")
        var activations = 0
        var window: ApplicationWindow?
        application.onActivate {
            activations += 1
            window = ApplicationWindow(application: application)
            window?.title = "Activated"
            window?.present()
            application.quit()
        }
        XCTAssertEqual(application.run(arguments: ["tests"]), 0)
        XCTAssertEqual(activations, 1)
        XCTAssertEqual(window?.typeName, "GtkApplicationWindow")
        XCTAssertEqual(window?.title, "Activated")
        let owner = gtk_window_get_application(cgtk_window(window!.objectPointer))
        XCTAssertEqual(owner.map(UnsafeMutableRawPointer.init), application.objectPointer)
        window?.destroy()
    }
}
