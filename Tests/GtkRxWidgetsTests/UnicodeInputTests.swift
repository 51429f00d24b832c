import CGLib
import CGtk
import GtkRx
import GtkRxTest
import TestHelpers
import XCTest

/// Text no keyboard layout of the test author's produces: combining marks, emoji sequences,
/// right-to-left scripts, a huge paste, and bytes that are not UTF-8 at all.
@MainActor
final class UnicodeInputTests: GtkTestCase {
    /// Each sample, with its length in characters (grapheme clusters) as a reader counts them.
    private static let samples: [(name: String, text: String, characters: Int)] = [
        ("combining marks", "e\u{301}te\u{301}", 3),
        ("stacked combining marks", "a\u{301}\u{302}\u{323}o\u{308}", 2),
        ("ZWJ emoji", String(repeating: "👨‍👩‍👧‍👦", count: 5), 5),
        ("skin tones and flags", "👋🏽🇮🇱🇸🇦", 3),
        ("Hebrew", "שלום", 4),
        ("Arabic with vowel marks", "مَرْحَبًا", 5),
        ("bidirectional mix", "abc שלום 123 مرحبا", 18),
    ]

    func testTypedTextReachesRxTextWhole() async throws {
        for sample in Self.samples {
            let entry = Entry()
            var latest: String?
            let subscription = entry.rx.text.subscribe(onNext: { latest = $0 })
            defer { subscription.dispose() }
            try User.type(sample.text, into: entry)
            XCTAssertEqual(latest.map { Array($0.utf8) }, Array(sample.text.utf8), sample.name)
            XCTAssertEqual(latest?.count, sample.characters, sample.name)
            XCTAssertEqual(entry.text, sample.text, sample.name)
        }
    }

    func testPastedTextReachesRxTextWhole() async {
        for sample in Self.samples {
            let entry = Entry()
            entry.text = "["
            var latest: String?
            let subscription = entry.rx.text.subscribe(onNext: { latest = $0 })
            defer { subscription.dispose() }
            entry.insertText(sample.text, at: 1)
            XCTAssertEqual(
                latest.map { Array($0.utf8) }, Array(("[" + sample.text).utf8), sample.name)
            XCTAssertEqual(latest?.count, sample.characters + 1, sample.name)
        }
    }

    /// 1 MiB of mixed text inserted at once, as a paste inserts it. GTK 4's entry buffer holds
    /// at most 65,535 bytes with its terminating NUL (`GTK_ENTRY_BUFFER_MAX_SIZE`), and cuts
    /// an insertion at the last whole UTF-8 character that fits: the entry keeps the paste's
    /// first 65,534 bytes or a few less. Nothing crashes, and `rx.text` delivers, in one
    /// piece, exactly what the entry holds: that prefix, as valid text, with the grapheme
    /// count Swift gives it.
    func testAOneMebibytePasteIntoAnEntryDeliversWhatGTKKeeps() async {
        let paste = Self.mebibyteOfText
        let entry = Entry()
        var latest: String?
        var deliveries = 0
        let subscription = entry.rx.text.subscribe(onNext: {
            latest = $0
            deliveries += 1
        })
        defer { subscription.dispose() }
        let start = ContinuousClock.now
        entry.insertText(paste, at: 0)
        GtkTest.pumpUntilIdle()
        let elapsed = ContinuousClock.now - start

        XCTAssertEqual(deliveries, 2, "the initial text, then the paste in one piece")
        let kept = latest ?? ""
        XCTAssertTrue((65_534 - 3...65_534).contains(kept.utf8.count), "\(kept.utf8.count)")
        let prefix = String(decoding: paste.utf8.prefix(kept.utf8.count), as: UTF8.self)
        XCTAssertTrue(kept.utf8.elementsEqual(prefix.utf8), "the paste's start, unchanged")
        XCTAssertEqual(kept.count, prefix.count)
        XCTAssertFalse(kept.contains("\u{FFFD}"), "cut between characters, not inside one")
        XCTAssertTrue(entry.text.utf8.elementsEqual(kept.utf8))
        print("UnicodeInputTests: a 1 MiB paste into an entry took \(elapsed)")
    }

