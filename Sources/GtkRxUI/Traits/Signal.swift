import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A UI sequence that never fails, delivers on the main thread, and does not replay: events a
/// view reacts to (a tap, a submitted form).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// Sharing for ``Signal``: main thread, `share(scope: .whileConnected)` without replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// ``MainScheduler/instance``.
    public static var scheduler: SchedulerType { MainScheduler.instance }

    /// Shares without replay while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension ObservableConvertibleType {
    /// This sequence as a ``Signal``: delivered on the main thread; an error ends it with
    /// `onErrorJustReturn` as its last element.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler)
                .catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``Signal``: delivered on the main thread; an error switches to
    /// `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler)
                .catch { _ in onErrorSignalWith.asObservable() })
    }

    /// This sequence as a ``Signal``: delivered on the main thread; an error switches to the
    /// signal `onErrorRecover` makes from it.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>)
        -> Signal<Element>
    {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler)
                .catch { onErrorRecover($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends the elements to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends the elements, as optionals, to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Accepts the elements into each of `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Accepts the elements into each of `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: { element in
            relays.forEach { $0.accept(element) }
        })
    }

    /// Runs the closures for elements, completion and disposal.
    public func emit(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs the closures with `object` (held weakly).
    public func emit<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
