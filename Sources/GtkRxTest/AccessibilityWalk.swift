import GtkRx

/// Reads an application's accessibility tree below its root: for each node, its role
/// (`GetRole`, named as AT-SPI names it), its name (the `Name` property) and its children
/// (`GetChildren`), asked of every node as soon as its parent's children are known, and put
/// back in order, depth-first, once every answer is in.
///
/// The walk stops with ``AccessibilityTreeError/tooLarge(_:)`` as soon as the tree passes its
/// limits, so that a cycle or a huge tree cannot keep it going; it ends at the first error.
@MainActor
final class AccessibilityWalk {
    /// A node whose answers are coming in.
    private final class Branch {
        let reference: AccessibleReference
        let depth: Int
        var role = ""
        var name = ""
        var children: [Branch] = []

        init(_ reference: AccessibleReference, depth: Int) {
            self.reference = reference
            self.depth = depth
        }
    }

    private let connection: DBusConnection
    private let calls: AccessibleCalls
    private let limits: AccessibilityTree.Limits
    private var then: (@MainActor (Result<[AccessibilityNode], AccessibilityTreeError>) -> Void)?
    /// The nodes found so far.
    private var nodeCount = 0
    /// The calls asked and not yet answered.
    private var unanswered = 0
    /// The application: the root, not itself a node of the tree.
    private var root: Branch?

    /// A walk that makes its calls on `connection` in `calls`, within `limits`.
    init(
        connection: DBusConnection, calls: AccessibleCalls, limits: AccessibilityTree.Limits
    ) {
        self.connection = connection
        self.calls = calls
        self.limits = limits
    }

    /// Walks the tree below `application`, which is not itself a node of it; `then` gets the
    /// nodes depth-first, or the first error.
    func start(
        at application: AccessibleReference,
        then: @escaping @MainActor (Result<[AccessibilityNode], AccessibilityTreeError>) -> Void
    ) {
        self.then = then
        let root = Branch(application, depth: -1)
        self.root = root
        askChildren(of: root)
    }

    /// Asks for `branch`'s children, then for each child's role, name and children.
    private func askChildren(of branch: Branch) {
        ask(branch, "org.a11y.atspi.Accessible", "GetChildren", replyType: "(a(so))") {
            [weak self] values in
            guard let self else { return }
            let references = (values.first?.children ?? []).compactMap(AccessibleReference.init)
                .filter { !$0.isNull }
            nodeCount += references.count
            guard nodeCount <= limits.maximumNodes,
                references.isEmpty || branch.depth + 1 < limits.maximumDepth
            else { return fail(.tooLarge(limits)) }
            branch.children = references.map { Branch($0, depth: branch.depth + 1) }
            for child in branch.children {
                askRole(of: child)
                askName(of: child)
                askChildren(of: child)
            }
        }
    }

    /// Asks for the role's number, and names it as AT-SPI does; asks the application for the
    /// name of a role AT-SPI does not name.
    private func askRole(of branch: Branch) {
        ask(branch, "org.a11y.atspi.Accessible", "GetRole", replyType: "(u)") {
            [weak self] values in
            guard let self else { return }
            guard let number = values.first?.int else {
                return fail(.callFailed(method: "GetRole", reason: "not a number"))
            }
            if let role = AccessibleRoleNames.name(of: number) {
                branch.role = role
                return
            }
            ask(branch, "org.a11y.atspi.Accessible", "GetRoleName", replyType: "(s)") {
                values in
                branch.role = values.first?.string ?? ""
            }
        }
    }

    /// Reads the `Name` property.
    private func askName(of branch: Branch) {
        let parameters = Variant(tuple: [Variant("org.a11y.atspi.Accessible"), Variant("Name")])
        ask(
            branch, "org.freedesktop.DBus.Properties", "Get", parameters, replyType: "(v)"
        ) { [weak self] values in
            guard let name = values.first?.children?.first?.string else {
                self?.fail(.callFailed(method: "Get Name", reason: "the name is not a string"))
                return
            }
            branch.name = name
        }
    }

    /// Makes one call on `branch`'s object, counting it until it is answered: `answered` gets
    /// the reply's values (and asks any further calls); an error ends the walk. When the last
    /// call is answered, the walk is done.
    private func ask(
        _ branch: Branch, _ interface: String, _ method: String, _ parameters: Variant? = nil,
        replyType: String, answered: @escaping @MainActor ([Variant]) -> Void
    ) {
        unanswered += 1
        calls.call(
            connection, branch.reference.busName, branch.reference.path, interface, method,
            parameters, replyType: replyType
        ) { [weak self] reply in
            guard let self, then != nil else { return }
            switch reply {
            case .failure(let error):
                fail(error)
            case .success(let values):
                answered(values)
                unanswered -= 1
                if unanswered == 0, let root { deliver(.success(nodes(below: root))) }
            }
        }
    }

    /// Ends the walk with `error`, once.
    private func fail(_ error: AccessibilityTreeError) {
        deliver(.failure(error))
    }

    /// Hands the outcome over, once.
    private func deliver(_ outcome: Result<[AccessibilityNode], AccessibilityTreeError>) {
        guard let then else { return }
        self.then = nil
        root = nil
        then(outcome)
    }

    /// `branch`'s descendants, depth-first, each before its children.
    private func nodes(below branch: Branch) -> [AccessibilityNode] {
        var nodes: [AccessibilityNode] = []
        nodes.reserveCapacity(nodeCount)
        func visit(_ branch: Branch) {
            for child in branch.children {
                nodes.append(
                    AccessibilityNode(
                        role: child.role, name: child.name, depth: child.depth,
                        reference: child.reference))
                visit(child)
            }
        }
        visit(branch)
        return nodes
    }
}
