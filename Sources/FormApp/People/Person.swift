/// Someone on FormApp's "People" page.
struct Person: Identifiable, Equatable, Sendable {
    /// Unique among the people shown.
    let id: Int
    /// The full name.
    let name: String
    /// The e-mail address.
    let email: String
}
