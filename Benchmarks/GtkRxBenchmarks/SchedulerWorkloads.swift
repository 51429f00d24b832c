/// PLACEHOLDER: filled in by the benchmark work.
@MainActor
enum SchedulerWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        ([], [])
    }
}
