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
    /// The relay as a ``Driver``: its current value on subscription, then every later one,
    /// delivered on the main thread.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``: the elements accepted after subscription, delivered on the
    /// main thread.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a ``Driver``, delivered on the main thread.
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
