import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The README's example, kept true: its bindings, driven as a user would.
@MainActor
final class ReadmeExampleTests: GtkTestCase {
    func testGreetsTheTypedName() async throws {
        let disposeBag = DisposeBag()
        let name = Entry()
        let greet = Button(label: "Greet")
        let greeting = Label()

        let typedName = name.rx.text.orEmpty
        typedName.map { !$0.isEmpty }
            .bind(to: greet.rx.isEnabled)
            .disposed(by: disposeBag)
        greet.rx.tap.withLatestFrom(typedName)
            .map { "Hello, \($0)!" }
            .bind(to: greeting.rx.text)
            .disposed(by: disposeBag)

        XCTAssertFalse(greet.isEnabled)
        XCTAssertThrowsError(try User.click(greet))
        try User.type("Ada", into: name)
        XCTAssertTrue(greet.isEnabled)
        try User.click(greet)
        XCTAssertEqual(greeting.text, "Hello, Ada!")
    }
}
