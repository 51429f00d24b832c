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
                "frame\tRxExample", "text\tUsername", "password text\tPassword", "text\tURL",
                "push button\tDo something", "push button\tFetch", "page tab\tSimple validation",
                "page tab\tData task", "page tab\tPeople", "text\tFilter", "text\tName",
                "push button\tAdd", "push button\tDelete", "label\tNobody selected",
                "push button\tMain Menu",
            ], once: "push button\tFetch")
    }

    /// The same controls, the People page's and the menu button's included, in Chinese.
    @MainActor
    func testTheNamesAreTranslatedInChinese() async throws {
        try expectNames(
            [
                "frame\tRxExample", "text\t用户名", "push button\t获取", "page tab\t简单验证",
                "page tab\t人员", "text\t筛选(F)", "label\t1,000 人", "push button\t添加",
                "push button\t删除", "push button\t主菜单",
            ], once: "push button\t获取", language: "zh_CN")
    }

    /// Starts FormApp (in `language`, when given), waits until its tree has `ready`, and
    /// checks that it has every one of `expected` (role, a tab, name).
    @MainActor
    private func expectNames(
        _ expected: [String], once ready: String, language: String? = nil,
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
        try GtkTest.wait("FormApp on the accessibility bus", timeout: .seconds(30)) {
            guard ContinuousClock.now - lastLook > .milliseconds(200) else { return false }
            lastLook = ContinuousClock.now
            tree = AccessibilityTree.read(application: "FormApp")
            return tree.contains(ready)
        }
        for name in expected {
            XCTAssertTrue(
                tree.contains(name), "missing \(name) in:\n\(tree.joined(separator: "\n"))",
                file: file, line: line)
        }
    }
}

/// Runs `scripts/atspi-tree.py`.
enum AccessibilityTree {
    static func read(application: String) -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/atspi-tree.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, application]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
