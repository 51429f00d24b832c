import GtkRx

extension AccessibilityReading {
    /// Starts the reading and runs the main loop until it is done.
    func runningTheLoop() throws(AccessibilityTreeError) -> AccessibilityTree {
        var outcome: Result<AccessibilityTree, AccessibilityTreeError>?
        start { outcome = $0 }
        do {
            // The reading ends itself when its time is up; the margin only guards against a
            // loop that stops dispatching its timers.
            try GtkTest.wait("the accessibility tree", timeout: timeout + .seconds(5)) {
                outcome != nil
            }
        } catch {
            cancel()
            throw .timedOut(after: timeout)
        }
        return try outcome!.get()
    }

    /// A `Single` of the reading `make` makes on the main thread when subscribed.
    nonisolated static func single(
        _ make: @escaping @Sendable @MainActor () -> AccessibilityReading
    ) -> Single<AccessibilityTree> {
        Single.create { observer in
            let observer = MainThreadObserver(observer)
            let subscription = SerialDisposable()
            MainThread.perform {
                guard !subscription.isDisposed else { return }
                let reading = make()
                reading.start { observer.send($0.mapError { $0 }) }
                subscription.disposable = Disposables.create {
                    MainThread.perform { reading.cancel() }
                }
            }
            return subscription
        }
    }
}

/// A `Single`'s observer, carried to the main thread, where the reading's outcome is sent.
///
/// `@unchecked Sendable`: the observer is called once, on the main thread only; a `Single`'s
/// observer may be called from any thread (`Single.create` drops events after the first, and
/// after disposal, even when they race).
private struct MainThreadObserver: @unchecked Sendable {
    let send: (Result<AccessibilityTree, any Error>) -> Void

    init(_ send: @escaping (Result<AccessibilityTree, any Error>) -> Void) {
        self.send = send
    }
}
