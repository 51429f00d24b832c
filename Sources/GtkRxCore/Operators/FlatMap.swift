extension ObservableType {
    /// Maps each element to a sequence with `selector`, and sends the elements of all those
    /// sequences as they come: each is subscribed to as soon as its element arrives.
    ///
    /// Completes when this sequence and every inner sequence have completed; fails at once with
    /// the first error of this sequence, of an inner one, or that `selector` throws, disposing
    /// the rest.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), maxConcurrent: .max) {
            try selector($0).asObservable()
        }
    }
}
