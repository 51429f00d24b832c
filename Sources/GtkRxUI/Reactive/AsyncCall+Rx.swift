import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// The `.rx` forms of GIO's asynchronous calls: `start` makes the call through its callback
/// form (a generated `…(completion:)` method) on the main thread when the `Single` is
/// subscribed to; its value or GIO's error is the `Single`'s event, on the main thread.
/// Disposing of the subscription cancels the call, after which nothing is sent (see
/// ``GtkRxGLib/AsyncCall``).
package func asyncSingle<Base: Object, Value>(
    _ base: Base,
    _ start:
        @escaping @MainActor (Base, @escaping @MainActor (Result<Value, GLibError>) -> Void)
        -> AsyncCall
) -> Single<Value> {
    let target = MainThreadBound(base)
    return Single.create { observer in
        let observer = MainThreadBound(observer)
        let subscription = SerialDisposable()
        MainThread.perform {
            guard !subscription.isDisposed else { return }
            subscription.disposable = start(target.value) { result in
                observer.value(result.mapError { $0 })
            }
        }
        return subscription
    }
}

/// ``asyncSingle(_:_:)`` for a call that gives no value: a `Completable`.
package func asyncCompletable<Base: Object>(
    _ base: Base,
    _ start:
        @escaping @MainActor (Base, @escaping @MainActor (Result<Void, GLibError>) -> Void)
        -> AsyncCall
) -> Completable {
    asyncSingle(base, start).asCompletable()
}

/// ``asyncSingle(_:_:)`` for a call whose value may be absent: a `Maybe`, empty for `nil`.
package func asyncMaybe<Base: Object, Value>(
    _ base: Base,
    _ start:
        @escaping @MainActor (
            Base, @escaping @MainActor (Result<Value?, GLibError>) -> Void
        ) -> AsyncCall
) -> Maybe<Value> {
    asyncSingle(base, start).compactMap { $0 }
}
