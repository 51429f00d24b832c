/// A type-erased observer: any observer, or a closure that handles events.
///
/// ```swift
/// let observer: AnyObserver<Data> = AnyObserver { event in
///     switch event {
///     case .next(let data): print("Data Task Success with count: \(data.count)")
///     case .error(let error): print("Data Task Error: \(error)")
///     default: break
///     }
/// }
/// ```
public struct AnyObserver<Element>: ObserverType {
    /// The closure that handles each event.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that handles each event with `eventHandler`.
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
    }

    /// An observer that forwards each event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event` to the wrapped handler.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// This observer.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// This observer, type-erased.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer of `Result` values that transforms them into this observer's elements.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
        -> AnyObserver<Result>
    {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
