extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// A single whose subscription runs `work` in a new task: it succeeds with what `work`
    /// returns, or fails with the error it throws.
    ///
    /// ```swift
    /// let profile = Single.create { try await client.profile(id: 1) }
    /// ```
    ///
    /// Disposing the subscription cancels the task, and the outcome of the cancelled work is
    /// not delivered. The event arrives on the task's executor; observe it on
    /// ``GtkRxGLib/MainScheduler`` for UI.
    ///
    /// - Parameters:
    ///   - detached: whether the task is detached from the subscriber's task (its priority and
    ///     task-local values), as `Task.detached` is.
    ///   - priority: the task's priority; `nil` takes the current task's, or the default.
    ///   - work: the work, run once per subscription.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        // Disfavoured, as in RxSwift, so that `create { observer in … }` keeps meaning
        // `create(subscribe:)` wherever a closure could be either.
        Single(raw: Observable.fromAsync(detached: detached, priority: priority, work))
    }
}
