// GtkRx's benchmarks: GtkRx against hand-written C GTK, raw GLib and RxSwift's published
// workloads, as ratios of medians measured side by side in one run.
//
//   GtkRxBenchmarks [--json] [--quick] [--filter TEXT]
//   GtkRxBenchmarks --list-memory-child COUNT   (the list memory workload's child process)
//
// Build it in release (`swift build -c release --product GtkRxBenchmarks`) and run it under a
// display (GTK workloads open windows): `scripts/benchmark` does both.

import Foundation
import GtkRx

let arguments = CommandLine.arguments.dropFirst()
let configuration = RunConfiguration(quick: arguments.contains("--quick"))
let filter = arguments.firstIndex(of: "--filter").flatMap { index in
    arguments.index(after: index) < arguments.endIndex
        ? arguments[arguments.index(after: index)] : nil
}

do {
    try GTK.initialize()
} catch {
    FileHandle.standardError.write(Data("GtkRxBenchmarks: \(error)\n".utf8))
    exit(1)
}

// The GtkRx process of the list memory workload (see ListMemoryProbe).
if arguments.contains(ListMemoryProbe.childArgument) {
    exit(ListMemoryProbe.runChild(arguments: Array(arguments)))
}

var workloads: [Workload] = []
var comparisons: [Comparison] = []
for suite in benchmarkSuites {
    let (suiteWorkloads, suiteComparisons) = suite(configuration)
    workloads += suiteWorkloads
    comparisons += suiteComparisons
}
if let filter {
    workloads = workloads.filter { $0.name.contains(filter) }
    comparisons = comparisons.filter { $0.name.contains(filter) }
}

do {
    let (workloadResults, comparisonResults) = try Runner(configuration: configuration)
        .run(workloads: workloads, comparisons: comparisons)
    if arguments.contains("--json") {
        try Report.printJSON(workloadResults, comparisonResults)
    } else {
        Report.printTable(workloadResults, comparisonResults)
    }
} catch {
    FileHandle.standardError.write(
        Data("GtkRxBenchmarks: a workload failed its check: \(error)\n".utf8))
    exit(2)
}
