import Foundation
import GtkRxTest
import TestHelpers
import XCTest

/// FormApp's shortcuts pressed as a person presses them: real key events from the X server
/// (XTEST, through `scripts/x-send-keys.py`) to the running binary's window.
final class ShellKeyboardTests: XCTestCase {
    @MainActor
    func testCtrlQQuitsWithStatus0() async throws {
        let process = try launchFormApp()
        try press("Control_L+q", in: try waitForWindow(named: "RxExample", of: process))
        try GtkTest.wait("FormApp exits", timeout: .seconds(20)) { !process.isRunning }
        XCTAssertEqual(process.terminationStatus, 0)
    }

    @MainActor
    func testCtrlWClosesTheWindowAndWithItTheApp() async throws {
        let process = try launchFormApp()
        try press("Control_L+w", in: try waitForWindow(named: "RxExample", of: process))
        try GtkTest.wait("FormApp exits", timeout: .seconds(20)) { !process.isRunning }
        XCTAssertEqual(process.terminationStatus, 0, "closing its one window ends the app")
    }

    @MainActor
    func testCtrlQuestionMarkOpensTheShortcutsWindowAndAnotherKeyDoesNothing() async throws {
        let process = try launchFormApp()
        let window = try waitForWindow(named: "RxExample", of: process)
        try press("Control_L+x", in: window)
        try press("Control_L+Shift_L+question", in: window)
        _ = try waitForWindow(named: "Keyboard Shortcuts", of: process)
        XCTAssertTrue(process.isRunning, "Ctrl+X is no shortcut of FormApp's")
    }

    @MainActor
    func testF10ThenReturnOpensThePreferences() async throws {
        let process = try launchFormApp()
        let window = try waitForWindow(named: "RxExample", of: process)
        try press("F10", in: window)
        // The menu's popover: a window of FormApp's own beside the 1×1 group leader.
        try GtkTest.wait("the primary menu open") {
            run("/usr/bin/xwininfo", ["-root", "-tree"]).output
                .contains("\"FormApp\": (\"FormApp\" \"FormApp\")")
        }
        try press("Return", in: window)  // its first item, Preferences, has the focus
        _ = try waitForWindow(named: "Preferences", of: process)
        // The switch in it is the `app.dark-style` action's (AppShellTests flips it).
        try waitForDarkStyle(false)
    }

    @MainActor
    func testCtrlCommaOpensThePreferences() async throws {
        let process = try launchFormApp()
        try press("Control_L+comma", in: try waitForWindow(named: "RxExample", of: process))
        _ = try waitForWindow(named: "Preferences", of: process)
    }

    /// Waits until the running FormApp's `app.dark-style` reports `dark` over D-Bus
    /// (`org.gtk.Actions.Describe`, printed by gdbus as `((true, signature '', [<true>]),)`).
    @MainActor
    private func waitForDarkStyle(_ dark: Bool) throws {
        var lastLook = ContinuousClock.now - .seconds(1)
        try GtkTest.wait("app.dark-style is \(dark)", timeout: .seconds(30)) {
            guard ContinuousClock.now - lastLook > .milliseconds(100) else { return false }
            lastLook = ContinuousClock.now
            return run(
                "/usr/bin/gdbus",
                [
                    "call", "--session", "--dest", "io.github.gtkrx.FormApp", "--object-path",
                    "/io/github/gtkrx/FormApp", "--method", "org.gtk.Actions.Describe",
                    "dark-style",
                ]
            ).output.contains("[<\(dark)>]")
        }
    }

    @MainActor
    func testTheAlertIsNamedToAssistiveTechnologiesAfterTypingInEnglishAndChinese() async throws {
        for (language, wonderful, ok) in [
            (nil, "This is wonderful", "OK"), ("zh_CN", "太棒了", "确定"),
        ] as [(String?, String, String)] {
            let process = try launchFormApp(language: language)
            let window = try waitForWindow(named: "RxExample", of: process)
            // The username has the focus at start; Enter in the password is "Do something".
            for key in ["a", "l", "i", "c", "e", "Tab", "s", "e", "c", "r", "e", "t", "Return"] {
                try press(key, in: window)
            }
            // libadwaita 1.2 names its response button by both of its labels ("OK OK"), and
            // keeps a copy for its vertical layout.
            try expectAccessibleNames(
                ["dialog\tRxExample", "label\t\(wonderful)", "push button\t\(ok) \(ok)"],
                language: language)
            process.terminate()
            process.waitUntilExit()
        }
    }

