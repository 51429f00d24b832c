import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Keyboard shortcuts with typed triggers: as a control event, and activating named actions;
/// a trigger GTK cannot parse is an error naming it.
@MainActor
final class ShortcutTests: GtkTestCase {
    func testAShortcutEventAddsItsControllerAndFiresWhenTriggered() async throws {
        let box = Box(orientation: .vertical)
        var fired = 0
        let subscription = try box.rx.shortcut(.keys("<Control>q"))
            .subscribe(onNext: { fired += 1 })
        let controller = try XCTUnwrap(controllers(ShortcutController.self, on: box).first)
        let shortcut = try XCTUnwrap(controller.object(position: 0) as? Shortcut)
        XCTAssertEqual(shortcut.trigger?.toString(), "<Control>q")
        let handled = shortcut.action?.activate([], widget: box, args: nil)
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(handled, true, "the shortcut consumes its keys")
        subscription.dispose()
        XCTAssertTrue(controllers(ShortcutController.self, on: box).isEmpty)
    }

    func testAKeyvalTriggerNamesItsKey() async throws {
        let box = Box(orientation: .vertical)
        let bag = DisposeBag()
        let f1 = try XCTUnwrap(Keyval.named("F1"))
        try box.rx.shortcut(.key(f1, modifiers: .shiftMask)).subscribe().disposed(by: bag)
        let controller = try XCTUnwrap(controllers(ShortcutController.self, on: box).first)
        let shortcut = try XCTUnwrap(controller.object(position: 0) as? Shortcut)
        XCTAssertEqual(shortcut.trigger?.toString(), "<Shift>F1")
    }

    func testAnUnparsableTriggerThrowsAnErrorNamingIt() async {
        let box = Box(orientation: .vertical)
        for bad in ["<Nonsense", "<Control>", "not a key at all"] {
            XCTAssertThrowsError(try box.rx.shortcut(.keys(bad)), bad) { error in
                XCTAssertEqual(error as? ShortcutError, .unparsableTrigger(bad))
                XCTAssertTrue("\(error)".contains("\"\(bad)\""), "\(error)")
            }
        }
        XCTAssertThrowsError(try box.rx.shortcut(.key(0x7FFF_FFFF, modifiers: [])))
        XCTAssertTrue(controllers(ShortcutController.self, on: box).isEmpty)
    }

    func testNamedShortcutsActivateTheirActions() async throws {
        let window = Window()
        let box = Box(orientation: .vertical)
        window.child = box
        let group = SimpleActionGroup()
        let size = SimpleAction(name: "size", parameter: String.self)
        group.addAction(size)
        box.insertActionGroup(name: "view", group: group)
        let bag = DisposeBag()
        var sizes: [String] = []
        size.rx.activated(as: String.self).subscribe(onNext: { sizes.append($0) })
            .disposed(by: bag)
        let controller = try box.addShortcuts([
            KeyboardShortcut(trigger: .keys("<Control>plus"), action: "view.size::large")
        ])
        let shortcut = try XCTUnwrap(controller.object(position: 0) as? Shortcut)
        _ = shortcut.action?.activate([], widget: box, args: shortcut.arguments)
        XCTAssertEqual(sizes, ["large"])
        box.removeController(controller)
        XCTAssertTrue(controllers(ShortcutController.self, on: box).isEmpty)
        window.destroy()
    }

    func testBadShortcutsAreRefusedWholeNamingTheBadPart() async {
        let box = Box(orientation: .vertical)
        XCTAssertThrowsError(
            try box.addShortcuts([
                KeyboardShortcut(trigger: .keys("<Control>w"), action: "window.close"),
                KeyboardShortcut(trigger: .keys("<Control>w"), action: "not valid!"),
            ])
        ) { error in
            XCTAssertEqual(error as? ShortcutError, .invalidActionName("not valid!"))
        }
        XCTAssertThrowsError(
            try box.addShortcuts([KeyboardShortcut(trigger: .keys("<Ctrl"), action: "app.quit")])
        ) { error in XCTAssertEqual(error as? ShortcutError, .unparsableTrigger("<Ctrl")) }
        XCTAssertTrue(controllers(ShortcutController.self, on: box).isEmpty)
    }

    func testAShortcutFiresOnARealKeyPressAndAnAcceleratorActivatesItsAction() async throws {
        let application = try Application(id: "io.github.gtkrx.ShortcutTests\(getpid())")
        try application.register()
        let window = ApplicationWindow(application: application)
        window.title = "ShortcutTests \(UUID().uuidString)"
        defer { window.destroy() }
        let save = SimpleAction(name: "save")
        application.addAction(save)
        application.setAccelerators(["<Control>e"], for: "app.save")
        let bag = DisposeBag()
        var saves = 0
        var shortcuts = 0
        save.rx.triggered.subscribe(onNext: { saves += 1 }).disposed(by: bag)
        try window.rx.shortcut(.keys("<Control>l")).subscribe(onNext: { shortcuts += 1 })
            .disposed(by: bag)
        window.present()
        try XKeyboard.press("Control_L+l", inWindowTitled: window.title ?? "") { shortcuts == 1 }
        try XKeyboard.press("Control_L+e", inWindowTitled: window.title ?? "") { saves == 1 }
        XCTAssertEqual(shortcuts, 1)
    }
}
