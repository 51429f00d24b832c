extension ObservableType {
    /// A sequence that emits `elements` in order and then completes.
    ///
    /// Each element, and the completion, is a separate piece of work on `scheduler`; on the
    /// default ``CurrentThreadScheduler`` they all run during `subscribe`. Disposing stops the
    /// emission before the next element.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3)   // next(1), next(2), next(3), completed
    /// ```
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }
}
