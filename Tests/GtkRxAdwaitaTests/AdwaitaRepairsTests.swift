import GtkRxAdwaita
import GtkRxTest
import XCTest

/// libadwaita 1.2's leaks that GtkRx repairs (`AdwaitaRepairs`): a password entry row's
/// buffer, and the pages model of a view switcher title's stack, each kept alive after its
/// widget went.
@MainActor
final class AdwaitaRepairsTests: AdwaitaTestCase {
    func testAPasswordRowsBufferGoesWithTheRow() async throws {
        var probes: [(String, FinalizationProbe)] = []
        do {
            let window = Adw.Window()
            let list = ListBox()
            let row = PasswordEntryRow()
            row.title = "Password"
            list.append(row)
            window.content = list
            window.present()
            try User.type("secret", into: row)
            let text = try XCTUnwrap(row.delegate as? Text)
            XCTAssertEqual(text.buffer.text, "secret", "the row's text is in that buffer")
            probes = [("row", FinalizationProbe(row)), ("buffer", FinalizationProbe(text.buffer))]
            window.destroy()
        }
        GtkTest.pumpUntilIdle()
        for (name, probe) in probes {
            XCTAssertTrue(probe.isFinalized, "the \(name) is finalized")
        }
    }

    /// The same row from a template or a `.ui` file: GtkBuilder makes it with `g_object_new`.
    func testABuiltPasswordRowsBufferGoesWithTheRow() async throws {
        var probe: FinalizationProbe?
        do {
            let builder = try Builder(
                string: """
                    <interface>
                      <object class="AdwPasswordEntryRow" id="password">
                        <property name="title">Password</property>
                      </object>
                    </interface>
                    """)
            let row = try builder.object(named: "password", as: PasswordEntryRow.self)
            let text = try XCTUnwrap(row.delegate as? Text)
            probe = FinalizationProbe(text.buffer)
        }
        GtkTest.pumpUntilIdle()
        XCTAssertEqual(probe?.isFinalized, true, "the buffer is finalized")
    }

    func testAViewSwitcherTitleLetsItsStacksPagesGo() async throws {
        var probes: [(String, FinalizationProbe)] = []
        do {
            let window = Adw.Window()
            let stack = ViewStack()
            _ = stack.addTitled(child: Label("One"), name: "one", title: "One")
            _ = stack.addTitled(child: Label("Two"), name: "two", title: "Two")
            let title = ViewSwitcherTitle()
            title.stack = stack
            let bar = ViewSwitcherBar()
            bar.stack = stack
            let box = Box(orientation: .vertical, spacing: 0)
            box.append(title)
            box.append(stack)
            box.append(bar)
            window.content = box
            window.present()
            try GtkTest.wait("the title shown") { title.isMapped }
            let pages = try XCTUnwrap(stack.pages, "the stack's pages, a selection model")
            probes = [
                ("title", FinalizationProbe(title)), ("stack", FinalizationProbe(stack)),
                ("pages", FinalizationProbe(pages)),
            ]
            window.destroy()
        }
        GtkTest.pumpUntilIdle()
        for (name, probe) in probes {
            XCTAssertTrue(probe.isFinalized, "the \(name) is finalized")
        }
    }
}
