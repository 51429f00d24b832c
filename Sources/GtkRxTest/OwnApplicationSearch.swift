import GtkRx

/// Finds this process's application on the accessibility bus: the registry's root lists every
/// application that has registered, as the bus name of its connection and the path of its
/// root, and the bus says which process each connection belongs to.
@MainActor
enum OwnApplicationSearch {
    /// The registry's root object, whose children are the applications.
    static let registry = AccessibleReference(
        busName: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")

    /// Looks once; `then` gets the application of process `processID` (this one's, but for
    /// tests), `nil` when the registry does not list it (yet), or why the registry could not
    /// be asked.
    static func find(
        on connection: DBusConnection, _ calls: AccessibleCalls, processID: Int,
        then: @escaping @MainActor (Result<AccessibleReference?, AccessibilityTreeError>) -> Void
    ) {
        calls.call(
            connection, registry.busName, registry.path, "org.a11y.atspi.Accessible",
            "GetChildren", replyType: "(a(so))"
        ) { reply in
            switch reply {
            case .failure(let error):
                then(.failure(error))
            case .success(let values):
                let applications = (values.first?.children ?? []).compactMap(
                    AccessibleReference.init
                ).filter { !$0.isNull }
                matchProcess(applications, of: processID, on: connection, calls, then: then)
            }
        }
    }

    /// Asks the bus for the process of each application's connection, all at once; `then` gets
    /// the first (in the registry's order) of process `processID`, once every answer is in. An
    /// application whose connection has gone meanwhile is simply not that one.
    private static func matchProcess(
        _ applications: [AccessibleReference], of processID: Int, on connection: DBusConnection,
        _ calls: AccessibleCalls,
        then: @escaping @MainActor (Result<AccessibleReference?, AccessibilityTreeError>) -> Void
    ) {
        guard !applications.isEmpty else { return then(.success(nil)) }
        var processes: [Int?] = Array(repeating: nil, count: applications.count)
        var unanswered = applications.count
        for (index, application) in applications.enumerated() {
            calls.call(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                Variant(tuple: [Variant(application.busName)]), replyType: "(u)"
            ) { reply in
                processes[index] = try? reply.get().first?.int
                unanswered -= 1
                guard unanswered == 0 else { return }
                then(
                    .success(
                        applications.indices.first { processes[$0] == processID }.map {
                            applications[$0]
                        }))
            }
        }
    }
}
