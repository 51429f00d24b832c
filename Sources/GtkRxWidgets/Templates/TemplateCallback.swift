import GtkRxGLib

/// A Swift callback a widget template's `<signal handler="…">` may name, run on the template's
/// instance (the `Owner`).
///
/// ```swift
/// WidgetTemplate(
///     string: definition,
///     callbacks: [
///         TemplateCallback("save", NotesWindow.save),
///         TemplateCallback("search") { (window: NotesWindow, entry: SearchEntry) in
///             window.filter(entry.text)
///         },
///     ])
/// ```
///
/// The instance is the owner; the sender is the emitting object. Every call is also an event
/// of the instance's `rx.templateCallback(name)` (after the callback runs); a callback made with
/// ``init(event:)`` is only that. When either is not of the
/// callback's type, or the instance has no Swift instance yet, the callback is not called and a
/// one-line warning names it.
@MainActor
public struct TemplateCallback<Owner: Widget> {
    /// The callback as a handler of the template's scope.
    let handler: BuilderHandler

    /// A callback named `name` with no Swift body: its calls are events of the instance's
    /// `rx.templateCallback(name)`, for apps that prefer streams to methods.
    public init(event name: String) {
        handler = BuilderHandler(name) { call in
            guard let owner = Self.owner(of: call) else { return }
            TemplateCallbackObservers.notify(owner, name: name)
        }
    }

    /// A callback named `name` running `method` on the owner (for example `NotesWindow.save`).
    public init(_ name: String, _ method: @escaping @MainActor (Owner) -> () -> Void) {
        handler = BuilderHandler(name) { call in
            guard let owner = Self.owner(of: call) else { return }
            method(owner)()
            TemplateCallbackObservers.notify(owner, name: name)
        }
    }

    /// A callback named `name` receiving the owner.
    public init(_ name: String, _ callback: @escaping @MainActor (Owner) -> Void) {
        handler = BuilderHandler(name) { call in
            guard let owner = Self.owner(of: call) else { return }
            callback(owner)
            TemplateCallbackObservers.notify(owner, name: name)
        }
    }

    /// A callback named `name` receiving the owner and the emitting object as a `Sender`.
    public init<Sender: Object>(
        _ name: String, _ callback: @escaping @MainActor (Owner, Sender) -> Void
    ) {
        handler = BuilderHandler(name) { call in
            guard let owner = Self.owner(of: call), let sender = call.typedSender(Sender.self)
            else { return }
            callback(owner, sender)
            TemplateCallbackObservers.notify(owner, name: name)
        }
    }

    /// A callback named `name` receiving the owner, the emitting object as a `Sender`, and the
    /// signal's further arguments (through which it may set the signal's return value).
    public init<Sender: Object>(
        _ name: String, _ callback: @escaping @MainActor (Owner, Sender, SignalArguments) -> Void
    ) {
        handler = BuilderHandler(name) { call in
            guard let owner = Self.owner(of: call), let sender = call.typedSender(Sender.self)
            else { return }
            callback(owner, sender, call.arguments)
            TemplateCallbackObservers.notify(owner, name: name)
        }
    }

    /// The template's instance as an `Owner`, or `nil` (reported).
    private static func owner(of call: BuilderHandlerCall) -> Owner? {
        let owner = call.object.flatMap { Object.existingWrapper(of: $0) }
        if let typed = owner as? Owner {
            return typed
        }
        reportBadValue(
            "template callback \"\(call.name)\" runs on a \(Owner.self); its instance is "
                + (owner.map { "a \(Swift.type(of: $0)) (\($0.typeName))" }
                    ?? "not wrapped yet") + "; not called")
        return nil
    }
}
