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
    /// ``SharingScheduler/make``'s scheduler: a new ``GtkRxGLib/MainScheduler`` with a queue count of
    /// its own, unless mocked.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares with a replay of one while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension ObservableConvertibleType {
    /// This sequence as a ``GtkRxUI/Driver``: delivered on the main thread; an error ends it with
    /// `onErrorJustReturn` as its last element.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``GtkRxUI/Driver``: delivered on the main thread; an error switches to
    /// `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler)
                .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// This sequence as a ``GtkRxUI/Driver``: delivered on the main thread; an error switches to the
    /// driver `onErrorRecover` makes from it.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>)
        -> Driver<Element>
    {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}
