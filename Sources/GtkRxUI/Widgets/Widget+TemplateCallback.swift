import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

extension Reactive where Base: Widget {
    /// The calls of the template callback `name` on this template instance, as events: one
    /// each time its `.ui` file's `<signal handler="name">` fires, after the callback's Swift
    /// body, if it has one.
    ///
    /// ```swift
    /// // In the class's template: TemplateCallback(event: "save")
    /// window.rx.templateCallback("save")
    ///     .subscribe(onNext: { store.save() })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// The name must be one of the class's ``GtkRxWidgets/TemplateCallback``s (a handler the template's scope
    /// does not know connects nothing). Each instance has its own events. The sequence completes
    /// when GTK destroys the widget (its `destroy` signal, at dispose).
    @MainActor
    public func templateCallback(_ name: String) -> ControlEvent<Void> {
        let weakBase = WeakReference(base)
        let events = Observable<Void>.create { observer in
            let observer = MainThreadBound(observer)
            let subscription = MainActor.assumeIsolated {
                () -> MainThreadBound<(Int, SignalConnection)>? in
                // A destroyed widget emits nothing more.
                guard let widget = weakBase.object, !widget.isDestroyed else {
                    observer.value.onCompleted()
                    return nil
                }
                let token = TemplateCallbackObservers.add(widget, name: name) {
                    observer.value.onNext(())
                }
                let destroy = widget.connect("destroy") { observer.value.onCompleted() }
                return MainThreadBound((token, destroy))
            }
            return Disposables.create {
                guard let subscription else { return }
                MainThread.perform {
                    let (token, destroy) = subscription.value
                    destroy.disconnect()
                    TemplateCallbackObservers.remove(token)
                }
            }
        }
        return ControlEvent(events: events)
    }
}
