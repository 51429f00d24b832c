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

    /// Whether the widget has the CSS style class `name`; `false`, after reporting, for a name
    /// GTK refuses (see ``setCSSClass(_:present:)``).
    public func hasCSSClass(_ name: String) -> Bool {
        guard Widget.acceptsCSSClass(name, "Widget.hasCSSClass") else { return false }
        return gtk_widget_has_css_class(widgetPointer, name) != 0
    }

    /// Adds the CSS style class `name`, or removes it when `present` is `false`.
    ///
    /// A name GTK refuses (empty, starting with `.`, or holding a NUL byte) is reported on
    /// standard error, and nothing changes.
    public func setCSSClass(_ name: String, present: Bool = true) {
        guard Widget.acceptsCSSClass(name, "Widget.setCSSClass") else { return }
        if present {
            gtk_widget_add_css_class(widgetPointer, name)
        } else {
            gtk_widget_remove_css_class(widgetPointer, name)
        }
    }

    /// Whether GTK takes `name` as a CSS class name (it rejects "", a leading `.` and, cut at
    /// a NUL byte, would read another name); reported naming `context` when it does not.
    private static func acceptsCSSClass(_ name: String, _ context: String) -> Bool {
        guard cAccepts(name, context) else { return false }
        guard !name.isEmpty, name.utf8.first != UInt8(ascii: ".") else {
            reportBadValue(
                "\(context): \(quotedForReport(name)) is not a CSS class name (it must be "
                    + "non-empty and not start with '.'); refused")
            return false
        }
        return true
    }

    /// Makes the actions of `group` available to this widget and its descendants as
    /// `name.action` (`"todo.clear"`), replacing any group inserted under `name`; `nil` removes
    /// it.
    public func insertActionGroup(name: String, group: (any ActionGroup)?) {
        guard cAccepts(name, "Widget.insertActionGroup") else { return }
        insertedActionGroups[name] = group
        gtk_widget_insert_action_group(widgetPointer, name, cPointerOrNull(group))
    }

    /// Activates the action `name` (`"win.close"`, `"todo.clear"`) as seen from this widget: in
    /// the action groups inserted on it or its ancestors, the application window and the
    /// application.
    ///
    /// - Returns: `false` when no such action is found, when it is disabled, or when
    ///   `parameter` is not of the type the action takes (then a warning names both types, and
    ///   nothing is activated).
    @discardableResult
    public func activateAction(_ name: String, parameter: Variant? = nil) -> Bool {
        guard cAccepts(name, "Widget.activateAction") else { return false }
        if let (group, action) = actionGroup(for: name) {
            guard group.hasAction(named: action), group.actionEnabled(actionName: action) else {
                return false
            }
            let expected = group.actionParameterType(actionName: action)
            let accepted = expected.map { type in parameter.map { $0.isOfType(type) } ?? false }
            guard accepted ?? (parameter == nil) else {
                reportBadValue(
                    "activateAction: \(name) takes \(expected?.string ?? "no parameter"), "
                        + "not \(parameter?.typeString ?? "none"); nothing was activated")
                return false
            }
        }
        return gtk_widget_activate_action_variant(widgetPointer, name, parameter?.raw) != 0
    }

    /// The group GTK would activate `name` in and the action's name in it, when it is one GtkRx
    /// knows: inserted from Swift on this widget or an ancestor, the application window's
    /// (`win.`) or the application's (`app.`).
    private func actionGroup(for name: String) -> (any ActionGroup, String)? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let prefix = String(name[..<dot])
        let action = String(name[name.index(after: dot)...])
        var widget: Widget? = self
        while let current = widget {
            if let group = current.insertedActionGroups[prefix], group.hasAction(named: action) {
                return (group, action)
            }
            if prefix == "win", let window = current as? ApplicationWindow {
                return (window, action)
            }
            if prefix == "app", let window = current as? Window,
                let application = window.application
            {
                return (application, action)
            }
            widget = current.parent
        }
        return nil
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
