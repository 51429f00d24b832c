/// Every judgement the GIR files cannot give, in one table: Swift names where GTK's would clash
/// or read badly, members written by hand (as extensions of the generated classes) that the
/// generator must not emit again, what is skipped, what the
/// generated tests leave alone, and where an argument needs a check GIR does not describe.
/// Every entry says why. The analysis (``MemberAnalysis``, ``WrapperPlan``, ``TestEmitter``,
/// ``RxEmitter``) asks the lookups below, which are all derived from ``table``; the generator's
/// tests check that each key names something GIR has and each hand-written symbol exists.
///
/// Keys: a type by its qualified GIR name (`Gtk.Range`); a property as `Gtk.Widget:sensitive`;
/// a signal as `Gtk.Button::clicked`; a method, constructor or function by its C identifier
/// (`gtk_label_new`); a parameter as `c_identifier:parameter`.
struct Override {
    /// What to do with the item the key names.
    enum Action: Equatable {
        /// Give a type or property this Swift name.
        case swiftName(String)
        /// Leave a member to the hand-written Swift symbol named (counted as wrapped).
        case handWritten(String)
        /// Generate nothing for the type or member.
        case skip
        /// The initializers a class has by hand, as their parameter lists: constructors with the
        /// same signature are left out, and subclasses shadow these.
        case handWrittenInitializers([String])
        /// A parameter's default value, as a Swift expression.
        case parameterDefault(String)
        /// Swift code for the body of a generated class (what only a class body can hold).
        case classBody(String)
        /// `.rx` members of a type written by hand (in `Sources/GtkRxUI`), left to them.
        case handWrittenRx(Set<String>)
        /// `.rx` members of an interface left to the classes implementing it.
        case rxLeftToImplementers(Set<String>)
        /// A class or property the generated tests leave alone.
        case untested
        /// An integer parameter bounded by a property's `GParamSpec`, read at run time (GIR
        /// gives no ranges; the property names the same quantity).
        case boundedByProperty(String)
        /// A `GSettings` getter or setter whose key must have this GVariant type.
        case settingsKeyType(String)
        /// A parameter whose ownership GIR states wrongly: this is the transfer C really makes.
        case transfer(GIRTransfer)
        /// A `GtkTextIter*` parameter C declares non-const but only reads: passed as a value,
        /// not `inout`.
        case readOnlyArgument
        /// A `GtkTreeIter*` parameter C moves to another row: passed `inout`.
        case movedIterator
        /// An asynchronous function finished by a `…_finish` of another name (GIR's name,
        /// without the owner's prefix).
        case finishedBy(String)
    }

    /// The item: a type, property, signal, function or parameter (see ``Overrides``).
    let key: String
    let action: Action
    /// Why: what GIR does not say, or what would go wrong without the entry.
    let reason: String

    init(_ key: String, _ action: Action, because reason: String) {
        self.key = key
        self.action = action
        self.reason = reason
    }
}

