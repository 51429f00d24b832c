import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

// Emitting: subscribing to a Signal. A Signal delivers on the main thread, whichever thread
// subscribes.

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
        emit(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into each of `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into each of `relays`.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into each of `relays`.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(accepting: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes without observing anything: the signal's side effects run, and its shared
    /// subscription stays connected, until the result is disposed.
    public func emit() -> Disposable {
        asSharedSequence().asObservable().subscribe { _ in }
    }

    /// Runs the closures for elements, completion and disposal.
    public func emit(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Runs the closures with `object` (held weakly: nothing runs once it is gone).
    public func emit<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asSharedSequence().asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    private func emit(accepting accept: @escaping (Element) -> Void) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: accept)
    }
}
