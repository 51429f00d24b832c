import Glibc

/// Start-up: FormApp from `posix_spawn` to its window's first frame drawn, and its peak
/// resident memory, against CFormBaseline (hand-written C libadwaita) building the same window
/// from the same templates (as C template classes) and style sheet.
///
/// Both are launched under the benchmark's own environment (its `DISPLAY` and session bus).
/// FormApp reports its first frame through its benchmark hook (`GTKRX_BENCHMARK_FIRST_FRAME=1`,
/// see `Sources/FormApp/Support/FirstFrameProbe.swift`), CFormBaseline through `--startup`:
/// each prints `CLOCK_MONOTONIC` at the frame clock's first `after-paint`, and its own peak
/// resident set (`VmHWM`), and quits. (`wait4`'s `ru_maxrss` would not do: a child started by
/// `posix_spawn` shares the benchmark's memory until it execs, and Linux counts that peak.)
@MainActor
enum StartupWorkloads {
    static func make(_ configuration: RunConfiguration) -> ([Workload], [Comparison]) {
        let formAppStartup = Workload(name: "start-up: FormApp, exec to first frame", unit: "ms") {
            try launchFormApp().milliseconds
        }
        let cStartup = Workload(
            name: "start-up: C libadwaita form, exec to first frame", unit: "ms"
        ) {
            try launchCBaseline().milliseconds
        }
        let formAppMemory = Workload(name: "start-up: FormApp peak RSS", unit: "MB") {
            try launchFormApp().peakMegabytes
        }
        let cMemory = Workload(name: "start-up: C libadwaita form peak RSS", unit: "MB") {
            try launchCBaseline().peakMegabytes
        }
        return (
            [formAppStartup, cStartup, formAppMemory, cMemory],
            [
                // 31 pairs, not the run's 7: one start takes 0.1-0.2 s, and on a shared
                // two-core machine the pairs' ratios spread over about ±8% (quartiles 0.98 and
                // 1.10 in 40 pairs of the same two binaries), so the median of 7 moved by ±0.04
                // from run to run; of 31, by about half that from sampling alone. A machine
                // whose speed changes between runs moves it more (1.021-1.095 in three full
                // runs of 2026-12-07).
                Comparison(
                    name: "start-up to first frame: FormApp / C libadwaita",
                    measured: formAppStartup,
                    baseline: cStartup, target: .atMost(1.1), runs: 31),
                Comparison(
                    name: "start-up peak RSS: FormApp / C libadwaita", measured: formAppMemory,
                    baseline: cMemory, target: .atMost(1.2)),
            ]
        )
    }

    /// How long a program took to draw its first frame, and the most memory it held.
    struct Launch {
        /// From just before `posix_spawn` to the time the program printed, in milliseconds.
        let milliseconds: Double
        /// The program's `VmHWM` at its first frame, in megabytes (2^20 bytes).
        let peakMegabytes: Double
    }

    private static func launchFormApp() throws -> Launch {
        try launch(
            BuildProducts.executable("FormApp"), arguments: [],
            environment: ["GTKRX_BENCHMARK_FIRST_FRAME": "1"])
    }

    private static func launchCBaseline() throws -> Launch {
        try launch(
            BuildProducts.executable("CFormBaseline"),
            arguments: ["--startup", try BuildProducts.uiDirectory()], environment: [:])
    }

    /// Runs `program` to its end; it must print its first frame's time and exit with 0.
    private static func launch(
        _ program: String, arguments: [String], environment: [String: String]
    ) throws -> Launch {
        let outcome = try ChildProcess.run(
            program, arguments: arguments, environment: environment)
        let name = program.split(separator: "/").last.map(String.init) ?? program
        try check(
            outcome.status == 0,
            "\(name) \(outcome.statusDescription)\(outcome.standardErrorTail)")
        let lines = outcome.standardOutput.split(separator: "\n")
        let fields = lines.last?.split(separator: " ") ?? []
        guard fields.count == 2, let firstFrame = UInt64(fields[0]), let peak = Double(fields[1]),
            firstFrame > outcome.started, peak > 0
        else {
            // A FormApp already running on this session bus would take the activation and
            // this one would exit at once without drawing anything.
            throw WorkloadFailure(
                description: "\(name) did not print its first frame's time and peak memory "
                    + "(standard output: \"\(outcome.standardOutput)\"; is another instance "
                    + "running on this session bus?)\(outcome.standardErrorTail)")
        }
        return Launch(
            milliseconds: Double(firstFrame - outcome.started) / 1_000_000,
            peakMegabytes: peak / 1024)
    }
}

