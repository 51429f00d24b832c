import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// How a ``SharedSequence`` shares its source, and where it delivers its events.
public protocol SharingStrategyProtocol {
    /// The scheduler events are delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that cannot fail, delivers its events on the main thread, and shares one
/// subscription to its source among its subscribers: the base of ``Driver`` and ``Signal``.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
    SharedSequenceConvertibleType
{
    let source: Observable<Element>

    /// Wraps `source`, sharing it as the strategy says. `source` must not fail and must deliver
    /// on the strategy's scheduler.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// The sequence as an ``Observable``.
    public func asObservable() -> Observable<Element> { source }

    /// This sequence.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// A type that can present itself as a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequence {
    /// A sequence of one element, delivered on the main thread, that then completes.
    public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once.
    public static func empty() -> SharedSequence {
        SharedSequence(Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits.
    public static func never() -> SharedSequence {
        SharedSequence(Observable.never())
    }

    /// A sequence of `elements`, delivered on the main thread, that then completes.
    public static func of(_ elements: Element...) -> SharedSequence {
        SharedSequence(Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `array`, delivered on the main thread, that then
    /// completes.
    public static func from(_ array: [Element]) -> SharedSequence {
        SharedSequence(Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `sequence`, delivered on the main thread, that then
    /// completes.
    public static func from<Elements: Swift.Sequence>(_ sequence: Elements) -> SharedSequence
    where Elements.Element == Element {
        SharedSequence(Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of `optional`'s element, if it has one, delivered on the main thread, that
    /// then completes.
    public static func from(optional: Element?) -> SharedSequence {
        SharedSequence(
            Observable.from(optional.map { [$0] } ?? [], scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that calls `observableFactory` for each subscription and emits what the
    /// shared sequence it returns emits.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence)
        -> SharedSequence
    {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// A sequence that emits 0, 1, 2, … on the strategy's scheduler, one every `period`, the
    /// first one `period` after subscribing. It never completes.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits 0 on the strategy's scheduler after `dueTime`, then 1, 2, … every
    /// `period`. It never completes.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence
    {
        SharedSequence(
            Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
