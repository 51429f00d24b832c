import GtkRxAdwaita

extension Reactive where Base: Widget {
    /// Binds whether the widget wears GTK's `error` style: a red outline on an entry.
    var showsError: Binder<Bool> {
        Binder(base) { widget, showsError in
            widget.setCSSClass("error", present: showsError)
        }
    }
}
