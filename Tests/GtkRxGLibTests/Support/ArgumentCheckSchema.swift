import Foundation
import GtkRx
import GtkRxTest
import TestHelpers

/// The settings schema the argument check tests share: keys `size` (an `i`, 11), `name` (an `s`,
/// "hello"), `names` (an `as`) and `mode` (a choice of `on` and `off`).
let argumentCheckSchemaID = "io.github.gtkrx.Tests.ArgumentChecks"

extension GtkTestCase {
    /// Settings of ``argumentCheckSchemaID`` in memory, its schema compiled for the test (and
    /// removed when the test ends).
    @MainActor
    func argumentCheckSettings() throws -> Settings {
        let id = argumentCheckSchemaID
        let folder = try compileSettingsSchema(
            id: id,
            xml: """
                <schemalist>
                  <enum id="\(id).Mode">
                    <value nick="on" value="0"/><value nick="off" value="1"/>
                  </enum>
                  <schema id="\(id)" path="/io/github/gtkrx/Tests/ArgumentChecks/">
                    <key name="size" type="i"><default>11</default></key>
                    <key name="name" type="s"><default>'hello'</default></key>
                    <key name="names" type="as"><default>[]</default></key>
                    <key name="mode" enum="\(id).Mode"><default>'on'</default></key>
                  </schema>
                </schemalist>
                """)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return try Settings.load(schemaID: id, searching: [folder.path], backend: .memory())
    }
}
