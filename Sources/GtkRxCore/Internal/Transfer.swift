/// Moves a value into a `@Sendable` closure that runs on exactly one other thread.
///
/// Schedulers hand an action and its state to the thread that runs it; the scheduling thread
/// keeps no use of them. That transfer of ownership is what makes this sound, and each use says
/// so at the call site.
package struct Transfer<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
