/// A growable bit set over small non-negative integers (row stamps).
struct BitSet {
    var words: [UInt64] = []
    /// No member lies above this word (-1: the set is empty), as far as `popLast` knows: set
    /// by `insert`, lowered as `popLast` finds the words above empty. Writing `words` directly
    /// must keep it true (or raise it to `words.count - 1`).
    var top = Int.max

    /// Makes room for members below `count`.
    mutating func reserve(_ count: Int) {
        let needed = (count + 63) >> 6
        if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
    }

    @inline(__always)
    mutating func insert(_ index: Int) {
        let word = index >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(index & 63)
        if word > top { top = word }
    }

    @inline(__always)
    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }

    /// Removes every member, keeping the storage.
    mutating func removeAll() {
        for word in words.indices { words[word] = 0 }
    }

    @inline(__always)
    mutating func remove(_ index: Int) {
        let word = index >> 6
        if word < words.count { words[word] &= ~(1 << UInt64(index & 63)) }
    }

    /// Removes and returns the smallest member at or after `start`.
    mutating func popFirst(from start: Int) -> Int? {
        var word = start >> 6
        guard word < words.count else { return nil }
        var bits = words[word] & (~0 << UInt64(start & 63))
        while true {
            if bits != 0 {
                let index = word << 6 + bits.trailingZeroBitCount
                words[word] &= ~(1 << UInt64(index & 63))
                return index
            }
            word += 1
            guard word < words.count else { return nil }
            bits = words[word]
        }
    }

    /// Removes and returns the largest member. The search starts at the highest word a member
    /// was inserted into since the set was last empty (`top`), so popping a set empty costs its
    /// members, not the highest member it ever held: `expanded` empties one after every row it
    /// expands.
    mutating func popLast() -> Int? {
        var word = min(top, words.count - 1)
        while word >= 0 {
            let bits = words[word]
            if bits != 0 {
                top = word
                let bit = 63 - bits.leadingZeroBitCount
                words[word] &= ~(1 << UInt64(bit))
                return word << 6 + bit
            }
            word -= 1
        }
        top = -1
        return nil
    }

    var isEmpty: Bool { !words.contains { $0 != 0 } }
}
