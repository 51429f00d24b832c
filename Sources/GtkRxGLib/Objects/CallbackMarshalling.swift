/// A Swift closure that C calls back through a callback's user data: generated code hands C a
/// pointer to the box, and a trampoline (a closure literal capturing nothing, so that Swift can
/// pass it as a C function pointer) reads the closure back from it.
///
/// How long the box lives follows GIR's `scope` of the callback: for the call
/// (``withCallCallback(_:_:)``), or until C calls the destroy notify it was given
/// (``withNotifiedCallback(_:_:)`` with ``releaseCallbackBox(_:)``).
package final class CallbackBox<Closure> {
    /// The closure C calls back.
    package let closure: Closure

    init(_ closure: Closure) {
        self.closure = closure
    }

    /// The closure held by the box `data` points to; `nil` for `NULL`. C keeps the box alive
    /// while it may call back.
    package static func closure(from data: UnsafeMutableRawPointer?) -> Closure? {
        data.map { Unmanaged<CallbackBox>.fromOpaque($0).takeUnretainedValue().closure }
    }
}

/// Calls `body` with user data holding `closure` that C keeps until it calls the destroy
/// notify passed beside it, ``releaseCallbackBox(_:)`` (GIR's `notified` scope).
package func withNotifiedCallback<Closure, Result>(
    _ closure: Closure, _ body: (UnsafeMutableRawPointer) throws -> Result
) rethrows -> Result {
    try body(Unmanaged.passRetained(CallbackBox(closure)).toOpaque())
}

/// Calls `body` with user data holding `closure` for the call only (GIR's `call` scope: C
/// calls back before it returns, and never after).
package func withCallCallback<Closure, Result>(
    _ closure: Closure, _ body: (UnsafeMutableRawPointer) throws -> Result
) rethrows -> Result {
    let box = CallbackBox(closure)
    return try withExtendedLifetime(box) { try body(Unmanaged.passUnretained(box).toOpaque()) }
}

/// The destroy notify of user data made by ``withNotifiedCallback(_:_:)``: releases its box
/// (and the closure with it), once, when C no longer calls back.
package func releaseCallbackBox(_ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
