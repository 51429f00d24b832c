// GTK started by someone else: C code calls gtk_init and runs a plain GMainLoop; Swift only
// creates a wrapper in between. DispatchQueue.main and @MainActor work must still run inside
// that loop (the first wrapper attaches GtkRx's main-queue source). Prints one line per job
// that ran, then "all 4 ran" and exits 0, or "timed out: …" and exits 1 after 5 s.
// GtkRx's tests run it as a child process (DispatchMainQueueSourceTests).

import CGLib
import CGtk
import Dispatch
import Glibc
import GtkRx

/// The probe's state, on the main thread only.
@MainActor
enum Probe {
    static var ran: [String] = []
    static let started = ContinuousClock.now

    static func record(_ job: String) { ran.append(job) }
}

gtk_init()
let label = Label("made by Swift inside a C program")

DispatchQueue.main.async { MainActor.assumeIsolated { Probe.record("main queue") } }
DispatchQueue.global().async {
    DispatchQueue.main.async {
        MainActor.assumeIsolated { Probe.record("main queue, posted from another thread") }
    }
}
Task { @MainActor in Probe.record("main-actor task") }
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
    MainActor.assumeIsolated { Probe.record("main queue, after a delay") }
}

let loop = g_main_loop_new(nil, 0)!
g_timeout_add(
    1,
    { data in
        MainActor.assumeIsolated {
            if Probe.ran.count == 4 || ContinuousClock.now - Probe.started > .seconds(5) {
                g_main_loop_quit(OpaquePointer(data))
                return 0  // G_SOURCE_REMOVE
            }
            return 1  // G_SOURCE_CONTINUE
        }
    }, UnsafeMutableRawPointer(loop))
g_main_loop_run(loop)

for job in Probe.ran.sorted() {
    print("ran: \(job)")
}
withExtendedLifetime(label) {}
if Probe.ran.count == 4 {
    print("all 4 ran")
    exit(0)
}
print("timed out: \(Probe.ran.count) of 4 jobs ran within 5 s")
exit(1)
