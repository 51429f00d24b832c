/// Something that releases a resource: most often a subscription.
///
/// `dispose()` may be called from any thread and any number of times; only the first call does
/// anything.
public protocol Disposable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds the disposable to `bag`, which disposes it when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
