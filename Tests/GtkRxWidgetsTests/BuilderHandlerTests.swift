import CGLib
import CGtk
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class BuilderHandlerTests: GtkTestCase {
    private func buttonDefinition(handler: String) -> String {
        """
        <interface>
          <object class="GtkButton" id="button">
            <property name="label">Go</property>
            <signal name="clicked" handler="\(handler)"/>
          </object>
        </interface>
        """
    }

    func testAHandlerNamingACFunctionIsAnErrorAndCallsNothing() async throws {
        // GTK's default scope would connect this to libc's abort(): a click would end the
        // process. GtkRx's scope refuses the name.
        XCTAssertThrowsError(try Builder(string: buttonDefinition(handler: "abort"))) { error in
            guard case .invalidDefinition(let message) = error as? BuilderError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(message.contains("no Swift handler named \"abort\""), message)
        }
        XCTAssertThrowsError(
            try Builder(
                string: buttonDefinition(handler: "exit"),
                handlers: [BuilderHandler("save") {}, BuilderHandler("quit") {}])
        ) { error in
            XCTAssertTrue(
                "\(error)".contains("\"exit\" (registered: \"quit\", \"save\")"), "\(error)")
        }
    }

    func testAnEmptyBuilderHasGtkRxsScopeToo() async {
        // `Builder()` is `gtk_builder_new` with GtkRx's scope set: a definition added later
        // cannot reach libc's abort() either.
        let builder = Builder()
        XCTAssertThrowsError(
            try builder.addObjectsFromString(
                buffer: buttonDefinition(handler: "abort"), objectIds: ["button"])
        ) { error in
            XCTAssertTrue("\(error)".contains("no Swift handler named \"abort\""), "\(error)")
        }
        let scope = gtk_builder_get_scope(cgtk_builder(builder.raw))
        XCTAssertEqual(scope.map { Object.typeName(of: gObjectPointer($0)) }, "GtkRxHandlerScope")
    }

    func testAListItemFactoryBuildsItsItemsWithGtkRxsScope() async {
        let factory = BuilderListItemFactory(
            string: "<interface><template class=\"GtkListItem\"/></interface>",
            handlers: [BuilderHandler("go") {}])
        let scope = gtk_builder_list_item_factory_get_scope(OpaquePointer(factory.raw))
        XCTAssertEqual(scope.map { Object.typeName(of: gObjectPointer($0)) }, "GtkRxHandlerScope")
    }

    func testARegisteredHandlerIsCalledWithTheTypedSender() async throws {
        var clickedLabels: [String?] = []
        let builder = try Builder(
            string: buttonDefinition(handler: "go"),
            handlers: [
                BuilderHandler("go") { (button: Button) in clickedLabels.append(button.label) }
            ])
        let button = try builder.object(named: "button", as: Button.self)
        button.emitSignal("clicked")
        button.emitSignal("clicked")
        XCTAssertEqual(clickedLabels, ["Go", "Go"])
    }

    func testAHandlerReceivesTheSignalsArgumentsAndSetsItsResult() async throws {
        var links: [String] = []
        let builder = try Builder(
            string: """
                <interface>
                  <object class="GtkLabel" id="label">
                    <property name="use-markup">true</property>
                    <property name="label">&lt;a href="https://example.org/"&gt;site&lt;/a&gt;</property>
                    <signal name="activate-link" handler="link"/>
                  </object>
                </interface>
                """,
            handlers: [
                BuilderHandler("link") { (label: Label, arguments: SignalArguments) in
                    links.append(arguments.value(at: 0, as: String.self) ?? "?")
                    arguments.setReturnValue(true)
                }
            ])
        let label = try builder.object(named: "label", as: Label.self)
        XCTAssertEqual(emitActivateLink(label, "https://example.org/"), true)
        XCTAssertEqual(links, ["https://example.org/"])
    }

    /// Emits `activate-link` (which `g_signal_emit_by_name`, variadic, cannot from Swift) and
    /// returns its result.
    private func emitActivateLink(_ label: Label, _ uri: String) -> Bool {
        var values = [GValue(), GValue()]
        var result = GValue()
        g_value_init(&values[0], gtk_label_get_type())
        g_value_set_object(&values[0], label.raw)
        g_value_init(&values[1], cglib_type_string())
        g_value_set_string(&values[1], uri)
        g_value_init(&result, cglib_type_boolean())
        g_signal_emitv(values, g_signal_lookup("activate-link", gtk_label_get_type()), 0, &result)
        defer {
            g_value_unset(&values[0])
            g_value_unset(&values[1])
            g_value_unset(&result)
        }
        return g_value_get_boolean(&result) != 0
    }

    func testAHandlerOfAnotherSenderTypeIsNotCalledAndIsReported() async throws {
        var called = false
        let builder = try Builder(
            string: buttonDefinition(handler: "go"),
            handlers: [BuilderHandler("go") { (_: Label) in called = true }])
        let button = try builder.object(named: "button", as: Button.self)
        let output = try captureStandardError { button.emitSignal("clicked") }
        XCTAssertFalse(called)
        XCTAssertTrue(output.contains("handler \"go\" takes a Label"), output)
    }

    func testASwappedSignalHandsTheNamedObject() async throws {
        var senders: [String] = []
        let builder = try Builder(
            string: """
                <interface>
                  <object class="GtkEntry" id="entry"/>
                  <object class="GtkButton" id="button">
                    <signal name="clicked" handler="clear" object="entry" swapped="yes"/>
                  </object>
                </interface>
                """,
            handlers: [BuilderHandler("clear") { (entry: Entry) in senders.append(entry.typeName) }]
        )
        try builder.object(named: "button", as: Button.self).emitSignal("clicked")
        XCTAssertEqual(senders, ["GtkEntry"])
    }

    func testATypeFunctionIsRefused() async {
        XCTAssertThrowsError(
            try Builder(
                string: """
                    <interface><object class="GtkWidget" type-func="abort" id="x"/></interface>
                    """)
        ) { error in
            guard case .invalidDefinition(let message) = error as? BuilderError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(message.contains("abort"), message)
        }
    }

    func testHandlersAreReleasedWithTheirBuilder() async throws {
        try leakCycle { watch in
            var count = 0
            let builder = watch(
                try Builder(
                    string: buttonDefinition(handler: "go"),
                    handlers: [BuilderHandler("go") { count += 1 }]))
            let button = watch(try builder.object(named: "button", as: Button.self))
            button.emitSignal("clicked")
            return count == 1
        }
    }
}
