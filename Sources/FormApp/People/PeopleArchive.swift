import Foundation

/// The People page's people as a JSON file, for export and import: an array of objects with
/// a `name` and an `email`, in the page's order.
///
/// ```json
/// [
///   { "email" : "ada.allen.1@example.org", "name" : "Ada Allen" }
/// ]
/// ```
///
/// Ids are the app's own and are not written: imported people get new ones, in order. An
/// imported person without an `email` gets one made from the name, as an added person does;
/// other keys are ignored.
enum PeopleArchive {
    /// One person as written.
    private struct Entry: Codable {
        var name: String
        var email: String?
    }

    /// `people` as JSON (pretty-printed, keys sorted, UTF-8).
    static func encode(_ people: [Person]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and optionals of strings cannot fail.
        return (try? encoder.encode(people.map { Entry(name: $0.name, email: $0.email) }))
            ?? Data("[]".utf8)
    }

    /// The people in `data`, with ids 1, 2, … in order.
    ///
    /// - Throws: ``PeopleArchiveError`` when `data` is not JSON, not an array of objects with
    ///   a string `name`, or a name is blank; nothing is read then.
    static func decode(_ data: Data) throws(PeopleArchiveError) -> [Person] {
        let entries: [Entry]
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .notJSON
        }
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw .notAListOfPeople
        }
        var people: [Person] = []
        people.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let name = entry.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw .blankName(position: index + 1) }
            let id = index + 1
            let email =
                entry.email.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .flatMap { $0.isEmpty ? nil : $0 } ?? PeopleDirectory.email(for: name, id: id)
            people.append(Person(id: id, name: name, email: email))
        }
        return people
    }
}

/// Why a file could not be imported as people.
enum PeopleArchiveError: Error, Equatable {
    /// The file is not JSON (or not UTF-8).
    case notJSON
    /// The file is JSON, but not an array of objects each with a string `name`.
    case notAListOfPeople
    /// The person at this position (from 1) has a blank name.
    case blankName(position: Int)
}
