// Binds an error into a Binder. A debug build must stop with a message starting
// "Binding error:"; a release build must print that message and go on, printing "survived".
// GtkRx's tests run it as a child process.

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
print("survived with \(received)")
