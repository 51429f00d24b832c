/// PLACEHOLDER: filled in by the benchmark work.
@MainActor
enum RxSwiftWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        ([], [])
    }
}
