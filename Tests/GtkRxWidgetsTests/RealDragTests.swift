import CGLib
import CGtk
import Glibc
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// A real drag inside the test process: the X server's pointer, moved and pressed through the
/// XTEST extension, drags a label's text onto another label of the same window, through GTK's
/// own drag source, X11's drag protocol and GTK's drop target.
@MainActor
final class RealDragTests: GtkTestCase {
    func testAStringDraggedOntoATargetArrivesTyped() async throws {
        let scene = try makeScene()
        scene.source.onPrepare(providing: String.self) { _, _ in "dragged text" }
        let recorder = Recorder<Dropped<String>>()
        let subscription = scene.zone.rx.drop(of: String.self).subscribe(recorder.observer)
        defer { subscription.dispose() }
        let target = try XCTUnwrap(
            scene.zone.eventControllers.compactMap { $0 as? DropTarget }.first)
        let positions = Recorder<PointerLocation>()
        let watching = Observable.merge(
            target.rx.enter.asObservable(), target.rx.motion.asObservable()
        )
        .subscribe(positions.observer)
        defer { watching.dispose() }

        try drag(in: scene) { positions.snapshot.elements.count >= 2 && target.currentDrop != nil }
        try GtkTest.wait("the drop") { !recorder.snapshot.elements.isEmpty }
        XCTAssertEqual(recorder.snapshot.elements.map(\.value), ["dragged text"])
        try GtkTest.wait("the drag to end") { scene.ended }
    }

    func testFilesDroppedOnAnAsyncTargetAreReadTyped() async throws {
        let scene = try makeScene()
        let file = try File(path: "/tmp/dragged file.txt")
        scene.source.onPrepare(providing: [File].self) { _, _ in [file] }
        let target = DropTargetAsync(accepting: [File].self)
        var motions = 0
        target.onDragEnter { _, _, _ in
            motions += 1
            return .copy
        }
        target.onDragMotion { _, _, _ in
            motions += 1
            return .copy
        }
        let recorder = Recorder<[File]>()
        var reads: [Disposable] = []
        target.onDrop { drop, _, _ in
            guard let drop else { return false }
            reads.append(
                drop.rx.readValue(as: [File].self).asObservable()
                    .do(onError: { _ in drop.finish([]) }, onCompleted: { drop.finish(.copy) })
                    .subscribe(recorder.observer))
            return true
        }
        scene.zone.addController(target)
        defer { reads.forEach { $0.dispose() } }

        try drag(in: scene) { motions >= 2 }
        try GtkTest.wait("the dropped files to be read") { recorder.snapshot.isStopped }
        XCTAssertNil(recorder.snapshot.error)
        XCTAssertEqual(recorder.snapshot.elements.first?.map(\.path), ["/tmp/dragged file.txt"])
        try GtkTest.wait("the drag to end") { scene.ended }
    }

    func testFilesDroppedOnATargetOfSeveralTypesArriveAsTheTypeTheyCameAs() async throws {
        let scene = try makeScene()
        let file = try File(path: "/tmp/dropped on several.txt")
        scene.source.onPrepare(providing: [File].self) { _, _ in [file] }
        // GTK reads a drop as the first of the target's types it can: files first, for GDK
        // can also give a list of files as text.
        let target = DropTarget(acceptingAnyOf: [[File].self, String.self])
        var motions = 0
        target.onEnter { _, _ in
            motions += 1
            return .copy
        }
        target.onMotion { _, _ in
            motions += 1
            return .copy
        }
        var dropped: (text: String?, files: [File]?)?
        target.onDropOfAnyType { target, _, _ in
            dropped = (target.value(as: String.self), target.value(as: [File].self))
            return true
        }
        scene.zone.addController(target)

        try drag(in: scene) { motions >= 2 && target.currentDrop != nil }
        try GtkTest.wait("the drop") { dropped != nil }
        XCTAssertNil(dropped?.text, "files, not text")
        XCTAssertEqual(dropped?.files?.map(\.path), ["/tmp/dropped on several.txt"])
        try GtkTest.wait("the drag to end") { scene.ended }
    }

