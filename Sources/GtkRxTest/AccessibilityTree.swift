import GtkRx

/// This process's accessibility tree, as a screen reader reads it over AT-SPI: every node
/// below the application, depth-first, each with its role and name.
///
/// GTK serves the tree on the accessibility bus from this process's main loop, so a reading
/// is a series of asynchronous D-Bus calls answered while the loop runs. In a test,
/// ``read(timeout:limits:)`` runs the loop until the reading is done, as
/// ``GtkTest/wait(_:timeout:until:)`` does:
///
/// ```swift
/// let window = Window()
/// let button = Button(label: "Save")
/// window.child = button
/// window.present()
/// let tree = try AccessibilityTree.read()
/// XCTAssertTrue(tree.lines.contains("push button\tSave"))
/// try AccessibilityTree.activate(role: "push button", name: "Save")  // clicks it
/// ```
///
/// ``reading(timeout:limits:)`` is the same as a `Single`, for code whose loop is already
/// running. Run tests under `scripts/with-display`, whose session bus starts the AT-SPI bus on
/// demand.
public struct AccessibilityTree: Sendable {
    /// The nodes, depth-first, each before its children; the application itself is not one,
    /// its windows are the first level.
    public let nodes: [AccessibilityNode]

    /// A tree of `nodes`.
    init(nodes: [AccessibilityNode]) {
        self.nodes = nodes
    }

    /// One "role<TAB>name" line a node, depth-first, as `scripts/atspi-tree.py` prints them.
    public var lines: [String] { nodes.map(\.line) }

    /// The first node, depth-first, with `role` and `name`, if any.
    public func first(role: String, name: String) -> AccessibilityNode? {
        nodes.first { $0.role == role && $0.name == name }
    }

    /// The nodes with `role`, depth-first.
    public func nodes(role: String) -> [AccessibilityNode] {
        nodes.filter { $0.role == role }
    }

    /// The first node (depth-first) with `role` and `name`, and the nodes below it, at their
    /// depths in the whole tree; `nil` when no node has that role and name. A test's window
    /// (`subtree(role: "frame", name: "Its title")`), apart from any other window the process
    /// shows.
    public func subtree(role: String, name: String) -> AccessibilityTree? {
        guard let start = nodes.firstIndex(where: { $0.role == role && $0.name == name }) else {
            return nil
        }
        let depth = nodes[start].depth
        let end = nodes[(start + 1)...].firstIndex { $0.depth <= depth } ?? nodes.endIndex
        return AccessibilityTree(nodes: Array(nodes[start..<end]))
    }

    /// How long a reading may take by default: a GTK window's tree takes milliseconds.
    public static let defaultTimeout: Duration = .seconds(10)

    /// Reads the tree, running the main loop until the reading is done (call it on the main
    /// thread, where GTK runs, as a test does).
    ///
    /// Right after a first window is shown, GTK may not have registered the application on the
    /// accessibility bus yet: the reading looks again until it has, or `timeout` passes.
    ///
    /// - Throws: ``AccessibilityTreeError``: no accessibility bus, this process not on it, the
    ///   time up, the tree past `limits`, a call failing.
    @MainActor
    public static func read(timeout: Duration = defaultTimeout, limits: Limits = Limits())
        throws(AccessibilityTreeError) -> AccessibilityTree
    {
        try AccessibilityReading(timeout: timeout, limits: limits).runningTheLoop()
    }

    /// A reading as a `Single`: subscribing starts it on the main thread (at once when
    /// subscribed there), and its outcome arrives there once the main loop has run it (an
    /// application's loop, or a test's); it fails with an ``AccessibilityTreeError``.
    /// Disposing of the subscription cancels the reading's calls.
    public static func reading(timeout: Duration = defaultTimeout, limits: Limits = Limits())
        -> Single<AccessibilityTree>
    {
        AccessibilityReading.single { AccessibilityReading(timeout: timeout, limits: limits) }
    }
}