    /// The same 1 MiB bound to a label, which has no size limit: the label keeps all of it,
    /// and GtkRx reads all of it back with every character.
    func testOneMebibyteBoundToALabelReadsBackWhole() async {
        let text = Self.mebibyteOfText
        let label = Label()
        Observable.just(text).bind(to: label.rx.text).dispose()
        let shown = label.text ?? ""
        XCTAssertEqual(shown.utf8.count, 1 << 20)
        XCTAssertEqual(shown.count, Self.mebibyteCharacters)
        XCTAssertTrue(shown.utf8.elementsEqual(text.utf8))
    }

    /// A unit of mixed text, and its length in characters.
    private static let unit = "ab e\u{301} 👨‍👩‍👧‍👦 שלום مَرْحَبًا 🇮🇱 "
    private static let unitCharacters = 20

    /// Exactly 1 MiB of UTF-8: `unit` repeated, then padding with "x".
    private static let mebibyteOfText: String = {
        let mebibyte = 1 << 20
        let repeats = mebibyte / unit.utf8.count
        let padding = mebibyte - repeats * unit.utf8.count
        return String(repeating: unit, count: repeats) + String(repeating: "x", count: padding)
    }()

    private static let mebibyteCharacters: Int = {
        let repeats = (1 << 20) / unit.utf8.count
        return repeats * unitCharacters + (1 << 20) - repeats * unit.utf8.count
    }()

    func testTheMebibyteSampleIsWhatItClaims() async {
        XCTAssertEqual(Self.unit.count, Self.unitCharacters)
        XCTAssertEqual(Self.mebibyteOfText.utf8.count, 1 << 20)
        XCTAssertEqual(Self.mebibyteOfText.count, Self.mebibyteCharacters)
    }

    /// Bytes that are not UTF-8, handed to GTK from C: nothing crashes, and what GtkRx reads
    /// back is a valid Swift string.
    func testInvalidUTF8FromCReadsAsValidText() async {
        let entry = Entry()
        var delivered: [String?] = []
        let subscription = entry.rx.text.subscribe(onNext: { delivered.append($0) })
        defer { subscription.dispose() }
        Self.invalidUTF8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                gtk_editable_set_text(cgtk_editable(entry.objectPointer), text.baseAddress)
            }
        }
        GtkTest.pumpUntilIdle()
        // GTK 4.8 takes the bytes without a warning; what it then holds is not UTF-8.
        let cText = gtk_editable_get_text(cgtk_editable(entry.objectPointer))!
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(cText).assumingMemoryBound(to: UInt8.self),
            count: strlen(cText))
        XCTAssertFalse(bytes.isEmpty, "GTK kept something")
        let held: String? = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(delivered.count, 2, "the initial text, then the new one")
        XCTAssertEqual(delivered.last, held, "rx.text delivers the bytes GTK holds, repaired")
        XCTAssertEqual(entry.text, held)
        XCTAssertTrue(held?.hasPrefix("a\u{FFFD}b") ?? false, held ?? "nil")
        XCTAssertTrue(held?.contains("\u{FFFD}") ?? false, "repaired, not passed on")
    }

    /// The conversion GtkRx applies to a C string it reads (here from a `GValue`, as
    /// properties are read) repairs invalid UTF-8: each bad sequence becomes U+FFFD, and the
    /// valid text around it is kept.
    func testInvalidUTF8InAGValueBecomesReplacementCharacters() async {
        var value = GValue()
        g_value_init(&value, cglib_type_string())
        defer { g_value_unset(&value) }
        Self.invalidUTF8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                g_value_set_string(&value, text.baseAddress)
            }
        }
        XCTAssertEqual(String(gValue: &value), Self.repaired)
        XCTAssertEqual(String?(gValue: &value), Self.repaired)
    }

    /// "a", a lone 0xFF, "b", a lead byte followed by "(", "c", a truncated 3-byte sequence;
    /// NUL-terminated.
    private static let invalidUTF8: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0x63, 0xE2, 0x82, 0]
    /// The same, repaired the way Swift's `String(decoding:as:)` repairs it.
    private static let repaired = "a\u{FFFD}b\u{FFFD}(c\u{FFFD}"
}
