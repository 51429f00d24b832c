import GtkRxCore
import GtkRxVirtualTime

/// A resource for `using` that records, in virtual time, when it was made and when disposed.
final class TickingResource: Disposable {
    private let scheduler: TestScheduler
    /// The creation time, then each disposal's time.
    private(set) var ticks: [TestTime]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks = [scheduler.clock]
    }

    func dispose() {
        ticks.append(scheduler.clock)
    }
}

/// `success(1)`, `failure(boom)`: a single's event, comparable in assertions.
func describe<Element>(_ event: SingleEvent<Element>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .failure(let error): "failure(\(error))"
    }
}

/// `success(1)`, `error(boom)`, `completed`: a maybe's event, comparable in assertions.
func describe<Element>(_ event: MaybeEvent<Element>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}

/// `error(boom)`, `completed`: a completable's event, comparable in assertions.
func describe(_ event: CompletableEvent) -> String {
    switch event {
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}
