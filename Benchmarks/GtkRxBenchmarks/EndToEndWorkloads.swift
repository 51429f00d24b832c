/// PLACEHOLDER: filled in by the benchmark work.
@MainActor
enum EndToEndWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        ([], [])
    }
}
