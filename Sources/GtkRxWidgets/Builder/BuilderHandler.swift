import CGLib
import GtkRxGLib

/// A Swift handler a `.ui` definition's `<signal handler="…">` may name.
///
/// GtkRx's builders resolve handler names only among the handlers given to them, never among
/// the process's C symbols: a definition can connect a signal to nothing but Swift code the
/// app registered.
///
/// ```swift
/// let builder = try Builder(
///     string: definition,
///     handlers: [
///         BuilderHandler("save") { (button: Button) in print("saved from", button.label ?? "") },
///         BuilderHandler("quit") { application.quit() },
///     ])
/// ```
///
/// The typed forms receive the emitting object (or, for a `<signal>` with `swapped="yes"`, the
/// object its `object` attribute names) as a `Sender`; when it is not a `Sender`, the handler is
/// not called and a one-line warning names the handler and both types.
@MainActor
public struct BuilderHandler {
    /// The name a definition's `handler` attribute gives.
    public let name: String
    /// Runs the handler for one emission.
    let call: @MainActor (BuilderHandlerCall) -> Void

    /// A handler named `name` that ignores the signal's arguments.
    public init(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        call = { _ in handler() }
    }

    /// A handler named `name` receiving the sender as a `Sender`.
    public init<Sender: Object>(
        _ name: String, _ handler: @escaping @MainActor (Sender) -> Void
    ) {
        self.name = name
        call = { call in
            guard let sender = call.typedSender(Sender.self) else { return }
            handler(sender)
        }
    }

    /// A handler named `name` receiving the sender as a `Sender` and the signal's further
    /// arguments (through which it may also set the signal's return value).
    public init<Sender: Object>(
        _ name: String, _ handler: @escaping @MainActor (Sender, SignalArguments) -> Void
    ) {
        self.name = name
        call = { call in
            guard let sender = call.typedSender(Sender.self) else { return }
            handler(sender, call.arguments)
        }
    }

    /// A handler named `name` running `call` with everything the emission gave (for the
    /// template callbacks, which look for their owner).
    init(_ name: String, call: @escaping @MainActor (BuilderHandlerCall) -> Void) {
        self.name = name
        self.call = call
    }
}

/// One emission reaching a handler a builder connected: the emitting object, the object the
/// `<signal>` was connected for, and the signal's arguments. Valid only during the call.
@MainActor
struct BuilderHandlerCall {
    /// The handler's name, for messages.
    let name: String
    /// The object emitting the signal.
    let emitter: UnsafeMutablePointer<GObject>?
    /// The `<signal>`'s `object`, or the builder's current object (a template's instance).
    let object: UnsafeMutablePointer<GObject>?
    /// Whether the `<signal>` asked for the object in place of the emitter (`swapped="yes"`).
    let swapped: Bool
    /// The signal's arguments after the emitter.
    let arguments: SignalArguments

    /// The wrapper of `object`; an existing one when it has one (a Swift instance may still be
    /// under construction), else a new one.
    var objectWrapper: Object? {
        object.map { Object.existingWrapper(of: $0) ?? Object.wrapper(for: $0) }
    }

    /// The sender as a `Sender`: the emitter, or the object when swapped; `nil` (reported)
    /// when it is missing or of another type.
    func typedSender<Sender: Object>(_ type: Sender.Type) -> Sender? {
        let pointer = swapped ? (object ?? emitter) : emitter
        let sender = pointer.map { Object.existingWrapper(of: $0) ?? Object.wrapper(for: $0) }
        if let typed = sender as? Sender {
            return typed
        }
        reportBadValue(
            "handler \"\(name)\" takes a \(Sender.self); it was given "
                + (sender.map { "a \(Swift.type(of: $0)) (\($0.typeName))" } ?? "nothing")
                + "; not called")
        return nil
    }
}
