import Foundation
import GtkRx

/// One reading of this process's accessibility tree, from the session bus to the last node,
/// and, when asked, an action on one of its nodes: ``AccessibilityBus`` connects,
/// ``OwnApplicationSearch`` finds this process's application (looking again every few
/// milliseconds until the registry lists it), ``AccessibilityWalk`` reads the tree.
///
/// Every call is asynchronous, answered while the main loop runs; the reading ends with one
/// outcome, delivered on the main thread, at the latest when its time is up.
@MainActor
final class AccessibilityReading {
    /// The node to act on after reading, by role and name, if any.
    struct Action {
        let role: String
        let name: String
    }

    /// How long the registry is left before it is asked again for this process's application.
    private static let searchInterval = RxTimeInterval.milliseconds(20)

    let timeout: Duration
    private let limits: AccessibilityTree.Limits
    private let action: Action?
    /// The process whose application is read: this one's, but for tests.
    private let processID: Int
    private let calls: AccessibleCalls
    private var then: (@MainActor (Result<AccessibilityTree, AccessibilityTreeError>) -> Void)?
    /// The timer that ends the reading when its time is up, and the one that looks for the
    /// application again.
    private var timers: [Disposable] = []
    private var walk: AccessibilityWalk?
    /// Whether the registry has answered at least once (its silence is a time-out, its not
    /// listing this process is ``AccessibilityTreeError/notOnTheBus(processID:)``).
    private var registryAnswered = false

    /// A reading that gives up after `timeout`, within `limits`, doing `action` once read; of
    /// the application of process `processID` (a test's other than this one's finds none).
    init(
        timeout: Duration, limits: AccessibilityTree.Limits, action: Action? = nil,
        processID: Int = Int(getpid())
    ) {
        self.timeout = timeout
        self.limits = limits
        self.action = action
        self.processID = processID
        calls = AccessibleCalls(timeout: timeout)
    }

    /// Starts reading; `then` gets the tree (read before any action), or why there is none.
    func start(
        then: @escaping @MainActor (Result<AccessibilityTree, AccessibilityTreeError>) -> Void
    ) {
        self.then = then
        timers.append(
            MainScheduler.instance.scheduleRelative((), dueTime: Self.interval(timeout)) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.timeIsUp() }
                return Disposables.create()
            })
        AccessibilityBus.connect(calls) { [weak self] connection in
            switch connection {
            case .failure(let error): self?.finish(.failure(error))
            case .success(let connection): self?.findApplication(on: connection)
            }
        }
    }

    /// Ends the reading without an outcome (a disposed subscription): the calls in flight are
    /// cancelled.
    func cancel() {
        then = nil
        end()
    }

    private func findApplication(on connection: DBusConnection) {
        OwnApplicationSearch.find(on: connection, calls, processID: processID) {
            [weak self] application in
            guard let self else { return }
            switch application {
            case .failure(let error):
                finish(.failure(error))
            case .success(let application?):
                registryAnswered = true
                read(application, on: connection)
            case .success(nil):
                // GTK registers its application while the loop runs, after its first window
                // is shown: ask again shortly, until the time is up.
                registryAnswered = true
                timers.append(
                    MainScheduler.instance.scheduleRelative((), dueTime: Self.searchInterval) {
                        [weak self] _ in
                        MainActor.assumeIsolated { self?.findApplication(on: connection) }
                        return Disposables.create()
                    })
            }
        }
    }

    private func read(_ application: AccessibleReference, on connection: DBusConnection) {
        let walk = AccessibilityWalk(connection: connection, calls: calls, limits: limits)
        self.walk = walk
        walk.start(at: application) { [weak self] nodes in
            guard let self else { return }
            switch nodes {
            case .failure(let error): finish(.failure(error))
            case .success(let nodes): act(on: AccessibilityTree(nodes: nodes), connection)
            }
        }
    }

    /// Does the first action of the first node with the action's role and name, when there is
    /// an action, as a screen reader's user would (AT-SPI's `DoAction(0)`: a click, for a
    /// button); then hands the tree over.
    private func act(on tree: AccessibilityTree, _ connection: DBusConnection) {
        guard let action else { return finish(.success(tree)) }
        guard let node = tree.first(role: action.role, name: action.name) else {
            return finish(.failure(.noSuchNode(role: action.role, name: action.name)))
        }
        let (busName, path) = (node.reference.busName, node.reference.path)
        let count = Variant(tuple: [Variant("org.a11y.atspi.Action"), Variant("NActions")])
        calls.call(
            connection, busName, path, "org.freedesktop.DBus.Properties", "Get", count,
            replyType: "(v)"
        ) { [weak self] reply in
            // An object without the Action interface has no actions either.
            guard let self else { return }
            guard let actions = try? reply.get().first?.children?.first?.int, actions > 0 else {
                return finish(.failure(.noAction(role: action.role, name: action.name)))
            }
            calls.call(
                connection, busName, path, "org.a11y.atspi.Action", "DoAction",
                Variant(tuple: [Variant(int32: 0)]), replyType: "(b)"
            ) { [weak self] reply in
                switch reply {
                case .failure(let error):
                    self?.finish(.failure(error))
                case .success(let values) where values.first?.bool == true:
                    self?.finish(.success(tree))
                case .success:
                    self?.finish(
                        .failure(.callFailed(method: "DoAction", reason: "the action was refused")))
                }
            }
        }
    }

    private func timeIsUp() {
        finish(
            .failure(
                registryAnswered && walk == nil
                    ? .notOnTheBus(processID: processID) : .timedOut(after: timeout)))
    }

    /// Hands the outcome over, once, and ends the reading.
    private func finish(_ outcome: Result<AccessibilityTree, AccessibilityTreeError>) {
        let then = self.then
        self.then = nil
        end()
        then?(outcome)
    }

    private func end() {
        calls.end()
        walk = nil
        let timers = self.timers
        self.timers = []
        for timer in timers {
            timer.dispose()
        }
    }

    /// `duration` as an Rx interval, in whole milliseconds (at least one).
    private static func interval(_ duration: Duration) -> RxTimeInterval {
        .milliseconds(max(1, duration.wholeMilliseconds))
    }
}
