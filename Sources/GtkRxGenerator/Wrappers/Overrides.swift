/// The judgement the GIR files cannot give: Swift names where GTK's would clash or read badly,
/// members written by hand (in `Sources/GtkRxWidgets/*.swift`, as extensions of the generated
/// classes) that the generator must not emit again, and what is skipped, each with its reason.
///
/// Keys: a type by its qualified GIR name (`Gtk.Range`); a property as `Gtk.Widget:sensitive`;
/// a signal as `Gtk.Button::clicked`; a method, constructor or function by its C identifier
/// (`gtk_label_new`).
enum Overrides {
    /// Swift names for types whose GIR name would clash (with another namespace's type, or with
    /// a type Swift users import anyway) or break Swift's naming guidelines.
    static let typeNames: [String: String] = [
        "Gtk.Range": "RangeWidget",  // Swift.Range
        "Gtk.Calendar": "CalendarWidget",  // Foundation.Calendar
        "Gtk.Settings": "GTK.Settings",  // Gio.Settings, GSettings
        "Gtk.ListStore": "GTK.ListStore",  // Gio.ListStore, the list model
        "Gtk.CssProvider": "CSSProvider",
        "Gtk.Unit": "PageUnit",  // Foundation.Unit
        "Pango.Variant": "Pango.Variant",  // GLib's Variant, the GVariant wrapper
        "Gtk.Snapshot": "Snapshot",
        "Gdk.Snapshot": "Gdk.Snapshot",  // Gtk.Snapshot
        "Gio.Application": "Gio.Application",  // Gtk.Application
        "Gio.Notification": "DesktopNotification",  // Foundation.Notification
        "Gio.Settings": "Settings",
        "Gio.Task": "Gio.Task",  // Swift's Task
        "Gtk.Image": "Image",
        "Gtk.Text": "Text",
        "Gtk.Filter": "Filter",
        "Gtk.Expander": "Expander",
        "Gtk.GLArea": "GLArea",
        "Gtk.IMContext": "IMContext",
        "Gtk.IMContextSimple": "IMContextSimple",
        "Gtk.IMMulticontext": "IMMulticontext",
        "Gdk.GLContext": "GLContext",
        "Gdk.GLTexture": "GLTexture",
        "Gtk.ATContext": "ATContext",
    ]

    /// Types not generated, with why.
    static let skippedTypes: [String: String] = [
        "Gtk.Expression": "a fundamental type, not a GObject",
        "Gtk.PropertyExpression": "a fundamental type, not a GObject",
        "Gtk.ConstantExpression": "a fundamental type, not a GObject",
        "Gtk.ObjectExpression": "a fundamental type, not a GObject",
        "Gtk.ClosureExpression": "a fundamental type, not a GObject",
        "Gtk.CClosureExpression": "a fundamental type, not a GObject",

    ]

    /// Swift names of properties, where the generated one would break an existing name or read
    /// badly (keys: `Namespace.Class:property`).
    static let propertyNames: [String: String] = [
        "Gtk.Widget:sensitive": "isEnabled",
        "Gtk.Widget:visible": "isVisible",
        "Gtk.Widget:has-focus": "hasFocus",
        "Gtk.Label:label": "label",
        "Gtk.Label:wrap": "wraps",
        "Gtk.Button:use-underline": "usesUnderline",
        "Gtk.Switch:active": "isOn",
        "Gtk.Spinner:spinning": "isSpinning",
        "Gtk.PasswordEntry:show-peek-icon": "showsPeekIcon",
        "Gtk.Window:focus-widget": "focusedWidget",
        // Widget.direction is the text direction; these are the arrow's and the shortcut's.
        "Gtk.MenuButton:direction": "arrowDirection",
        "Gtk.ShortcutsShortcut:direction": "shortcutDirection",
        // Widget.height is the widget's; this is how many lines the group takes.
        "Gtk.ShortcutsGroup:height": "lineCount",
    ]

