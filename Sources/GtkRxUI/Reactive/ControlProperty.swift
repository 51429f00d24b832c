import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// A type that presents itself as a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a ``ControlProperty``.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a widget that is both observable and bindable, such as an entry's text.
///
/// - Subscribing emits the current value, then every change the user makes.
/// - A value bound into it is set on the widget without being echoed back to its subscribers,
///   so a two-way binding with a ``GtkRxCore/BehaviorRelay`` has no feedback loop.
/// - It completes when the widget is destroyed (after its current value, when subscribed to
///   a widget already destroyed), and never fails.
/// - Its subscription is made, and its values are delivered, on the main thread.
public struct ControlProperty<PropertyType>: ControlPropertyType, @unchecked Sendable {
    // Sendable: the values are an immutable sequence subscribed on the main thread, and the
    // sink is a Binder that sets values on the main thread, so sharing a ControlProperty
    // between threads only shares those immutable values.

    /// The type of the values.
    public typealias Element = PropertyType

    private let values: Observable<PropertyType>
    private let valueSink: AnyObserver<PropertyType>

    /// A property whose subscribers receive `values`, and whose bound values go to `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == Element, Sink.Element == Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// A property whose `values` already subscribe on the main thread (GtkRx's signal
    /// sequences, or values derived from another property's), so they need no
    /// `subscribe(on:)` (one less hop per value).
    init(
        mainThreadValues values: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>
    ) {
        self.values = values
        self.valueSink = valueSink
    }

    /// Subscribes `observer` on the main thread: it receives the current value, then each
    /// change.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// Sets a bound value on the widget; an error is a programming error (it stops a debug
    /// build with a message starting `Binding error:`); completion is ignored.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next:
            valueSink.on(event)
        case .error(let error):
            rxFatalErrorInDebug("Binding error to UI: \(error)")
        case .completed:
            break
        }
    }

    /// The changes only, without the current value on subscription.
    public var changed: ControlEvent<PropertyType> {
        // `values` already subscribe on the main thread (either initializer sees to it).
        ControlEvent(mainThreadEvents: values.skip(1))
    }

    /// The values as an ``Observable``.
    public func asObservable() -> Observable<Element> { values }

    /// This property.
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// The values as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}

extension ControlProperty where PropertyType == String? {
    /// The property with `nil` read as `""`.
    public var orEmpty: ControlProperty<String> {
        let sink = valueSink
        return ControlProperty<String>(
            mainThreadValues: values.map { $0 ?? "" },
            valueSink: AnyObserver<String> { sink.on($0.map { $0 as String? }) })
    }
}
