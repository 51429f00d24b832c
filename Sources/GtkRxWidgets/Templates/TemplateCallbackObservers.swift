import GtkRxGLib

/// Who listens to a template instance's callbacks as events: each call of a template callback
/// named `name` on an instance is told to the observers added for that instance and name (what
/// `rx.templateCallback(_:)` subscribes with), after the callback's own Swift body, if any.
@MainActor
package enum TemplateCallbackObservers {
    /// An observer: the instance it listens to, the callback name, what to run.
    private struct Entry {
        let owner: ObjectIdentifier
        let name: String
        let body: @MainActor () -> Void
    }

    private static var entries: [Int: Entry] = [:]
    private static var nextToken = 0

    /// Runs `body` on each call of the template callback `name` on `owner`, until
    /// ``remove(_:)`` is given the token returned.
    package static func add(
        _ owner: Widget, name: String, _ body: @escaping @MainActor () -> Void
    ) -> Int {
        nextToken += 1
        entries[nextToken] = Entry(owner: ObjectIdentifier(owner), name: name, body: body)
        return nextToken
    }

    /// Stops the observer `token` (nothing when it was removed already).
    package static func remove(_ token: Int) {
        entries[token] = nil
    }

    /// Tells the observers of `owner`'s callback `name` that it was called.
    static func notify(_ owner: Widget, name: String) {
        let identifier = ObjectIdentifier(owner)
        let matching = entries.sorted { $0.key < $1.key }.map(\.value).filter {
            $0.owner == identifier && $0.name == name
        }
        for entry in matching {
            entry.body()
        }
    }
}
