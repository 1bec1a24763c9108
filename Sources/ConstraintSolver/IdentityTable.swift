/// A map from object identities to `Int32` (a variable's symbol, a constraint's slot): open
/// addressing with linear probing over one array of entries, hashed by multiplying the address.
///
/// `Dictionary<ObjectIdentifier, Int32>` hashes each key with SipHash, seeded per process:
/// replacing it took about an eighth off the adds of 33 independent views (86.6 to 76.2 million
/// instructions over 200 builds, with two smaller changes; callgrind, issue 47). An object's address is not chosen by an adversary and its low
/// bits are alignment, so a multiplication spreads it well enough; the table is never iterated,
/// so its order is never observable. Deletion shifts the following entries back (no tombstones).
struct IdentityTable {
    /// A key and its value; `key == 0` marks an empty entry (no object lives at address 0).
    private struct Entry {
        var key: UInt
        var value: Int32
    }

    private var entries: [Entry]
    private var mask: Int
    private(set) var count = 0

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size * 3 < capacity * 4 { size <<= 1 }
        entries = Array(repeating: Entry(key: 0, value: 0), count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func key(_ identifier: ObjectIdentifier) -> UInt { UInt(bitPattern: identifier) }

    /// The home position of a key: the high bits of the address times a 64-bit odd constant
    /// (Fibonacci hashing), folded into the table.
    @inline(__always)
    private func home(_ key: UInt) -> Int {
        let product = UInt64(key) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> 32) & mask
    }

    /// The value stored for `identifier`, or nil.
    @inline(__always)
    subscript(identifier: ObjectIdentifier) -> Int32? {
        let key = Self.key(identifier)
        return entries.withUnsafeBufferPointer { entries in
            var position = home(key)
            while true {
                let entry = entries[position]
                if entry.key == key { return entry.value }
                if entry.key == 0 { return nil }
                position = (position + 1) & mask
            }
        }
    }

    /// Stores `value` for `identifier`, replacing the value it had.
    mutating func set(_ value: Int32, for identifier: ObjectIdentifier) {
        set(value, forKey: Self.key(identifier))
    }

    private mutating func set(_ value: Int32, forKey key: UInt) {
        if (count + 1) * 4 > entries.count * 3 { grow() }
        let mask = self.mask
        var position = home(key)
        let added = entries.withUnsafeMutableBufferPointer { entries in
            while true {
                if entries[position].key == key {
                    entries[position].value = value
                    return false
                }
                if entries[position].key == 0 {
                    entries[position] = Entry(key: key, value: value)
                    return true
                }
                position = (position + 1) & mask
            }
        }
        if added { count += 1 }
    }

    /// Removes `identifier`, returning the value it had.
    @discardableResult
    mutating func removeValue(for identifier: ObjectIdentifier) -> Int32? {
        let key = Self.key(identifier)
        var position = home(key)
        while true {
            let entry = entries[position]
            if entry.key == 0 { return nil }
            if entry.key == key { break }
            position = (position + 1) & mask
        }
        let removed = entries[position].value
        // Backward shift: move later entries of the probe run into the hole when their home
        // position allows it, so that every key stays reachable from its home without gaps.
        var hole = position
        var next = (hole + 1) & mask
        while entries[next].key != 0 {
            let wanted = home(entries[next].key)
            // The entry may move to the hole when the hole lies (cyclically) in [wanted, next).
            let distanceToHole = (hole - wanted) & mask
            let distanceToNext = (next - wanted) & mask
            if distanceToHole < distanceToNext {
                entries[hole] = entries[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        entries[hole] = Entry(key: 0, value: 0)
        count -= 1
        return removed
    }

    /// Makes room for `capacity` keys without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity * 4 > entries.count * 3 else { return }
        var size = entries.count
        while capacity * 4 > size * 3 { size <<= 1 }
        rebuild(size: size)
    }

    private mutating func grow() { rebuild(size: entries.count * 2) }

    /// Moves every entry into a table of `size` entries (a power of two).
    private mutating func rebuild(size: Int) {
        let old = entries
        entries = Array(repeating: Entry(key: 0, value: 0), count: size)
        mask = entries.count - 1
        count = 0
        for entry in old where entry.key != 0 { set(entry.value, forKey: entry.key) }
    }
}
