extension PrimitiveSequence {
    /// The same sequence, its subscription, events and disposal printed to standard output;
    /// see ``ObservableType/debug(_:trimOutput:file:line:function:)`` for the format. A success
    /// prints as an element followed by completion.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
        line: UInt = #line, function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// ``debug(_:trimOutput:file:line:function:)`` writing each line to `output`, for tests.
    func debug(
        _ identifier: String?, trimOutput: Bool, file: String, line: UInt, function: String,
        output: @escaping (String) -> Void
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function,
                output: output))
    }
}
