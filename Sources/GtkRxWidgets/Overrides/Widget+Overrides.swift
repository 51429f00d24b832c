import CGLib
import CGtk
import GtkRxGLib

/// A GTK widget (`GtkWidget`): the base of everything shown on screen.
extension Widget {
    var widgetPointer: UnsafeMutablePointer<GtkWidget> { cgtk_widget(raw) }

    /// Whether the widget is hidden: the inverse of GTK's `visible`.
    public var isHidden: Bool {
        get { gtk_widget_get_visible(widgetPointer) == 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 0 : 1) }
    }

    /// Whether the widget and all its ancestors are sensitive.
    public var isEffectivelyEnabled: Bool { gtk_widget_is_sensitive(widgetPointer) != 0 }

    /// Whether the widget has the CSS style class `name`.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widgetPointer, name) != 0
    }

    /// Adds the CSS style class `name`, or removes it when `present` is `false`.
    public func setCSSClass(_ name: String, present: Bool = true) {
        if present {
            gtk_widget_add_css_class(widgetPointer, name)
        } else {
            gtk_widget_remove_css_class(widgetPointer, name)
        }
    }

    /// Sets the empty space around the widget, in pixels, on all four sides.
    public func setMargins(_ pixels: Int) {
        let margin = gint(clamping: pixels)
        gtk_widget_set_margin_top(widgetPointer, margin)
        gtk_widget_set_margin_bottom(widgetPointer, margin)
        gtk_widget_set_margin_start(widgetPointer, margin)
        gtk_widget_set_margin_end(widgetPointer, margin)
    }

    /// The widget's children, first to last.
    public var children: [Widget] {
        var children: [Widget] = []
        var next = gtk_widget_get_first_child(widgetPointer)
        while let child = next {
            if let wrapper = Object.wrapper(for: cglib_object(child), as: Widget.self) {
                children.append(wrapper)
            }
            next = gtk_widget_get_next_sibling(child)
        }
        return children
    }

}
