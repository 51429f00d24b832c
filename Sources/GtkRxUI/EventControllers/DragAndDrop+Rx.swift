import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A value dropped on a ``GtkRxWidgets/DropTarget``, with where it was dropped (in the
/// coordinates of the target's widget).
public struct Dropped<Value> {
    /// The dropped value: a `String`, files (`[File]`) or a ``GtkRxWidgets/Texture``.
    public let value: Value
    /// The drop's horizontal position.
    public let x: Double
    /// The drop's vertical position.
    public let y: Double

    /// A dropped `value` at (`x`, `y`).
    public init(value: Value, x: Double, y: Double) {
        self.value = value
        self.x = x
        self.y = y
    }
}

extension Dropped: Sendable where Value: Sendable {}
extension Dropped: Equatable where Value: Equatable {}

extension Reactive where Base: DropTarget {
    /// The values of type `Value` dropped on the target, with their positions, as a control
    /// event (`GtkDropTarget::drop`), until the target goes.
    ///
    /// A drop is accepted (GTK tells the drag's source it succeeded) when its value is a
    /// `Value` and `accepting` says yes; only accepted drops are sent. A value GTK gives as
    /// another type is reported and the drop rejected. GTK runs only the first handler
    /// connected to a target's drops, whose answer stands: share one subscription (`share()`)
    /// among several observers, or use `widget.rx.drop(of:)`, which adds a target for each.
    @MainActor
    public func drop<Value>(
        of type: Value.Type,
        accepting: @escaping @MainActor (Dropped<Value>) -> Bool = { _ in true }
    ) -> ControlEvent<Dropped<Value>> where Value: ContentValue {
        ControlEvent(
            mainThreadEvents: signalEvents("drop") { _, arguments in
                guard case .success(let value) = droppedValue(arguments, as: Value.self, "rx.drop")
                else {
                    arguments.setReturnValue(false)
                    return nil
                }
                let dropped = Dropped(
                    value: value, x: arguments.value(at: 1, as: Double.self) ?? 0,
                    y: arguments.value(at: 2, as: Double.self) ?? 0)
                let accepted = accepting(dropped)
                arguments.setReturnValue(accepted)
                return accepted ? dropped : nil
            })
    }

    /// A drag entering the target, at its position in the widget's coordinates
    /// (`GtkDropTarget::enter`), until the target goes. GTK is answered with the target's
    /// ``GtkRxWidgets/DropTarget/preferredAction``, as when nothing handles the signal.
    @MainActor
    public var enter: ControlEvent<PointerLocation> {
        positionEvents("enter")
    }

    /// A drag moving over the target, at its position in the widget's coordinates
    /// (`GtkDropTarget::motion`), until the target goes. GTK is answered with the target's
    /// ``GtkRxWidgets/DropTarget/preferredAction``, as when nothing handles the signal.
    @MainActor
    public var motion: ControlEvent<PointerLocation> {
        positionEvents("motion")
    }

    /// `enter` or `motion`, answered with the preferred action.
    @MainActor
    private func positionEvents(_ signal: String) -> ControlEvent<PointerLocation> {
        ControlEvent(
            mainThreadEvents: signalEvents(signal) { base, arguments in
                arguments.setReturnValue(base?.preferredAction.rawValue ?? 0)
                return PointerLocation(
                    x: arguments.value(at: 0, as: Double.self) ?? 0,
                    y: arguments.value(at: 1, as: Double.self) ?? 0)
            })
    }
}

extension Reactive where Base: Widget {
    /// The values of type `Value` dropped on the widget, with their positions, as a control
    /// event: each subscription adds a ``GtkRxWidgets/DropTarget`` accepting `Value` with
    /// `actions` to the widget, and disposing of it removes the target. Completes when the
    /// widget is destroyed.
    ///
    /// A drop is accepted when its value is a `Value` and `accepting` says yes; only accepted
    /// drops are sent. A value GTK gives as another type is reported and the drop rejected.
    @MainActor
    public func drop<Value>(
        of type: Value.Type, actions: DragAction = .copy,
        accepting: @escaping @MainActor (Dropped<Value>) -> Bool = { _ in true }
    ) -> ControlEvent<Dropped<Value>> where Value: ContentValue {
        controllerEvents { deliver in
            let target = DropTarget(accepting: Value.self, actions: actions)
            let connection = target.onDrop(of: Value.self) { value, x, y in
                let dropped = Dropped(value: value, x: x, y: y)
                guard accepting(dropped) else { return false }
                deliver(dropped)
                return true
            }
            return (target, [connection])
        }
    }
}

extension Reactive where Base: DragSource {
    /// The content of the drags that start from the source: each value bound in becomes it (a
    /// ``GtkRxWidgets/ContentProvider`` of the value), `nil` leaves the source without
    /// content.
    @MainActor
    public func content<Value>(of type: Value.Type) -> Binder<Value?> where Value: ContentValue {
        Binder(base) { source, value in source.setContent(value) }
    }
}

extension Reactive where Base: Clipboard {
    /// `Clipboard.readValue(as:ioPriority:completion:)` as a `Single`: subscribing reads the
    /// clipboard on the main thread, which delivers the value there; disposing of the
    /// subscription cancels the read, and nothing is sent after that. GDK's error, or a value
    /// of another type than asked for, is the `Single`'s error.
    @MainActor
    public func readValue<Value>(as type: Value.Type, ioPriority: Int = 0) -> Single<Value>
    where Value: ContentValue {
        asyncSingle(base) { base, completion in
            base.readValue(as: Value.self, ioPriority: ioPriority, completion: completion)
        }
    }

    /// The files on the clipboard as a `Single` (see `readValue(as:ioPriority:)`).
    @MainActor
    public func readFiles(ioPriority: Int = 0) -> Single<[File]> {
        readValue(as: [File].self, ioPriority: ioPriority)
    }

    /// Puts each value bound in on the clipboard (`Clipboard.setValue(_:)`).
    @MainActor
    public func value<Value>(of type: Value.Type) -> Binder<Value> where Value: ContentValue {
        Binder(base) { clipboard, value in clipboard.setValue(value) }
    }
}

extension Reactive where Base: Drop {
    /// `Drop.readValue(as:ioPriority:completion:)` as a `Single`; disposing of the
    /// subscription cancels the read.
    @MainActor
    public func readValue<Value>(as type: Value.Type, ioPriority: Int = 0) -> Single<Value>
    where Value: ContentValue {
        asyncSingle(base) { base, completion in
            base.readValue(as: Value.self, ioPriority: ioPriority, completion: completion)
        }
    }
}
