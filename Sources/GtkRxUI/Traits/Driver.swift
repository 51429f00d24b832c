import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A UI sequence that never fails, delivers on the main thread, and replays its latest element
/// to each new subscriber: the state a view shows (a validity flag, a text).
///
/// ```swift
/// viewModel.usernameValid
///     .drive(usernameHint.rx.isHidden)
///     .disposed(by: disposeBag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// Sharing for ``Driver``: main thread, `share(replay: 1, scope: .whileConnected)`.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// ``MainScheduler/instance``.
    public static var scheduler: SchedulerType { MainScheduler.instance }

    /// Shares with a replay of one while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension ObservableConvertibleType {
    /// This sequence as a ``Driver``: delivered on the main thread; an error ends it with
    /// `onErrorJustReturn` as its last element.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``Driver``: delivered on the main thread; an error switches to
    /// `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler)
                .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// This sequence as a ``Driver``: delivered on the main thread; an error switches to the
    /// driver `onErrorRecover` makes from it.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>)
        -> Driver<Element>
    {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends the elements to each of `observers`. Call it on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "drive(_:) off the main thread")
        return asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends the elements, as optionals, to each of `observers`. Call it on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "drive(_:) off the main thread")
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Accepts the elements into each of `relays`. Call it on the main thread.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "drive(_:) off the main thread")
        return asSharedSequence().asObservable().subscribe(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Runs the closures for elements, completion and disposal. Call it on the main thread.
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "drive(onNext:) off the main thread")
        return asSharedSequence().asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs the closures with `object` (held weakly). Call it on the main thread.
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "drive(with:) off the main thread")
        return asSharedSequence().asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
