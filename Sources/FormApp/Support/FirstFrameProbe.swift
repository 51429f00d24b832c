import Glibc
import GtkRxAdwaita

/// A benchmark hook: with `GTKRX_BENCHMARK_FIRST_FRAME=1` in the environment, FormApp prints
/// the time at which its window's first frame has been drawn (`CLOCK_MONOTONIC`, in
/// nanoseconds) and its peak resident set so far (`VmHWM`, in kilobytes), on one line of
/// standard output, and quits.
///
/// GtkRxBenchmarks's start-up workload launches FormApp this way and subtracts the time it
/// spawned the process. Without the variable (or with another value) nothing happens.
@MainActor
enum FirstFrameProbe {
    /// The environment variable that turns the probe on.
    static let variable = "GTKRX_BENCHMARK_FIRST_FRAME"

    private static var reported = false

    /// When the variable is `1`, reports the first frame `window` draws after this call.
    /// Call it right after presenting the window (which realizes it: it has a frame clock).
    static func installIfRequested(on window: Window) {
        guard let value = getenv(variable), strcmp(value, "1") == 0 else { return }
        guard let frameClock = window.frameClock else {
            FormApp.fail("\(variable): the presented window has no frame clock")
        }
        frameClock.onAfterPaint { [weak window] in
            guard !reported else { return }
            reported = true
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            let nanoseconds = Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
            var line = "\(nanoseconds) \(peakResidentKilobytes())\n"
            line.withUTF8 { bytes in
                _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
            }
            window?.application?.quit()
        }
    }

    /// The process's peak resident set so far, in kilobytes: `VmHWM` from /proc/self/status
    /// (0 when it cannot be read). Not `getrusage`: after a `posix_spawn` its `ru_maxrss` also
    /// counts the spawning process's memory.
    private static func peakResidentKilobytes() -> Int {
        guard let status = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(status) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), status) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter(\.isNumber)) ?? 0
            }
        }
        return 0
    }
}
