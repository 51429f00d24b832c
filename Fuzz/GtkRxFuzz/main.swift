// GtkRxFuzz: a seeded-random fuzzer for GtkRx's reactive core. Each case builds a random chain
// of operators over one or two subjects, feeds it random events from several threads, and
// compares what the final observer receives with a reference model applied to the order in
// which the subjects accepted the events. It also checks that the observer is never called
// concurrently and (in debug builds, where `Resources` counts) that no subscription outlives
// its disposal.
//
//   GtkRxFuzz [--seed N] [--cases N] [--threads N] [--case I] [--verbose]
//
// A million cases: `swift build -c release --product GtkRxFuzz`, then
// `.build/release/GtkRxFuzz --cases 1000000`. A failure prints the command that reruns it.

import Foundation

/// The command line, parsed.
struct Options {
    /// The run's seed; random when not given (the summary prints it).
    var seed = UInt64.random(in: 0...UInt64(UInt32.max))
    /// How many cases to run.
    var cases: UInt64 = 10_000
    /// The most threads a case is fed from.
    var threads = 4
    /// The one case to run, when rerunning a failure.
    var onlyCase: UInt64?
    /// Whether to print every case's report, passed or not.
    var verbose = false

    /// The options in `arguments` (without the program name); exits with usage on an error.
    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--help" || flag == "-h" {
                print(Self.usage)
                exit(0)
            }
            if flag == "--verbose" {
                verbose = true
                continue
            }
            guard let value = remaining.popFirst() else { Self.fail("\(flag) needs a value") }
            switch flag {
            case "--seed": seed = Self.number(value, for: flag)
            case "--cases": cases = Self.number(value, for: flag)
            case "--threads": threads = Int(max(1, min(64, Self.number(value, for: flag))))
            case "--case": onlyCase = Self.number(value, for: flag)
            default: Self.fail("unknown option \(flag)")
            }
        }
    }

    static let usage = """
        usage: GtkRxFuzz [--seed N] [--cases N] [--threads N] [--case I] [--verbose]
          --seed N     the run's seed (default: random, printed in the summary)
          --cases N    how many cases to run (default 10000)
          --threads N  feed each case from 1...N threads, chosen per case (default 4)
          --case I     run only case I of the seeded run (to reproduce a failure)
          --verbose    print every case's report: chain, events, expected and actual output
        """

    private static func number(_ text: String, for flag: String) -> UInt64 {
        guard let value = UInt64(text) else { fail("\(flag) needs a non-negative integer") }
        return value
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("GtkRxFuzz: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let runner = Runner(maxThreads: options.threads)
let indices = options.onlyCase.map { $0...$0 } ?? 0...(max(options.cases, 1) - 1)
var passed = 0
for index in indices where options.cases > 0 || options.onlyCase != nil {
    let fuzzCase = ChainGenerator.makeCase(
        seed: options.seed, index: index, maxThreads: options.threads)
    let report = runner.run(fuzzCase)
    if options.verbose || !report.passed {
        print(report)
    }
    guard report.passed else {
        print("\(passed) cases passed before the failure (seed \(options.seed))")
        exit(1)
    }
    passed += 1
}
print("\(passed) cases passed (seed \(options.seed))")
