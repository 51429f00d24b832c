/// PLACEHOLDER: filled in by the benchmark work.
@MainActor
enum StartupWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        ([], [])
    }
}
