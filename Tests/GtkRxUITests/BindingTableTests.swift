import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Every Binder of the `.rx` table: a value bound → the C getter shows it.
@MainActor
final class BindingTableTests: GtkTestCase {
    func testWidgetBinders() async {
        let widget = Label("x")
        let bag = DisposeBag()
        Observable.just(true).bind(to: widget.rx.isHidden).disposed(by: bag)
        Observable.just(false).bind(to: widget.rx.isEnabled).disposed(by: bag)
        Observable.just(0.2).bind(to: widget.rx.opacity).disposed(by: bag)
        Observable.just("Tip").bind(to: widget.rx.tooltipText).disposed(by: bag)
        Observable.just(true).bind(to: widget.rx.hasCSSClass("error")).disposed(by: bag)
        let pointer = cgtk_widget(widget.objectPointer)
        XCTAssertEqual(gtk_widget_get_visible(pointer), 0)
        XCTAssertEqual(gtk_widget_get_sensitive(pointer), 0)
        XCTAssertEqual(gtk_widget_get_opacity(pointer), 0.2)
        XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(pointer)), "Tip")
        XCTAssertEqual(gtk_widget_has_css_class(pointer, "error"), 1)
        Observable.just(false).bind(to: widget.rx.hasCSSClass("error")).disposed(by: bag)
        XCTAssertEqual(gtk_widget_has_css_class(pointer, "error"), 0)
    }

    func testButtonTitle() async {
        let button = Button(label: "Before")
        _ = Observable.just("After").bind(to: button.rx.title)
        XCTAssertEqual(
            String(cString: gtk_button_get_label(cgtk_button(button.objectPointer))), "After")
    }

    func testLabelTextAndMarkup() async {
        let label = Label()
        _ = Observable.just("Plain <b>").bind(to: label.rx.text)
        XCTAssertEqual(
            String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))), "Plain <b>")
        _ = Observable.just("<i>Slanted</i>").bind(to: label.rx.markup)
        XCTAssertEqual(
            String(cString: gtk_label_get_text(cgtk_label(label.objectPointer))), "Slanted")
        XCTAssertEqual(gtk_label_get_use_markup(cgtk_label(label.objectPointer)), 1)
    }

    func testSpinnerProgressBarAndWindow() async {
        let spinner = Spinner()
        let bar = ProgressBar()
        let window = Window()
        defer { window.destroy() }
        _ = Observable.just(true).bind(to: spinner.rx.isAnimating)
        _ = Observable.just(0.5).bind(to: bar.rx.fraction)
        _ = Observable.just("RxExample").bind(to: window.rx.title)
        XCTAssertEqual(gtk_spinner_get_spinning(cgtk_spinner(spinner.objectPointer)), 1)
        XCTAssertEqual(gtk_progress_bar_get_fraction(cgtk_progress_bar(bar.objectPointer)), 0.5)
        XCTAssertEqual(
            String(cString: gtk_window_get_title(cgtk_window(window.objectPointer))), "RxExample")
    }
}
