import GtkRxAdwaita
import GtkRxTest
import XCTest

@testable import Starter

/// Windows opened, used and closed many times leave nothing behind: the window, its template's
/// children, its rows and its toasts are finalized, and their wrappers released.
@MainActor
final class GuestListWindowLeakTests: StarterTestCase {
    /// A thousand windows opened, used and closed: all finalized, with their children and rows.
    func testWindowsAreFinalizedWithTheirChildren() async throws {
        let application = try makeApplication()
        try leakCycle(rounds: 1_000) { watch in
            let window = watch(GuestListWindow(application: application, guests: ["Ada Lovelace"]))
            window.present()
            _ = watch(window.toastOverlay)
            _ = watch(window.header)
            _ = watch(window.menuButton)
            _ = watch(window.nameRow)
            _ = watch(window.addButton)
            _ = watch(window.hintLabel)
            _ = watch(window.list)
            _ = watch(window.emptyPage)
            _ = watch(window.actions)
            try User.type("Grace Hopper", into: window.nameRow)
            try User.pressEnter(in: window.nameRow)
            let worked =
                window.strayTemplateChildren.isEmpty
                && window.shownGuests == ["Ada Lovelace", "Grace Hopper"]
                && window.shownToastTexts == ["Grace Hopper was added"]
                && window.list.row(at: 1).map { watch($0) } != nil
            window.destroy()
            return worked
        }
        XCTAssertEqual(application.windows.count, 0, "the application lets its windows go")
    }
}
