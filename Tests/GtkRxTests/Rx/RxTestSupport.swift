/// Errors for tests of failing sequences.
enum TestError: Error, Equatable {
    case boom
    case other
}
