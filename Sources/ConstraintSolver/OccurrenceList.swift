/// The rows a symbol occurs in (the tableau's index of its cells): up to two held inline, more
/// in an array. Most symbols — a constraint's markers and error symbols, a view's variables on
/// a small screen — occur in one or two rows, and a heap array for each was a third of the
/// allocations of a small screen's build.
///
/// Its elements are either the inline ones (while `spilled` is empty; -1 marks an empty slot,
/// as row indices are never negative) or all of `spilled`: 16 bytes a symbol.
struct OccurrenceList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var spilled: [Int32] = []

    init() {}

    init(arrayLiteral elements: Int32...) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { spilled.isEmpty ? (first < 0 ? 0 : second < 0 ? 1 : 2) : spilled.count }

    @inline(__always)
    subscript(position: Int) -> Int32 {
        get { spilled.isEmpty ? (position == 0 ? first : second) : spilled[position] }
        set {
            if !spilled.isEmpty {
                spilled[position] = newValue
            } else if position == 0 {
                first = newValue
            } else {
                second = newValue
            }
        }
    }

    @inline(__always)
    mutating func append(_ element: Int32) {
        guard spilled.isEmpty else {
            spilled.append(element)
            return
        }
        if first < 0 {
            first = element
        } else if second < 0 {
            second = element
        } else {
            spilled.reserveCapacity(4)
            spilled.append(first)
            spilled.append(second)
            spilled.append(element)
        }
    }

    /// Removes the element at `position` by moving the last one into its place (the order of
    /// a symbol's rows does not matter).
    @inline(__always)
    mutating func removeSwapping(at position: Int) {
        let last = endIndex - 1
        if position != last { self[position] = self[last] }
        if !spilled.isEmpty {
            spilled.removeLast()
            if spilled.isEmpty { (first, second) = (-1, -1) }
        } else if last == 1 {
            second = -1
        } else {
            first = -1
        }
    }

    func makeIterator() -> Iterator {
        Iterator(first: first, second: second, spilled: spilled, count: endIndex)
    }

    /// Walks the inline elements or the array, deciding which once.
    struct Iterator: IteratorProtocol {
        let first: Int32
        let second: Int32
        let spilled: [Int32]
        let count: Int
        var position = 0

        init(first: Int32, second: Int32, spilled: [Int32], count: Int) {
            self.first = first
            self.second = second
            self.spilled = spilled
            self.count = count
        }

        @inline(__always)
        mutating func next() -> Int32? {
            guard position < count else { return nil }
            defer { position += 1 }
            if !spilled.isEmpty { return spilled[position] }
            return position == 0 ? first : second
        }
    }
}
