import Synchronization

/// The observer `subscribe(onNext:onError:onCompleted:onDisposed:)` makes: it calls the
/// callback of each event, ignores everything after a stop event, and disposes `disposed` (the
/// `onDisposed` action) after a stop event's callback. An error without `onError` goes to
/// ``Hooks/defaultErrorHandler`` with the call stack recorded when subscribing.
///
/// One `switch` per event. A closure switching over the event, wrapped in an
/// ``AnonymousObserver`` (which switches too), would look at each event twice, and each look at
/// an `Event` of a generic type costs a run-time lookup of its metadata in the unspecialized
/// code the core runs as from another module.
final class CallbackObserver<Element>: ObserverType {
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let disposed: Disposable
    private let subscriptionCallStack: [String]
    private let stopped = Atomic(false)

    /// An observer calling the callbacks given, then disposing `disposed` after a stop event;
    /// `subscriptionCallStack` goes with an unhandled error.
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, disposed: Disposable, subscriptionCallStack: [String]
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposed = disposed
        self.subscriptionCallStack = subscriptionCallStack
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !stopped.load(ordering: .relaxed) {
                onNext?(element)
            }
        case .error(let error):
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) {
                if let onError {
                    onError(error)
                } else {
                    reportUnhandledError(error, subscriptionCallStack: subscriptionCallStack)
                }
                disposed.dispose()
            }
        case .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) {
                onCompleted?()
                disposed.dispose()
            }
        }
    }
}
