/// A disposable carried into `@Sendable` closures (an async stream's termination handler, a
/// task's cancellation). Sound because `Disposable.dispose()` may be called from any thread, by
/// contract, and the wrapped disposable never changes.
struct SendableDisposable: @unchecked Sendable {
    let disposable: Disposable

    func dispose() { disposable.dispose() }
}

/// An observer carried into a task that is the only source of its events. Sound because the
/// task sends the events one after another, which is all an observer asks, from whichever
/// thread it runs on.
struct TaskObserver<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>
}
