import GtkRxCore
import GtkRxGLib
import GtkRxWidgets

/// An observer for UI: it binds each element to a target on a scheduler (the main thread by
/// default), ignores completion, and treats an error as a programming error.
///
/// ```swift
/// let observer: Binder<Bool> = Binder(usernameValidOutlet) { view, isHidden in
///     view.isHidden = isHidden
/// }
/// usernameValid.bind(to: observer).disposed(by: disposeBag)
/// ```
///
/// - `.next` runs the binding on the scheduler. By default that is the main thread, through a
///   ``GtkRxGLib/MainScheduler`` of the binder's own (as RxCocoa's `MainScheduler()`): an element arriving
///   on the main thread is bound at once, before `on(_:)` returns, even while a ``Driver`` or
///   another binder is delivering it; an element arriving on another thread is queued there,
///   and so is one arriving on the main thread while an earlier element of this binder is still
///   queued, so that elements are bound in the order they arrived.
/// - `.error` stops a debug build with a message starting `Binding error:`; a release build
///   prints the message and goes on.
/// - `.completed` is ignored.
/// - The target is held weakly: an element arriving after the target is gone is dropped. (Not
///   through a Swift `weak` reference, which would slow every retain and release of the
///   target: the binder keeps the target's memory, not the target, until the binder goes.)
/// - A binder is `Sendable`: send it elements from any thread.
public struct Binder<Value>: ObserverType, @unchecked Sendable {
    // Sendable, and why it is sound: a binder's contract is "call me from any thread", and its
    // one stored property is an immutable closure that touches nothing mutable on the calling
    // thread. It captures the target through a `TargetReference` (a weak reference in effect,
    // loaded atomically, and only where the binding runs; Sendable, see its type), the scheduler (MainScheduler is Sendable; any other must,
    // as every Rx scheduler, accept work from any thread), and the binding itself, which runs
    // only on the scheduler: on the main thread for the default one, asserted by
    // `MainThreadCall`. The elements cross threads as they do through every observer.
    private let bindElement: (Value) -> Void

    /// A binder that runs `binding` with `target` on the main thread.
    public init<Target: AnyObject>(
        _ target: Target, binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        // Not `weak`: a weak reference gives the target a side table, through which every
        // retain and release of it then goes, and its load alone cost a binding to a widget's
        // setter about a tenth of the setter's time (see `TargetReference`).
        let targetReference = TargetReference(target)
        // The binder's own queue count (RxCocoa gives each binder a `MainScheduler()`): a
        // binder called while another binder, or a Driver's delivery, runs inline on the main
        // thread binds at once too, instead of waiting for the next loop iteration.
        let scheduler = MainScheduler()
        // `bind` only ever runs on the main thread: at once when `runNowIfPossible` finds the
        // element arriving there, or as MainScheduler's queued work, which runs there.
        let bindOnMainThread = MainThreadCall(binding)
        func bind(_ value: Value) {
            guard let target = targetReference.load() else { return }
            bindOnMainThread(target, value)
        }
        self.bindElement = { value in
            // The common case, an element arriving on the main thread, allocates nothing.
            if scheduler.runNowIfPossible({ bind(value) }) {
                return
            }
            _ = scheduler.schedule(value) { value in
                bind(value)
                return Disposables.create()
            }
        }
    }

    /// A binder that runs `binding` with `target` on `scheduler`.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        let targetReference = TargetReference(target)
        self.bindElement = { value in
            _ = scheduler.schedule(value) { value in
                if let target = targetReference.load() {
                    binding(target, value)
                }
                return Disposables.create()
            }
        }
    }

    // Specialized for the usual element types: the generic entry point compares the type with
    // these and calls the matching copy, whose switch over the event needs no run-time look-up
    // of `Event<Value>`'s type metadata (about 400 instructions, paid by every element
    // otherwise). The switch is in `handle`, not here: the look-up it needs would be hoisted
    // above that comparison.

    // specialized types: binder (written by scripts/generate from SpecializedTypes.swift)
    /// Binds a `.next` element; see ``Binder``.
    @_specialize(where Value == Bool)
    @_specialize(where Value == String)
    @_specialize(where Value == String?)
    @_specialize(where Value == Int)
    @_specialize(where Value == Double)
    public func on(_ event: Event<Value>) {
        handle(event)
    }

    @inline(never)
    private func handle(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            bindElement(value)
        case .error(let error):
            rxFatalErrorInDebug("Binding error: \(error)")
        case .completed:
            break
        }
    }

    /// The binder as an ``GtkRxCore/AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
