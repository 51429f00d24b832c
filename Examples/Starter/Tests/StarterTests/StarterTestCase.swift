import GtkRxAdwaita
import GtkRxTest
import XCTest

@testable import Starter

/// A test case for the app's windows: GTK started (by ``GtkTestCase``), then what `main` starts
/// before the first window (libadwaita, the app's resources).
@MainActor
class StarterTestCase: GtkTestCase {
    /// How many applications the tests have made, so that each gets an id of its own.
    private static var applicationCount = 0

    /// Starts libadwaita and registers the app's resources, as `main` does: through
    /// `Starter.start()`, so that the tests run the app's own start-up.
    override func setUpWithError() throws {
        try super.setUpWithError()
        try MainActor.assumeIsolated {
            try Starter.start()
        }
    }

    /// A new registered libadwaita application, with an id of its own and the app's resource
    /// base path (so it loads the app's style sheet as it starts, as the app's does).
    func makeApplication() throws -> Adw.Application {
        StarterTestCase.applicationCount += 1
        let application = try Adw.Application(
            id: "org.example.StarterTests.App\(StarterTestCase.applicationCount)")
        application.resourceBasePath = StarterResources.basePath
        try application.register()
        return application
    }

    /// A window of a new application, presented, and destroyed when the test ends.
    func makeWindow(guests: [String] = ["Ada Lovelace"]) throws -> GuestListWindow {
        let window = GuestListWindow(application: try makeApplication(), guests: guests)
        // Checked on every window made, since only the first in the process can tell whether
        // libadwaita's wrapper classes were registered by the start-up (later ones find them
        // registered by an earlier test's rows).
        XCTAssertEqual(window.strayTemplateChildren, [], "template children in no window")
        window.present()
        addTeardownBlock { @MainActor in window.destroy() }
        return window
    }
}

extension GuestListWindow {
    /// The template children that are not in this window, by type name: the stand-ins GtkRx
    /// gives when a child is not of its property's type (as when libadwaita's wrapper classes
    /// are not registered). Empty when all is well.
    var strayTemplateChildren: [String] {
        let children: [Widget] = [
            toastOverlay, header, menuButton, nameRow, addButton, hintLabel, guestsGroup, list,
            emptyPage,
        ]
        return children.filter { !$0.isAncestor(self) }.map(\.typeName)
    }

    /// The rows of the list, top to bottom, each as the text its visible labels show (a
    /// guest's row shows its title alone), as a user reads them.
    var shownGuests: [String] {
        var names: [String] = []
        var index = 0
        while let row = list.row(at: index) {
            names.append(row.labelTexts.joined(separator: " "))
            index += 1
        }
        return names
    }

    /// The texts of the labels of the toasts shown now, as a user reads them: the labels
    /// inside the overlay that are not inside its content.
    var shownToastTexts: [String] {
        let content = toastOverlay.child
        return toastOverlay.children.filter { $0 !== content }.flatMap(\.labelTexts)
    }
}

extension Widget {
    /// The texts of the visible labels in this widget and its descendants, first to last.
    var labelTexts: [String] {
        guard isVisible else { return [] }
        let own = (self as? Label)?.text.map { [$0] } ?? []
        return own + children.flatMap(\.labelTexts)
    }
}
