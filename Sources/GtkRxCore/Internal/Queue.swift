/// A first-in, first-out queue with amortized O(1) `append` and `removeFirst`: an array and the
/// index of its first live element, compacted once the dead prefix is half of it. An element is
/// released as soon as it is removed.
struct Queue<Element> {
    private var storage: [Element?] = []
    private var head = 0

    /// Whether the queue holds nothing.
    var isEmpty: Bool { head == storage.count }

    /// How many elements the queue holds.
    var count: Int { storage.count - head }

    /// Adds `element` at the back.
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the element at the front. The queue must not be empty.
    mutating func removeFirst() -> Element {
        precondition(head < storage.count, "removeFirst on an empty Queue")
        let element = storage[head].take()!
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}
