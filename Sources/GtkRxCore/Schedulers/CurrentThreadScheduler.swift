import FoundationEssentials
import Glibc

/// Runs work on the current thread, after the work already running there: a trampoline.
///
/// The first `schedule` on a thread runs its action at once, and then, before returning, every
/// action scheduled meanwhile on that thread, in order. GtkRx subscribes through it, so that
/// recursive scheduling (`Observable.of(1, 2, 3)`) cannot overflow the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether nothing runs on this thread's trampoline, so a `schedule` would run at once.
    public static var isScheduleRequired: Bool { Trampoline.current == nil }

    /// Runs `action` now when the trampoline is idle on this thread, else queues it behind the
    /// work already there.
    public func schedule<StateType>(
        _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if let trampoline = Trampoline.current {
            let item = ScheduledItem(state: state, action: action)
            trampoline.queue.append(item)
            return item
        }
        let trampoline = Trampoline()
        Trampoline.current = trampoline
        defer { Trampoline.current = nil }
        let disposable = action(state)
        var index = 0
        while index < trampoline.queue.count {
            let item = trampoline.queue[index]
            index += 1
            item.invoke()
        }
        return disposable
    }
}

/// One thread's queue of scheduled work, reached through a pthread key.
private final class Trampoline {
    var queue: [ScheduledItemType] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        return key
    }()

    static var current: Trampoline? {
        get {
            pthread_getspecific(key).map {
                Unmanaged<Trampoline>.fromOpaque($0).takeUnretainedValue()
            }
        }
        set {
            if let old = pthread_getspecific(key) {
                Unmanaged<Trampoline>.fromOpaque(old).release()
            }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }
}

/// Work queued on a scheduler, that disposing cancels.
protocol ScheduledItemType: Cancelable {
    func invoke()
}

/// An action and its state, run once unless disposed first.
final class ScheduledItem<State>: ScheduledItemType, @unchecked Sendable {
    // Sendable: a scheduler runs the item on one thread; `disposable` is thread-safe.
    private let state: State
    private let action: (State) -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard !disposable.isDisposed else { return }
        disposable.setDisposable(action(state))
    }

    func dispose() { disposable.dispose() }
}
