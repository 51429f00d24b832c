import CGLib
import CGtk
import Foundation
import GtkRxAdwaita
import GtkRxNetworking
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A GTK test with FormApp's window built and shown, as `main` builds it.
@MainActor
class FormWindowTestCase: GtkTestCase {
    private static var resourcesRegistered = false
    private static var applicationCount = 0

    /// Registers the app's resources (once), and builds and presents a window whose data task
    /// fetches with `fetch`.
    func makeWindow(
        fetch: @escaping (URLRequest) -> Observable<Data> = {
            URLSession.shared.rx.data(request: $0)
        },
        chooseDestination: ((Window, String) -> Maybe<URL>)? = nil,
        choosePeopleFile: ((Window, PeoplePage.FileChoice) -> Maybe<URL>)? = nil
    ) throws -> FormWindowController {
        let application = try makeApplication()
        let controller = FormWindowController(
            application: application, fetch: fetch, chooseDestination: chooseDestination,
            choosePeopleFile: choosePeopleFile)
        controller.present()
        addTeardownBlock { @MainActor in
            controller.closeAlert()
            controller.window.destroy()
        }
        return controller
    }

    /// Registers the app's resources (once), as `main` does, and returns a new registered
    /// application with an id of its own, for windows to belong to.
    func makeApplication() throws -> Adw.Application {
        // As `main` does: libadwaita's wrapper classes are registered before a template reads
        // its children.
        try Adw.initialize()
        if !FormWindowTestCase.resourcesRegistered {
            try ResourceBundle.register()
            Localization.setUp()
            try ResourceBundle.loadCSS()
            FormWindowTestCase.resourcesRegistered = true
        }
        FormWindowTestCase.applicationCount += 1
        let application = try Adw.Application(
            id: "io.github.gtkrx.FormAppTests.Window\(FormWindowTestCase.applicationCount)")
        try application.register()
        return application
    }
}

extension Object {
    /// The object as the untyped pointer the `cgtk_…` casts take, for checking C getters.
    var c: UnsafeMutableRawPointer { UnsafeMutableRawPointer(objectPointer) }
}

extension Widget {
    /// Every widget inside this one, depth first.
    var descendants: [Widget] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The first button inside this one labelled `label` (a message dialog's response).
    func button(labelled label: String) -> Button? {
        descendants.compactMap { $0 as? Button }.first { $0.label == label }
    }

    /// Whether GTK reports the widget visible (its own flag), through the C getter.
    var isVisibleInC: Bool { gtk_widget_get_visible(cgtk_widget(c)) != 0 }

    /// Whether GTK has the widget on screen (mapped), through the C getter.
    var isMappedInC: Bool { gtk_widget_get_mapped(cgtk_widget(c)) != 0 }

    /// Whether GTK reports the widget sensitive (its own flag), through the C getter.
    var isSensitiveInC: Bool { gtk_widget_get_sensitive(cgtk_widget(c)) != 0 }
}
