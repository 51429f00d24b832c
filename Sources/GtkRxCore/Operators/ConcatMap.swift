extension ObservableType {
    /// Maps each element to a sequence with `selector`, and sends the elements of those
    /// sequences one sequence after another, in the order of the elements: each is subscribed
    /// to when the one before it has completed. `selector` runs as each element arrives.
    ///
    /// Completes when this sequence and every inner sequence have completed; fails at once with
    /// the first error of this sequence, of an inner one, or that `selector` throws.
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), maxConcurrent: 1) { try selector($0).asObservable() }
    }
}
