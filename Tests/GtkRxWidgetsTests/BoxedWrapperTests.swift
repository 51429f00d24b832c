import Foundation
import GeneratedTestSupport
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// The generated wrappers of opaque boxed structures (`GtkTreePath`, `GdkContentFormats`,
/// `PangoAttrList`, `PangoFontDescription`, …): each owns a copy or a reference of its own,
/// made and freed by the boxed type, so a value read from a widget stays valid after the
/// widget changes or goes, and nothing is freed twice.
@MainActor
final class BoxedWrapperTests: GtkTestCase {
    func testATreePathIsParsedWalkedAndCopied() async throws {
        let path = try XCTUnwrap(TreePath(string: "1:2:3"))
        XCTAssertEqual(path.depth, 3)
        XCTAssertEqual(path.toString(), "1:2:3")
        let copy = try XCTUnwrap(path.copy())
        copy.next()
        XCTAssertEqual(copy.toString(), "1:2:4")
        XCTAssertEqual(path.toString(), "1:2:3", "a copy is a structure of its own")
        XCTAssertEqual(path.compare(copy), -1)
        XCTAssertTrue(copy.up())
        XCTAssertTrue(copy.isAncestor(descendant: path))
        XCTAssertNil(TreePath(string: "not a path"), "GTK makes no path from it: nil")
    }

    func testATreePathWithANULByteIsRefusedNotCut() async throws {
        var path: TreePath?
        let report = try captureStandardError { path = TreePath(string: "1\u{0}2") }
        XCTAssertTrue(report.contains("TreePath.init"), report)
        XCTAssertNotEqual(path?.toString(), "1", "the text is not cut at the NUL")
    }

    func testContentFormatsKnowTheirTypes() async throws {
        let formats = try XCTUnwrap(ContentFormats(gtype: Label.gType))
        XCTAssertTrue(formats.containGtype(type: Label.gType))
        XCTAssertFalse(formats.containMimeType("image/png"))
        XCTAssertFalse(formats.toString().isEmpty)
        let same = try XCTUnwrap(ContentFormats(gtype: Label.gType))
        XCTAssertTrue(formats.match(same))
    }

    /// A label's attributes are read as a reference of the wrapper's own: it outlives the
    /// label's next attributes and the label itself.
    func testALabelsAttributesOutliveTheLabel() async throws {
        let attributes = try XCTUnwrap(AttrList())
        let messages = GLibLog.recordingWarnings {
            var label: Label? = Label("bold")
            label?.attributes = attributes
            guard let read = label?.attributes else { return XCTFail("no attributes read") }
            XCTAssertTrue(read.equal(attributes))
            label?.attributes = nil
            XCTAssertNil(label?.attributes)
            label = nil
            GtkTest.pumpUntilIdle()
            XCTAssertEqual(read.toString(), attributes.toString())
        }
        XCTAssertEqual(messages, [], "GLib's warnings and critical warnings")
    }

    /// A font description set on a text tag through GValue is copied both ways.
    func testAFontDescriptionRoundTripsThroughATag() async throws {
        let font = try XCTUnwrap(FontDescription())
        font.setFamily("Serif")
        font.weight = .bold
        font.size = 12 * 1024
        let tag = TextTag(name: "title")
        tag.fontDesc = font
        font.setFamily("Monospace")
        let read = try XCTUnwrap(tag.fontDesc)
        XCTAssertEqual(read.family, "Serif", "the tag keeps a copy of its own")
        XCTAssertEqual(read.weight, .bold)
        XCTAssertEqual(read.size, 12 * 1024)
        XCTAssertFalse(read.equal(font))
    }

    /// Boxed values made, read and dropped round after round leave nothing behind.
    func testBoxedValuesLeaveNothingBehind() async throws {
        var round = 0
        try leakCycle { watch in
            round += 1
            let label = watch(Label("l\(round)"))
            label.attributes = AttrList()
            let tag = watch(TextTag(name: "t\(round)"))
            tag.fontDesc = FontDescription()
            let path = TreePath(string: "\(round % 10):1")
            return label.attributes?.copy() != nil && tag.fontDesc != nil
                && path?.copy()?.depth == 2
        }
    }
}
