extension PrimitiveSequence {
    /// The same sequence, but when it fails, the sequence `handler` returns for the error takes
    /// its place. An error `handler` throws ends the sequence with that error.
    public func `catch`(
        _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// The same sequence, subscribed to again when it fails, up to `maxAttemptCount`
    /// subscriptions in all (the first included); then it fails with the last error.
    ///
    /// With a `maxAttemptCount` of 0 the sequence is never subscribed to: a ``Maybe`` or a
    /// ``Completable`` completes at once, and a ``Single``, which cannot complete without its
    /// element, fails with ``RxError/noElements``. A negative `maxAttemptCount` fails with
    /// ``RxError/argumentOutOfRange``.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        if maxAttemptCount < 0 {
            return PrimitiveSequence(raw: .error(RxError.argumentOutOfRange))
        }
        if maxAttemptCount == 0 && Trait.self == SingleTrait.self {
            return PrimitiveSequence(raw: .error(RxError.noElements))
        }
        return PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The same single, but when it fails, it succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The same maybe, but when it fails, it succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