/// The override table and the lookups the generator makes in it.
enum Overrides {
    /// Every override, with its reason.
    static let table: [Override] = [
        Override(
            "Gtk.Range", .swiftName("RangeWidget"),
            because: "the Swift name would clash with Swift.Range"),
        Override(
            "Gtk.Calendar", .swiftName("CalendarWidget"),
            because: "the Swift name would clash with Foundation.Calendar"),
        Override(
            "GLib.TimeZone", .swiftName("GLibTimeZone"),
            because: "the Swift name would clash with Foundation.TimeZone"),
        Override(
            "Gtk.Settings", .swiftName("GTK.Settings"),
            because: "the Swift name would clash with Gio.Settings, GSettings"),
        Override(
            "Gtk.ListStore", .swiftName("GTK.ListStore"),
            because: "the Swift name would clash with Gio.ListStore, the list model"),
        Override(
            "Gtk.CssProvider", .swiftName("CSSProvider"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.Unit", .swiftName("PageUnit"),
            because: "the Swift name would clash with Foundation.Unit"),
        Override(
            "Pango.Variant", .swiftName("Pango.Variant"),
            because: "GLib's Variant, the GVariant wrapper"),
        Override(
            "Gtk.Snapshot", .swiftName("Snapshot"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gdk.Snapshot", .swiftName("Gdk.Snapshot"),
            because: "the Swift name would clash with Gtk.Snapshot"),
        Override(
            "Gio.Application", .swiftName("Gio.Application"),
            because: "the Swift name would clash with Gtk.Application"),
        Override(
            "Gio.Notification", .swiftName("DesktopNotification"),
            because: "the Swift name would clash with Foundation.Notification"),
        Override(
            "Gio.Settings", .swiftName("Settings"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gio.Task", .swiftName("Gio.Task"),
            because: "Swift's Task"),
        Override(
            "Gtk.Image", .swiftName("Image"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.Text", .swiftName("Text"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.Filter", .swiftName("Filter"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.Expander", .swiftName("Expander"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.GLArea", .swiftName("GLArea"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.IMContext", .swiftName("IMContext"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.IMContextSimple", .swiftName("IMContextSimple"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.IMMulticontext", .swiftName("IMMulticontext"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gdk.GLContext", .swiftName("GLContext"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gdk.GLTexture", .swiftName("GLTexture"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.ATContext", .swiftName("ATContext"),
            because:
                "keeps Swift's acronym rule (GIR's name is written Css, Gl, …) or a name apps already use"
        ),
        Override(
            "Gtk.Expression", .skip,
            because: "a fundamental type, not a GObject"),
        Override(
            "Gtk.PropertyExpression", .skip,
            because: "a fundamental type, not a GObject"),
        Override(
            "Gtk.ConstantExpression", .skip,
            because: "a fundamental type, not a GObject"),
        Override(
            "Gtk.ObjectExpression", .skip,
            because: "a fundamental type, not a GObject"),
        Override(
            "Gtk.ClosureExpression", .skip,
            because: "a fundamental type, not a GObject"),
        Override(
            "Gtk.CClosureExpression", .skip,
            because: "a fundamental type, not a GObject"),
        Override(
            "Gtk.Widget:sensitive", .swiftName("isEnabled"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Widget:visible", .swiftName("isVisible"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Widget:has-focus", .swiftName("hasFocus"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Label:label", .swiftName("label"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Label:wrap", .swiftName("wraps"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Button:use-underline", .swiftName("usesUnderline"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Switch:active", .swiftName("isOn"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Spinner:spinning", .swiftName("isSpinning"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.PasswordEntry:show-peek-icon", .swiftName("showsPeekIcon"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.Window:focus-widget", .swiftName("focusedWidget"),
            because: "the generated name would break an existing name or read badly"),
        Override(
            "Gtk.MenuButton:direction", .swiftName("arrowDirection"),
            because:
                "the Swift name would clash with Widget.direction is the text direction; these are the arrow's and the shortcut's."
        ),
        Override(
            "Gtk.ShortcutsShortcut:direction", .swiftName("shortcutDirection"),
            because:
                "the Swift name would clash with Widget.direction is the text direction; these are the arrow's and the shortcut's."
        ),
        Override(
            "Gtk.ShortcutsGroup:height", .swiftName("lineCount"),
            because:
                "the Swift name would clash with Widget.height is the widget's; this is how many lines the group takes."
        ),
        Override(
            "gdk_clipboard_set_text", .handWritten("Clipboard.setText(_:)"),
            because: "not introspectable (GIR prefers gdk_clipboard_set_value), plain to call"),
        Override(
            "gdk_clipboard_set_texture", .handWritten("Clipboard.setTexture(_:)"),
            because: "not introspectable (GIR prefers gdk_clipboard_set_value), plain to call"),
        Override(
            "gtk_widget_add_css_class", .handWritten("Widget.setCSSClass(_:present:)"),
            because:
                "one setter, setCSSClass(_:present:), adds or removes a class, and a malformed class name is refused"
        ),
        Override(
            "gtk_widget_remove_css_class", .handWritten("Widget.setCSSClass(_:present:)"),
            because:
                "one setter, setCSSClass(_:present:), adds or removes a class, and a malformed class name is refused"
        ),
        Override(
            "gtk_widget_has_css_class", .handWritten("Widget.hasCSSClass(_:)"),
            because: "a malformed class name is refused before GTK asserts on it"),
        Override(
            "gtk_widget_get_first_child", .handWritten("Widget.children"),
            because: "the children as one Swift sequence instead of a linked walk"),
        Override(
            "gtk_widget_get_next_sibling", .handWritten("Widget.children"),
            because: "the children as one Swift sequence instead of a linked walk"),
        Override(
            "gtk_widget_get_frame_clock", .handWritten("Widget.frameClock"),
            because: "a widget without a frame clock (not realized) reads as nil, not a stand-in"),
        Override(
            "gtk_widget_add_controller", .handWritten("Widget.addController(_:)"),
            because:
                "a controller already on a widget is refused before GTK, which would keep the reference it was given"
        ),
        Override(
            "gtk_widget_remove_controller", .handWritten("Widget.removeController(_:)"),
            because: "a controller that is not on the widget is refused before GTK asserts on it"),
        Override(
            "gtk_widget_is_sensitive", .handWritten("Widget.isEffectivelyEnabled"),
            because: "reads as isEffectivelyEnabled beside isEnabled (the widget's own sensitive)"),
        Override(
            "gtk_widget_activate_action_variant",
            .handWritten("Widget.activateAction(_:parameter:)"),
            because: "the parameter is checked against the action's type before GIO sees it"),
        Override(
            "gtk_widget_insert_action_group", .handWritten("Widget.insertActionGroup(name:group:)"),
            because:
                "the groups inserted from Swift are remembered, so that activateAction can check parameters"
        ),
        Override(
            "gtk_label_new", .handWritten("Label.init(_:)"),
            because: "Label: plain text and markup that cannot be lost"),
        Override(
            "gtk_label_get_text", .handWritten("Label.text"),
            because: "Label: plain text and markup that cannot be lost"),
        Override(
            "gtk_label_set_text", .handWritten("Label.text"),
            because: "Label: plain text and markup that cannot be lost"),
        Override(
            "gtk_label_set_markup", .handWritten("Label.markup and Label.setMarkup(_:)"),
            because: "Label: plain text and markup that cannot be lost"),
        Override(
            "Gtk.Button:label", .handWritten("Button.label"),
            because: "Button: a nil label clears it"),
        Override(
            "Gtk.Editable:cursor-position", .handWritten("Editable.cursorPosition"),
            because: "Editable: the cursor in characters, and insertions through the typing path"),
        Override(
            "gtk_editable_get_position", .handWritten("Editable.cursorPosition"),
            because: "Editable: the cursor in characters, and insertions through the typing path"),
        Override(
            "gtk_editable_set_position", .handWritten("Editable.cursorPosition"),
            because: "Editable: the cursor in characters, and insertions through the typing path"),
        Override(
            "gtk_editable_insert_text", .handWritten("Editable.insertText(_:at:)"),
            because: "Editable: the cursor in characters, and insertions through the typing path"),
        Override(
            "gtk_editable_delete_text", .handWritten("Editable.deleteText(in:)"),
            because: "Editable: the cursor in characters, and insertions through the typing path"),
        Override(
            "Gtk.Entry:placeholder-text", .handWritten("Entry.placeholderText"),
            because: "Entry: an empty placeholder reads as nil"),
        Override(
            "Gtk.ProgressBar:text", .handWritten("ProgressBar.text"),
            because: "ProgressBar: setting a text shows it"),
        Override(
            "gtk_box_append", .handWritten("Box.append(_:)"),
            because: "Box: a child with a parent is refused"),
        Override(
            "gtk_box_prepend", .handWritten("Box.prepend(_:)"),
            because: "Box: a child with a parent is refused"),
        Override(
            "gtk_box_remove", .handWritten("Box.remove(_:)"),
            because: "Box: a child with a parent is refused"),
        Override(
            "gtk_stack_add_titled", .handWritten("Stack.addPage(_:name:title:)"),
            because: "the page's name and title in one Swift call that returns the page"),
        Override(
            "gtk_application_new", .handWritten("Application.init(id:)"),
            because: "an invalid application id throws instead of reaching GIO, which asserts"),
        Override(
            "g_application_run", .handWritten("Application.run(arguments:)"),
            because:
                "runs DispatchQueue.main and main-actor work in GTK's loop, and takes Swift's arguments"
        ),
        Override(
            "gtk_application_set_accels_for_action",
            .handWritten("Application.setAccelerators(_:for:)"),
            because: "Accelerators: malformed ones are refused one by one, not the whole list"),
        Override(
            "gtk_application_get_accels_for_action", .handWritten("Application.accelerators(for:)"),
            because: "Accelerators: malformed ones are refused one by one, not the whole list"),
        Override(
            "g_simple_action_new", .handWritten("SimpleAction.init(name:parameterType:)"),
            because: "Actions: an invalid name is repaired and reported, never passed to GIO"),
        Override(
            "g_simple_action_new_stateful",
            .handWritten("SimpleAction.init(name:parameterType:state:)"),
            because: "Actions: an invalid name is repaired and reported, never passed to GIO"),
        Override(
            "gtk_text_buffer_get_start_iter", .handWritten("TextBuffer.startIter"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_get_end_iter", .handWritten("TextBuffer.endIter"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_get_iter_at_offset", .handWritten("TextBuffer.iter(atOffset:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_get_iter_at_line", .handWritten("TextBuffer.iter(atLine:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_get_text", .handWritten("TextBuffer.text(from:to:includingHidden:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_insert", .handWritten("TextBuffer.insert(_:at:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_delete", .handWritten("TextBuffer.delete(from:to:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_get_selection_bounds", .handWritten("TextBuffer.selectionBounds"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_select_range", .handWritten("TextBuffer.selectRange(from:to:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_apply_tag_by_name",
            .handWritten("TextBuffer.setTag(named:applied:from:to:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_remove_tag_by_name",
            .handWritten("TextBuffer.setTag(named:applied:from:to:)"),
            because: "TextBuffer: positions as TextIter values that never go stale"),
        Override(
            "gtk_text_buffer_get_iter_at_child_anchor", .skip,
            because:
                "GTK cannot tell which buffer a child anchor is in, and reads an anchor of another buffer as one of its own (a position in that buffer's tree, labelled as this one's)"
        ),
        Override(
            "gtk_list_store_newv", .handWritten("ListStore.init(columnTypes:)"),
            because:
                "Tree stores: GTK's ListStore from an array of column GTypes, each checked first (GTK returns NULL for a type its stores cannot hold)"
        ),
        Override(
            "gtk_tree_store_newv", .handWritten("TreeStore.init(columnTypes:)"),
            because:
                "Tree stores: from an array of column GTypes, each checked first (GTK returns NULL for a type its stores cannot hold)"
        ),
        Override(
            "gtk_list_store_set_value", .handWritten("ListStore.set(_:row:column:)"),
            because: "Tree stores: a typed value checked against its column's type"),
        Override(
            "gtk_tree_store_set_value", .handWritten("TreeStore.set(_:row:column:)"),
            because: "Tree stores: a typed value checked against its column's type"),
        Override(
            "gtk_tree_model_get_value", .handWritten("TreeModel.value(_:column:as:)"),
            because: "Tree stores: a typed value checked against its column's type"),
        Override(
            "gtk_list_store_set", .handWritten("ListStore.set(_:row:column:)"),
            because:
                "Not introspectable: C variadic (column, value) pairs; the typed setter sets one checked column at a time"
        ),
        Override(
            "gtk_list_store_set_valist", .handWritten("ListStore.set(_:row:column:)"),
            because:
                "Not introspectable: a C va_list of (column, value) pairs; the typed setter sets one checked column at a time"
        ),
        Override(
            "gtk_tree_store_set", .handWritten("TreeStore.set(_:row:column:)"),
            because:
                "Not introspectable: C variadic (column, value) pairs; the typed setter sets one checked column at a time"
        ),
        Override(
            "gtk_tree_store_set_valist", .handWritten("TreeStore.set(_:row:column:)"),
            because:
                "Not introspectable: a C va_list of (column, value) pairs; the typed setter sets one checked column at a time"
        ),
        Override(
            "gtk_tree_model_get", .handWritten("TreeModel.value(_:column:as:)"),
            because:
                "Not introspectable: C variadic (column, out-pointer) pairs; the typed getter reads one checked column at a time"
        ),
        Override(
            "gtk_tree_model_get_valist", .handWritten("TreeModel.value(_:column:as:)"),
            because:
                "Not introspectable: a C va_list of (column, out-pointer) pairs; the typed getter reads one checked column at a time"
        ),
        Override(
            "gdk_clipboard_set", .handWritten("Clipboard.setValue(_:)"),
            because:
                "Not introspectable: a GType and a C variadic value; the typed setter takes a ContentValue"
        ),
        Override(
            "gdk_clipboard_set_valist", .handWritten("Clipboard.setValue(_:)"),
            because:
                "Not introspectable: a GType and a C va_list; the typed setter takes a ContentValue"
        ),
        Override(
            "gtk_dialog_add_buttons", .handWritten("Dialog.addButton(_:response:style:)"),
            because:
                "Not introspectable: C variadic (label, response) pairs; typed responses, one button at a time"
        ),
        Override(
            "gtk_widget_activate_action", .handWritten("Widget.activateAction(_:parameter:)"),
            because:
                "Not introspectable: a GVariant format string and C variadic values; the Swift method takes a Variant"
        ),
        Override(
            "g_settings_get", .handWritten("Settings.value(forKey:as:)"),
            because:
                "Not introspectable: a GVariant format string and C variadic out-pointers; the typed getter checks the key's type"
        ),
        Override(
            "g_settings_set", .handWritten("Settings.setValue(_:forKey:)"),
            because:
                "Not introspectable: a GVariant format string and C variadic values; the typed setter checks the key's type"
        ),
        Override(
            "g_input_stream_read_async",
            .handWritten("InputStream.read(count:ioPriority:completion:)"),
            because:
                "Asynchronous calls: GIO fills a buffer the caller allocates; GtkRx's keeps it until GIO calls back, and returns the bytes read"
        ),
        Override(
            "g_input_stream_read_all_async",
            .handWritten("InputStream.readAll(count:ioPriority:completion:)"),
            because:
                "Asynchronous calls: GIO fills a buffer the caller allocates; GtkRx's keeps it until GIO calls back, and returns the bytes read"
        ),
        Override(
            "g_output_stream_writev_async",
            .handWritten("OutputStream.writev(_:ioPriority:completion:)"),
            because:
                "Asynchronous calls: an array of GOutputVector; GtkRx copies each byte array, kept until GIO calls back"
        ),
        Override(
            "g_output_stream_writev_all_async",
            .handWritten("OutputStream.writevAll(_:ioPriority:completion:)"),
            because:
                "Asynchronous calls: an array of GOutputVector; GtkRx copies each byte array, kept until GIO calls back"
        ),
        Override(
            "g_io_stream_splice_async",
            .handWritten("IOStream.splice(with:flags:ioPriority:completion:)"),
            because:
                "Asynchronous calls: its finish, g_io_stream_splice_finish, is a function of the result alone"
        ),
        Override(
            "g_file_measure_disk_usage_async",
            .handWritten("File.measureDiskUsage(flags:ioPriority:completion:)"),
            because:
                "Asynchronous calls: not introspectable (a progress callback beside the ready callback)"
        ),
        Override(
            "g_file_load_partial_contents_async",
            .handWritten("File.loadPartialContents(readMore:completion:)"),
            because:
                "Asynchronous calls: not introspectable: its read-more callback shares the ready callback's user data"
        ),
        Override(
            "g_tls_database_lookup_certificates_issued_by_async",
            .handWritten(
                "TlsDatabase.lookupCertificatesIssuedBy(_:interaction:flags:ioPriority:completion:)"
            ),
            because:
                "Asynchronous calls: a GByteArray argument, copied and kept until GIO calls back"),
        Override(
            "g_file_copy_async",
            .handWritten("File.copy(to:flags:ioPriority:progress:completion:)"),
            because:
                "Asynchronous calls: a progress callback beside the ready callback, forwarded on the main thread"
        ),
        Override(
            "g_file_move_async",
            .handWritten("File.move(to:flags:ioPriority:progress:completion:)"),
            because:
                "Asynchronous calls: a progress callback beside the ready callback, forwarded on the main thread"
        ),
        Override(
            "g_file_replace_contents_bytes_async", .finishedBy("replace_contents_finish"),
            because:
                "Asynchronous calls: GIO finishes the GBytes form of replace_contents with replace_contents_finish"
        ),
        Override(
            "gtk_tree_model_iter_next:iter", .movedIterator,
            because: "GTK moves the iterator to the next row (GIR does not say it is in-out)"),
        Override(
            "gtk_tree_model_iter_previous:iter", .movedIterator,
            because: "GTK moves the iterator to the previous row (GIR does not say it is in-out)"),
        Override(
            "gtk_list_store_remove:iter", .movedIterator,
            because: "GTK moves the iterator to the row after the removed one"),
        Override(
            "gtk_tree_store_remove:iter", .movedIterator,
            because: "GTK moves the iterator to the row after the removed one"),
        Override(
            "gtk_text_view_scroll_to_iter:iter", .readOnlyArgument,
            because: "GTK scrolls to the position and leaves the iterator where it was"),
        Override(
            "Gtk.TextView::extend-selection", .skip,
            because:
                "its handler answers by moving the start and end iterators it is given, which TextIter values, read-only copies, cannot carry back"
        ),
        Override(
            "gdk_clipboard_set_value", .handWritten("Clipboard.setValue(_:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gdk_clipboard_read_value_async",
            .handWritten("Clipboard.readValue<Value>(as:ioPriority:completion:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gdk_clipboard_read_value_finish",
            .handWritten("Clipboard.readValue<Value>(as:ioPriority:completion:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gdk_drop_read_value_async",
            .handWritten("Drop.readValue<Value>(as:ioPriority:completion:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gdk_drop_read_value_finish",
            .handWritten("Drop.readValue<Value>(as:ioPriority:completion:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gdk_content_provider_new_for_value", .handWritten("ContentProvider.init(value:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gdk_content_provider_get_value", .handWritten("ContentProvider.value<Value>(as:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "Gtk.DropTarget::drop", .handWritten("DropTarget.onDrop<Value>(of:after:_:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "Gtk.DropTarget:value", .handWritten("DropTarget.value<Value>(as:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gtk_drop_target_get_value", .handWritten("DropTarget.value<Value>(as:)"),
            because:
                "a GValue, which GtkRx does not wrap: the hand-written member takes or gives a typed ContentValue (String, [File], Texture), and a value of another type is a reported error"
        ),
        Override(
            "gtk_drop_target_async_new", .handWritten("DropTargetAsync.init(formats:actions:)"),
            because:
                "it takes its formats over (transfer full): the hand-written one gives GTK a reference of its own"
        ),
        Override(
            "gdk_content_provider_new_union", .handWritten("ContentProvider.init(union:)"),
            because:
                "it takes a reference to each provider over (transfer full): the hand-written one gives GDK a reference of its own to each"
        ),
        Override(
            "gtk_builder_new", .handWritten("Builder.init()"),
            because:
                "gtk_builder_new's builder has GTK's default scope, which looks a definition's handler names up among the process's C symbols (handler=\"abort\" would connect to libc's abort); the hand-written one has GtkRx's HandlerScope"
        ),
        Override(
            "Gtk.Builder:scope", .skip,
            because:
                "a builder's scope is GtkRx's HandlerScope, set by its initializers; setting another (GTK's BuilderCScope, or nil, for which GTK makes one) would let handler names reach C symbols again"
        ),
        Override(
            "gtk_builder_set_scope", .skip,
            because:
                "a builder's scope is GtkRx's HandlerScope, set by its initializers; setting another (GTK's BuilderCScope, or nil, for which GTK makes one) would let handler names reach C symbols again"
        ),
        Override(
            "gtk_builder_list_item_factory_new_from_bytes",
            .handWritten("BuilderListItemFactory.init(string:handlers:)"),
            because:
                "with no scope, GTK builds each list item with its default scope, which looks handler names up among the process's C symbols; the hand-written one gives every item GtkRx's HandlerScope"
        ),
        Override(
            "gtk_builder_list_item_factory_new_from_resource",
            .handWritten("BuilderListItemFactory.init(resource:handlers:)"),
            because:
                "with no scope, GTK builds each list item with its default scope, which looks handler names up among the process's C symbols; the hand-written one gives every item GtkRx's HandlerScope"
        ),
        Override(
            "gtk_builder_new_from_file", .handWritten("Builder.init(file:)"),
            because: "a definition that does not parse throws instead of aborting the process"),
        Override(
            "gtk_builder_new_from_string", .handWritten("Builder.init(string:)"),
            because: "a definition that does not parse throws instead of aborting the process"),
        Override(
            "gtk_builder_new_from_resource", .handWritten("Builder.init(resource:)"),
            because: "a definition that does not parse throws instead of aborting the process"),
        Override(
            "gtk_builder_add_from_file", .handWritten("Builder.init(file:)"),
            because: "a definition that does not parse throws instead of aborting the process"),
        Override(
            "gtk_builder_add_from_string", .handWritten("Builder.init(string:)"),
            because: "a definition that does not parse throws instead of aborting the process"),
        Override(
            "gtk_builder_add_from_resource", .handWritten("Builder.init(resource:)"),
            because: "a definition that does not parse throws instead of aborting the process"),
        Override(
            "gtk_builder_get_object", .handWritten("Builder.object(named:as:)"),
            because: "a missing id or an object of another type throws, with the object typed"),
        Override(
            "gtk_message_dialog_new",
            .handWritten("MessageDialog.init(transientFor:text:secondaryText:buttons:)"),
            because:
                "message dialogs: gtk_message_dialog_new is variadic in C, and the texts are set as plain text"
        ),
        Override(
            "gtk_message_dialog_format_secondary_text", .handWritten("MessageDialog.secondaryText"),
            because:
                "message dialogs: gtk_message_dialog_new is variadic in C, and the texts are set as plain text"
        ),
        Override(
            "Gtk.MessageDialog:text", .handWritten("MessageDialog.text"),
            because:
                "message dialogs: gtk_message_dialog_new is variadic in C, and the texts are set as plain text"
        ),
        Override(
            "Gtk.MessageDialog:secondary-text", .handWritten("MessageDialog.secondaryText"),
            because:
                "message dialogs: gtk_message_dialog_new is variadic in C, and the texts are set as plain text"
        ),
        Override(
            "gtk_css_provider_load_from_data", .handWritten("CSSProvider.load(from:)"),
            because:
                "a sheet that does not parse throws its first error (GTK only emits parsing-error)"),
        Override(
            "gtk_css_provider_load_from_resource", .handWritten("CSSProvider.load(fromResource:)"),
            because:
                "a sheet that does not parse throws its first error (GTK only emits parsing-error)"),
        Override(
            "gtk_css_provider_load_from_path", .handWritten("CSSProvider.load(fromFile:)"),
            because:
                "a sheet that does not parse throws its first error (GTK only emits parsing-error)"),
        Override(
            "gtk_scale_new", .handWritten("Scale.init(range:step:orientation:)"),
            because: "scales and spin buttons: ranges as ClosedRange, an empty one refused"),
        Override(
            "gtk_scale_new_with_range", .handWritten("Scale.init(range:step:orientation:)"),
            because: "scales and spin buttons: ranges as ClosedRange, an empty one refused"),
        Override(
            "gtk_spin_button_new_with_range", .handWritten("SpinButton.init(range:step:)"),
            because: "scales and spin buttons: ranges as ClosedRange, an empty one refused"),
        Override(
            "gtk_range_set_range", .handWritten("Scale.range"),
            because: "scales and spin buttons: ranges as ClosedRange, an empty one refused"),
        Override(
            "gtk_spin_button_set_range", .handWritten("SpinButton.range"),
            because: "scales and spin buttons: ranges as ClosedRange, an empty one refused"),
        Override(
            "gtk_spin_button_get_range", .handWritten("SpinButton.range"),
            because: "scales and spin buttons: ranges as ClosedRange, an empty one refused"),
        Override(
            "gtk_widget_get_template_child", .skip,
            because: "a template is a class-structure matter, not an instance's"),
        Override(
            "gtk_widget_init_template", .skip,
            because: "called from a class's own instance initializer in C"),
        Override(
            "gtk_widget_dispose_template", .skip,
            because: "called from a class's own dispose in C"),
        Override(
            "gtk_aspect_frame_get_yalign", .skip,
            because:
                "GTK 4.8 returns the x alignment (AspectFrame.yalign reads the property instead)"),
        Override(
            "gdk_gl_context_set_use_es", .skip,
            because: "deprecated in GDK 4.6's header (GIR does not say so)"),
        Override(
            "gdk_gl_context_get_use_es", .skip,
            because: "deprecated in GDK 4.6's header (GIR does not say so)"),
        Override(
            "gtk_box_new:spacing", .parameterDefault("0"),
            because: "the usual value"),
        Override(
            "Gio.Settings", .untested,
            because: "GSettings aborts the process without an installed schema"),
        Override(
            "Gdk.Display", .untested,
            because: "a display is opened, not made (gdk_display_open)"),
        Override(
            "Gdk.Clipboard", .untested,
            because: "belongs to a display (gdk_display_get_clipboard)"),
        Override(
            "Gdk.DisplayManager", .untested,
            because: "a singleton (gdk_display_manager_get): a second one breaks displays"),
        Override(
            "Gio.FileIcon", .untested,
            because: "needs its file at construction (g_file_icon_new)"),
        Override(
            "Gio.PropertyAction", .untested,
            because: "needs its object and property at construction"),
        Override(
            "Gtk.PrintJob", .untested,
            because: "needs a printer at construction (gtk_print_job_new)"),
        Override(
            "Gtk.StackPage", .untested,
            because: "made by the stack for a child (gtk_stack_add_child)"),
        Override(
            "Gtk.ActivateAction", .untested,
            because: "a singleton (gtk_activate_action_get)"),
        Override(
            "Gtk.MnemonicAction", .untested,
            because: "a singleton (gtk_mnemonic_action_get)"),
        Override(
            "Gtk.NothingAction", .untested,
            because: "a singleton (gtk_nothing_action_get)"),
        Override(
            "Gtk.NeverTrigger", .untested,
            because: "a singleton (gtk_never_trigger_get)"),
        Override(
            "Gtk.NamedAction", .untested,
            because: "needs its action name at construction (gtk_named_action_new)"),
        Override(
            "Gtk.SignalAction", .untested,
            because: "needs its signal name at construction (gtk_signal_action_new)"),
        Override(
            "Gtk.Snapshot", .untested,
            because: "made by GTK for a frame being drawn"),
        Override(
            "Gtk.DragIcon", .untested,
            because: "made by GTK for a drag (gtk_drag_icon_get_for_drag)"),
        Override(
            "Gtk.Widget:parent", .untested,
            because: "set by the container that adds the widget"),
        Override(
            "Gtk.Window:fullscreened", .untested,
            because: "asks the window manager, which answers later"),
        Override(
            "Gtk.Window:maximized", .untested,
            because: "asks the window manager, which answers later"),
        Override(
            "Gtk.Widget:visible", .untested,
            because: "showing a toplevel window presents it"),
        Override(
            "Gtk.ComboBox:active", .untested,
            because: "selects a row of a model the new combo box does not have"),
        Override(
            "Gtk.ComboBox:active-id", .untested,
            because: "selects a row of a model the new combo box does not have"),
        Override(
            "Gtk.DropDown:selected", .untested,
            because: "selects an item of a model the new drop-down does not have"),
        Override(
            "Gtk.DropDown:selected", .handWritten("DropDown.selected"),
            because:
                "GTK reads GTK_INVALID_LIST_POSITION (G_MAXUINT) for no selection, which Swift "
                + "would read as 4294967295: the getter reads -1, as the setter takes it"),
        Override(
            "Gtk.Image:file", .untested,
            because: "must name a file that exists"),
        Override(
            "Gtk.Image:resource", .untested,
            because: "must name a registered resource"),
        Override(
            "Gtk.Notebook:page", .untested,
            because: "selects a page the new notebook does not have"),
        Override(
            "Gtk.PasswordEntry:extra-menu", .untested,
            because: "GTK 4.8 keeps the menu on its inner text, which the property does not read"),
        Override(
            "Gtk.ScaleButton:value", .untested,
            because: "clamped to an adjustment that starts empty"),
        Override(
            "Gtk.SpinButton:value", .untested,
            because: "clamped to an adjustment that starts empty"),
        Override(
            "Gtk.ScrolledWindow:child", .untested,
            because: "a child that cannot scroll is put in a GtkViewport"),
        Override(
            "Gtk.Stack:visible-child-name", .untested,
            because: "must name a child of the stack"),
        Override(
            "Gtk.Stack:visible-child", .untested,
            because: "must be a child of the stack"),
        Override(
            "Gtk.TreeView:expander-column", .untested,
            because: "must be a column of the tree view"),
        Override(
            "Gtk.TreeView:headers-clickable", .untested,
            because: "applies to columns the new tree view does not have"),
        Override(
            "Gtk.Window:focus-widget", .untested,
            because: "must be a focusable widget inside the window"),
        Override(
            "Gtk.PopoverMenu:visible-submenu", .untested,
            because: "must name a submenu of the popover's menu"),
        Override(
            "Gtk.ShortcutsWindow:section-name", .untested,
            because: "must name a section of the window"),
        Override(
            "Gtk.MessageDialog:secondary-use-markup", .untested,
            because: "applies only to a secondary text"),
        Override(
            "Gtk.PrintUnixDialog:print-settings", .untested,
            because: "GTK keeps a copy of the settings"),
        Override(
            "Gtk.Text:enable-emoji-completion", .untested,
            because:
                "its completion popover keeps an unparented text alive until a window destroys it"),
        Override(
            "Gtk.Entry:enable-emoji-completion", .untested,
            because:
                "its completion popover keeps an unparented entry alive until a window destroys it"),
        // MARK: Method names

        Override(
            "gtk_tree_view_get_cursor", .swiftName("cursorRow"),
            because:
                "read as a property, cursor would take the name of Widget's cursor (the pointer's look); this is the keyboard cursor's row and column"
        ),
        Override(
            "gtk_icon_view_get_cursor", .swiftName("cursorItem"),
            because:
                "read as a property, cursor would take the name of Widget's cursor (the pointer's look); this is the keyboard cursor's item and cell"
        ),
        Override(
            "gtk_print_unix_dialog_get_settings", .swiftName("currentPrintSettings"),
            because:
                "read as a property, settings would take the name of Widget's settings; this makes a new PrintSettings holding the dialog's current choices"
        ),

        Override(
            "gtk_cell_renderer_get_alignment", .swiftName("cellAlignment"),
            because:
                "read as a property, alignment would take the name of GtkCellRendererText's own alignment property (a Pango alignment)"
        ),

        // MARK: Hand-written initializers, class bodies, .rx members

        Override(
            "Gtk.Label", .handWrittenInitializers(["_ text: String = \"\""]),
            because: "Label.init(_:) shows its text as plain text, kept apart from markup"),
        Override(
            "Gtk.Application", .handWrittenInitializers([]),
            because:
                "Application.init(id:) throws for an invalid application id, which GIO would assert on"
        ),
        Override(
            "Gtk.Builder",
            .handWrittenInitializers([
                "file path: String", "string definition: String", "resource path: String",
            ]),
            because:
                "GtkBuilder's constructors abort on a malformed file; the hand-written ones throw"),
        Override(
            "Gtk.BuilderListItemFactory",
            .handWrittenInitializers([
                "string definition: String, handlers: [BuilderHandler]",
                "resource path: String, handlers: [BuilderHandler]",
            ]),
            because: "each list item is built with GtkRx's HandlerScope, never GTK's default one"),
        Override(
            "Gtk.MessageDialog",
            .handWrittenInitializers([
                "transientFor parent: Window?, text: String, secondaryText: String? = nil, buttons: Buttons = .ok"
            ]),
            because: "gtk_message_dialog_new is variadic in C"),
        Override(
            "Gtk.Scale",
            .handWrittenInitializers([
                "range: ClosedRange<Double>, step: Double, orientation: Orientation = .horizontal"
            ]),
            because: "a range reads as a ClosedRange in Swift, and an empty one is refused"),
        Override(
            "Gtk.SpinButton",
            .handWrittenInitializers(["range: ClosedRange<Double>, step: Double"]),
            because: "a range reads as a ClosedRange in Swift, and an empty one is refused"),
        Override(
            "Gio.SimpleAction",
            .handWrittenInitializers([
                "name: String", "name: String, parameterType: VariantType?",
                "name: String, parameterType: VariantType?, state: Variant",
            ]),
            because:
                "an invalid action name is repaired and reported, never passed to GIO, which asserts"
        ),
        Override(
            "Gtk.Widget", .classBody(widgetClassBody),
            because:
                "widgets register the widget classes before the first wrapper, and keep the action groups inserted from Swift"
        ),
        Override(
            "Gtk.Widget",
            .handWrittenRx(["isHidden", "isEnabled", "opacity", "tooltipText", "destroyed"]),
            because: "RxCocoa's names, and destruction as an event"),
        Override("Gtk.Button", .handWrittenRx(["tap", "title"]), because: "RxCocoa's names"),
        Override(
            "Gtk.Label", .handWrittenRx(["text", "markup"]),
            because: "RxCocoa's names; markup is checked"),
        Override(
            "Gtk.Editable", .handWrittenRx(["text"]),
            because:
                "a ControlProperty that does not echo what it binds (GTK notifies changes made from code)"
        ),
        Override(
            "Gtk.Entry", .handWrittenRx(["activate"]), because: "a ControlEvent of the user's Enter"
        ),
        Override(
            "Gtk.PasswordEntry", .handWrittenRx(["activate"]),
            because: "a ControlEvent of the user's Enter"),
        Override(
            "Gtk.CheckButton", .handWrittenRx(["isActive"]),
            because: "RxCocoa's isOn semantics for check buttons"),
        Override(
            "Gtk.Switch", .handWrittenRx(["isOn"]), because: "RxCocoa's name (UISwitch.rx.isOn)"),
        Override(
            "Gtk.Scale", .handWrittenRx(["value"]), because: "RxCocoa's name (UISlider.rx.value)"),
        Override(
            "Gtk.SpinButton", .handWrittenRx(["value"]),
            because: "RxCocoa's name (UIStepper.rx.value)"),
        Override(
            "Gtk.Spinner", .handWrittenRx(["isAnimating"]),
            because: "RxCocoa's name (UIActivityIndicatorView)"),
        Override(
            "Gtk.ProgressBar", .handWrittenRx(["fraction"]),
            because: "RxCocoa's progress binder, clamped"),
        Override(
            "Gtk.Window", .handWrittenRx(["title"]),
            because: "RxCocoa's name (UIViewController.rx.title)"),
        Override(
            "Gio.Action",
            .rxLeftToImplementers(["isEnabled", "name", "parameterType", "state", "stateType"]),
            because:
                "the classes implementing GAction declare the same GObject properties again: a Reactive member on both is ambiguous, and only the class's can be bound"
        ),

        // MARK: Corrections of GIR, and Gio types written by hand

        Override(
            "gdk_drop_read_finish:out_mime_type", .transfer(.none),
            because:
                "GTK 4.8's GIR says transfer full, but GDK stores a string it keeps (the drop's "
                + "interned MIME type): freeing it would corrupt memory; later GIR says none"),
        Override(
            "Gio.SettingsBackend", .skip,
            because:
                "GtkRx's own SettingsBackend (Sources/GtkRxGLib/Settings) makes the memory and "
                + "key-file backends, the ones apps and tests choose; the abstract class's methods "
                + "are for backend implementers"),
        Override("Gio.BufferedInputStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.BufferedOutputStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.ConverterInputStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.ConverterOutputStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.DataInputStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.DataOutputStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.SimpleIOStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.FileIOStream", .untested, because: UntestedReason.needsStream),
        Override("Gio.FileEnumerator", .untested, because: UntestedReason.needsStream),
        Override("Gio.DBusActionGroup", .untested, because: UntestedReason.needsConnection),
        Override("Gio.DBusMethodInvocation", .untested, because: UntestedReason.needsConnection),
        Override("Gio.DBusObjectManagerClient", .untested, because: UntestedReason.needsConnection),
        Override("Gio.DBusObjectManagerServer", .untested, because: UntestedReason.needsConnection),
        Override("Gio.DBusMenuModel", .untested, because: UntestedReason.needsConnection),
        Override("Gio.SocketConnection", .untested, because: UntestedReason.needsSocket),
        Override("Gio.TcpConnection", .untested, because: UntestedReason.needsSocket),
        Override("Gio.UnixConnection", .untested, because: UntestedReason.needsSocket),
        Override("Gio.TcpWrapperConnection", .untested, because: UntestedReason.needsSocket),
        Override("Gio.InetAddress", .untested, because: UntestedReason.needsAddress),
        Override("Gio.InetSocketAddress", .untested, because: UntestedReason.needsAddress),
        Override("Gio.ProxyAddress", .untested, because: UntestedReason.needsAddress),
        Override("Gio.AppInfoMonitor", .untested, because: UntestedReason.perContextSingleton),
        Override("Gio.UnixMountMonitor", .untested, because: UntestedReason.perContextSingleton),

        // MARK: Arguments bounded by a property's range (GIR gives no ranges)

        Override(
            "gtk_window_set_default_size:width", .boundedByProperty("default-width"),
            because: "GTK refuses a width below -1, the default-width property's minimum"),
        Override(
            "gtk_window_set_default_size:height", .boundedByProperty("default-height"),
            because: "GTK refuses a height below -1, the default-height property's minimum"),
        Override(
            "gtk_widget_set_size_request:width", .boundedByProperty("width-request"),
            because: "GTK refuses a width below -1, the width-request property's minimum"),
        Override(
            "gtk_widget_set_size_request:height", .boundedByProperty("height-request"),
            because: "GTK refuses a height below -1, the height-request property's minimum"),

        // MARK: GSettings getters and setters, by the type of their key

        Override(
            "g_settings_get_boolean", .settingsKeyType("b"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_boolean", .settingsKeyType("b"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_int", .settingsKeyType("i"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_int", .settingsKeyType("i"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_int64", .settingsKeyType("x"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_int64", .settingsKeyType("x"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_uint", .settingsKeyType("u"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_uint", .settingsKeyType("u"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_uint64", .settingsKeyType("t"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_uint64", .settingsKeyType("t"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_double", .settingsKeyType("d"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_double", .settingsKeyType("d"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_string", .settingsKeyType("s"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_string", .settingsKeyType("s"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_get_strv", .settingsKeyType("as"),
            because: "GSettings aborts on a key of another type"),
        Override(
            "g_settings_set_strv", .settingsKeyType("as"),
            because: "GSettings aborts on a key of another type"),

        // MARK: libadwaita

        Override(
            "adw_application_new", .handWritten("Application.init(id:)"),
            because:
                "Application.init(id:), inherited, makes an AdwApplication for Adw.Application, "
                + "and throws for an invalid application id instead of reaching GIO, which asserts"),
        Override(
            "Adw.ComboRow:selected", .untested,
            because: "selects an item of a model the new combo row does not have"),
        Override(
            "Adw.ExpanderRow:expanded", .untested,
            because: "a new row with no rows of its own reads back false after true is set"),
        Override(
            "Adw.Leaflet:visible-child", .untested,
            because: "must be a child of the leaflet"),
        Override(
            "Adw.Leaflet:visible-child-name", .untested,
            because: "must name a child of the leaflet"),
        Override(
            "Adw.PreferencesWindow:visible-page", .untested,
            because: "must be a page of the window"),
        Override(
            "Adw.PreferencesWindow:visible-page-name", .untested,
            because: "must name a page of the window"),
        Override(
            "Adw.AboutWindow:release-notes", .untested,
            because: "must be AppStream description markup (a plain string is refused)"),
        Override(
            "Adw.ClampScrollable:child", .untested,
            because:
                "binds its scrolling properties to the child's: the child must be scrollable"),
        Override(
            "Adw.SpringAnimation", .untested,
            because:
                "libadwaita makes it only with a target and spring parameters (construct "
                + "properties): made empty, it refuses their NULL defaults with criticals"),
        Override(
            "Adw.TimedAnimation", .untested,
            because:
                "libadwaita makes it only with a target (a construct property): made empty, it "
                + "refuses the NULL default with a critical"),
        Override(
            "Adw.SwipeTracker", .untested,
            because:
                "libadwaita makes it only for a swipeable widget (a construct property): made "
                + "empty, it aborts"),
        Override(
            "Adw.TabView:default-icon", .untested,
            because:
                "must be an icon with a name: the test's stand-in, an empty themed icon, has none"),
        Override(
            "Adw.TabView:selected-page", .untested,
            because: "must be a page of the tab view"),
        Override(
            "Adw.ViewStack:visible-child", .untested,
            because: "must be a child of the view stack"),
        Override(
            "Adw.ViewStack:visible-child-name", .untested,
            because: "must name a child of the view stack"),
        Override(
            "Adw.PropertyAnimationTarget", .untested,
            because:
                "libadwaita makes it only for an object and one of its properties (construct "
                + "properties): made empty, it refs a NULL object and crashes"),
    ]

    /// The class body of `Gtk.Widget` (see ``Override/Action/classBody(_:)``).
    private static let widgetClassBody = """
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

    // MARK: - Lookups

    /// The entries whose action `extract` picks, by key.
    private static func lookup<Value>(_ extract: (Override.Action) -> Value?) -> [String: Value] {
        var result: [String: Value] = [:]
        for entry in table {
            if let value = extract(entry.action) { result[entry.key] = value }
        }
        return result
    }

    /// The reasons of the entries whose action `matches`, by key.
    private static func reasons(_ matches: (Override.Action) -> Bool) -> [String: String] {
        var result: [String: String] = [:]
        for entry in table where matches(entry.action) {
            result[entry.key] = entry.reason
        }
        return result
    }

    /// Swift names of types, by qualified GIR name.
    static let typeNames: [String: String] = lookup {
        if case .swiftName(let name) = $0 { name } else { nil }
    }.filter { !$0.key.contains(":") && $0.key.contains(".") }

    /// Swift names of methods, by C identifier.
    static let methodNames: [String: String] = lookup {
        if case .swiftName(let name) = $0 { name } else { nil }
    }.filter { !$0.key.contains(":") && !$0.key.contains(".") }

    /// Swift names of properties, by `Namespace.Class:property`.
    static let propertyNames: [String: String] = lookup {
        if case .swiftName(let name) = $0 { name } else { nil }
    }.filter { $0.key.contains(":") }

    /// Types not generated, with why.
    static let skippedTypes: [String: String] = reasons { $0 == .skip }.filter {
        !$0.key.contains(":") && !$0.key.contains("_")
    }

    /// Members not generated, with why.
    static let skippedMembers: [String: String] = reasons { $0 == .skip }.filter {
        $0.key.contains(":") || $0.key.contains("_")
    }

    /// Members written by hand: the Swift member that covers each.
    static let handWritten: [String: String] = lookup {
        if case .handWritten(let symbol) = $0 { symbol } else { nil }
    }

    /// Enumerations and flags generated although no generated member uses them: hand-written
    /// members take them (the asynchronous calls the generator cannot write, in
    /// `Sources/GtkRxGLib/Files/Streams+AsyncCalls.swift`).
    static let enumerationsForHandWrittenMembers: Set<String> = [
        "Gio.IOStreamSpliceFlags", "Gio.FileMeasureFlags",
    ]

    /// Hand-written initializers by class, as their parameter lists.
    static let handWrittenInitializers: [String: [String]] = lookup {
        if case .handWrittenInitializers(let list) = $0 { list } else { nil }
    }

    /// Default values of parameters (keys: `c_identifier:parameter`).
    static let parameterDefaults: [String: String] = lookup {
        if case .parameterDefault(let value) = $0 { value } else { nil }
    }

    /// Swift code for the bodies of generated classes.
    static let classBodies: [String: String] = lookup {
        if case .classBody(let body) = $0 { body } else { nil }
    }

    /// `.rx` members written by hand, by owner.
    static let handWrittenRx: [String: Set<String>] = lookup {
        if case .handWrittenRx(let names) = $0 { names } else { nil }
    }

    /// `.rx` members of interfaces left to their implementers.
    static let rxLeftToImplementers: [String: Set<String>] = lookup {
        if case .rxLeftToImplementers(let names) = $0 { names } else { nil }
    }

    /// Classes the generated tests leave alone, with why.
    static let untestedClasses: [String: String] = reasons { $0 == .untested }.filter {
        !$0.key.contains(":")
    }

    /// Properties the generated round trip leaves alone, with why.
    static let untestedProperties: [String: String] = reasons { $0 == .untested }.filter {
        $0.key.contains(":")
    }

    /// The Gio types wrapped although no GTK type needs them.

    /// Integer parameters bounded by a property, by `c_identifier:parameter`.
    static let boundingProperties: [String: String] = lookup {
        if case .boundedByProperty(let property) = $0 { property } else { nil }
    }

    /// Corrected transfers of parameters, by `c_identifier:parameter`.
    static let transferCorrections: [String: GIRTransfer] = lookup {
        if case .transfer(let transfer) = $0 { transfer } else { nil }
    }

    /// The GVariant type of the key of each GSettings getter and setter, by C identifier.
    static let readOnlyArguments: [String: String] = reasons { $0 == .readOnlyArgument }

    static let movedIterators: [String: String] = reasons { $0 == .movedIterator }

    /// The `…_finish` of asynchronous functions named otherwise, by the function.
    static let finishedBy: [String: String] = lookup {
        if case .finishedBy(let finish) = $0 { finish } else { nil }
    }

    static let settingsKeyTypes: [String: String] = lookup {
        if case .settingsKeyType(let type) = $0 { type } else { nil }
    }
}

/// Why GIO classes are left out of the generated instance tests, for the table's entries that
/// share a reason.
private enum UntestedReason {
    static let needsStream =
        "GIO makes it only with the stream it wraps (a construct property): made empty, "
        + "it closes a NULL stream with criticals"
    static let needsConnection =
        "GIO makes it only on a D-Bus connection (a construct property): made empty, it "
        + "unrefs a NULL connection or aborts"
    static let needsSocket =
        "GIO makes it only over a socket (a construct property): made empty, it aborts"
    static let needsAddress =
        "GIO makes it only from an address (construct properties): made empty, it refs "
        + "NULL or crashes"
    static let perContextSingleton =
        "a singleton GIO makes for the thread's main context (g_app_info_monitor_get, "
        + "g_unix_mount_monitor_get): made directly, it is refused with a critical"
}
