import Glibc

/// Runs `body` with the process's standard error going to a pipe, and returns what was written.
public func captureStandardError(_ body: () -> Void) throws -> String {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw CaptureFailed() }
    let saved = dup(STDERR_FILENO)
    dup2(fds[1], STDERR_FILENO)
    close(fds[1])
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(fds[0], &buffer, buffer.count)
        guard count > 0 else { break }
        output += buffer[0..<count]
    }
    close(fds[0])
    return String(decoding: output, as: UTF8.self)
}

/// The pipe for standard error could not be made.
public struct CaptureFailed: Error {}
