import CGLib
import CGioBaseline
import Foundation
import GtkRx

/// GIO's asynchronous file calls through GtkRx against the same calls in C (CGioBaseline), on
/// the same default main context, side by side in one run:
///
/// - **Reading a large file:** `File.loadContents()` through the `async` form (a `Task` on the
///   main actor, run by the GLib loop) and through the `.rx` `Single`, against
///   `g_file_load_contents_async` with a C callback; 100 MB (1 MB in a quick run), in the page
///   cache after the first read. GtkRx hands the contents over as `Data` adopting GIO's buffer
///   (no copy), whose count the workload reads; C frees its buffer unread.
/// - **Many small calls in sequence:** 10,000 `queryInfo` calls (100 in a quick run), each
///   started when the previous one has finished, through the `async` form, against the same
///   chain of `g_file_query_info_async` in C; and, to tell the costs apart, the same chain
///   through the completion-handler form.
@MainActor
enum FileWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let size = configuration.size(100 * 1024 * 1024, quick: 1024 * 1024)
        let calls = configuration.size(10_000, quick: 100)
        let path = largeFile(size)

        let loadAsync = Workload(name: "File.loadContents(), async, \(size >> 20) MB", unit: "ms") {
            try milliseconds { try loadThroughAsync(path, size) }
        }
        let loadSingle = Workload(
            name: "File.rx.loadContents(), Single, \(size >> 20) MB", unit: "ms"
        ) { try milliseconds { try loadThroughSingle(path, size) } }
        let loadC = Workload(
            name: "g_file_load_contents_async in C, \(size >> 20) MB", unit: "ms"
        ) {
            try milliseconds {
                let read = cgio_load_contents(path)
                try check(read == size, "C read \(read) bytes of \(size)")
            }
        }
        let queryAsync = Workload(
            name: "File.queryInfo(…), async, \(calls) in sequence", unit: "ns/call"
        ) { try nanoseconds { try queryThroughAsync(path, size, calls) } / Double(calls) }
        let queryCompletion = Workload(
            name: "File.queryInfo(…), completion handler, \(calls) in sequence", unit: "ns/call"
        ) { try nanoseconds { try queryThroughCompletion(path, size, calls) } / Double(calls) }
        let queryC = Workload(
            name: "g_file_query_info_async in C, \(calls) in sequence", unit: "ns/call"
        ) {
            try nanoseconds {
                let total = cgio_query_sizes(path, Int32(calls))
                try check(total == Int64(size) * Int64(calls), "C's sizes add up to \(total)")
            } / Double(calls)
        }
        let comparisons = [
            Comparison(
                name: "loadContents, async vs C, \(size >> 20) MB", measured: loadAsync,
                baseline: loadC, target: .atMost(1.1)),
            Comparison(
                name: "loadContents, Single vs C, \(size >> 20) MB", measured: loadSingle,
                baseline: loadC, target: .atMost(1.1)),
            Comparison(
                name: "\(calls) small asynchronous calls in sequence, async vs C",
                measured: queryAsync, baseline: queryC, target: .atMost(1.2)),
        ]
        return ([queryCompletion], comparisons)
    }

    /// A file of `size` bytes in the temporary folder, made once and kept for later runs.
    private static func largeFile(_ size: Int) -> String {
        let path = NSTemporaryDirectory() + "gtkrx-benchmark-\(size).bin"
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if (attributes?[.size] as? Int) != size {
            _ = FileManager.default.createFile(
                atPath: path, contents: Data(repeating: 0x5A, count: size))
        }
        return path
    }

    private static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        try nanoseconds(body) / 1_000_000
    }

    /// Iterates the default main context until `isDone` holds.
    private static func runLoop(until isDone: () -> Bool) {
        while !isDone() {
            g_main_context_iteration(nil, 1)
        }
    }

    private static func loadThroughAsync(_ path: String, _ size: Int) throws {
        let file = try File(path: path)
        var outcome: Result<Int, any Error>?
        Task { @MainActor in
            do {
                outcome = .success(try await file.loadContents().contents.count)
            } catch {
                outcome = .failure(error)
            }
        }
        runLoop { outcome != nil }
        let read = try outcome!.get()
        try check(read == size, "read \(read) bytes of \(size)")
    }

    private static func loadThroughSingle(_ path: String, _ size: Int) throws {
        let file = try File(path: path)
        var outcome: Result<Int, any Error>?
        let subscription = file.rx.loadContents().subscribe(
            onSuccess: { outcome = .success($0.contents.count) },
            onFailure: { outcome = .failure($0) })
        runLoop { outcome != nil }
        subscription.dispose()
        let read = try outcome!.get()
        try check(read == size, "read \(read) bytes of \(size)")
    }

    /// The same chain through the completion-handler form (no `Task`): what the `async` form
    /// adds is Swift concurrency's resumption on the main actor.
    private static func queryThroughCompletion(_ path: String, _ size: Int, _ calls: Int) throws {
        let file = try File(path: path)
        var outcome: Result<Int, GLibError>?
        var total = 0
        var remaining = calls
        func next() {
            _ = file.queryInfo(attributes: "standard::size", flags: []) { result in
                switch result {
                case .success(let info):
                    total += info.size
                    remaining -= 1
                    if remaining > 0 { next() } else { outcome = .success(total) }
                case .failure(let error):
                    outcome = .failure(error)
                }
            }
        }
        next()
        runLoop { outcome != nil }
        let read = try outcome!.get()
        try check(read == size * calls, "the sizes add up to \(read)")
    }

    private static func queryThroughAsync(_ path: String, _ size: Int, _ calls: Int) throws {
        let file = try File(path: path)
        var outcome: Result<Int, any Error>?
        Task { @MainActor in
            do {
                var total = 0
                for _ in 0..<calls {
                    total += try await file.queryInfo(attributes: "standard::size", flags: [])
                        .size
                }
                outcome = .success(total)
            } catch {
                outcome = .failure(error)
            }
        }
        runLoop { outcome != nil }
        let total = try outcome!.get()
        try check(total == size * calls, "the sizes add up to \(total)")
    }
}