    @MainActor
    func testTheAboutAndPreferencesWindowsAreNamedInEnglishAndChinese() async throws {
        for (language, names) in [
            (nil, ["frame\tAbout", "label\tGtkRx Form", "label\t0.1.0"]),
            ("zh_CN", ["label\tGtkRx 表单", "label\t基于 GTK 4 的 RxSwift 简单验证表单"]),
        ] as [(String?, [String])] {
            let process = try launchFormApp(language: language)
            _ = try waitForWindow(named: "RxExample", of: process)
            try activate("about")
            try expectAccessibleNames(names, language: language)
            try activate("preferences")
            try expectAccessibleNames(
                language == nil
                    ? ["frame\tPreferences", "label\tAppearance", "check box\tDark Style"]
                    : ["frame\t首选项", "label\t外观", "check box\t深色样式(D)"],
                language: language)
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The layouts as assistive technologies meet them, with real keys and a real resize:
    /// People (Alt+3) shows its boxed list of people by name; while the window is wide the
    /// selected person is beside the list and there is no "Back" button; narrowed as a
    /// window manager does, the leaflet folds and "Back" appears; widened, it goes again.
    @MainActor
    func testTheNarrowAndTheWideLayoutThroughTheAccessibilityTreeInEnglishAndChinese()
        async throws
    {
        for (language, filter, back, nobody) in [
            (nil, "Filter", "Back", "Nobody selected"), ("zh_CN", "筛选(F)", "返回", "未选择任何人"),
        ] as [(String?, String, String, String)] {
            let process = try launchFormApp(language: language)
            let window = try waitForWindow(named: "RxExample", of: process)
            try press("Alt_L+3", in: window)
            let wide = try expectAccessibleNames(
                [
                    "text\t\(filter)", "list\t\(language == nil ? "People" : "人员")",
                    "list item\tAda Allen", "label\t\(nobody)",
                ],
                language: language)
            XCTAssertFalse(wide.contains("push button\t\(back)"), "wide: nothing to go back to")
            try resizeWindow(window, width: 360, height: 640)
            try expectAccessibleNames(["push button\t\(back)"], language: language)
            try resizeWindow(window, width: 760, height: 640)
            try expectAccessibleNames(
                ["list item\tAda Allen"], absent: ["push button\t\(back)"], language: language)
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// A data task's outcome as a toast, read and dismissed through the accessibility tree:
    /// an address that is not one (typed with real keys, fetched with Enter) shows the error
    /// in the page and in a toast that stays until closed, whose close button has a name ("Close", libadwaita's own
    /// word, translated by it) and closes the toast when a screen reader presses it.
    @MainActor
    func testAToastIsReadAndClosedThroughTheAccessibilityTreeInEnglishAndChinese() async throws {
        for (language, error, close) in [
            (nil, "Data Task Error: That is not a valid http or https address.", "Close"),
            ("zh_CN", "数据任务出错：这不是有效的 http 或 https 地址。", "关闭"),
        ] as [(String?, String, String)] {
            let process = try launchFormApp(language: language)
            let window = try waitForWindow(named: "RxExample", of: process)
            try press("Alt_L+2", in: window)  // the focus goes to the address
            try press("x", in: window)
            try press("Return", in: window)
            // An error's toast stays until it is closed (FormApp's choice; libadwaita's own
            // 5 s could pass within one reading of the tree on a loaded machine).
            let shown = try expectAccessibleNames(
                ["filler\tAdwToastWidget", "label\t\(error)", "push button\t\(close)"],
                language: language)
            XCTAssertEqual(
                shown.filter { $0 == "label\t\(error)" }.count, 2, "in the page and in the toast")
            // The toast's button, not the window's own "Close".
            _ = AccessibilityTree.read(
                application: "FormApp", activating: "push button\t\(close)",
                after: "filler\tAdwToastWidget")
            let closed = try expectAccessibleNames(
                ["label\t\(error)"], absent: ["filler\tAdwToastWidget"], language: language)
            XCTAssertEqual(closed.filter { $0 == "label\t\(error)" }.count, 1, "in the page")
            XCTAssertTrue(process.isRunning, "the window is still open")
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Resizes the X window `id` as a window manager does (`scripts/x-resize-window.py`).
    private func resizeWindow(_ id: String, width: Int, height: Int) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/x-resize-window.py")
        let result = run("/usr/bin/python3", [script.path, id, String(width), String(height)])
        XCTAssertEqual(result.status, 0, "x-resize-window: \(result.error)")
    }

    /// Activates the running FormApp's application action `name` over the session bus.
    @MainActor
    private func activate(_ name: String) throws {
        let result = run(
            "/usr/bin/gdbus",
            [
                "call", "--session", "--dest", "io.github.gtkrx.FormApp", "--object-path",
                "/io/github/gtkrx/FormApp", "--method", "org.gtk.Actions.Activate", name, "[]",
                "{}",
            ])
        XCTAssertEqual(result.status, 0, "activating \(name): \(result.error)")
    }

    /// Waits until FormApp's accessibility tree (`scripts/atspi-tree.py`) has every one of
    /// `names` ("role<TAB>name") and none of `absent`, and returns that tree.
    @MainActor
    @discardableResult
    private func expectAccessibleNames(
        _ names: [String], absent: [String] = [], language: String?
    ) throws -> [String] {
        var tree: [String] = []
        var lastLook = ContinuousClock.now - .seconds(1)
        do {
            try GtkTest.wait(
                "\(names) and not \(absent) in \(language ?? "English")", timeout: .seconds(60)
            ) {
                guard ContinuousClock.now - lastLook > .milliseconds(200) else { return false }
                lastLook = ContinuousClock.now
                tree = AccessibilityTree.read(application: "FormApp")
                return names.allSatisfy(tree.contains) && !absent.contains(where: tree.contains)
            }
        } catch {
            XCTFail(
                "missing \(names.filter { !tree.contains($0) }), present "
                    + "\(absent.filter(tree.contains)) in:\n" + tree.joined(separator: "\n"))
            throw error
        }
        return tree
    }

    /// Starts FormApp (in `language`, when given) with preferences and caches of its own,
    /// ended after the test.
    private func launchFormApp(language: String? = nil) throws -> Process {
        let home = FileManager.default.temporaryDirectory
            .appendingPathComponent("formapp-keys-\(UUID().uuidString)")
        var environment = [
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "GSETTINGS_BACKEND": "keyfile",
        ]
        if let language {
            environment["LANGUAGE"] = language
            environment["LC_ALL"] = "C.UTF-8"
        }
        let process = try FormAppProcess.launch(setting: environment)
        addTeardownBlock {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: home)
        }
        return process
    }

    /// The X id of the window titled `name` that `process` shows, once the X server has it.
    ///
    /// By process: a FormApp another test started on the same display may still be closing,
    /// with a window of the same title, and keys pressed there would reach the wrong app.
    @MainActor
    private func waitForWindow(named name: String, of process: Process) throws -> String {
        var id: String?
        var lastLook = ContinuousClock.now - .seconds(1)
        try GtkTest.wait("a window titled \(name) of FormApp", timeout: .seconds(30)) {
            guard ContinuousClock.now - lastLook > .milliseconds(50) else { return false }
            lastLook = ContinuousClock.now
            // `0x400007 "RxExample": ("FormApp" "FormApp")  420x320+0+0  +0+0`
            let tree = run("/usr/bin/xwininfo", ["-root", "-tree"]).output
            let candidates = tree.split(separator: "\n")
                .filter { $0.contains("\"\(name)\"") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
            // GTK sets `_NET_WM_PID(CARDINAL) = 1234` on its toplevels.
            id = candidates.first { candidate in
                run("/usr/bin/xprop", ["-id", candidate, "_NET_WM_PID"]).output
                    .hasSuffix("= \(process.processIdentifier)\n")
            }
            return id != nil
        }
        return id ?? ""
    }

    /// Presses `keys` (X keysym names joined by `+`) in the window `id`.
    private func press(_ keys: String, in id: String) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/x-send-keys.py")
        let result = run("/usr/bin/python3", [script.path, id, keys])
        XCTAssertEqual(result.status, 0, "x-send-keys \(keys): \(result.error)")
    }

    private func run(_ path: String, _ arguments: [String]) -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        guard (try? process.run()) != nil else { return (-1, "", "cannot run \(path)") }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}
