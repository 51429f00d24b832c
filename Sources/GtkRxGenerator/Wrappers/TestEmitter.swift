/// Writes the generated wrapper tests: for every class that can be made without arguments, a
/// test that makes one, reads every property (for widgets, and round-trips a value through
/// every writable one, checking that GObject's C property system sees it), connects and
/// disconnects every signal connector, and checks that the object is finalized without a
/// wrapper left behind. The checks themselves are in
/// `Tests/GtkRxWidgetsTests/GeneratedSupport/WrapperChecks.swift`.
struct TestEmitter {
    /// What the tests need of one class.
    struct ClassFacts {
        var qualifiedName: String
        var swiftName: String
        var isAbstract: Bool
        var isWidget: Bool
        var properties: [RxMember]
        var connectors: [(connector: String, signal: String, arguments: Int, returns: MappedType)]
    }

    /// Classes the tests cannot make, or must not, with why.
    static let untestedClasses: [String: String] = [
        "Gio.Settings": "GSettings aborts the process without an installed schema",
        "Gdk.Display": "a display is opened, not made (gdk_display_open)",
        "Gdk.Clipboard": "belongs to a display (gdk_display_get_clipboard)",
        "Gdk.DisplayManager": "a singleton (gdk_display_manager_get): a second one breaks displays",
        "Gio.FileIcon": "needs its file at construction (g_file_icon_new)",
        "Gio.PropertyAction": "needs its object and property at construction",
        "Gtk.PrintJob": "needs a printer at construction (gtk_print_job_new)",
        "Gtk.StackPage": "made by the stack for a child (gtk_stack_add_child)",
        "Gtk.ActivateAction": "a singleton (gtk_activate_action_get)",
        "Gtk.MnemonicAction": "a singleton (gtk_mnemonic_action_get)",
        "Gtk.NothingAction": "a singleton (gtk_nothing_action_get)",
        "Gtk.NeverTrigger": "a singleton (gtk_never_trigger_get)",
        "Gtk.NamedAction": "needs its action name at construction (gtk_named_action_new)",
        "Gtk.SignalAction": "needs its signal name at construction (gtk_signal_action_new)",
        "Gtk.Snapshot": "made by GTK for a frame being drawn",
        "Gtk.DragIcon": "made by GTK for a drag (gtk_drag_icon_get_for_drag)",
    ]

    /// Properties the round trip leaves alone, with why.
    static let untestedProperties: [String: String] = [
        "Gtk.Widget:parent": "set by the container that adds the widget",
        "Gtk.Window:fullscreened": "asks the window manager, which answers later",
        "Gtk.Window:maximized": "asks the window manager, which answers later",
        "Gtk.Widget:visible": "showing a toplevel window presents it",
        "Gtk.ComboBox:active": "selects a row of a model the new combo box does not have",
        "Gtk.ComboBox:active-id": "selects a row of a model the new combo box does not have",
        "Gtk.DropDown:selected": "selects an item of a model the new drop-down does not have",
        "Gtk.Image:file": "must name a file that exists",
        "Gtk.Image:resource": "must name a registered resource",
        "Gtk.Notebook:page": "selects a page the new notebook does not have",
        "Gtk.PasswordEntry:extra-menu":
            "GTK 4.8 keeps the menu on its inner text, which the property does not read",
        "Gtk.ScaleButton:value": "clamped to an adjustment that starts empty",
        "Gtk.SpinButton:value": "clamped to an adjustment that starts empty",
        "Gtk.ScrolledWindow:child": "a child that cannot scroll is put in a GtkViewport",
        "Gtk.Stack:visible-child-name": "must name a child of the stack",
        "Gtk.Stack:visible-child": "must be a child of the stack",
        "Gtk.TreeView:expander-column": "must be a column of the tree view",
        "Gtk.TreeView:headers-clickable": "applies to columns the new tree view does not have",
        "Gtk.Window:focus-widget": "must be a focusable widget inside the window",
        "Gtk.PopoverMenu:visible-submenu": "must name a submenu of the popover's menu",
        "Gtk.ShortcutsWindow:section-name": "must name a section of the window",
        "Gtk.MessageDialog:secondary-use-markup": "applies only to a secondary text",
        "Gtk.PrintUnixDialog:print-settings": "GTK keeps a copy of the settings",
        "Gtk.Text:enable-emoji-completion":
            "its completion popover keeps an unparented text alive until a window destroys it",
        "Gtk.Entry:enable-emoji-completion":
            "its completion popover keeps an unparented entry alive until a window destroys it",
    ]

    private(set) var classes: [ClassFacts] = []

    mutating func add(_ facts: ClassFacts) {
        classes.append(facts)
    }

