import CGLib
import CGtk
import GtkRxGLib

// GtkDropTarget's `drop` signal and `value` property, and gtk_drop_target_get_value, carry a
// GValue, which GtkRx does not wrap: here they give typed values (`ContentValue`).

extension DropTarget {
    /// A drop target for values of one type: `String`, files (`[File]`) or a ``Texture``
    /// (`gtk_drop_target_new` with the type's GType), allowing `actions`. Add it to a widget
    /// with ``Widget/addController(_:)``, then take its drops with
    /// ``onDrop(of:after:_:)`` or `rx.drop(of:)`.
    public convenience init(accepting type: (some ContentValue).Type, actions: DragAction = .copy) {
        self.init(type: type.contentType, actions: actions)
    }

    /// A drop target for values of any of `types` (`gtk_drop_target_set_gtypes`), in the order
    /// the target prefers them, allowing `actions`: for instance text or files. Take its drops
    /// with ``onDropOfAnyType(after:_:)``, which reads each as the type it came as.
    ///
    /// An empty list makes a target that accepts nothing.
    public convenience init(
        acceptingAnyOf types: [any ContentValue.Type], actions: DragAction = .copy
    ) {
        // GTK's "no type yet" (G_TYPE_INVALID), then the list.
        self.init(type: GType(0), actions: actions)
        setGtypes(types: types.map { $0.contentType })
    }

    /// Runs `handler` with each drop on the target, its position in the widget's coordinates,
    /// and the target, whose ``value(as:)`` gives the dropped value as the type it came as
    /// (for a target made with ``init(acceptingAnyOf:actions:)``); its answer says whether the
    /// drop was accepted. Until the returned connection is disconnected or the target goes.
    ///
    /// GTK runs only the first handler connected to a target's drops: connect one per target.
    @discardableResult
    public func onDropOfAnyType(
        after: Bool = false,
        _ handler: @escaping @MainActor (_ target: DropTarget, _ x: Double, _ y: Double) -> Bool
    ) -> SignalConnection {
        connect("drop", after: after) { [weak self] arguments in
            guard let self else { return arguments.setReturnValue(false) }
            arguments.setReturnValue(
                handler(
                    self, arguments.value(at: 1, as: Double.self) ?? 0,
                    arguments.value(at: 2, as: Double.self) ?? 0))
        }
    }

    /// The value of the drop in progress, once GTK has read it (`gtk_drop_target_get_value`),
    /// as a `Value`; `nil` when there is none yet or it is of another type.
    public func value<Value>(as type: Value.Type) -> Value? where Value: ContentValue {
        guard let gValue = gtk_drop_target_get_value(cPointer(self)),
            g_type_is_a(cglib_value_type(gValue), Value.contentType) != 0
        else { return nil }
        return Value.contentValue(from: gValue)
    }

    /// Runs `handler` with each value dropped on the target and the drop's position in the
    /// widget's coordinates, on the main thread (`GtkDropTarget::drop`); its answer says
    /// whether the drop was accepted. Until the returned connection is disconnected or the
    /// target goes.
    ///
    /// A value GTK gives as another type than `Value`, or as `NULL`, is reported and the drop
    /// rejected; `handler` is not called. GTK runs only the first handler connected to a
    /// target's drops, whose answer stands: connect one per target.
    @discardableResult
    public func onDrop<Value>(
        of type: Value.Type, after: Bool = false,
        _ handler: @escaping @MainActor (_ value: Value, _ x: Double, _ y: Double) -> Bool
    ) -> SignalConnection where Value: ContentValue {
        connect("drop", after: after) { arguments in
            let accepted =
                switch droppedValue(arguments, as: Value.self, "DropTarget.onDrop") {
                case .success(let value):
                    handler(
                        value, arguments.value(at: 1, as: Double.self) ?? 0,
                        arguments.value(at: 2, as: Double.self) ?? 0)
                case .failure: false
                }
            arguments.setReturnValue(accepted)
        }
    }

    /// The action a drop at this target would take: the first of copy, move and link that
    /// both the target's ``actions`` and the current drop's allow (the target's alone when
    /// there is no drop), or none. What `rx.enter` and `rx.motion` answer GTK with.
    public var preferredAction: DragAction {
        var allowed = actions
        if let drop = currentDrop { allowed.formIntersection(drop.actions) }
        for action in [DragAction.copy, .move, .link] where allowed.contains(action) {
            return action
        }
        return []
    }
}

/// The value of a `drop` emission's first argument (a `GValue` boxed in a `GValue`), or the
/// reported error when it is missing or of another type than `Value`.
@MainActor
package func droppedValue<Value: ContentValue>(
    _ arguments: SignalArguments, as type: Value.Type, _ context: String
) -> Result<Value, GLibError> {
    readContent(
        arguments.pointer(at: 0).map { UnsafePointer($0.assumingMemoryBound(to: GValue.self)) },
        as: Value.self, context)
}

extension DropTargetAsync {
    /// A drop target taking drops offered in `formats` (`nil`: any), allowing `actions`
    /// (`gtk_drop_target_async_new`, which takes the formats over: GTK gets a reference of its
    /// own, and the wrapper keeps its copy). Its `drop` handler gets the ``Drop`` itself, reads
    /// it when it likes (``Drop/readValue(as:ioPriority:completion:)``) and finishes it.
    public convenience init(formats: ContentFormats?, actions: DragAction = .copy) {
        WidgetClasses.register()
        let formats = formats.flatMap { gdk_content_formats_ref(cPointer($0)) }
        self.init(adopting: gObjectPointer(gtk_drop_target_async_new(formats, actions.cValue)))
    }

    /// A drop target taking drops GDK can read as a `String`, files (`[File]`) or a
    /// ``Texture``: read each with ``Drop/readValue(as:ioPriority:completion:)``.
    public convenience init(accepting type: (some ContentValue).Type, actions: DragAction = .copy) {
        self.init(formats: ContentFormats(gtype: type.contentType), actions: actions)
    }
}

extension DragSource {
    /// Gives the content of each drag from Swift: GTK asks when a drag starts
    /// (`GtkDragSource::prepare`, with the position in the widget's coordinates), and
    /// `handler`'s value becomes the drag's content (a ``ContentProvider`` of it); `nil`
    /// starts no drag. Until the returned connection is disconnected or the source goes.
    @discardableResult
    public func onPrepare<Value>(
        providing type: Value.Type, after: Bool = false,
        _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Value?
    ) -> SignalConnection where Value: ContentValue {
        connect("prepare", after: after) { arguments in
            let value = handler(
                arguments.value(at: 0, as: Double.self) ?? 0,
                arguments.value(at: 1, as: Double.self) ?? 0)
            // The signal's caller takes a reference of its own from the return value (GLib
            // copies the object out of it); the wrapper's own goes with the wrapper.
            arguments.setReturnObject(value.map { ContentProvider(value: $0) })
        }
    }

    /// Makes `value` the content of the drags that start from now on (a ``ContentProvider``
    /// of it); `nil` leaves the source without content.
    public func setContent(_ value: (some ContentValue)?) {
        content = value.map { ContentProvider(value: $0) }
    }
}
