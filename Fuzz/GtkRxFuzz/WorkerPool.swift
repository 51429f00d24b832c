import Dispatch
import Foundation

/// Long-lived threads that run one job each per batch, so that a million cases do not start
/// millions of threads.
final class WorkerPool: Sendable {
    /// One thread, waiting for its next job.
    private final class Worker: Sendable {
        let start = DispatchSemaphore(value: 0)
        let job = Guarded<(@Sendable () -> Void)?>(nil)
    }

    private let workers: [Worker]
    private let finished = DispatchSemaphore(value: 0)

    /// A pool of `count` threads, started now; they live as long as the process.
    init(count: Int) {
        workers = (0..<count).map { _ in Worker() }
        for worker in workers {
            let finished = finished
            let thread = Thread {
                while true {
                    worker.start.wait()
                    // Taking the job out releases it (and what it captured) before the batch
                    // is reported finished.
                    let job = worker.job.withLock { job in
                        defer { job = nil }
                        return job
                    }
                    job?()
                    finished.signal()
                }
            }
            thread.start()
        }
    }

    /// Runs `jobs[i]` on thread `i`, all at once, and returns when all have returned.
    func run(_ jobs: [@Sendable () -> Void]) {
        precondition(jobs.count <= workers.count, "more jobs than threads")
        for (worker, job) in zip(workers, jobs) {
            worker.job.withLock { $0 = job }
        }
        for worker in workers.prefix(jobs.count) {
            worker.start.signal()
        }
        for _ in jobs {
            finished.wait()
        }
    }
}
