/// Why an ``AccessibilityTree`` reading, or an action through it, did not succeed.
public enum AccessibilityTreeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The session bus has no accessibility bus to give (no session bus, or no AT-SPI bus
    /// launcher on it); the associated text is D-Bus's reason.
    case noAccessibilityBus(String)
    /// The accessibility registry never listed an application of this process (the process id)
    /// before the reading's time ran out: GTK has shown no window yet, or its accessibility is
    /// turned off (`GTK_A11Y=none`).
    case notOnTheBus(processID: Int)
    /// The reading, or the action, did not finish in the time it was given.
    case timedOut(after: Duration)
    /// The tree has more nodes, or is deeper, than the reading's limits allow (a cycle in a
    /// broken tree looks the same).
    case tooLarge(AccessibilityTree.Limits)
    /// A D-Bus call failed, or its reply was not what AT-SPI promises: the method and why.
    case callFailed(method: String, reason: String)
    /// No node of the tree has this role and name.
    case noSuchNode(role: String, name: String)
    /// The node has no action to do (AT-SPI's `NActions` is 0).
    case noAction(role: String, name: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noAccessibilityBus(let reason):
            "no accessibility bus on the session bus (\(reason)); run under scripts/with-display"
        case .notOnTheBus(let processID):
            "no application of process \(processID) on the accessibility bus"
        case .timedOut(let timeout):
            "the accessibility tree did not answer within \(timeout)"
        case .tooLarge(let limits):
            "the accessibility tree is larger than \(limits.maximumNodes) nodes or deeper than "
                + "\(limits.maximumDepth) levels"
        case .callFailed(let method, let reason):
            "the AT-SPI call \(method) failed: \(reason)"
        case .noSuchNode(let role, let name):
            "no node \"\(role)\t\(name)\" in the accessibility tree"
        case .noAction(let role, let name):
            "the node \"\(role)\t\(name)\" has no action"
        }
    }
}
