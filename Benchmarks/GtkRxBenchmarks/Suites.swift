/// Every suite: each makes its workloads and comparisons for a run's configuration.
@MainActor
let benchmarkSuites: [@MainActor (RunConfiguration) -> ([Workload], [Comparison])] = [
    RxSwiftWorkloads.make,
    SchedulerWorkloads.make,
    EndToEndWorkloads.make,
    StartupWorkloads.make,
    ListWorkloads.make,
    ListUpdateWorkloads.make,
    FileWorkloads.make,
    SpecializationWorkloads.make,
]
