import CGLib
import CGtk
import GeneratedTestSupport
import Glibc
import GtkRx
import GtkRxGLib
import GtkRxTest
import XCTest

/// Generated members that pass or return C arrays with a length (GIR's `<array length="n">`):
/// the Swift array's count is the length C gets, an array C returns is read with the length C
/// wrote beside it and freed as GIR says, and an empty array is never `NULL` to C.
@MainActor
final class GeneratedArrayTests: GtkTestCase {
    func testADropTargetOfSeveralTypesListsThemInOrder() async throws {
        let target = DropTarget(acceptingAnyOf: [String.self, [File].self, Texture.self])
        XCTAssertEqual(
            target.gtypes, [String.contentType, [File].contentType, Texture.contentType])
        target.setGtypes(types: [])
        XCTAssertEqual(target.gtypes, [], "an empty list accepts nothing")
        target.setGtypes(types: [[File].contentType])
        XCTAssertEqual(target.gtypes, [[File].contentType])
    }

    func testPageRangesRoundTripThroughPrintSettings() async throws {
        let settings = PrintSettings()
        let ranges = [PageRange(start: 0, end: 2), PageRange(start: 5, end: 5)]
        settings.setPageRanges(ranges)
        XCTAssertEqual(settings.pageRanges, ranges)
        XCTAssertEqual(settings.get("page-ranges"), "0-2,5")
        settings.setPageRanges([])
        XCTAssertEqual(settings.pageRanges, [])
    }

    func testContentFormatsReadBackTheirMIMETypesAndGTypes() async throws {
        let formats = try XCTUnwrap(ContentFormats(mimeTypes: ["text/plain", "image/png"]))
        XCTAssertEqual(formats.mimeTypes, ["text/plain", "image/png"])
        XCTAssertEqual(formats.gtypes, [])
        let typed = try XCTUnwrap(ContentFormats(gtype: String.contentType))
        XCTAssertEqual(typed.gtypes, [String.contentType])
    }

    func testATreePathMadeFromIndicesGivesThemBack() async throws {
        let path = try XCTUnwrap(TreePath(indicesv: [3, 0, 12]))
        XCTAssertEqual(path.indicesWithDepth, [3, 0, 12])
        XCTAssertEqual(path.toString(), "3:0:12")
    }

    func testAGioListStoreSplicesInObjectsItKeepsAfterTheirWrappersGo() async throws {
        let store = GtkRxGLib.ListStore(itemType: StringObject.gType)
        store.splice(
            0, nRemovals: 0, additions: [StringObject(string: "a"), StringObject(string: "b")])
        store.splice(1, nRemovals: 0, additions: [StringObject(string: "between")])
        // The wrappers made above are gone; the store holds references of its own.
        let strings = (0..<store.nItems).map {
            (store.object(position: $0) as? StringObject)?.string
        }
        XCTAssertEqual(strings, ["a", "between", "b"])
        store.splice(0, nRemovals: 2, additions: [])
        XCTAssertEqual(store.nItems, 1)
    }

    func testATextChildAnchorListsTheWidgetsAtIt() async throws {
        let view = TextView()
        let anchor = TextChildAnchor()
        XCTAssertTrue(anchor.widgets.isEmpty)
        var end = view.buffer.endIter
        view.buffer.insertChildAnchor(iter: &end, anchor: anchor)
        let button = Button(label: "in the text")
        view.addChildAtAnchor(child: button, anchor: anchor)
        XCTAssertEqual(anchor.widgets.map { $0 === button }, [true])
    }

    func testAThemedIconMadeFromNamesKeepsThemAll() async throws {
        let icon = ThemedIcon(names: ["document-save", "document-save-symbolic"])
        XCTAssertEqual(icon.names, ["document-save", "document-save-symbolic"])
    }

    func testAFileDescriptorListTakesAndGivesBackItsDescriptors() async throws {
        let first = dup(1)
        let second = dup(2)
        let list = UnixFDList(array: [Int(first), Int(second)])
        XCTAssertEqual(list.length, 2)
        XCTAssertEqual(list.peekFds().count, 2)
        let stolen = list.stealFds()
        XCTAssertEqual(stolen.count, 2)
        XCTAssertTrue(stolen.allSatisfy { fcntl(Int32($0), F_GETFD) != -1 }, "open, now ours")
        stolen.forEach { close(Int32($0)) }
    }

    func testAnIconThemeListsNoSizesForAnIconItDoesNotHave() async throws {
        let theme = IconTheme()
        XCTAssertEqual(theme.iconSizes(iconName: "no-such-icon-anywhere"), [])
    }

    func testTheDisplayMapsAKeyValueToTheKeysThatTypeIt() async throws {
        let display = Window().display
        let keys = try XCTUnwrap(display.mapKeyval(Int(GDK_KEY_a)))
        XCTAssertFalse(keys.isEmpty)
        XCTAssertTrue(keys.allSatisfy { $0.keycode > 0 })
    }

