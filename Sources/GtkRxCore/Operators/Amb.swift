import Synchronization

extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first (an element, an
    /// error or the completion), and disposes the subscription to the other.
    ///
    /// Both are subscribed to, this sequence first. The events of the sequence that did not
    /// win are dropped, even ones on their way on another thread when the other won.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element>
    where Right.Element == Element {
        Amb(sources: [asObservable(), right.asObservable()])
    }

    /// Mirrors whichever sequence of `sequence` sends an event first (an element, an error or
    /// the completion), and disposes the subscriptions to the others.
    ///
    /// The sequences are subscribed to in order; once one of them has sent an event, the
    /// ones after it are not subscribed to at all. With no sequences, the result never sends
    /// anything, as `never()`.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Amb(sources: Array(sequence))
    }
}

private final class Amb<Element>: Producer<Element> {
    let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AmbSink(count: sources.count, observer: observer, cancel: cancel)
        return (sink, sink.run(sources))
    }
}

/// The sources race to set `winner`; from then on, only the winner's events go downstream, and
/// they are serialized by the winner's own contract, so forwarding needs no lock.
private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private static var undecided: Int { -1 }

    private let subscriptions: [SingleAssignmentDisposable]
    /// The index of the source that sent the first event, or `undecided`.
    private let winner = Atomic(AmbSink.undecided)

    init(count: Int, observer: Observer, cancel: Cancelable) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ sources: [Observable<Element>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            if isDisposed || winner.load(ordering: .acquiring) != Self.undecided {
                subscriptions[index].dispose()
                continue
            }
            let observer = AnyObserver<Element> { event in self.on(event, from: index) }
            subscriptions[index].setDisposable(source.subscribe(observer))
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Element>, from index: Int) {
        let decided = winner.compareExchange(
            expected: Self.undecided, desired: index, ordering: .acquiringAndReleasing)
        if decided.exchanged {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        } else if decided.original != index {
            return
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
