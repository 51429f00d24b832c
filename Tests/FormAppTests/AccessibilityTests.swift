import Foundation
import GtkRxTest
import TestHelpers
import XCTest

/// What assistive technologies see: FormApp's accessibility tree as AT-SPI reports it, read by
/// `scripts/atspi-tree.py` (Debian's python3-pyatspi) from the running binary.
final class AccessibilityTests: XCTestCase {
    @MainActor
    func testFieldsAndButtonsHaveTheirNames() async throws {
        try expectNames(
            [
                "frame\tRxExample", "text\tUsername", "text\tPassword", "text\tURL",
                "push button\tDo something", "push button\tFetch", "page tab\tSimple validation",
                "page tab\tData task", "page tab\tPeople", "text\tFilter", "text\tName",
                "push button\tAdd", "push button\tDelete", "label\tNobody selected", "list\tPeople",
                "heading\tA", "list item\tAda Allen",
                "push button\tMain Menu",
            ], once: "push button\tFetch", showing: ("page tab\tPeople", "text\tFilter"))
    }

    /// The same controls, the People page's and the menu button's included, in Chinese.
    @MainActor
    func testTheNamesAreTranslatedInChinese() async throws {
        try expectNames(
            [
                "frame\tRxExample", "text\t用户名", "push button\t获取", "page tab\t简单验证",
                "page tab\t人员", "text\t筛选(F)", "label\t1,000 人", "push button\t添加",
                "push button\t删除", "push button\t主菜单", "list\t人员",
                "heading\tA", "list item\tAda Allen",
            ], once: "push button\t获取", showing: ("page tab\t人员", "text\t筛选(F)"),
            language: "zh_CN")
    }

    /// Starts FormApp (in `language`, when given), waits until its tree has `ready`, clicks
    /// the page tab `page.tab` until the tree has `page.shows` (the People page is built when
    /// first shown), and checks that the tree has every one of `expected` (role, a tab, name).
    @MainActor
    private func expectNames(
        _ expected: [String], once ready: String, showing page: (tab: String, shows: String),
        language: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let process = try FormAppProcess.launch(
            setting: language.map { ["LANGUAGE": $0, "LC_ALL": "C.UTF-8"] } ?? [:])
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var tree: [String] = []
        var lastLook = ContinuousClock.now - .seconds(1)
        // Generous bounds: under ThreadSanitizer FormApp answers AT-SPI slowly, and each of
        // these tests took 62 s in local runs there, near the two steps' former 30 s each.
        try GtkTest.wait("FormApp on the accessibility bus", timeout: .seconds(120)) {
            guard ContinuousClock.now - lastLook > .milliseconds(200) else { return false }
            lastLook = ContinuousClock.now
            tree = AccessibilityTree.read(application: "FormApp")
            return tree.contains(ready) || !process.isRunning
        }
        try FormAppProcess.checkRunning(process)
        try GtkTest.wait("\(page.shows) once \(page.tab) is clicked", timeout: .seconds(120)) {
            guard ContinuousClock.now - lastLook > .milliseconds(200) else { return false }
            lastLook = ContinuousClock.now
            tree = AccessibilityTree.read(application: "FormApp", activating: page.tab)
            return tree.contains(page.shows) || !process.isRunning
        }
        try FormAppProcess.checkRunning(process)
        for name in expected {
            XCTAssertTrue(
                tree.contains(name), "missing \(name) in:\n\(tree.joined(separator: "\n"))",
                file: file, line: line)
        }
    }
}

/// Runs `scripts/atspi-tree.py`.
enum AccessibilityTree {
    /// The tree of `application`, one "role<TAB>name" a node; first, when `activating` names
    /// a node so, its first action is done (a click), which shows in a later reading. With
    /// `after`, the node activated is the first so named after a node named `after`.
    ///
    /// The loop runs while the script does: it asks every application on the bus for its
    /// name, this test process too once it has made a GTK widget, and a process not answering
    /// held each reading for D-Bus's 25 s timeout.
    @MainActor
    static func read(
        application: String, activating: String? = nil, after: String? = nil
    ) -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/atspi-tree.py")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("atspi-tree-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: output)
        else { return [] }
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments =
            [script.path, application] + (activating.map { ["--activate", $0] } ?? [])
            + (after.map { ["--after", $0] } ?? [])
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        try? GtkTest.wait("the accessibility tree", timeout: .seconds(120)) { !process.isRunning }
        if process.isRunning {
            process.terminate()
        }
        process.waitUntilExit()
        try? handle.close()
        guard process.terminationStatus == 0,
            let text = try? String(contentsOf: output, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").map(String.init)
    }
}
