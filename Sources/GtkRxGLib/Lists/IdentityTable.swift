/// A hash table from ids to what ``IdentityDiff`` knows of them (the old position holding the
/// id first, and whether a new element has claimed it), keeping ids typed: each id is hashed
/// once, through its own `Hashable` conformance, and compared with `==` only when the hashes
/// match, so no id is boxed as an `AnyHashable`.
///
/// Open addressing with linear probing over a power-of-two array of slots, at most half full.
/// Ids come in any order (a shuffle looks each one up at a random place), so a look-up is
/// built to touch little memory: a slot holds its entry's number and the high half of its
/// hash, so that a probe of another id rarely reads that id's entry; and an entry holds its
/// id, hash, old position and claim together. A look-up then costs about two cache misses
/// (the slot, the entry), where parallel arrays of ids, hashes, positions and claims cost up to
/// five.
struct IdentityTable<ID: Hashable> {
    /// What the table knows of one id.
    private struct Entry {
        let id: ID
        let hash: Int
        /// The old position of the id, or -1 when only the new array has it.
        let oldPosition: Int
        /// Whether a new element has claimed the id.
        var isClaimed: Bool
    }

    /// For each slot, 0 when empty, else the entry number plus one in the low 32 bits and the
    /// high 32 bits of the entry's hash above them.
    private var slots: [UInt64]
    private let mask: Int
    private var entries: [Entry] = []
    /// The slots visited so far, by every look-up: a measure of the table's work.
    private(set) var probes = 0

    /// An empty table with room for `capacity` ids (fewer than 2³² - 1).
    init(capacity: Int) {
        precondition(capacity < Int(UInt32.max), "IdentityTable: too many ids")
        var size = 8
        while size < capacity * 2 {
            size *= 2
        }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        entries.reserveCapacity(capacity)
    }

    /// The high 32 bits of `hash`, where a slot keeps them.
    private static func tag(_ hash: Int) -> UInt64 {
        UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000
    }

    /// The slot holding `id` (its entry in `slots`, or 0 where it would go).
    private mutating func slot(of id: ID, hash: Int) -> Int {
        let tag = Self.tag(hash)
        var slot = hash & mask
        while true {
            probes += 1
            let value = slots[slot]
            if value == 0 {
                return slot
            }
            if value & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int(value & 0xFFFF_FFFF) - 1
                if entries[entry].hash == hash && entries[entry].id == id {
                    return slot
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The entry number in `slots[slot]`, or -1 for an empty slot.
    private func entry(at slot: Int) -> Int {
        Int(slots[slot] & 0xFFFF_FFFF) - 1
    }

    /// Adds the id of the old element at `position`, unless an earlier old element had it.
    mutating func addOld(_ id: ID, at position: Int) {
        let hash = id.hashValue
        let slot = slot(of: id, hash: hash)
        if slots[slot] == 0 {
            append(Entry(id: id, hash: hash, oldPosition: position, isClaimed: false), into: slot)
        }
    }

    /// Claims `id` for a new element: the old position it keeps, or -1 for an id the old array
    /// lacks or an earlier new element claimed already (`isRepeat` tells the latter).
    mutating func claim(_ id: ID) -> (oldPosition: Int, isRepeat: Bool) {
        let hash = id.hashValue
        let slot = slot(of: id, hash: hash)
        let entry = entry(at: slot)
        if entry < 0 {
            append(Entry(id: id, hash: hash, oldPosition: -1, isClaimed: true), into: slot)
            return (-1, false)
        }
        if entries[entry].isClaimed {
            return (-1, true)
        }
        entries[entry].isClaimed = true
        return (entries[entry].oldPosition, false)
    }

    private mutating func append(_ entry: Entry, into slot: Int) {
        slots[slot] = Self.tag(entry.hash) | UInt64(entries.count + 1)
        entries.append(entry)
    }
}