    /// Members written by hand, which the generator leaves out; the value names the Swift member
    /// that covers it (counted as wrapped in the coverage report).
    static let handWritten: [String: String] = [
        // Widget
        "gtk_widget_add_css_class": "Widget.setCSSClass(_:present:)",
        "gtk_widget_remove_css_class": "Widget.setCSSClass(_:present:)",
        "gtk_widget_has_css_class": "Widget.hasCSSClass(_:)",
        "gtk_widget_get_first_child": "Widget.children",
        "gtk_widget_get_next_sibling": "Widget.children",
        "gtk_widget_get_frame_clock": "Widget.frameClock",
        "gtk_widget_is_sensitive": "Widget.isEffectivelyEnabled",
        "gtk_widget_activate_action_variant": "Widget.activateAction(_:parameter:)",
        "gtk_widget_insert_action_group": "Widget.insertActionGroup(name:group:)",
        // Label: plain text and markup that cannot be lost
        "gtk_label_new": "Label.init(_:)",
        "gtk_label_get_text": "Label.text",
        "gtk_label_set_text": "Label.text",
        "gtk_label_set_markup": "Label.markup and Label.setMarkup(_:)",
        // Button: a nil label clears it
        "Gtk.Button:label": "Button.label",
        // Editable: the cursor in characters, and insertions through the typing path
        "Gtk.Editable:cursor-position": "Editable.cursorPosition",
        "gtk_editable_get_position": "Editable.cursorPosition",
        "gtk_editable_set_position": "Editable.cursorPosition",
        "gtk_editable_insert_text": "Editable.insertText(_:at:)",
        "gtk_editable_delete_text": "Editable.deleteText(in:)",
        // Entry: an empty placeholder reads as nil
        "Gtk.Entry:placeholder-text": "Entry.placeholderText",
        // ProgressBar: setting a text shows it
        "Gtk.ProgressBar:text": "ProgressBar.text",
        // Box: a child with a parent is refused
        "gtk_box_append": "Box.append(_:)",
        "gtk_box_prepend": "Box.prepend(_:)",
        "gtk_box_remove": "Box.remove(_:)",
        // Stack
        "gtk_stack_add_titled": "Stack.addPage(_:name:title:)",
        // Applications
        "gtk_application_new": "Application.init(id:)",
        "g_application_run": "Application.run(arguments:)",
        // Accelerators: malformed ones are refused one by one, not the whole list
        "gtk_application_set_accels_for_action": "Application.setAccelerators(_:for:)",
        "gtk_application_get_accels_for_action": "Application.accelerators(for:)",
        // Actions: an invalid name is repaired and reported, never passed to GIO
        "g_simple_action_new": "SimpleAction.init(name:parameterType:)",
        "g_simple_action_new_stateful": "SimpleAction.init(name:parameterType:state:)",
        // TextBuffer: positions as TextIter values that never go stale
        "gtk_text_buffer_get_start_iter": "TextBuffer.startIter",
        "gtk_text_buffer_get_end_iter": "TextBuffer.endIter",
        "gtk_text_buffer_get_iter_at_offset": "TextBuffer.iter(atOffset:)",
        "gtk_text_buffer_get_iter_at_line": "TextBuffer.iter(atLine:)",
        "gtk_text_buffer_get_text": "TextBuffer.text(from:to:includingHidden:)",
        "gtk_text_buffer_insert": "TextBuffer.insert(_:at:)",
        "gtk_text_buffer_delete": "TextBuffer.delete(from:to:)",
        "gtk_text_buffer_get_selection_bounds": "TextBuffer.selectionBounds",
        "gtk_text_buffer_select_range": "TextBuffer.selectRange(from:to:)",
        "gtk_text_buffer_apply_tag_by_name": "TextBuffer.setTag(named:applied:from:to:)",
        "gtk_text_buffer_remove_tag_by_name": "TextBuffer.setTag(named:applied:from:to:)",
        // Builder
        "gtk_builder_new_from_file": "Builder.init(file:)",
        "gtk_builder_new_from_string": "Builder.init(string:)",
        "gtk_builder_new_from_resource": "Builder.init(resource:)",
        "gtk_builder_add_from_file": "Builder.init(file:)",
        "gtk_builder_add_from_string": "Builder.init(string:)",
        "gtk_builder_add_from_resource": "Builder.init(resource:)",
        "gtk_builder_get_object": "Builder.object(named:as:)",
        // Message dialogs (variadic constructors in C)
        "gtk_message_dialog_new": "MessageDialog.init(transientFor:text:secondaryText:buttons:)",
        "gtk_message_dialog_format_secondary_text": "MessageDialog.secondaryText",
        "Gtk.MessageDialog:text": "MessageDialog.text",
        "Gtk.MessageDialog:secondary-text": "MessageDialog.secondaryText",
        // Style sheets
        "gtk_css_provider_load_from_data": "CSSProvider.load(from:)",
        "gtk_css_provider_load_from_resource": "CSSProvider.load(fromResource:)",
        "gtk_css_provider_load_from_path": "CSSProvider.load(fromFile:)",
        // Scales and spin buttons: ranges as ClosedRange
        "gtk_scale_new": "Scale.init(range:step:orientation:)",
        "gtk_scale_new_with_range": "Scale.init(range:step:orientation:)",
        "gtk_spin_button_new_with_range": "SpinButton.init(range:step:)",
        "gtk_range_set_range": "Scale.range",
        "gtk_spin_button_set_range": "SpinButton.range",
        "gtk_spin_button_get_range": "SpinButton.range",
    ]