    /// A window with a label to drag from (`handle`, with a drag source) and one to drop on
    /// (`zone`), destroyed when the test ends, and the pointer to drag with.
    @MainActor
    private final class Scene {
        let pointer: XTestPointer
        let window = Window()
        let handle = Label("drag me")
        let zone = Label("drop here")
        let source = DragSource()
        var began = false
        var ended = false

        init(pointer: XTestPointer) {
            self.pointer = pointer
        }
    }

    private func makeScene() throws -> Scene {
        guard let pointer = XTestPointer() else {
            // A failure, not a skip: a drag that cannot be driven proves nothing.
            throw RealDragError.noXTest
        }
        let scene = Scene(pointer: pointer)
        scene.window.setDefaultSize(width: 400, height: 200)
        let box = Box(orientation: .horizontal, spacing: 0)
        scene.handle.hexpand = true
        scene.zone.hexpand = true
        box.append(scene.handle)
        box.append(scene.zone)
        scene.window.child = box
        scene.source.onDragBegin { [unowned scene] _ in scene.began = true }
        scene.source.onDragEnd { [unowned scene] _, _ in scene.ended = true }
        scene.handle.addController(scene.source)
        addTeardownBlock { @MainActor in
            scene.pointer.finish()
            scene.window.destroy()
        }
        return scene
    }

    /// Drags from the middle of the scene's handle to the middle of its zone, and drops there
    /// once `isOver` says the target sees the drag over it.
    private func drag(in scene: Scene, isOver: () -> Bool) throws {
        let (window, handle, zone, pointer) = (
            scene.window, scene.handle, scene.zone, scene.pointer
        )
        window.present()
        try GtkTest.wait("the window to be laid out") {
            handle.width > 0 && zone.width > 0 && window.surface?.isMapped == true
        }
        let start = try XCTUnwrap(pointer.screenPoint(of: handle, in: window))
        let end = try XCTUnwrap(pointer.screenPoint(of: zone, in: window))

        pointer.move(to: start)
        pump(times: 5)
        pointer.button(press: true)
        pump(times: 5)
        for step in 1...20 {
            let fraction = Double(step) / 20
            pointer.move(
                to: (
                    start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction
                ))
            pump(times: 3)
        }
        try GtkTest.wait("the drag to begin") { scene.began }
        // Over the target, GTK's drop target sees the drag enter and move. X11's drag protocol
        // sends a position only once the target has answered the one before, so the pointer
        // keeps moving a pixel at a time while the test waits, as a hand does: at every 20th
        // check of the condition (a motion at each check floods GDK's queue of motions, and
        // the drag never gets its answer).
        var nudges = 0
        try GtkTest.wait("the drag to move over the target") {
            nudges += 1
            if nudges % 20 == 0 { pointer.move(to: (end.x + Double(nudges / 20 % 10), end.y)) }
            return isOver()
        }
        pointer.button(press: false)
    }

    /// Runs the GLib loop until idle `times` times: the pointer's requests have been processed
    /// by the X server (`XSync`) before, so its events for GTK are on GTK's connection.
    private func pump(times: Int) {
        for _ in 0..<times { _ = GtkTest.pumpUntilIdle() }
    }
}

/// The X server's pointer, driven through XTEST on a connection of its own (libX11 and libXtst
/// loaded at run time, as GTK's X11 backend has them).
@MainActor
private final class XTestPointer {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Sync = @convention(c) (OpaquePointer, Int32) -> Int32
    private typealias CloseDisplay = @convention(c) (OpaquePointer) -> Int32
    private typealias Motion = @convention(c) (OpaquePointer, Int32, Int32, Int32, UInt) -> Int32
    private typealias Button = @convention(c) (OpaquePointer, UInt32, Int32, UInt) -> Int32
    private typealias RootWindow = @convention(c) (OpaquePointer) -> UInt
    private typealias Translate =
        @convention(c) (
            OpaquePointer, UInt, UInt, Int32, Int32, UnsafeMutablePointer<Int32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt>
        ) -> Int32
    private typealias SurfaceXID = @convention(c) (OpaquePointer) -> UInt