    func file() -> GeneratedFile {
        var out = SourceBuilder()
        out.line("import CGLib\nimport CGtk\nimport GtkRx\nimport GtkRxTest\nimport XCTest\n")
        out.doc(
            """
            Every generated wrapper class, made, read, round-tripped, connected and finalized; see \
            `WrapperChecks`.
            """)
        out.line("@MainActor")
        out.line("final class GeneratedWrapperTests: GtkTestCase {")
        for facts in classes
        where !facts.isAbstract && TestEmitter.untestedClasses[facts.qualifiedName] == nil {
            writeTest(facts, into: &out)
        }
        out.line("}")
        return GeneratedFile(
            path: "Tests/GtkRxWidgetsTests/Generated/GeneratedWrapperTests.swift",
            contents: out.text, source: "/usr/share/gir-1.0 (Sources/GtkRxGenerator/Wrappers)")
    }

    private func writeTest(_ facts: ClassFacts, into out: inout SourceBuilder) {
        let name = facts.swiftName
        var body: [String] = []
        if facts.isWidget {
            for member in facts.properties {
                guard
                    case .property(let swift, let gir, let type, let readable, let writable) =
                        member
                else { continue }
                let key = "\(facts.qualifiedName):\(gir)"
                let isUntested = TestEmitter.untestedProperties.keys.contains { untested in
                    untested.hasSuffix(":\(gir)") && (untested == key || isInherited(untested))
                }
                body += propertyChecks(
                    swift: SwiftNames.identifier(swift), gir: gir, type: type,
                    readable: readable, writable: writable && !isUntested)
            }
        }
        if body.isEmpty && facts.connectors.isEmpty {
            body.append("_ = object")
        }
        for connector in facts.connectors {
            let parameters =
                connector.arguments == 0
                ? ""
                : Array(repeating: "_", count: connector.arguments).joined(separator: ", ") + " in "
            let result = defaultValue(connector.returns)
            let closure = "{ \(parameters)\(result) }"
            body.append(
                "check.signal(object, \"\(connector.signal)\") { object.\(connector.connector) \(closure) }"
            )
        }
        out.line(
            """
                func test\(name.replacingOccurrences(of: ".", with: ""))() async throws {
                    let wrappersBefore = Object.liveWrapperCount
                    var made: Object? = WrapperChecks.makeInstance(\(name).self)
                    do {
                        let object = try XCTUnwrap(made as? \(name), "GLib cannot make a \(facts.qualifiedName)")
                        let check = WrapperChecks(file: #filePath, line: #line)
                        _ = check
            \(body.map { "            " + $0 }.joined(separator: "\n"))
                    }
                    WrapperChecks.checkFinalized(
                        &made, liveWrappersBefore: wrappersBefore, file: #filePath, line: #line)
                }

            """)
    }

    /// Whether an untested key is on an ancestor (a widget property: every widget has it).
    private func isInherited(_ key: String) -> Bool {
        key.hasPrefix("Gtk.Widget:")
    }

    /// What a test handler returns for a signal that returns `type`.
    private func defaultValue(_ type: MappedType) -> String {
        switch type.kind {
        case .void: ""
        case .bool: "false"
        case .integer: "0"
        case .floating: "0"
        case .string: type.isOptional ? "nil" : "\"\""
        case .object, .interface: "nil"
        case .enumeration: "\(type.base).allCases[0]"
        case .flags: "[]"
        case .gType: "0"
        case .character: "\"a\""
        case .stringArray: "[]"
        case .variant, .variantType: "nil"
        }
    }

    private func propertyChecks(
        swift: String, gir: String, type: MappedType, readable: Bool, writable: Bool
    ) -> [String] {
        let get = "object.\(swift)"
        switch type.kind {
        case .bool:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: !\(get), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .integer:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: check.integer(object, \"\(gir)\", differentFrom: \(get)), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .floating:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: check.number(object, \"\(gir)\", differentFrom: \(get)), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .string:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                let value = type.isOptional ? "String?(\"GtkRx\")" : "\"GtkRx\""
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: \(value), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .enumeration, .flags:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get).rawValue }"] : []
            if readable && writable {
                let make =
                    type.kind == .flags
                    ? "\(type.base)(rawValue: $0)" : "\(type.base)(reporting: $0, in: \"test\")"
                lines.append(
                    "check.roundTripRaw(object, \"\(gir)\", to: check.enumerated(object, \"\(gir)\", differentFrom: \(get).rawValue), get: { \(get).rawValue }, set: { \(get) = \(make) })"
                )
            }
            return lines
        case .object, .interface:
            var lines = readable ? ["_ = \(get)"] : []
            if readable && writable {
                let cast = type.kind == .interface ? "$0 as? \(type.base)" : "$0 as? \(type.base)"
                let set =
                    type.isOptional
                    ? "{ \(get) = \(cast) }" : "{ if let value = \(cast) { \(get) = value } }"
                lines.append(
                    "check.roundTripObject(object, \"\(gir)\", get: { \(get) }, set: \(set))")
            }
            return lines
        case .variant:
            var lines = readable ? ["check.read(object, \"\(gir)\") { \(get) }"] : []
            if readable && writable {
                lines.append(
                    "check.roundTrip(object, \"\(gir)\", to: Variant?(Variant(\"GtkRx\")), get: { \(get) }, set: { \(get) = $0 })"
                )
            }
            return lines
        case .character, .stringArray, .gType, .variantType:
            return readable ? ["_ = \(get)"] : []
        case .void:
            return []
        }
    }
}
