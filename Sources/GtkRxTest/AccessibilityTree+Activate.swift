import GtkRx

extension AccessibilityTree {
    /// Does the first action of the first node (depth-first) with `role` and `name`, over
    /// AT-SPI, as a screen reader's user would: a click, for a button (`scripts/atspi-tree.py`'s
    /// `--activate`). Runs the main loop until GTK has answered; its effect may come later
    /// (GTK clicks a button as the keyboard does: pressed for a moment, then `clicked`), so
    /// wait for it (``GtkTest/wait(_:timeout:until:)``), or read the tree again.
    ///
    /// - Returns: the tree as it was read before the action.
    /// - Throws: ``AccessibilityTreeError/noSuchNode(role:name:)`` when no node has that role
    ///   and name, ``AccessibilityTreeError/noAction(role:name:)`` when it has no action, and
    ///   the errors of ``read(timeout:limits:)``.
    @MainActor
    @discardableResult
    public static func activate(
        role: String, name: String, timeout: Duration = defaultTimeout,
        limits: Limits = Limits()
    ) throws(AccessibilityTreeError) -> AccessibilityTree {
        try AccessibilityReading(
            timeout: timeout, limits: limits, action: .init(role: role, name: name)
        ).runningTheLoop()
    }

    /// ``activate(role:name:timeout:limits:)`` as a `Single` of the tree read before the
    /// action, as ``reading(timeout:limits:)`` is of a reading.
    public static func activating(
        role: String, name: String, timeout: Duration = defaultTimeout,
        limits: Limits = Limits()
    ) -> Single<AccessibilityTree> {
        AccessibilityReading.single {
            AccessibilityReading(
                timeout: timeout, limits: limits, action: .init(role: role, name: name))
        }
    }
}