    /// Members left out, with why (beyond those whose types cannot be mapped, which the
    /// generator explains itself).
    static let skippedMembers: [String: String] = [
        "gtk_widget_get_template_child":
            "a template is a class-structure matter, not an instance's",
        "gtk_widget_init_template": "called from a class's own instance initializer in C",
        "gtk_widget_dispose_template": "called from a class's own dispose in C",
        "gtk_aspect_frame_get_yalign":
            "GTK 4.8 returns the x alignment (AspectFrame.yalign reads the property instead)",
        "gdk_gl_context_set_use_es": "deprecated in GDK 4.6's header (GIR does not say so)",
        "gdk_gl_context_get_use_es": "deprecated in GDK 4.6's header (GIR does not say so)",
        "Gdk.GLContext:use-es": "deprecated in GDK 4.6's header (GIR does not say so)",
    ]

    /// Initializers written by hand, by class, as their parameter lists: the generator leaves
    /// out constructors with the same signature and shadows these in subclasses, which cannot
    /// use them.
    static let handWrittenInitializers: [String: [String]] = [
        "Gtk.Label": ["_ text: String = \"\""],
        "Gtk.Application": [],
        "Gtk.Builder": ["file path: String", "string definition: String", "resource path: String"],
        "Gtk.MessageDialog": [
            "transientFor parent: Window?, text: String, secondaryText: String? = nil, buttons: Buttons = .ok"
        ],
        "Gtk.Scale": [
            "range: ClosedRange<Double>, step: Double, orientation: Orientation = .horizontal"
        ],
        "Gtk.SpinButton": ["range: ClosedRange<Double>, step: Double"],
        "Gio.SimpleAction": [
            "name: String", "name: String, parameterType: VariantType?",
            "name: String, parameterType: VariantType?, state: Variant",
        ],
    ]

    /// Default values of parameters (keys: `c_identifier:parameter`), as Swift expressions.
    static let parameterDefaults: [String: String] = [
        "gtk_box_new:spacing": "0"
    ]

    /// Swift code for the body of a generated class: what only a class body can hold.
    static let classBodies: [String: String] = [
        "Gtk.Widget": """
            /// Wraps a new widget whose reference the caller hands over (a new widget's floating
            /// reference, or a full one), registering the widget classes first; see
            /// `Object/init(adopting:)`.
            public override init(adopting pointer: UnsafeMutablePointer<GObject>) {
                WidgetClasses.register()
                super.init(adopting: pointer)
            }

            /// The action groups inserted from Swift, by prefix, so that
            /// ``activateAction(_:parameter:)`` can check a parameter before GIO sees it.
            var insertedActionGroups: [String: any ActionGroup] = [:]
        """
    ]
}
