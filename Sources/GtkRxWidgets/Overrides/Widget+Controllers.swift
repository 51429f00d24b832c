import CGLib
import CGtk
import GtkRxGLib

extension Widget {
    /// Adds `controller` to the widget's event controllers, GTK taking a reference of its own
    /// (`gtk_widget_add_controller` takes over the caller's reference, which the generated
    /// ``addController(_:)`` would hand it from under the wrapper): the wrapper stays valid
    /// after ``detachController(_:)``.
    public func attachController(_ controller: EventController) {
        g_object_ref(controller.objectPointer)
        gtk_widget_add_controller(cgtk_widget(raw), cPointer(controller))
    }

    /// Removes `controller`, added with ``attachController(_:)``, from the widget, if it is
    /// still there; GTK drops its reference, the wrapper keeps its own.
    public func detachController(_ controller: EventController) {
        guard controller.widget === self else { return }
        gtk_widget_remove_controller(cgtk_widget(raw), cPointer(controller))
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