    private let display: OpaquePointer
    private let sync: Sync
    private let closeDisplay: CloseDisplay
    private let motion: Motion
    private let buttonEvent: Button
    private let rootWindow: RootWindow
    private let translate: Translate
    private let surfaceXID: SurfaceXID

    /// The functions, looked up in the libraries; `nil` without them or an X display (GDK on
    /// Wayland, or no display).
    ///
    /// `unsafeBitCast` of each symbol: sound because each type above is the function's C
    /// prototype (Xlib.h, XTest.h, gdkx11surface.h: `Display *` and `GdkSurface *` as opaque
    /// pointers, `Window` and `unsigned long` as `UInt`, `Bool` and `int` as `Int32`), and
    /// the libraries stay loaded for the process (dlopen's handles are never closed).
    init?() {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW),
            let xtst = dlopen("libXtst.so.6", RTLD_NOW),
            let open = dlsym(x11, "XOpenDisplay"), let sync = dlsym(x11, "XSync"),
            let close = dlsym(x11, "XCloseDisplay"),
            let root = dlsym(x11, "XDefaultRootWindow"),
            let translate = dlsym(x11, "XTranslateCoordinates"),
            let motion = dlsym(xtst, "XTestFakeMotionEvent"),
            let button = dlsym(xtst, "XTestFakeButtonEvent"),
            let xid = dlsym(dlopen(nil, RTLD_NOW), "gdk_x11_surface_get_xid"),
            let display = unsafeBitCast(open, to: OpenDisplay.self)(nil)
        else { return nil }
        self.display = display
        self.sync = unsafeBitCast(sync, to: Sync.self)
        self.closeDisplay = unsafeBitCast(close, to: CloseDisplay.self)
        self.motion = unsafeBitCast(motion, to: Motion.self)
        self.buttonEvent = unsafeBitCast(button, to: Button.self)
        self.rootWindow = unsafeBitCast(root, to: RootWindow.self)
        self.translate = unsafeBitCast(translate, to: Translate.self)
        self.surfaceXID = unsafeBitCast(xid, to: SurfaceXID.self)
    }

    /// The middle of `widget` on the screen.
    func screenPoint(of widget: Widget, in window: Window) -> (x: Double, y: Double)? {
        guard
            let inWindow = widget.computePoint(
                target: window,
                point: Graphene.Point(x: Double(widget.width) / 2, y: Double(widget.height) / 2)),
            let surface = window.surface
        else { return nil }
        let offset = window.surfaceTransform
        var x: Int32 = 0
        var y: Int32 = 0
        var child: UInt = 0
        _ = translate(
            display, surfaceXID(cPointer(surface)), rootWindow(display),
            Int32(inWindow.x + offset.x), Int32(inWindow.y + offset.y), &x, &y, &child)
        return (Double(x), Double(y))
    }

    /// Moves the pointer to `point` on the screen.
    func move(to point: (x: Double, y: Double)) {
        _ = motion(display, -1, Int32(point.x), Int32(point.y), 0)
        _ = sync(display, 0)
    }

    /// Whether the first button is down.
    private var isPressed = false

    /// Presses or releases the first button.
    func button(press: Bool) {
        isPressed = press
        _ = buttonEvent(display, 1, press ? 1 : 0, 0)
        _ = sync(display, 0)
    }

    /// Releases the button if a failed test left it down (the next tests would see it held),
    /// and closes the connection.
    func finish() {
        if isPressed { button(press: false) }
        _ = closeDisplay(display)
    }
}

/// Why a real drag could not be driven.
private enum RealDragError: Error, CustomStringConvertible {
    /// The display has no XTEST extension to move the pointer with.
    case noXTest

    var description: String { "no X display with XTEST (run under scripts/with-display)" }
}
