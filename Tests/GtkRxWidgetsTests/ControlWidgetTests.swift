import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class ButtonTests: GtkTestCase {
    func testLabelRoundTrips() async {
        let button = Button(label: "Do something")
        XCTAssertEqual(
            String(cString: gtk_button_get_label(cgtk_button(button.objectPointer))), "Do something"
        )
        button.label = "Done"
        XCTAssertEqual(
            String(cString: gtk_button_get_label(cgtk_button(button.objectPointer))), "Done")
        XCTAssertEqual(button.label, "Done")
        XCTAssertNil(Button().label)
    }

    func testClickRunsTheHandler() async throws {
        let button = Button(label: "Do something")
        var clicked = false
        button.onClicked { clicked = true }
        try User.click(button)
        XCTAssertTrue(clicked)
    }
}

@MainActor
final class CheckButtonTests: GtkTestCase {
    func testIsActiveAndLabelRoundTrip() async {
        let check = CheckButton(label: "Remember me")
        XCTAssertFalse(check.isActive)
        check.isActive = true
        XCTAssertEqual(gtk_check_button_get_active(cgtk_check_button(check.objectPointer)), 1)
        XCTAssertTrue(check.isActive)
        XCTAssertEqual(check.label, "Remember me")
        check.label = "Keep me signed in"
        XCTAssertEqual(
            String(cString: gtk_check_button_get_label(cgtk_check_button(check.objectPointer))),
            "Keep me signed in")
    }
}

@MainActor
final class SwitchTests: GtkTestCase {
    func testIsOnRoundTrips() async {
        let toggle = Switch()
        XCTAssertFalse(toggle.isOn)
        toggle.isOn = true
        XCTAssertEqual(gtk_switch_get_active(cgtk_switch(toggle.objectPointer)), 1)
        XCTAssertTrue(toggle.isOn)
    }
}

@MainActor
final class ScaleTests: GtkTestCase {
    func testValueAndRangeRoundTrip() async {
        let scale = Scale(range: 0...100, step: 1)
        XCTAssertEqual(scale.range, 0...100)
        XCTAssertEqual(scale.value, 0)
        scale.value = 42
        XCTAssertEqual(gtk_range_get_value(cgtk_range(scale.objectPointer)), 42)
        XCTAssertEqual(scale.value, 42)
        scale.value = 150
        XCTAssertEqual(scale.value, 100, "GTK clamps to the range")
        scale.range = 10...20
        let adjustment = gtk_range_get_adjustment(cgtk_range(scale.objectPointer))
        XCTAssertEqual(gtk_adjustment_get_lower(adjustment), 10)
        XCTAssertEqual(gtk_adjustment_get_upper(adjustment), 20)
        XCTAssertEqual(scale.range, 10...20)
    }
}

@MainActor
final class SpinButtonTests: GtkTestCase {
    func testValueAndRangeRoundTrip() async {
        let spin = SpinButton(range: 1...10, step: 0.5)
        XCTAssertEqual(spin.range, 1...10)
        spin.value = 2.5
        XCTAssertEqual(gtk_spin_button_get_value(cgtk_spin_button(spin.objectPointer)), 2.5)
        XCTAssertEqual(spin.value, 2.5)
        spin.range = 0...3
        var lower = 0.0
        var upper = 0.0
        gtk_spin_button_get_range(cgtk_spin_button(spin.objectPointer), &lower, &upper)
        XCTAssertEqual(lower, 0)
        XCTAssertEqual(upper, 3)
        XCTAssertEqual(spin.range, 0...3)
    }

    func testTypingAndEnterSetTheValue() async throws {
        let spin = SpinButton(range: 0...100, step: 1)
        spin.text = ""
        try User.type("37", into: spin)
        try User.pressEnter(in: spin)
        XCTAssertEqual(spin.value, 37)
    }
}

@MainActor
final class SpinnerTests: GtkTestCase {
    func testIsSpinningRoundTrips() async {
        let spinner = Spinner()
        XCTAssertFalse(spinner.isSpinning)
        spinner.isSpinning = true
        XCTAssertEqual(gtk_spinner_get_spinning(cgtk_spinner(spinner.objectPointer)), 1)
        XCTAssertTrue(spinner.isSpinning)
        spinner.isSpinning = false
        XCTAssertEqual(gtk_spinner_get_spinning(cgtk_spinner(spinner.objectPointer)), 0)
    }
}

@MainActor
final class ProgressBarTests: GtkTestCase {
    func testFractionRoundTrips() async {
        let bar = ProgressBar()
        bar.fraction = 0.75
        XCTAssertEqual(gtk_progress_bar_get_fraction(cgtk_progress_bar(bar.objectPointer)), 0.75)
        XCTAssertEqual(bar.fraction, 0.75)
        bar.text = "3 of 4"
        XCTAssertEqual(
            String(cString: gtk_progress_bar_get_text(cgtk_progress_bar(bar.objectPointer))),
            "3 of 4")
        XCTAssertEqual(bar.text, "3 of 4")
    }
}

@MainActor
final class BoxTests: GtkTestCase {
    func testOrientationSpacingAndAppend() async {
        let box = Box(orientation: .vertical, spacing: 12)
        XCTAssertEqual(
            gtk_orientable_get_orientation(OpaquePointer(box.objectPointer)),
            GTK_ORIENTATION_VERTICAL)
        XCTAssertEqual(gtk_box_get_spacing(cgtk_box(box.objectPointer)), 12)
        box.spacing = 6
        XCTAssertEqual(box.spacing, 6)
        let first = Label("first")
        let last = Label("last")
        box.append(last)
        box.prepend(first)
        XCTAssertTrue(box.children.first === first)
        XCTAssertTrue(box.children.last === last)
        XCTAssertEqual(
            gtk_widget_get_parent(cgtk_widget(first.objectPointer)).map(
                UnsafeMutableRawPointer.init), box.objectPointer)
    }
}
