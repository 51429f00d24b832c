import Glibc

/// This benchmark run again as a workload's child process, `GtkRxBenchmarks ARGUMENT COUNT`
/// (the list memory workload measures a fresh process, as its C side is).
enum ChildMode {
    /// Runs `body` with the positive count that follows `argument` in `arguments`. Returns the
    /// process's exit status: 0, 1 when `body` threw (the error goes to standard error), 2 when
    /// the count is missing or not a positive number.
    @MainActor
    static func run(
        _ argument: String, arguments: [String], _ body: @MainActor (Int) throws -> Void
    ) -> Int32 {
        guard let index = arguments.firstIndex(of: argument), index + 1 < arguments.count,
            let count = Int(arguments[index + 1]), count > 0
        else {
            printError("usage: GtkRxBenchmarks \(argument) COUNT")
            return 2
        }
        do {
            try body(count)
            return 0
        } catch {
            printError("GtkRxBenchmarks \(argument): \(error)")
            return 1
        }
    }

    private static func printError(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
