import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import XCTest

/// Pixels compared with a PNG checked into the repository, under `Tests/FormAppTests/Snapshots`.
///
/// A test renders a widget (``renderedPixels(of:)``) and calls ``assertMatches(_:named:)``: the
/// test fails when the reference is missing, differs in size, or differs in any channel of any
/// pixel by more than ``tolerance`` (renderers round colors a little differently). It never
/// rewrites the reference, unless the environment variable `GTKRX_UPDATE_SNAPSHOTS` is `1`:
///
///     GTKRX_UPDATE_SNAPSHOTS=1 scripts/with-display swift test --skip-build \
///         --filter ShownShareBarTests
///
/// writes the rendered pixels as the new reference (and still fails, so that a run that updates
/// is never taken for a passing one); look at the PNG before committing it. When pixels differ,
/// what was rendered is saved in `gtkrx-snapshots/` in the temporary directory, for a look.
@MainActor
enum ReferenceImage {
    /// The largest difference allowed in any channel (0–255) of any pixel.
    static let tolerance = 2

    /// Where the references are: beside this file, in `Snapshots/`.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// Whether this run writes references instead of comparing with them.
    static var updating: Bool {
        ProcessInfo.processInfo.environment["GTKRX_UPDATE_SNAPSHOTS"] == "1"
    }

    /// A texture's pixels, each four bytes in Cairo's order (premultiplied B, G, R, A on a
    /// little-endian machine), with the texture kept to save it.
    struct Pixels {
        /// The texture the pixels were read from.
        let texture: Texture
        let width: Int
        let height: Int
        let bytes: [UInt8]

        /// Reads `texture`'s pixels.
        init(_ texture: Texture) {
            self.texture = texture
            let pointer = OpaquePointer(texture.objectPointer)
            width = Int(gdk_texture_get_width(pointer))
            height = Int(gdk_texture_get_height(pointer))
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            let stride = gsize(width * 4)
            bytes.withUnsafeMutableBufferPointer {
                gdk_texture_download(pointer, $0.baseAddress, stride)
            }
            self.bytes = bytes
        }

        /// The pixel at `x`, `y` as (red, green, blue, alpha), premultiplied.
        func rgba(x: Int, y: Int) -> [Int] {
            let offset = (y * width + x) * 4
            return [bytes[offset + 2], bytes[offset + 1], bytes[offset], bytes[offset + 3]].map {
                Int($0)
            }
        }

        /// Saves the pixels as a PNG file at `url`.
        func save(to url: URL) throws {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard gdk_texture_save_to_png(OpaquePointer(texture.objectPointer), url.path) != 0
            else {
                throw ReferenceImageError("GTK could not write \(url.path)")
            }
        }
    }

    /// Draws `widget` as GTK last drew it, with its window's renderer, at its allocated size.
    /// The caller makes sure the widget has been drawn in its current state (see
    /// ``waitForAFreshFrame(of:)``).
    static func renderedPixels(of widget: Widget) throws -> Pixels {
        let pointer = cgtk_widget(widget.objectPointer)
        let native = try XCTUnwrap(gtk_widget_get_native(pointer), "the widget is in a window")
        let renderer = try XCTUnwrap(gtk_native_get_renderer(native), "the window is realized")
        // The paintable copies the widget's last drawing (its render node), so it is made after
        // the frame that drew the current state.
        let paintable = try XCTUnwrap(gtk_widget_paintable_new(pointer))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(
            paintable, snapshot, Double(widget.width), Double(widget.height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot), "the widget drew nothing")
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(widget.width), Float(widget.height))
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, &viewport))
        return Pixels(try adopt(texture))
    }

    /// Queues a redraw of `widget` and runs the loop until its window has drawn a new frame.
    static func waitForAFreshFrame(of widget: Widget) throws {
        let pointer = cgtk_widget(widget.objectPointer)
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(pointer), "the widget is realized")
        let frame = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(pointer)
        try GtkTest.wait("a new frame") { gdk_frame_clock_get_frame_counter(clock) > frame }
    }

    /// Fails the test unless `pixels` match the reference `name` (a PNG file name in
    /// ``directory``) within ``tolerance``; writes the reference instead when ``updating``.
    static func assertMatches(
        _ pixels: Pixels, named name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let reference = directory.appendingPathComponent(name)
        if updating {
            try pixels.save(to: reference)
            XCTFail(
                "wrote the reference \(reference.path) (GTKRX_UPDATE_SNAPSHOTS=1); look at it, "
                    + "and run again without the variable", file: file, line: line)
            return
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            XCTFail(
                "no reference image \(reference.path): run with GTKRX_UPDATE_SNAPSHOTS=1 to "
                    + "write it", file: file, line: line)
            return
        }
        let expected = Pixels(try loadTexture(reference))
        guard expected.width == pixels.width, expected.height == pixels.height else {
            let actual = try saveForALook(pixels, name: name)
            XCTFail(
                "rendered \(pixels.width)×\(pixels.height), the reference is "
                    + "\(expected.width)×\(expected.height) (rendered saved as \(actual.path))",
                file: file, line: line)
            return
        }
        var differing = 0
        var first: (x: Int, y: Int, actual: [Int], expected: [Int])?
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let actual = pixels.rgba(x: x, y: y)
                let wanted = expected.rgba(x: x, y: y)
                if zip(actual, wanted).contains(where: { abs($0 - $1) > tolerance }) {
                    differing += 1
                    if first == nil { first = (x, y, actual, wanted) }
                }
            }
        }
        if let first {
            let actual = try saveForALook(pixels, name: name)
            XCTFail(
                "\(differing) of \(pixels.width * pixels.height) pixels differ from \(name) by "
                    + "more than \(tolerance); the first at (\(first.x), \(first.y)): RGBA "
                    + "\(first.actual), expected \(first.expected) (rendered saved as "
                    + "\(actual.path))", file: file, line: line)
        }
    }

    /// Saves what was rendered in the temporary directory, for a look when a comparison fails.
    private static func saveForALook(_ pixels: Pixels, name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkrx-snapshots").appendingPathComponent(name)
        try pixels.save(to: url)
        return url
    }

    /// Loads a PNG file as a texture.
    private static func loadTexture(_ url: URL) throws -> Texture {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no reason given"
            g_error_free(error)
            throw ReferenceImageError("GTK could not load \(url.path): \(message)")
        }
        return try adopt(texture)
    }

    /// Wraps a texture GTK returned with a reference the caller owns.
    private static func adopt(_ texture: OpaquePointer) throws -> Texture {
        let object = UnsafeMutablePointer<GObject>(texture)
        defer { g_object_unref(object) }  // the wrapper takes a reference of its own
        return try XCTUnwrap(Object.wrapper(for: object, as: Texture.self), "a GdkTexture")
    }
}

/// A reference image could not be read or written.
struct ReferenceImageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