    func testADataInputStreamReadsLinesAndNilAtTheEnd() async throws {
        let stream = DataInputStream(
            baseStream: MemoryInputStream(bytes: Array("one\n\nthree".utf8)))
        var lines: [[UInt8]?] = []
        var failure: GLibError?
        func readNext() {
            stream.readLine { outcome in
                switch outcome {
                case .success(let line):
                    lines.append(line.result)
                    if line.result != nil { readNext() }
                case .failure(let error):
                    failure = error
                }
            }
        }
        readNext()
        try GtkTest.wait("the stream's end") { lines.last == .some(nil) || failure != nil }
        XCTAssertNil(failure)
        XCTAssertEqual(lines, [Array("one".utf8), [], Array("three".utf8), nil])

        let again = DataInputStream(baseStream: MemoryInputStream(bytes: Array("x\n".utf8)))
        let line = try again.readLine(cancellable: nil)
        XCTAssertEqual(line.result, Array("x".utf8))
        XCTAssertEqual(line.length, 1)
        XCTAssertNil(try again.readLine(cancellable: nil).result, "the end of the stream")
    }

    func testSnapshotsDrawGradientsAndShadowsFromColorStops() async throws {
        let stops = [
            ColorStop(offset: 0, color: RGBA(red: 1, green: 0, blue: 0)),
            ColorStop(offset: 1, color: RGBA(red: 0, green: 0, blue: 1)),
        ]
        let snapshot = Snapshot()
        let bounds = Graphene.Rect(x: 0, y: 0, width: 10, height: 10)
        snapshot.pushShadow([
            Shadow(color: RGBA(red: 0, green: 0, blue: 0), dx: 1, dy: 1, radius: 2)
        ])
        snapshot.appendLinearGradient(
            bounds: bounds, startPoint: Graphene.Point(x: 0, y: 0),
            endPoint: Graphene.Point(x: 10, y: 0), stops: stops)
        snapshot.pop()
        let node = try XCTUnwrap(gtk_snapshot_to_node(cPointer(snapshot)))
        defer { gsk_render_node_unref(node) }
        XCTAssertEqual(gsk_render_node_get_node_type(node), GSK_SHADOW_NODE)
        XCTAssertEqual(gsk_shadow_node_get_n_shadows(node), 1)
        let shadow = try XCTUnwrap(gsk_shadow_node_get_shadow(node, 0)).pointee
        XCTAssertEqual([shadow.dx, shadow.dy, shadow.radius], [1, 1, 2])
        let gradient = try XCTUnwrap(gsk_shadow_node_get_child(node))
        XCTAssertEqual(gsk_render_node_get_node_type(gradient), GSK_LINEAR_GRADIENT_NODE)
        var count = 0
        let read = try XCTUnwrap(gsk_linear_gradient_node_get_color_stops(gradient, &count))
        XCTAssertEqual(count, 2)
        XCTAssertEqual((0..<count).map { ColorStop(read[$0]) }, stops)
    }

    func testArraysBothWaysLeaveNothingBehind() async throws {
        try leakCycle { watch in
            let store = watch(GtkRxGLib.ListStore(itemType: StringObject.gType))
            store.splice(0, nRemovals: 0, additions: [watch(StringObject(string: "a"))])
            let settings = watch(PrintSettings())
            settings.setPageRanges([PageRange(start: 1, end: 4)])
            let formats = try XCTUnwrap(ContentFormats(mimeTypes: ["text/plain", "text/html"]))
            let view = watch(TextView())
            let anchor = watch(TextChildAnchor())
            var end = view.buffer.endIter
            view.buffer.insertChildAnchor(iter: &end, anchor: anchor)
            view.addChildAtAnchor(child: watch(Label("at the anchor")), anchor: anchor)
            let icon = watch(ThemedIcon(names: ["edit-copy", "edit-copy-symbolic"]))
            let stream = watch(
                DataInputStream(baseStream: watch(MemoryInputStream(bytes: Array("line\n".utf8)))))
            let target = watch(DropTarget(acceptingAnyOf: [String.self, [File].self]))
            let checks = [
                store.nItems == 1, settings.pageRanges == [PageRange(start: 1, end: 4)],
                formats.mimeTypes.count == 2, anchor.widgets.count == 1,
                icon.names == ["edit-copy", "edit-copy-symbolic"],
                try stream.readLine(cancellable: nil).result == Array("line".utf8),
                target.gtypes.count == 2,
            ]
            return !checks.contains(false)
        }
    }

    func testDeprecatedMembersAreGeneratedAndWork() async throws {
        let calls: any DeprecatedCalls = DeprecatedGTKCalls()
        XCTAssertEqual(calls.keepsAspectRatioAfterClearingIt(), false)
        XCTAssertEqual(calls.actionFoundAfterInsertingIt(named: "save"), "save")
    }
}

/// Calls of deprecated generated members, through a protocol: Swift warns where a deprecated
/// member is used outside a deprecated declaration, and a conformance may be one.
@MainActor
private protocol DeprecatedCalls {
    func keepsAspectRatioAfterClearingIt() -> Bool
    func actionFoundAfterInsertingIt(named name: String) -> String?
}

private struct DeprecatedGTKCalls: DeprecatedCalls {
    @available(*, deprecated)
    func keepsAspectRatioAfterClearingIt() -> Bool {
        let picture = Picture()
        picture.setKeepAspectRatio(false)
        return picture.keepsAspectRatio
    }

    @available(*, deprecated)
    func actionFoundAfterInsertingIt(named name: String) -> String? {
        let group = SimpleActionGroup()
        group.insert(SimpleAction(name: name, parameterType: nil))
        return group.lookup(name)?.name
    }
}
