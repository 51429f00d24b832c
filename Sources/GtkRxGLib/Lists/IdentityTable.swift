/// A hash table from ids to what ``IdentityDiff`` knows of them (the old position holding the
/// id first, and whether a new element has claimed it), keeping ids typed: each id is hashed
/// once, through its own `Hashable` conformance, and compared with `==` only when the hashes
/// match, so no id is boxed as an `AnyHashable`.
///
/// Open addressing with linear probing over a power-of-two array of entry numbers, at most half
/// full; the entries themselves are parallel arrays.
struct IdentityTable<ID: Hashable> {
    /// For each slot, the entry number plus one, or 0 for an empty slot.
    private var slots: [Int]
    private let mask: Int
    private var keys: [ID] = []
    private var hashes: [Int] = []
    /// The old position of each entry's id, or -1 when only the new array has it.
    private(set) var oldPositions: [Int] = []
    /// Whether a new element has claimed each entry's id.
    private var isClaimed: [Bool] = []
    /// The slots visited so far, by every look-up: a measure of the table's work.
    private(set) var probes = 0

    /// An empty table with room for `capacity` ids.
    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 {
            size *= 2
        }
        slots = [Int](repeating: 0, count: size)
        mask = size - 1
        keys.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        oldPositions.reserveCapacity(capacity)
        isClaimed.reserveCapacity(capacity)
    }

    /// The slot holding `id` (its entry number plus one in `slots`, or 0 where it would go).
    private mutating func slot(of id: ID, hash: Int) -> Int {
        var slot = hash & mask
        while true {
            probes += 1
            let entry = slots[slot] - 1
            if entry < 0 || (hashes[entry] == hash && keys[entry] == id) {
                return slot
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds the id of the old element at `position`, unless an earlier old element had it.
    mutating func addOld(_ id: ID, at position: Int) {
        let hash = id.hashValue
        let slot = slot(of: id, hash: hash)
        if slots[slot] == 0 {
            append(id, hash: hash, oldPosition: position, claimed: false, into: slot)
        }
    }

    /// Claims `id` for a new element: the old position it keeps, or -1 for an id the old array
    /// lacks or an earlier new element claimed already (`isRepeat` tells the latter).
    mutating func claim(_ id: ID) -> (oldPosition: Int, isRepeat: Bool) {
        let hash = id.hashValue
        let slot = slot(of: id, hash: hash)
        let entry = slots[slot] - 1
        if entry < 0 {
            append(id, hash: hash, oldPosition: -1, claimed: true, into: slot)
            return (-1, false)
        }
        if isClaimed[entry] {
            return (-1, true)
        }
        isClaimed[entry] = true
        return (oldPositions[entry], false)
    }

    private mutating func append(
        _ id: ID, hash: Int, oldPosition: Int, claimed: Bool, into slot: Int
    ) {
        keys.append(id)
        hashes.append(hash)
        oldPositions.append(oldPosition)
        isClaimed.append(claimed)
        slots[slot] = keys.count
    }
}
