import GtkRxCore
import GtkRxGLib

/// Turns one signal subscription's emissions into elements and sends them to its observer;
/// made once per subscription by ``Reactive/signalEvents(_:initial:ignoringBindings:element:)``.
///
/// It is generic over the element type only, and specialized for the usual ones, so that an
/// emission costs no run-time look-up of type metadata. The closures that make the elements
/// are generic over the object's type as well, which no prespecialized copy can name: code
/// generic over `Element` that holds an `Element?` or makes an `Event<Element>` looks up that
/// type's metadata at run time (a hash-table search of about 400 instructions) every time. So
/// the optional element and the event live here, not in those closures.
@MainActor
final class SignalElementSender<Element> {
    private let observer: AnyObserver<Element>
    private let element: @MainActor (SignalArguments) -> Element?

    /// Sends what `element` makes of each emission to `observer`.
    init(
        to observer: AnyObserver<Element>,
        element: @escaping @MainActor (SignalArguments) -> Element?
    ) {
        self.observer = observer
        self.element = element
    }

    // The generic entry point compares the element type with these and calls the matching
    // copy. The work is in `deliver`, not here: the look-ups it needs in the generic copy
    // would be hoisted above that comparison.
    // specialized types: signalElement (written by scripts/generate from SpecializedTypes.swift)
    /// Sends the element `arguments` make, if they make one.
    @_specialize(where Element == Void)
    @_specialize(where Element == Bool)
    @_specialize(where Element == String)
    @_specialize(where Element == String?)
    @_specialize(where Element == Int)
    @_specialize(where Element == Double)
    func send(_ arguments: SignalArguments) {
        deliver(arguments)
    }

    @inline(never)
    private func deliver(_ arguments: SignalArguments) {
        if let next = element(arguments) {
            observer.on(.next(next))
        }
    }
}
