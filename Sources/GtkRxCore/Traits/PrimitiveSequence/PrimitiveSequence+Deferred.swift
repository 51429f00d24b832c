extension PrimitiveSequence {
    /// A sequence that calls `primitiveSequenceFactory` anew for each subscription and
    /// subscribes to the sequence it returns. If the factory throws, the subscription fails
    /// with the error it threw.
    public static func deferred(
        _ primitiveSequenceFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: .deferred { try primitiveSequenceFactory().source })
    }
}
