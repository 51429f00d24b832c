import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Widget {
    /// The elements `element` makes from the emissions of `signals` on an event controller that
    /// `makeController` creates for each subscription: the controller is added to the widget on
    /// subscribe and removed on dispose, and the sequence completes when the widget is
    /// destroyed.
    ///
    /// `element` receives the signal's name and arguments; it returns `nil` to skip one.
    @MainActor
    func controllerEvents<Controller: EventController, Element>(
        _ makeController: @escaping @MainActor () -> Controller, signals: [String],
        element: @escaping @MainActor (String, SignalArguments) -> Element?
    ) -> ControlEvent<Element> {
        controllerEvents { deliver in
            let controller = makeController()
            let connections = signals.map { signal in
                controller.connect(signal) { arguments in
                    if let next = element(signal, arguments) { deliver(next) }
                }
            }
            return (controller, connections)
        }
    }

    /// The elements a controller made by `makeController` delivers through the function it is
    /// given, for each subscription: the controller is added to the widget on subscribe, and on
    /// dispose the connections it returns are disconnected and it is removed. The sequence
    /// completes when the widget is destroyed.
    @MainActor
    func controllerEvents<Controller: EventController, Element>(
        _ makeController:
            @escaping @MainActor (_ deliver: @escaping @MainActor (Element) -> Void) -> (
                Controller, [SignalConnection]
            )
    ) -> ControlEvent<Element> {
        let weakBase = WeakReference(base)
        let events = Observable<Element>.create { observer in
            let observer = MainThreadBound(observer)
            let attachment = MainActor.assumeIsolated {
                () -> MainThreadBound<(Controller, [SignalConnection])>? in
                // A destroyed widget emits nothing more, not even `destroy`.
                guard let widget = weakBase.object, !widget.isDestroyed else {
                    observer.value.onCompleted()
                    return nil
                }
                var (controller, connections) = makeController { observer.value.onNext($0) }
                connections.append(widget.connect("destroy") { observer.value.onCompleted() })
                widget.addController(controller)
                return MainThreadBound((controller, connections))
            }
            return Disposables.create {
                guard let attachment else { return }
                MainThread.perform {
                    let (controller, connections) = attachment.value
                    connections.forEach { $0.disconnect() }
                    // A destroyed widget has dropped its controllers already.
                    if let widget = weakBase.object, controller.widget === widget {
                        widget.removeController(controller)
                    }
                }
            }
        }
        return ControlEvent(events: events)
    }
}
