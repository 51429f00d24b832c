import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A UI sequence that never fails, delivers on the main thread, and does not replay: events a
/// view reacts to (a tap, a submitted form).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// Sharing for ``Signal``: main thread, `share(scope: .whileConnected)` without replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// ``SharingScheduler/make``'s scheduler: a new ``GtkRxGLib/MainScheduler`` with a queue count of
    /// its own, unless mocked.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares without replay while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension ObservableConvertibleType {
    /// This sequence as a ``GtkRxUI/Signal``: delivered on the main thread; an error ends it with
    /// `onErrorJustReturn` as its last element.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``GtkRxUI/Signal``: delivered on the main thread; an error switches to
    /// `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler)
                .catch { _ in onErrorSignalWith.asObservable() })
    }

    /// This sequence as a ``GtkRxUI/Signal``: delivered on the main thread; an error switches to the
    /// signal `onErrorRecover` makes from it.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>)
        -> Signal<Element>
    {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}
