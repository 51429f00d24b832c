import GtkRxAdwaita
import GtkRxTest
import XCTest

/// libadwaita 1.2's password entry rows keep their text's buffer alive after they go; GtkRx
/// drops the reference libadwaita loses (`AdwaitaRepairs`).
@MainActor
final class PasswordEntryRowBufferTests: AdwaitaTestCase {
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
}
