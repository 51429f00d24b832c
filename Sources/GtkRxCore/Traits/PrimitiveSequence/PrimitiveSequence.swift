/// A sequence with a narrower grammar than an ``Observable``: a ``Single``, a ``Maybe`` or a
/// ``Completable``, told apart by `Trait`.
///
/// | Trait | Emits |
/// |---|---|
/// | ``SingleTrait`` | exactly one element, or an error |
/// | ``MaybeTrait`` | one element, or completion without one, or an error |
/// | ``CompletableTrait`` | completion or an error, never an element |
///
/// The grammar is kept by construction: every way of making one (`create`, `just`, the
/// conversions `asSingle()`, `asMaybe()` and `asCompletable()` that check the source, the
/// operators) yields a sequence that follows it. As an ``Observable`` (``asObservable()``), a
/// single's element is followed at once by completion.
///
/// Like RxSwift's, it is a struct wrapping the observable; it is cold, and each subscription
/// runs it anew.
public struct PrimitiveSequence<Trait, Element> {
    /// The underlying sequence, which follows the trait's grammar.
    let source: Observable<Element>

    /// Wraps `source`, which must follow the trait's grammar: only GtkRx's operators, which
    /// guarantee it, call this.
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

/// A type that presents itself as a ``PrimitiveSequence``: a ``Single``, ``Maybe`` or
/// ``Completable``. The traits' operators are written on this protocol, as in RxSwift.
public protocol PrimitiveSequenceType {
    /// What the sequence may emit: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The type of the element, `Never` for a ``Completable``.
    associatedtype Element

    /// The sequence as a ``PrimitiveSequence``.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// This sequence.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an ``Observable``: a success is an element followed at once by
    /// completion.
    public func asObservable() -> Observable<Element> { source }
}
