import GtkRxAdwaita
import GtkRxTest
import XCTest

/// A test case whose tests run with GTK and libadwaita started (``GtkTestCase`` starts GTK,
/// then this starts libadwaita, as an app's `Adw.Application` would before its first window).
@MainActor
class AdwaitaTestCase: GtkTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try MainActor.assumeIsolated {
            try Adw.initialize()
        }
    }
}
