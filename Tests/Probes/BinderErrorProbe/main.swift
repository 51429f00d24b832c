// Binds an error into a Binder. A debug build must stop with a message starting
// "Binding error:"; a release build must print that message and go on: the same Binder then
// binds two more values from another sequence, and the probe prints "survived with [1, 2, 3]"
// and exits with status 0. GtkRx's tests run the debug build as a child process;
// scripts/check-binder-release builds and runs the release build.

import GtkRx

enum ProbeError: Error {
    case failed
}

final class Target {}

let target = Target()
var received: [Int] = []
let binder = Binder<Int>(target) { _, value in received.append(value) }
let subscription = Observable<Int>.create { observer in
    observer.onNext(1)
    observer.onError(ProbeError.failed)
    return Disposables.create()
}.bind(to: binder)
subscription.dispose()
// Still running: the Binder keeps binding what later sequences send it.
Observable.of(2, 3).bind(to: binder).dispose()
print("survived with \(received)")
