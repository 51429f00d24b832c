import Foundation
import GtkRxCore

/// Errors for tests of failing sequences.
public enum TestError: Error, Equatable {
    case boom
    case other
}

/// Something for a closure to capture, whose release a weak reference reveals.
public final class Canary: Sendable {
    /// A canary.
    public init() {}
}

/// A disposable handed between threads in tests: Rx disposables may be disposed from any
/// thread by contract.
public final class DisposableBox: @unchecked Sendable {
    // Sendable: `Disposable.dispose()` is thread-safe by contract, and `disposable` never
    // changes.
    /// The disposable handed over.
    public let disposable: Disposable

    /// Holds `disposable`.
    public init(_ disposable: Disposable) { self.disposable = disposable }
}

/// Hands an object to a background thread and drops the last reference to it there.
public func releaseOnBackgroundThread<T: AnyObject & Sendable>(_ object: inout T?) async {
    let slot = Locked<T?>(object)
    object = nil
    await Task.detached {
        precondition(!isOnMainThread)
        slot.withLock { $0 = nil }
    }.value
}

/// Whether the caller runs on the process's main thread (for tests of the core, which does not
/// know GTK's `MainThread`).
public var isOnMainThread: Bool { Thread.isMainThread }

/// What a finished child process left: its exit status and everything it printed (standard
/// output and standard error, interleaved).
public struct ProcessOutcome {
    /// The exit status.
    public let status: Int32
    /// Standard output and standard error.
    public let output: String
}

/// Runs `command` with `arguments` (looked up on `PATH`), waits for it and returns its outcome.
public func runProcess(_ command: String, _ arguments: [String]) throws -> ProcessOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [command] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutcome(
        status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// A new empty directory under the system's temporary directory, for one test's files.
public func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("gtkrx-test-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
