import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

// Driving: subscribing to a Driver. Every `drive` must be called on the main thread (a debug and
// a release build alike stop the program otherwise, as RxCocoa does), where the Driver delivers.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends the elements to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        ensureDrivenOnMainThread()
        return asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends the elements, as optionals, to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        ensureDrivenOnMainThread()
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Accepts the elements into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into each of `relays`.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into each of `relays`.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        drive(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
        drive(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the driver, as an observable, to `transformation` (a binder function such as
    /// `someFunction(_:)` taking an observable) and returns what it returns.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureDrivenOnMainThread()
        return transformation(asObservable())
    }

    /// Hands the driver, as an observable, to the curried function `with`, then its result
    /// `curriedArgument`, and returns what that returns.
    public func drive<R1, R2>(
        _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
    ) -> R2 {
        ensureDrivenOnMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes without observing anything: the driver's side effects run, and its shared
    /// subscription stays connected, until the result is disposed.
    public func drive() -> Disposable {
        ensureDrivenOnMainThread()
        return asSharedSequence().asObservable().subscribe { _ in }
    }

    /// Runs the closures for elements, completion and disposal.
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        ensureDrivenOnMainThread()
        return asSharedSequence().asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs the closures with `object` (held weakly: nothing runs once it is gone).
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        ensureDrivenOnMainThread()
        return asSharedSequence().asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    private func drive(accepting accept: @escaping (Element) -> Void) -> Disposable {
        ensureDrivenOnMainThread()
        return asSharedSequence().asObservable().subscribe(onNext: accept)
    }

    private func ensureDrivenOnMainThread() {
        MainScheduler.ensureRunningOnMainThread(
            errorMessage: "drive* family of methods can be only called from the main thread")
    }
}
