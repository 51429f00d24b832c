import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@MainActor
final class BuilderTests: GtkTestCase {
    func testEscapedTextReadsBackUnchangedFromADefinition() async throws {
        let text = "Tom & \"Jerry\" <friends>"
        XCTAssertEqual(Builder.escaped(text), "Tom &amp; &quot;Jerry&quot; &lt;friends&gt;")
        let builder = try Builder(
            string: """
                <interface><object class="GtkLabel" id="label">
                <property name="label">\(Builder.escaped(text))</property></object></interface>
                """)
        XCTAssertEqual(try builder.object(named: "label", as: Label.self).text, text)
    }

    private let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkBox" id="form">
            <property name="orientation">vertical</property>
            <child>
              <object class="GtkEntry" id="username"/>
            </child>
            <child>
              <object class="GtkLabel" id="hint">
                <property name="label">Username has to be at least 5 characters</property>
              </object>
            </child>
            <child>
              <object class="GtkButton" id="doSomething">
                <property name="label">Do something</property>
              </object>
            </child>
          </object>
        </interface>
        """

    func testObjectsComeOutAsTheirWrapperClasses() async throws {
        let builder = try Builder(string: definition)
        let hint = try builder.object(named: "hint", as: Label.self)
        XCTAssertEqual(hint.text, "Username has to be at least 5 characters")
        XCTAssertTrue(try builder.object(named: "username") is Entry)
        XCTAssertEqual(
            try builder.object(named: "doSomething", as: Button.self).label, "Do something")
        let form = try builder.object(named: "form", as: Box.self)
        XCTAssertEqual(form.children.count, 3)
    }

    func testLookingUpAnIDTwiceGivesTheIdenticalWrapper() async throws {
        let builder = try Builder(string: definition)
        let first = try builder.object(named: "hint", as: Label.self)
        let second = try builder.object(named: "hint", as: Label.self)
        XCTAssertTrue(first === second)
        XCTAssertTrue(try builder.object(named: "form", as: Box.self).children[1] === first)
    }

    func testAMissingIDIsAnErrorNamingIt() async throws {
        let builder = try Builder(string: definition)
        XCTAssertThrowsError(try builder.object(named: "password", as: Entry.self)) { error in
            XCTAssertEqual(error as? BuilderError, .objectNotFound(id: "password"))
            XCTAssertEqual(
                "\(error)", "no object with id \"password\" in the GtkBuilder definition")
        }
    }

    func testAWronglyTypedIDIsAnErrorNamingBothTypes() async throws {
        let builder = try Builder(string: definition)
        XCTAssertThrowsError(try builder.object(named: "hint", as: Button.self)) { error in
            XCTAssertEqual(
                error as? BuilderError,
                .typeMismatch(
                    id: "hint", expected: "Button (GtkButton)", actual: "Label (GtkLabel)"))
            XCTAssertEqual(
                "\(error)", "object \"hint\" is a Label (GtkLabel), not a Button (GtkButton)")
        }
    }

    func testAnInvalidDefinitionIsAnError() async {
        XCTAssertThrowsError(try Builder(string: "<interface><object class=\"GtkNope\"/>")) {
            error in
            guard case .invalidDefinition(let message) = error as? BuilderError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertFalse(message.isEmpty)
        }
    }

    func testDefinitionsLoadFromFiles() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-builder-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("form.ui")
        try definition.write(to: file, atomically: true, encoding: .utf8)

        let builder = try Builder(file: file.path)
        XCTAssertEqual(try builder.object(named: "hint", as: Label.self).typeName, "GtkLabel")

        XCTAssertThrowsError(try Builder(file: directory.appendingPathComponent("none.ui").path)) {
            error in
            guard case .invalidDefinition = error as? BuilderError else {
                return XCTFail("unexpected \(error)")
            }
        }
    }

    func testDefinitionsLoadFromResources() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-resource-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try definition.write(
            to: directory.appendingPathComponent("form.ui"), atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <gresources><gresource prefix="/org/gtkrx/tests"><file>form.ui</file></gresource></gresources>
        """.write(
            to: directory.appendingPathComponent("tests.gresource.xml"), atomically: true,
            encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-resources")
        compiler.currentDirectoryURL = directory
        compiler.arguments = ["--target=tests.gresource", "tests.gresource.xml"]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0)

        var error: UnsafeMutablePointer<GError>?
        let resource = g_resource_load(
            directory.appendingPathComponent("tests.gresource").path, &error)
        XCTAssertNil(error)
        g_resources_register(resource)
        defer {
            g_resources_unregister(resource)
            g_resource_unref(resource)
        }

        let builder = try Builder(resource: "/org/gtkrx/tests/form.ui")
        XCTAssertEqual(
            try builder.object(named: "doSomething", as: Button.self).label, "Do something")

        XCTAssertThrowsError(try Builder(resource: "/org/gtkrx/tests/missing.ui")) { error in
            guard case .invalidDefinition(let message) = error as? BuilderError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(message.contains("missing.ui"), message)
        }
    }
}
