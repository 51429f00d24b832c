import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class SignalConnectionTests: GtkTestCase {
    func testAHandlerRunsOnEveryEmission() async throws {
        let button = Button(label: "Press")
        var clicks = 0
        button.onClicked { clicks += 1 }
        try User.click(button)
        try User.click(button)
        XCTAssertEqual(clicks, 2)
    }

    func testDisconnectingStopsTheHandlerAndFreesItsClosure() async throws {
        let button = Button(label: "Press")
        var clicks = 0
        weak var weakCanary: Canary?
        let connection: SignalConnection
        do {
            let canary = Canary()
            weakCanary = canary
            connection = button.onClicked { withExtendedLifetime(canary) { clicks += 1 } }
        }
        try User.click(button)
        XCTAssertNotNil(weakCanary, "GLib holds the closure while connected")
        connection.disconnect()
        XCTAssertFalse(connection.isConnected)
        XCTAssertNil(weakCanary)
        try User.click(button)
        XCTAssertEqual(clicks, 1)
    }

    func testDisconnectingTwiceDisconnectsOnce() async throws {
        let button = Button(label: "Press")
        var clicks = 0
        let first = button.onClicked { clicks += 1 }
        button.onClicked { clicks += 10 }
        first.disconnect()
        first.disconnect()
        try User.click(button)
        XCTAssertEqual(clicks, 10, "the second handler is still connected")
    }

    func testDestroyingTheWidgetFreesTheClosure() async throws {
        weak var weakCanary: Canary?
        weak var weakButton: Button?
        let connection: SignalConnection
        do {
            let window = Window()
            let button = Button(label: "Press")
            window.child = button
            let canary = Canary()
            weakCanary = canary
            weakButton = button
            connection = button.onClicked { withExtendedLifetime(canary) {} }
            window.present()
            window.destroy()
        }
        // GTK 4 destroys a widget when the last reference to it goes: here, Swift's.
        XCTAssertNil(weakButton)
        XCTAssertNil(weakCanary)
        XCTAssertFalse(connection.isConnected)
        connection.disconnect()  // the handler is gone: must not touch the object
    }

    func testFinalizingTheObjectFreesTheClosure() async {
        weak var weakCanary: Canary?
        var button: Button? = Button(label: "Press")
        do {
            let canary = Canary()
            weakCanary = canary
            button!.onClicked { withExtendedLifetime(canary) {} }
        }
        XCTAssertNotNil(weakCanary)
        button = nil
        XCTAssertNil(weakCanary)
    }

    func testDestroyCanBeObserved() async {
        var destroyed = 0
        do {
            let window = Window()
            window.onDestroy { destroyed += 1 }
            window.present()
            window.destroy()
            XCTAssertEqual(destroyed, 0, "Swift still holds the window")
        }
        XCTAssertEqual(destroyed, 1)
    }

    func testDisconnectingFromAnotherThreadDisconnectsOnTheMainThread() async throws {
        let button = Button(label: "Press")
        var clicks = 0
        let connection = button.onClicked { clicks += 1 }
        await Task.detached { connection.disconnect() }.value
        GtkTest.pumpUntilIdle()
        XCTAssertFalse(connection.isConnected)
        try User.click(button)
        XCTAssertEqual(clicks, 0)
    }

    func testHandlersReadArgumentsAndSetTheReturnValue() async {
        let toggle = Switch()
        var requested: [Bool?] = []
        toggle.connect("state-set") { arguments in
            requested.append(arguments.value(at: 0, as: Bool.self))
            XCTAssertNil(arguments.value(at: 0, as: String.self), "a boolean is not a string")
            XCTAssertNil(arguments.value(at: 1, as: Bool.self), "there is one argument")
            arguments.setReturnValue(true)  // handled: GTK must not change the state itself
        }
        toggle.isOn = true
        XCTAssertEqual(requested, [true])
        XCTAssertEqual(gtk_switch_get_state(cgtk_switch(toggle.objectPointer)), 0)
    }

    func testHandlersSeeTheEmittingObject() async throws {
        let button = Button(label: "Press")
        var emitter: Object?
        button.connect("clicked") { arguments in emitter = arguments.instance }
        try User.click(button)
        XCTAssertTrue(emitter === button)
    }

    func testNotifyDetailsSelectOneProperty() async {
        let label = Label("before")
        var notified: [String] = []
        label.connect("notify::label") { notified.append(label.text ?? "") }
        label.text = "after"
        label.wraps = true
        XCTAssertEqual(notified, ["after"])
    }

    func testAnUnknownSignalConnectsNothingAndFreesTheClosure() async {
        let label = Label("quiet")
        weak var weakCanary: Canary?
        let connection: SignalConnection
        do {
            let canary = Canary()
            weakCanary = canary
            connection = label.connect("no-such-signal") { withExtendedLifetime(canary) {} }
        }
        XCTAssertFalse(label.hasSignal("no-such-signal"))
        XCTAssertTrue(label.hasSignal("notify::label"))
        XCTAssertFalse(connection.isConnected)
        XCTAssertNil(weakCanary)
        connection.disconnect()
    }
}
