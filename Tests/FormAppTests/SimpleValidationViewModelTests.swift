import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

final class SimpleValidationViewModelTests: XCTestCase {
    func testEveryStateChangeOfTheForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let username = scheduler.createHotObservable([
            .next(150, ""), .next(210, "abcd"), .next(220, "abcde"), .next(250, "abc"),
            .next(260, "abcdef"),
        ])
        let password = scheduler.createHotObservable([
            .next(150, ""), .next(230, "12345"), .next(240, "1234"), .next(270, "123456"),
        ])
        let viewModel = SimpleValidationViewModel(
            username: username.asObservable(), password: password.asObservable())
        let usernameValid = scheduler.createObserver(Bool.self)
        let passwordValid = scheduler.createObserver(Bool.self)
        let everythingValid = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(200) {
            _ = viewModel.usernameValid.subscribe(usernameValid)
            _ = viewModel.passwordValid.subscribe(passwordValid)
            _ = viewModel.everythingValid.subscribe(everythingValid)
        }
        scheduler.start()

        XCTAssertEqual(
            usernameValid.events,
            [.next(210, false), .next(220, true), .next(250, false), .next(260, true)])
        XCTAssertEqual(
            passwordValid.events, [.next(230, true), .next(240, false), .next(270, true)])
        XCTAssertEqual(
            everythingValid.events,
            [
                .next(230, true), .next(240, false), .next(250, false), .next(260, false),
                .next(270, true),
            ])
        XCTAssertEqual(username.subscriptions, [Subscription(200)], "one shared subscription")
        XCTAssertEqual(password.subscriptions, [Subscription(200)])
    }

    func testLengthIsCountedInCharactersNotScalarsOrBytes() {
        let family = "👨‍👩‍👧"
        let accented = "e\u{301}"
        XCTAssertFalse(SimpleValidationViewModel.isValid(String(repeating: family, count: 4)))
        XCTAssertTrue(SimpleValidationViewModel.isValid(String(repeating: family, count: 5)))
        XCTAssertFalse(SimpleValidationViewModel.isValid(String(repeating: accented, count: 4)))
        XCTAssertTrue(SimpleValidationViewModel.isValid(String(repeating: accented, count: 5)))
        XCTAssertTrue(SimpleValidationViewModel.isValid("用户名很长"))
        XCTAssertFalse(SimpleValidationViewModel.isValid("用户名"))
        XCTAssertFalse(SimpleValidationViewModel.isValid(""))
    }

    func testAnErrorShowsForTypedButTooShortText() {
        XCTAssertFalse(SimpleValidationViewModel.showsError(""), "nothing typed yet")
        XCTAssertTrue(SimpleValidationViewModel.showsError("abcd"))
        XCTAssertTrue(SimpleValidationViewModel.showsError(String(repeating: "👨‍👩‍👧", count: 4)))
        XCTAssertFalse(SimpleValidationViewModel.showsError("abcde"))
    }

    func testGraphemeCountsDriveTheStreams() {
        let scheduler = TestScheduler(initialClock: 0)
        let family = "👨‍👩‍👧"
        let username = scheduler.createHotObservable([
            .next(210, String(repeating: family, count: 4)),
            .next(220, String(repeating: family, count: 5)),
            .next(230, String(repeating: "e\u{301}", count: 5)),
        ])
        let viewModel = SimpleValidationViewModel(
            username: username.asObservable(), password: Observable.just(""))
        let result = scheduler.start { viewModel.usernameValid }
        XCTAssertEqual(result.events, [.next(210, false), .next(220, true), .next(230, true)])
    }
}
