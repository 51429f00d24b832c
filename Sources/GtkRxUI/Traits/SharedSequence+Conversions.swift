import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

// Sequences that cannot fail, presented as Drivers and Signals without an error handler.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This driver.
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This signal.
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension BehaviorRelay {
    /// The relay as a ``GtkRxUI/Driver``: its current value on subscription, then every later one,
    /// delivered on the main thread.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``GtkRxUI/Signal``: the elements accepted after subscription, delivered on the
    /// main thread.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a ``GtkRxUI/Driver``, delivered on the main thread.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension ControlEvent {
    /// The events as a ``Driver`` (which replays the latest event to a new subscriber).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}

extension ObservableConvertibleType {
    /// This sequence as a shared sequence of the strategy `sharingStrategy` (a ``GtkRxUI/Driver`` or a
    /// ``GtkRxUI/Signal``, usually inferred from the result's type): delivered on the strategy's
    /// scheduler; an error ends it with `onErrorJustReturn` as its last element.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(
            asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a shared sequence of the strategy `sharingStrategy`: an error switches
    /// to `onErrorDriveWith`.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorDriveWith: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(
            asObservable().observe(on: Strategy.scheduler)
                .catch { _ in onErrorDriveWith.asObservable() })
    }

    /// This sequence as a shared sequence of the strategy `sharingStrategy`: an error switches
    /// to the shared sequence `onErrorRecover` makes from it.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover: @escaping (Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(
            asObservable().observe(on: Strategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}
