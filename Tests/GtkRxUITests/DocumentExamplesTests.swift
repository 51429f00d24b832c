import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

// The reference text's snippets (RxSwift's chapter on ControlEvent, observers, AnyObserver and
// Binder), with UIKit's names swapped for GtkRx's — UIButton → Button, UILabel → Label,
// UIView → Widget — compiled in the Swift 6 language mode inside a @MainActor type, and run
// against real widgets.

/// The document's hint label, as the app's own subclass, so that the document's own `Reactive`
/// extensions below can be declared without clashing with GtkRx's.
public final class UsernameHint: Label {}

/// The document's button, as the app's own subclass.
public final class DoSomethingButton: Button {}

// "由于页面是否隐藏是一个常用的观察者，所以应该让所有的 UIView 都提供这种观察者"
extension Reactive where Base: UsernameHint {
    /// Binds whether the hint is hidden.
    public var isHidden: Binder<Bool> {
        return Binder(self.base) { view, hidden in
            view.isHidden = hidden
        }
    }

    /// Binds the hint's text.
    public var text: Binder<String?> {
        return Binder(self.base) { label, text in
            label.text = text
        }
    }
}

extension Reactive where Base: DoSomethingButton {
    /// Binds whether the button is sensitive.
    public var isEnabled: Binder<Bool> {
        return Binder(self.base) { control, value in
            control.isEnabled = value
        }
    }
}

@MainActor
final class SimpleValidationScreen {
    let usernameValidOutlet = UsernameHint("Username has to be at least 5 characters")
    let button = DoSomethingButton(label: "Do something")
    let disposeBag = DisposeBag()
    private(set) var alertsShown = 0

    func showAlert() {
        alertsShown += 1
    }

    func observeTaps() {
        let tap = button.rx.tap
        tap.subscribe(
            onNext: { [weak self] in
                self?.showAlert()
            },
            onError: { error in
                print("发生错误： \(error.localizedDescription)")
            },
            onCompleted: {
                print("任务完成")
            }
        )
        .disposed(by: disposeBag)
    }

    func bindWithAnyObserver(_ usernameValid: Observable<Bool>) {
        let observer: AnyObserver<Bool> = AnyObserver { [weak self] (event) in
            switch event {
            case .next(let isHidden):
                self?.usernameValidOutlet.isHidden = isHidden
            default:
                break
            }
        }

        usernameValid
            .bind(to: observer)
            .disposed(by: disposeBag)
    }

    func bindWithBinder(_ usernameValid: Observable<Bool>) {
        let observer: Binder<Bool> = Binder(usernameValidOutlet) { (view, isHidden) in
            view.isHidden = isHidden
        }

        usernameValid
            .bind(to: observer)
            .disposed(by: disposeBag)
    }

    func bindWithReactiveExtensions(_ usernameValid: Observable<Bool>, message: Observable<String>)
    {
        usernameValid
            .bind(to: usernameValidOutlet.rx.isHidden)
            .disposed(by: disposeBag)
        usernameValid
            .bind(to: button.rx.isEnabled)
            .disposed(by: disposeBag)
        message
            .bind(to: usernameValidOutlet.rx.text)
            .disposed(by: disposeBag)
    }
}

@MainActor
final class DocumentExamplesTests: GtkTestCase {
    func testTapSubscriptionShowsTheAlert() async throws {
        let screen = SimpleValidationScreen()
        screen.observeTaps()
        try User.click(screen.button)
        XCTAssertEqual(screen.alertsShown, 1)
    }

    func testAnyObserverHidesTheHint() async {
        let screen = SimpleValidationScreen()
        let usernameValid = BehaviorRelay(value: false)
        screen.bindWithAnyObserver(usernameValid.asObservable())
        XCTAssertFalse(screen.usernameValidOutlet.isHidden)
        usernameValid.accept(true)
        XCTAssertTrue(screen.usernameValidOutlet.isHidden)
    }

    func testBinderHidesTheHint() async {
        let screen = SimpleValidationScreen()
        let usernameValid = PublishSubject<Bool>()
        screen.bindWithBinder(usernameValid)
        usernameValid.onNext(true)
        XCTAssertTrue(screen.usernameValidOutlet.isHidden)
        usernameValid.onNext(false)
        XCTAssertFalse(screen.usernameValidOutlet.isHidden)
    }

    func testReactiveExtensionsBindHintButtonAndText() async {
        let screen = SimpleValidationScreen()
        let usernameValid = BehaviorRelay(value: false)
        let message = PublishRelay<String>()
        screen.bindWithReactiveExtensions(
            usernameValid.asObservable(), message: message.asObservable())
        XCTAssertFalse(screen.button.isEnabled)
        usernameValid.accept(true)
        XCTAssertTrue(screen.usernameValidOutlet.isHidden)
        XCTAssertTrue(screen.button.isEnabled)
        message.accept("用户名至少要 5 个字符")
        XCTAssertEqual(screen.usernameValidOutlet.text, "用户名至少要 5 个字符")
    }
}
