import GtkRx

/// The D-Bus calls of one accessibility reading, all asynchronous: GTK answers AT-SPI's calls
/// from this process's main loop, so a call that blocked the main thread would never be
/// answered. Each reply is checked against the type AT-SPI promises (GIO refuses another), and
/// ``end()`` cancels every call still in flight, after which no reply is delivered.
@MainActor
final class AccessibleCalls {
    /// The calls in flight, by the number each was given.
    private var inFlight: [Int: AsyncCall] = [:]
    private var nextNumber = 0
    /// Whether the reading has ended (replies are dropped from then on).
    private(set) var isEnded = false
    /// The longest any one call may take, in milliseconds (the reading's whole time).
    let callTimeout: Int

    /// A group whose calls each time out after `timeout`.
    init(timeout: Duration) {
        callTimeout = min(Int(Int32.max), max(1, timeout.wholeMilliseconds))
    }

    /// Calls `method` of `interface` on the object `path` of `destination`, expecting a reply
    /// of type `replyType` (a tuple type); `then` gets the reply's values, or why there are
    /// none, on the main thread, unless the group has ended by then.
    func call(
        _ connection: DBusConnection, _ destination: String, _ path: String,
        _ interface: String, _ method: String, _ parameters: Variant? = nil,
        replyType: String,
        then: @escaping @MainActor (Result<[Variant], AccessibilityTreeError>) -> Void
    ) {
        track({ completion in
            connection.call(
                destination, objectPath: path, interfaceName: interface, methodName: method,
                parameters: parameters, replyType: VariantType(replyType), flags: .none,
                timeoutMsec: callTimeout, completion: completion)
        }) { result in
            switch result {
            case .success(let reply?):
                then(.success(reply.children ?? []))
            case .success(nil):
                then(.failure(.callFailed(method: method, reason: "no reply")))
            case .failure(let error):
                then(.failure(.callFailed(method: method, reason: error.message)))
            }
        }
    }

    /// Starts an asynchronous GIO call with `start`, keeping it until it answers, so that
    /// ``end()`` can cancel it; `then` gets its outcome on the main thread, unless the group has
    /// ended by then.
    func track<Value>(
        _ start: (@escaping @MainActor (Result<Value, GLibError>) -> Void) -> AsyncCall,
        then: @escaping @MainActor (Result<Value, GLibError>) -> Void
    ) {
        guard !isEnded else { return }
        let number = nextNumber
        nextNumber += 1
        var delivered = false
        let call = start { [weak self] result in
            delivered = true
            guard let self, !self.isEnded else { return }
            self.inFlight[number] = nil
            then(result)
        }
        if !delivered {
            inFlight[number] = call
        }
    }

    /// Ends the group: cancels the calls in flight and drops their replies.
    func end() {
        isEnded = true
        let calls = inFlight.values
        inFlight = [:]
        for call in calls {
            call.dispose()
        }
    }
}
