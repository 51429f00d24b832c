extension ObservableType {
    /// A sequence that runs `operation` in a task when subscribed to, emits its result and
    /// completes, or fails with the error it throws. Disposing the subscription cancels the
    /// task; the cancelled operation's outcome is then ignored.
    ///
    /// Events arrive on the task's executor; observe them on ``GtkRxGLib/MainScheduler`` for UI.
    public static func fromAsync(
        _ operation: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> where Element: Sendable {
        fromAsync(detached: false, priority: nil, operation)
    }

    /// ``fromAsync(_:)`` run in a task of `priority` (the current task's, or the default, when
    /// `nil`), detached from the subscriber's task when `detached`.
    static func fromAsync(
        detached: Bool, priority: TaskPriority?,
        _ operation: @escaping @Sendable () async throws -> Element
    ) -> Observable<Element> where Element: Sendable {
        Observable.create { observer in
            let observer = TaskObserver(observer: observer)
            let work: @Sendable () async -> Void = {
                do {
                    let element = try await operation()
                    guard !Task.isCancelled else { return }
                    observer.observer.onNext(element)
                    observer.observer.onCompleted()
                } catch {
                    guard !Task.isCancelled else { return }
                    observer.observer.onError(error)
                }
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: work)
                : Task(priority: priority, operation: work)
            return Disposables.create { task.cancel() }
        }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The async sequence as an ``Observable``: each subscription iterates it in a new task of
    /// `priority` (the current task's, or the default, when `nil`), emitting each element; it
    /// completes when the iteration ends, or fails with the error it throws. Disposing the
    /// subscription cancels the task, and nothing more is emitted.
    ///
    /// Events arrive on the task's executor; observe them on ``MainScheduler`` for UI.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let observer = TaskObserver(observer: observer)
            let task = Task(priority: priority) {
                do {
                    for try await element in self {
                        guard !Task.isCancelled else { return }
                        observer.observer.onNext(element)
                    }
                    guard !Task.isCancelled else { return }
                    observer.observer.onCompleted()
                } catch {
                    guard !Task.isCancelled else { return }
                    observer.observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
