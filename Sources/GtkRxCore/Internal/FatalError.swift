/// Reports a programming error in a binding: stops a debug build with `message`, and prints it
/// to standard error in a release build, which keeps running.
package func rxFatalErrorInDebug(_ message: @autoclosure () -> String) {
    #if DEBUG
        fatalError(message())
    #else
        printWarning(message())
    #endif
}

/// Reports an error that reached a subscription without an error handler to
/// ``Hooks/defaultErrorHandler`` (which, unless replaced, prints it in debug builds), with the
/// call stack the subscription recorded, if any (see ``Hooks/recordCallStackOnError``).
func reportUnhandledError(_ error: Swift.Error, subscriptionCallStack: [String] = []) {
    Hooks.defaultErrorHandler(subscriptionCallStack, error)
}
