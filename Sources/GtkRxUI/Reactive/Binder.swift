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
/// - `.next` runs the binding on the scheduler: with ``MainScheduler``, at once when the element
///   arrives on the main thread (with nothing queued before it), otherwise queued there.
/// - `.error` stops a debug build with a message starting `Binding error:`; a release build
///   prints the message and goes on.
/// - `.completed` is ignored.
/// - The target is held weakly: an element arriving after the target is gone is dropped.
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    /// A binder that runs `binding` with `target` on the main thread.
    public init<Target: AnyObject>(
        _ target: Target, binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        // `bind` only ever runs on the main thread: at once when `runNowIfPossible` finds the
        // element arriving there, or as MainScheduler's queued work, which runs there.
        let bindOnMainThread = MainThreadCall(binding)
        func bind(_ value: Value) {
            guard let target = weakTarget else { return }
            bindOnMainThread(target, value)
        }
        self.binding = { event in
            Binder.handle(event) { value in
                // The common case, an element arriving on the main thread, allocates nothing.
                if MainScheduler.instance.runNowIfPossible({ bind(value) }) {
                    return
                }
                _ = MainScheduler.instance.schedule(value) { value in
                    bind(value)
                    return Disposables.create()
                }
            }
        }
    }

    /// A binder that runs `binding` with `target` on `scheduler`.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        weak let weakTarget = target
        self.binding = { event in
            Binder.handle(event) { value in
                _ = scheduler.schedule(value) { value in
                    if let target = weakTarget {
                        binding(target, value)
                    }
                    return Disposables.create()
                }
            }
        }
    }

    /// Binds a `.next` element; see ``Binder``.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }

    private static func handle(_ event: Event<Value>, next: (Value) -> Void) {
        switch event {
        case .next(let value):
            next(value)
        case .error(let error):
            rxFatalErrorInDebug("Binding error: \(error)")
        case .completed:
            break
        }
    }
}
