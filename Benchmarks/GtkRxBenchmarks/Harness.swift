import Foundation
import Glibc

/// How long and how big a benchmark run is.
struct RunConfiguration {
    /// A smoke run: each workload once, at a tiny size, without warm-up.
    let quick: Bool

    /// Measured runs per workload (pairs, for a comparison).
    var runs: Int { quick ? 1 : 7 }

    /// Unmeasured runs first.
    var warmups: Int { quick ? 0 : 1 }

    /// `full`, or `tiny` in a quick run.
    func size(_ full: Int, quick tiny: Int) -> Int { quick ? tiny : full }
}

/// One measured workload: runs once, checks its result (throwing when it is wrong, so that a
/// broken pipeline cannot look fast), and returns its cost in ``unit``.
struct Workload {
    let name: String
    /// What one measurement is: `ns/event`, `ns/chain`, `ms`, `MB`, `allocations/event`…
    let unit: String
    let measure: @MainActor () throws -> Double
}

/// A result a workload must meet: a ratio to a baseline, or a value of its own.
struct Comparison {
    /// What is compared, for the report.
    let name: String
    let measured: Workload
    /// The denominator; `nil` compares the measured value itself to the target.
    let baseline: Workload?
    let target: Target
    /// Measured pairs, when not the run's: fewer for slow workloads, more for short and noisy
    /// ones (start-up); a quick run measures one.
    var runs: Int? = nil
}

/// A bound on a ratio.
enum Target {
    /// The ratio is at most this.
    case atMost(Double)

    func isMet(by ratio: Double) -> Bool {
        switch self {
        case .atMost(let bound): ratio <= bound
        }
    }

    var description: String {
        switch self {
        case .atMost(let bound): "<= \(bound)"
        }
    }
}

/// A workload's result didn't check out.
struct WorkloadFailure: Error, CustomStringConvertible {
    let description: String
}

/// Throws a ``WorkloadFailure`` unless `condition` holds.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw WorkloadFailure(description: message()) }
}

/// The monotonic clock in nanoseconds.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body` and returns the nanoseconds it took.
@inline(__always)
func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return Double(now() - start)
}

/// Runs workloads and comparisons, and reports medians and ranges.
@MainActor
struct Runner {
    let configuration: RunConfiguration

    struct WorkloadResult {
        let name: String
        let unit: String
        let median: Double
        let min: Double
        let max: Double
    }

    struct ComparisonResult {
        let name: String
        /// The median of the pairs' ratios.
        let ratio: Double
        /// The lowest and highest of the pairs' ratios.
        let lowest: Double
        let highest: Double
        let pairs: Int
        let target: Target
        var met: Bool { target.isMet(by: ratio) }
    }

    /// Measures each comparison's pair alternately (so both see the same machine), and every
    /// other workload on its own. Which side runs first alternates from pair to pair, so that
    /// neither always finds the machine as the other left it (caches, the X server, the page
    /// cache).
    func run(workloads: [Workload], comparisons: [Comparison]) throws -> (
        [WorkloadResult], [ComparisonResult]
    ) {
        var samples: [String: [Double]] = [:]
        var order: [(String, String)] = []
        func record(_ workload: Workload, _ value: Double) {
            if samples[workload.name] == nil { order.append((workload.name, workload.unit)) }
            samples[workload.name, default: []].append(value)
        }
        var comparisonResults: [ComparisonResult] = []
        for comparison in comparisons {
            for _ in 0..<configuration.warmups {
                _ = try comparison.measured.measure()
                _ = try comparison.baseline?.measure()
            }
            var ratios: [Double] = []
            let pairs = configuration.quick ? 1 : comparison.runs ?? configuration.runs
            if let baseline = comparison.baseline {
                /// One pair, the measured side first or the baseline first.
                func measurePair(measuredFirst: Bool) throws -> (measured: Double, base: Double) {
                    if measuredFirst {
                        let measured = try comparison.measured.measure()
                        return (measured, try baseline.measure())
                    }
                    let base = try baseline.measure()
                    return (try comparison.measured.measure(), base)
                }
                for pair in 0..<pairs {
                    let (measured, base) = try measurePair(measuredFirst: pair.isMultiple(of: 2))
                    record(comparison.measured, measured)
                    record(baseline, base)
                    ratios.append(base > 0 ? measured / base : .infinity)
                }
            } else {
                for _ in 0..<pairs {
                    let measured = try comparison.measured.measure()
                    record(comparison.measured, measured)
                    ratios.append(measured)
                }
            }
            comparisonResults.append(
                ComparisonResult(
                    name: comparison.name, ratio: median(ratios), lowest: ratios.min() ?? 0,
                    highest: ratios.max() ?? 0, pairs: ratios.count, target: comparison.target))
        }
        let compared = Set(
            comparisons.flatMap { [$0.measured.name] + [$0.baseline?.name].compactMap { $0 } })
        for workload in workloads where !compared.contains(workload.name) {
            for _ in 0..<configuration.warmups { _ = try workload.measure() }
            for _ in 0..<configuration.runs { record(workload, try workload.measure()) }
        }
        let workloadResults = order.map { name, unit in
            let values = samples[name] ?? []
            return WorkloadResult(
                name: name, unit: unit, median: median(values), min: values.min() ?? 0,
                max: values.max() ?? 0)
        }
        return (workloadResults, comparisonResults)
    }

    private func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// Prints the results as a table, or as the JSON object the README documents.
enum Report {
    static func printTable(
        _ workloads: [Runner.WorkloadResult], _ comparisons: [Runner.ComparisonResult]
    ) {
        let width = max(
            40, workloads.map(\.name.count).max() ?? 0, comparisons.map(\.name.count).max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String {
            text.count >= count ? text : text + String(repeating: " ", count: count - text.count)
        }
        func format(_ value: Double) -> String {
            value >= 100 ? String(format: "%.0f", value) : String(format: "%.3g", value)
        }
        print(pad("workload", width), "  median       min          max          unit")
        for result in workloads {
            print(
                pad(result.name, width), " ", pad(format(result.median), 12),
                pad(format(result.min), 12), pad(format(result.max), 12), result.unit)
        }
        print("")
        print(pad("comparison", width), "  ratio        lowest–highest   pairs  target       met")
        for result in comparisons {
            print(
                pad(result.name, width), " ", pad(String(format: "%.3f", result.ratio), 12),
                pad(String(format: "%.3f–%.3f", result.lowest, result.highest), 16),
                pad("\(result.pairs)", 6), pad(result.target.description, 12),
                result.met ? "yes" : "NO")
        }
    }

    static func printJSON(
        _ workloads: [Runner.WorkloadResult], _ comparisons: [Runner.ComparisonResult]
    ) throws {
        let object: [String: Any] = [
            "workloads": workloads.map {
                [
                    "name": $0.name, "median_ns": $0.median, "min_ns": $0.min, "max_ns": $0.max,
                    "unit": $0.unit,
                ] as [String: Any]
            },
            "comparisons": comparisons.map {
                [
                    "name": $0.name, "ratio": $0.ratio, "lowest": $0.lowest,
                    "highest": $0.highest, "pairs": $0.pairs, "target": $0.target.description,
                    "met": $0.met,
                ]
                    as [String: Any]
            },
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
