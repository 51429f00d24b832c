import CGLib
import Synchronization

/// GLib's and GTK's warnings and critical warnings, recorded while a test's code runs, so that
/// a test can fail on one instead of letting it scroll by on standard error:
///
/// ```swift
/// let messages = GLibLog.recordingWarnings {
///     window.setDefaultSize(width: 10, height: -5)
/// }
/// XCTAssertEqual(messages, [])
/// ```
///
/// GtkRx installs its log writer (`g_log_set_writer_func`, which GLib allows once per process)
/// the first time a recording starts; it records messages of level warning, critical or error
/// from any thread while a recording runs, and passes every message on to GLib's default
/// writer, so standard error shows what it showed before. A process that installed its own
/// writer must not use this.
@MainActor
public enum GLibLog {
    /// One message GLib logged.
    public struct Message: Sendable, Equatable, CustomStringConvertible {
        /// How severe GLib says it is.
        public let level: Level
        /// The log domain, such as `Gtk` or `GLib-GObject` (empty when there is none).
        public let domain: String
        /// The message's text.
        public let text: String

        /// A message of `level` in `domain` saying `text`, to compare recorded ones with.
        public init(level: Level, domain: String, text: String) {
            self.level = level
            self.domain = domain
            self.text = text
        }

        /// The level, the domain and the text on one line, as GLib writes them.
        public var description: String { "\(domain)-\(level): \(text)" }
    }

    /// The levels recorded.
    public enum Level: String, Sendable, CustomStringConvertible {
        /// `g_warning`.
        case warning = "WARNING"
        /// `g_critical`, and the failed preconditions of `g_return_if_fail`.
        case critical = "CRITICAL"
        /// `g_error` (which aborts the process right after).
        case error = "ERROR"

        /// GLib's spelling.
        public var description: String { rawValue }
    }

    /// Runs `body`, and returns the warnings and critical warnings logged meanwhile, first
    /// to last.
    public static func recordingWarnings(_ body: () throws -> Void) rethrows -> [Message] {
        installWriter()
        let previous = recording.withLock { $0.replace(with: []) }
        defer { _ = recording.withLock { $0.replace(with: previous) } }
        try body()
        return recording.withLock { $0 ?? [] }
    }

    private static var writerInstalled = false

    private static func installWriter() {
        guard !writerInstalled else { return }
        writerInstalled = true
        setWriter()
    }

    /// Installs the writer. Not isolated to the main actor, so that neither is the writer: GLib
    /// calls it on the thread that logs (GIO's and dconf's workers log too).
    private nonisolated static func setWriter() {
        g_log_set_writer_func(
            { level, fields, count, _ in
                GLibLog.record(level, fields, Int(count))
                return g_log_writer_default(level, fields, count, nil)
            }, nil, nil)
    }

    /// The messages of the recording running, `nil` when none runs.
    private nonisolated static let recording = Mutex<[Message]?>(nil)

    /// Records one message, when a recording runs and it is of a level recorded. Runs on the
    /// thread that logged.
    private nonisolated static func record(
        _ flags: GLogLevelFlags, _ fields: UnsafePointer<GLogField>?, _ count: Int
    ) {
        let level: Level
        if flags.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 {
            level = .error
        } else if flags.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 {
            level = .critical
        } else if flags.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0 {
            level = .warning
        } else {
            return
        }
        var domain = ""
        var text = ""
        for field in UnsafeBufferPointer(start: fields, count: fields == nil ? 0 : count) {
            guard let key = field.key, let value = field.value else { continue }
            let bytes = value.assumingMemoryBound(to: UInt8.self)
            let string =
                field.length < 0
                ? String(cString: bytes)
                : String(
                    decoding: UnsafeBufferPointer(start: bytes, count: field.length), as: UTF8.self)
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = string
            case "MESSAGE": text = string
            default: break
            }
        }
        let message = Message(level: level, domain: domain, text: text)
        recording.withLock { $0?.append(message) }
    }
}

extension Optional {
    /// Stores `value`, returning what was stored.
    fileprivate mutating func replace(with value: Wrapped?) -> Wrapped? {
        let old = self
        self = value
        return old
    }
}
