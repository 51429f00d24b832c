import CGLib
import CGtk
import GtkRxGLib

extension Widget {
    /// Adds `controller` to the widget's event controllers; GTK holds a reference of its own
    /// until the controller is removed or the widget goes, so dropping `controller` afterwards
    /// is fine.
    ///
    /// A controller already on a widget (this one or another) is refused and reported: GTK
    /// runs a controller for one widget only.
    public func addController(_ controller: EventController) {
        if let owner = controller.widget {
            reportBadValue(
                "Widget.addController: the \(controller.typeName) is already on a "
                    + "\(owner === self ? "this" : owner.typeName) widget; not added again")
            return
        }
        gtk_widget_add_controller(cgtk_widget(raw), cTransferredPointer(controller))
    }

    /// Removes `controller` from the widget's event controllers; GTK drops its reference, the
    /// wrapper keeps its own. A controller that is not on this widget is left alone, and
    /// reported.
    public func removeController(_ controller: EventController) {
        guard controller.widget === self else {
            reportBadValue(
                "Widget.removeController: the \(controller.typeName) is not on this "
                    + "\(typeName); nothing was removed")
            return
        }
        gtk_widget_remove_controller(cgtk_widget(raw), cPointer(controller))
    }

    /// Adds `controller`; the name earlier versions needed for ``addController(_:)``.
    @available(*, deprecated, renamed: "addController(_:)")
    public func attachController(_ controller: EventController) {
        addController(controller)
    }

    /// Removes `controller` if it is on the widget; the name earlier versions had for
    /// ``removeController(_:)``, silent when it is not there.
    @available(*, deprecated, renamed: "removeController(_:)")
    public func detachController(_ controller: EventController) {
        guard controller.widget === self else { return }
        removeController(controller)
    }

    /// The widget's event controllers, in the order GTK runs them.
    public var eventControllers: [EventController] {
        let list = gtk_widget_observe_controllers(cgtk_widget(raw))
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        let count = g_list_model_get_n_items(list)
        return (0..<count).compactMap { index in
            guard let item = g_list_model_get_item(list, index) else { return nil }
            let pointer = item.assumingMemoryBound(to: GObject.self)
            defer { g_object_unref(pointer) }
            return Object.wrapper(for: pointer, as: EventController.self)
        }
    }
}
