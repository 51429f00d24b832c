import CGLib
import CGtk
import Foundation
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

@testable import FormApp

/// Renders the window, as GTK draws it, to PNG files kept in the build folder
/// (`.build/snapshots/`): checked for size and for not being blank, not pixel by pixel.
@MainActor
final class SnapshotTests: FormWindowTestCase {
    func testTheInitialAndTheAllValidWindowRender() async throws {
        let form = try makeWindow()
        try GtkTest.wait("the window to be drawn") {
            gtk_widget_get_mapped(cgtk_widget(form.window.objectPointer)) != 0
                && gtk_widget_get_width(cgtk_widget(form.window.objectPointer)) > 0
        }
        let initial = try render(form.window, to: "formapp-initial.png")

        try User.type("alice", into: form.usernameOutlet)
        try User.type("secret", into: form.passwordOutlet)
        let valid = try render(form.window, to: "formapp-valid.png")

        for snapshot in [initial, valid] {
            XCTAssertGreaterThanOrEqual(snapshot.width, 300)
            XCTAssertGreaterThanOrEqual(snapshot.height, 250)
            XCTAssertGreaterThan(snapshot.fileSize, 2_000)
            XCTAssertGreaterThan(snapshot.distinctColors, 20, "not blank")
        }
        XCTAssertNotEqual(initial.pixels, valid.pixels, "the hints are gone in the valid state")
    }

    private struct Snapshot {
        var width: Int
        var height: Int
        var fileSize: Int
        var distinctColors: Int
        var pixels: [UInt8]
    }

    /// Draws `window` with its own renderer and saves it as a PNG under `.build/snapshots`.
    private func render(_ window: Window, to name: String) throws -> Snapshot {
        let widget = cgtk_widget(window.objectPointer)
        // Let GTK lay out and draw a fresh frame first: the paintable copies the last one.
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(widget))
        let frame = gdk_frame_clock_get_frame_counter(clock)
        gtk_widget_queue_draw(widget)
        try GtkTest.wait("a new frame") { gdk_frame_clock_get_frame_counter(clock) > frame }
        let width = Int(gtk_widget_get_width(widget))
        let height = Int(gtk_widget_get_height(widget))
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot), "nothing was drawn")
        defer { gsk_render_node_unref(node) }
        let renderer = gtk_native_get_renderer(OpaquePointer(widget))
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }

        let directory = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("snapshots")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        XCTAssertEqual(gdk_texture_save_to_png(texture, file.path), 1)

        let textureWidth = Int(gdk_texture_get_width(texture))
        let textureHeight = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        pixels.withUnsafeMutableBufferPointer {
            gdk_texture_download(texture, $0.baseAddress, gsize(textureWidth * 4))
        }
        var colors = Set<UInt32>()
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            colors.insert(
                UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8
                    | UInt32(pixels[offset + 2]) << 16)
        }
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return Snapshot(
            width: textureWidth, height: textureHeight, fileSize: size,
            distinctColors: colors.count, pixels: pixels)
    }
}
