import GtkRxAdwaita
import GtkRxTest
import XCTest

@testable import Starter

/// The resources the GtkRxResources plugin compiles into the app: the window's template,
/// compiled from Blueprint, and the style sheet, found where the app looks for them.
@MainActor
final class StarterResourcesTests: StarterTestCase {
    /// The bundle holds the files the manifest lists.
    func testTheBundleHoldsTheManifestsFiles() async throws {
        XCTAssertEqual(
            try Resources.children(of: StarterResources.basePath), ["style.css", "window.ui"],
            "the bundle holds what resources/starter.gresource.xml lists")
    }

    /// `window.ui` is Blueprint compiled: the template's class and handlers are there.
    func testTheTemplateIsCompiledFromBlueprint() async throws {
        let ui = String(
            decoding: try Resources.data(at: StarterResources.windowTemplatePath), as: UTF8.self)
        XCTAssertTrue(
            ui.contains(
                #"<template class="StarterGuestListWindow" parent="AdwApplicationWindow">"#),
            ui)
        XCTAssertTrue(ui.contains(#"<signal name="entry-activated" handler="add"/>"#), ui)
    }

    /// The style sheet is where libadwaita's application loads it from.
    func testTheStyleSheetStylesTheHint() async throws {
        let css = String(
            decoding: try Resources.data(at: StarterResources.styleSheetPath), as: UTF8.self)
        XCTAssertTrue(css.contains("label.\(StarterResources.hintClass) {"), css)
        // The application's resource base path is where libadwaita looks for style.css.
        let application = try Adw.Application(id: Starter.applicationID + "Tests.Style")
        XCTAssertEqual(
            application.resourceBasePath, "/org/example/StarterTests/Style",
            "made from the id, as the app's is")
        XCTAssertEqual(
            StarterResources.basePath,
            "/" + Starter.applicationID.split(separator: ".").joined(separator: "/"),
            "the manifest's prefix is the app's resource base path")
    }
}
