extension Duration {
    /// The duration in whole milliseconds, rounded down (for GLib's and GIO's time-outs).
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(
            clamping: seconds.multipliedReportingOverflow(by: 1_000).overflow
                ? Int64.max : seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    }
}
