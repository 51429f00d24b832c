import Foundation
import XCTest

@testable import FormApp

/// People as JSON: what is written, what is read back, and what is refused.
final class PeopleArchiveTests: XCTestCase {
    func testExportedPeopleComeBackInOrderWithNewIds() throws {
        let people = Array(PeopleDirectory.people(count: 1_001).reversed())
        let read = try PeopleArchive.decode(PeopleArchive.encode(people))
        XCTAssertEqual(read.map(\.name), people.map(\.name))
        XCTAssertEqual(read.map(\.email), people.map(\.email))
        XCTAssertEqual(read.map(\.id), Array(1...1_001))
    }

    func testTheFileIsReadableJSON() throws {
        let people = [Person(id: 7, name: "Grace Hopper", email: "grace@example.org")]
        let text = String(decoding: PeopleArchive.encode(people), as: UTF8.self)
        XCTAssertEqual(
            text,
            """
            [
              {
                "email" : "grace@example.org",
                "name" : "Grace Hopper"
              }
            ]
            """)
        XCTAssertEqual(String(decoding: PeopleArchive.encode([]), as: UTF8.self), "[\n\n]")
    }

    func testNamesInAnyScriptRoundTrip() throws {
        let people = [
            Person(id: 1, name: "李雷", email: "li@example.org"),
            Person(id: 2, name: "Zoë \"Z\" O'Neil / \\", email: "z@example.org"),
        ]
        XCTAssertEqual(try PeopleArchive.decode(PeopleArchive.encode(people)), people)
    }

    func testAMissingOrBlankAddressIsMadeFromTheName() throws {
        let json = #"[{"name": " Ada Lovelace "}, {"name": "Alan Turing", "email": " "}]"#
        let people = try PeopleArchive.decode(Data(json.utf8))
        XCTAssertEqual(people.map(\.name), ["Ada Lovelace", "Alan Turing"])
        XCTAssertEqual(
            people.map(\.email), ["ada.lovelace.1@example.org", "alan.turing.2@example.org"])
    }

    func testBadFilesAreRefusedWithTheirReason() {
        let cases: [(String, PeopleArchiveError)] = [
            ("", .notJSON),
            ("[{", .notJSON),
            ("\u{FF}\u{FE}", .notJSON),
            (#"{"name": "Ada"}"#, .notAListOfPeople),
            ("42", .notAListOfPeople),
            (#"[{"email": "a@example.org"}]"#, .notAListOfPeople),
            (#"[{"name": 42}]"#, .notAListOfPeople),
            (#"[{"name": "Ada"}, {"name": "  "}]"#, .blankName(position: 2)),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try PeopleArchive.decode(Data(text.utf8)), text) { error in
                XCTAssertEqual(error as? PeopleArchiveError, expected, text)
            }
        }
    }

    func testAnEmptyListIsAListOfNoOne() throws {
        XCTAssertEqual(try PeopleArchive.decode(Data("[]".utf8)), [])
    }
}
