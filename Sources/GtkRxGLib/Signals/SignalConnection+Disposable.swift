import GtkRxCore

extension SignalConnection: Cancelable {
    /// Disconnects the handler; the same as ``disconnect()``.
    public func dispose() { disconnect() }

    /// Whether the handler is no longer connected.
    public var isDisposed: Bool { !isConnected }
}
