import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A type that presents itself as a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The event as a ``ControlEvent``.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a widget, such as a button's taps.
///
/// - It never fails.
/// - Its subscription is made on the main thread, even when `subscribe` is called on another
///   thread, and its events arrive on the main thread.
/// - It completes when the widget is destroyed, and at once when subscribed to a widget
///   already destroyed.
/// - Each subscriber receives every event.
public struct ControlEvent<PropertyType>: ControlEventType, @unchecked Sendable {
    // Sendable: the wrapped sequence is immutable, and subscribing to it runs on the main
    // thread whichever thread subscribes, so sharing a ControlEvent between threads only
    // shares that immutable value.

    /// The type of the events.
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// A control event from `events`, which must not fail and must deliver on the main thread.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// A control event from `events`, which already subscribe on the main thread (GtkRx's
    /// signal sequences), so they need no `subscribe(on:)` (one less hop per event).
    package init(mainThreadEvents events: Observable<PropertyType>) {
        self.events = events
    }

    /// Subscribes `observer` on the main thread.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an ``Observable``.
    public func asObservable() -> Observable<Element> { events }

    /// This control event.
    public func asControlEvent() -> ControlEvent<Element> { self }

    /// The events as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}
