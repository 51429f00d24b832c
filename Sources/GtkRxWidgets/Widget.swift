import CGLib
import CGtk
import GtkRxGLib

/// A GTK widget (`GtkWidget`): the base of everything shown on screen.
open class Widget: Object {
    /// `GtkWidget`.
    override open class var gType: GType { gtk_widget_get_type() }

    var widgetPointer: UnsafeMutablePointer<GtkWidget> { cgtk_widget(raw) }

    /// Wraps a new widget whose reference the caller hands over (a new widget's floating
    /// reference, or a full one); see ``Object/init(adopting:)``.
    public override init(adopting pointer: UnsafeMutablePointer<GObject>) {
        WidgetClasses.register()
        super.init(adopting: pointer)
    }

    /// Whether the widget is hidden: the inverse of GTK's `visible`.
    public var isHidden: Bool {
        get { gtk_widget_get_visible(widgetPointer) == 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 0 : 1) }
    }

    /// Whether the widget responds to input: GTK's `sensitive`.
    ///
    /// A widget whose parent is insensitive is insensitive too; see ``isEffectivelyEnabled``.
    public var isEnabled: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget and all its ancestors are sensitive.
    public var isEffectivelyEnabled: Bool { gtk_widget_is_sensitive(widgetPointer) != 0 }

    /// The widget's opacity, from 0 (transparent) to 1 (opaque); GTK clamps other values and
    /// stores steps of 1/255.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }

    /// The tooltip's plain text, or `nil` for no tooltip.
    public var tooltipText: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    /// The widget's CSS style classes, in order.
    public var cssClasses: [String] {
        get {
            guard let classes = gtk_widget_get_css_classes(widgetPointer) else { return [] }
            defer { g_strfreev(classes) }
            var result: [String] = []
            var index = 0
            while let name = classes[index] {
                result.append(String(cString: name))
                index += 1
            }
            return result
        }
        set {
            withCStringArray(newValue) { gtk_widget_set_css_classes(widgetPointer, $0) }
        }
    }

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

    /// Asks GTK to draw the widget again in the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }

    /// Moves the keyboard focus to the widget; returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// Whether the widget has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// The widget's parent, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).flatMap {
            Object.wrapper(for: cglib_object($0), as: Widget.self)
        }
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

    /// Runs `handler` when the widget is destroyed. GTK emits `destroy` once, when the last
    /// reference to the widget goes: for a child, when its parent lets go of it and Swift holds
    /// no wrapper of it; for a window, after it is closed or destroyed and Swift lets go.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("destroy", handler: handler)
    }
}

/// Calls `body` with a `NULL`-terminated C array of copies of `strings`.
func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    let copies = strings.map { UnsafePointer(g_strdup($0)) }
    defer { copies.forEach { g_free(UnsafeMutableRawPointer(mutating: $0)) } }
    var array = copies + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
