import CListBaseline
import Glibc
import GtkRx

/// The list memory workload: the peak resident set (`VmHWM`) of a process that shows a list of
/// `rows` people and drew its first frame, as the start-up workloads measure FormApp.
///
/// The GtkRx process is this benchmark run again as `GtkRxBenchmarks --list-memory-child N`
/// (``runChild(arguments:)``: a `PeopleList`); the C one is `CListMemoryBaseline N`
/// (CListBaseline's list in a C program). The GtkRx process thus also carries the benchmark's
/// own code and Foundation, which the C one does not.
@MainActor
enum ListMemoryProbe {
    /// The argument that makes this benchmark the GtkRx child process.
    static let childArgument = "--list-memory-child"

    /// The GtkRx child's peak resident set in megabytes (2^20 bytes).
    static func measureGtkRx(rows: Int) throws -> Double {
        try measure(
            try BuildProducts.executable("GtkRxBenchmarks"),
            arguments: [childArgument, String(rows)])
    }

    /// CListMemoryBaseline's peak resident set in megabytes (2^20 bytes).
    static func measureC(rows: Int) throws -> Double {
        try measure(try BuildProducts.executable("CListMemoryBaseline"), arguments: [String(rows)])
    }

    private static func measure(_ program: String, arguments: [String]) throws -> Double {
        let outcome = try ChildProcess.run(program, arguments: arguments, environment: [:])
        let name = program.split(separator: "/").last.map(String.init) ?? program
        try check(
            outcome.status == 0,
            "\(name) \(outcome.statusDescription)\(outcome.standardErrorTail)")
        let line = outcome.standardOutput.split(separator: "\n").last ?? ""
        guard let kilobytes = Double(line), kilobytes > 0 else {
            throw WorkloadFailure(
                description: "\(name) printed no peak resident set (standard output: "
                    + "\"\(outcome.standardOutput)\")\(outcome.standardErrorTail)")
        }
        return kilobytes / 1024
    }

    /// The GtkRx child: shows the number of people after ``childArgument`` (checked), prints
    /// its peak resident set in kilobytes, and returns the exit status (2 for bad arguments, 1
    /// when the list failed its check).
    static func runChild(arguments: [String]) -> Int32 {
        ChildMode.run(childArgument, arguments: arguments) { rows in
            let (list, _) = try PeopleList.show(count: rows)
            print(clist_peak_resident_kilobytes())
            withExtendedLifetime(list) {}
        }
    }
}