/// Where the benchmarks find the programs and files they run: the executables of the same
/// build (next to this one), and FormApp's templates.
enum BuildProducts {
    /// The path of the executable `name` in the directory of the running benchmark (the same
    /// `swift build -c release` products directory).
    ///
    /// - Throws: ``WorkloadFailure`` when it is not there.
    static func executable(_ name: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        try check(length > 0, "cannot read /proc/self/exe: \(String(cString: strerror(errno)))")
        let executable = String(
            decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)]
        let path = "\(directory)/\(name)"
        try check(
            access(path, X_OK) == 0,
            "\(name) is missing from \(directory); build the whole package "
                + "(swift build -c release) before running the benchmarks")
        return path
    }

    /// FormApp's `.ui` templates as GTK reads them, in a directory the benchmark makes once:
    /// the package's `resources/ui/*.ui` copied and its `*.blp` compiled by blueprint-compiler
    /// (as the GtkRxResources plugin compiles them into FormApp), beside links to
    /// `resources/style.css` and `resources/icons` (`<directory>/../style.css`, as the
    /// programs look for them).
    ///
    /// - Throws: ``WorkloadFailure`` when the sources are not there (they moved since the
    ///   build) or a Blueprint file does not compile.
    static func uiDirectory() throws -> String {
        try compiledUIDirectory.get()
    }

    /// ``uiDirectory()``'s directory, made the first time it is asked for.
    private static let compiledUIDirectory = Result<String, any Error> { try compileUI() }

    /// Makes ``uiDirectory()``'s directory.
    private static func compileUI() throws -> String {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Benchmarks/GtkRxBenchmarks/StartupWorkloads.swift
        let resources = components.joined(separator: "/") + "/resources"
        try check(
            access(resources + "/ui/window.blp", R_OK) == 0,
            "cannot find FormApp's templates in \(resources)/ui")
        let root = "/tmp/gtkrx-benchmark-ui-\(getpid())"
        let script = """
            set -e; rm -rf '\(root)'; mkdir -p '\(root)/ui'
            ln -s '\(resources)/style.css' '\(root)/style.css'
            ln -s '\(resources)/icons' '\(root)/icons'
            cp '\(resources)'/ui/*.ui '\(root)/ui/'
            for blueprint in '\(resources)'/ui/*.blp; do
                name=$(basename "$blueprint" .blp)
                blueprint-compiler compile --output '\(root)/ui/'"$name.ui" "$blueprint" >&2
            done
            """
        try check(system(script) == 0, "cannot compile FormApp's Blueprint files into \(root)")
        return root + "/ui"
    }
}

/// A program run as a child process to its end, with its output collected.
struct ChildProcess {
    /// `CLOCK_MONOTONIC`, in nanoseconds, just before the process was spawned.
    let started: UInt64
    /// Everything it wrote to standard output.
    let standardOutput: String
    /// Everything it wrote to standard error.
    let standardError: String
    /// The raw `waitpid` status.
    let rawStatus: Int32

    /// The exit status, or 128 + the signal that killed it.
    var status: Int32 {
        let signal = rawStatus & 0x7f
        return signal == 0 ? (rawStatus >> 8) & 0xff : 128 + signal
    }

    /// "exited with status N" or "was killed by signal N".
    var statusDescription: String {
        let signal = rawStatus & 0x7f
        return signal == 0
            ? "exited with status \(status)" : "was killed by signal \(signal)"
    }

    /// The end of standard error, as `: <text>`, or nothing when it was empty.
    var standardErrorTail: String {
        let trimmed = standardError.split(separator: "\n").suffix(6).joined(separator: "\n")
        return trimmed.isEmpty ? "" : ":\n\(trimmed)"
    }

    /// Spawns `program` with `arguments`, this process's environment plus `environment`, and
    /// its standard output and error piped back; waits for it to end (killing it after
    /// `timeoutSeconds`).
    ///
    /// - Throws: ``WorkloadFailure`` when it cannot be spawned or times out.
    static func run(
        _ program: String, arguments: [String], environment: [String: String],
        timeoutSeconds: Int = 300
    ) throws -> ChildProcess {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        try check(
            pipe(&output) == 0 && pipe(&errors) == 0, "pipe: \(String(cString: strerror(errno)))")
        // Only the duplicates on the child's 1 and 2 must survive its exec.
        for descriptor in output + errors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = mergedEnvironment(environment).map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let started = now()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        try check(spawned == 0, "cannot spawn \(program): \(String(cString: strerror(spawned)))")

        var collected: [[UInt8]] = [[], []]
        let deadline = now() + UInt64(timeoutSeconds) * 1_000_000_000
        var open = [true, true]
        var chunk = [UInt8](repeating: 0, count: 65536)
        while open[0] || open[1] {
            let current = now()
            if current >= deadline {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                throw WorkloadFailure(
                    description: "\(program) did not finish within \(timeoutSeconds) s")
            }
            var fds = [
                pollfd(fd: open[0] ? output[0] : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open[1] ? errors[0] : -1, events: Int16(POLLIN), revents: 0),
            ]
            let waitMilliseconds = Int32(min((deadline - current) / 1_000_000 + 1, 1000))
            guard poll(&fds, 2, waitMilliseconds) >= 0 || errno == EINTR else {
                throw WorkloadFailure(description: "poll: \(String(cString: strerror(errno)))")
            }
            for index in 0..<2 where open[index] && fds[index].revents != 0 {
                let count = read(fds[index].fd, &chunk, chunk.count)
                if count > 0 {
                    collected[index] += chunk[..<count]
                } else if count == 0 || errno != EINTR {
                    open[index] = false
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            try check(errno == EINTR, "waitpid: \(String(cString: strerror(errno)))")
        }
        return ChildProcess(
            started: started, standardOutput: String(decoding: collected[0], as: UTF8.self),
            standardError: String(decoding: collected[1], as: UTF8.self), rawStatus: status)
    }

    /// `NAME=value` for this process's environment, with `overrides` replacing or adding.
    private static func mergedEnvironment(_ overrides: [String: String]) -> [String] {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if overrides[name] == nil { entries.append(text) }
            index += 1
        }
        return entries + overrides.map { "\($0.key)=\($0.value)" }
    }
}
