import Glibc
import Synchronization

extension ObservableType {
    /// Prints the sequence's subscriptions, events and disposals to standard output, and passes
    /// every event on unchanged.
    ///
    /// Each line is a local timestamp, the identifier (by default `File.swift:line (function)`
    /// of the call), and what happened:
    ///
    /// ```text
    /// 2024-05-01 12:00:00.000: Login.swift:12 (bind()) -> subscribed
    /// 2024-05-01 12:00:00.001: Login.swift:12 (bind()) -> Event next(1)
    /// 2024-05-01 12:00:00.002: Login.swift:12 (bind()) -> Event completed
    /// 2024-05-01 12:00:00.002: Login.swift:12 (bind()) -> isDisposed
    /// ```
    ///
    /// With `trimOutput`, an event description longer than 40 characters is shortened to its
    /// first and last 20, joined by `...`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        debug(
            identifier, trimOutput: trimOutput, file: file, line: line, function: function,
            output: { print($0) })
    }

    /// ``debug(_:trimOutput:file:line:function:)`` writing each line to `output`, for tests.
    func debug(
        _ identifier: String?, trimOutput: Bool, file: String, line: UInt, function: String,
        output: @escaping (String) -> Void
    ) -> Observable<Element> {
        let name =
            identifier
            ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return Debug(
            source: asObservable(), identifier: name, trimOutput: trimOutput, output: output)
    }
}

private final class Debug<Element>: Producer<Element> {
    let source: Observable<Element>
    let identifier: String
    let trimOutput: Bool
    let output: (String) -> Void

    init(
        source: Observable<Element>, identifier: String, trimOutput: Bool,
        output: @escaping (String) -> Void
    ) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        self.output = output
    }

    /// Writes `message` as one line of the log.
    func log(_ message: String) {
        output("\(debugTimestamp()): \(identifier) -> \(message)")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        log("subscribed")
        let sink = DebugSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private static var maximumEventLength: Int { 40 }

    private let parent: Debug<Element>
    private let loggedDisposal = Atomic(false)

    init(parent: Debug<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        var text = event.debugDescription
        if parent.trimOutput && text.count > Self.maximumEventLength {
            let half = Self.maximumEventLength / 2
            text = "\(text.prefix(half))...\(text.suffix(half))"
        }
        parent.log("Event \(text)")
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    override func dispose() {
        // Disposal reaches a sink more than once (from itself and from its disposer); log once.
        if !loggedDisposal.exchange(true, ordering: .acquiringAndReleasing) {
            parent.log("isDisposed")
        }
        super.dispose()
    }
}

/// The local time now as `yyyy-MM-dd HH:mm:ss.SSS`.
private func debugTimestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var local = tm()
    localtime_r(&seconds, &local)
    func padded(_ value: Int32, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let date =
        "\(padded(local.tm_year + 1900, 4))-\(padded(local.tm_mon + 1, 2))-"
        + padded(local.tm_mday, 2)
    let time =
        "\(padded(local.tm_hour, 2)):\(padded(local.tm_min, 2)):\(padded(local.tm_sec, 2))."
        + padded(Int32(now.tv_nsec / 1_000_000), 3)
    return "\(date) \(time)"
}
