/// The rows a symbol occurs in (the tableau's index of its cells), in no particular order.
///
/// A list of row indices whose first two are held inline: most symbols occur in one or two
/// rows, and an array of its own costs each of them an allocation (48 bytes with its header)
/// where the inline pair makes the list 16 bytes instead of an array reference's 8 — about a
/// tenth of a screen of independent views. Appending and removing behave exactly as an array's
/// `append` and swap-with-last removal, so the order rows are visited in is an array's.
///
/// (A two-inline enum tried earlier made the heap of a process that builds solver after solver
/// grow — the keyboard workload's resident set went from 43 to 69 MB over five solvers; this
/// struct keeps the array of lists at 16 bytes a symbol and allocates only past two rows.)
struct OccurrenceList: Sequence {
    private var first: Int32 = -1
    private var second: Int32 = -1
    /// The rows past the first two; nil until a third row comes. (An empty array is a shared
    /// object all the same: every new symbol's list retained it, and every copy of a list —
    /// each walk over a symbol's rows — retained and released it again, 1% of a build of 33
    /// independent views; nil is a null reference that is never counted.)
    private var rest: [Int32]?

    init() {}

    var isEmpty: Bool { first < 0 }

    var count: Int { first < 0 ? 0 : second < 0 ? 1 : 2 + (rest?.count ?? 0) }

    /// The whole count: `append(contentsOf:)` reserves room for all of it.
    var underestimatedCount: Int { count }

    @inline(__always)
    mutating func append(_ row: Int32) {
        if first < 0 {
            first = row
        } else if second < 0 {
            second = row
        } else {
            // Room for fourteen more at the first spill: a symbol held by a third row is usually
            // held by more (a grid's tops, a form's heights added bottom-up), and growing from
            // one element at a time allocated again at the fourth, sixth and tenth rows.
            if rest == nil {
                var spilled: [Int32] = []
                spilled.reserveCapacity(14)
                rest = spilled
            }
            rest!.append(row)
        }
    }

    /// Removes the last occurrence of `row` by moving the list's last element into its place;
    /// false when `row` is not listed.
    @inline(__always)
    @discardableResult
    mutating func remove(_ row: Int32) -> Bool {
        if let position = rest?.lastIndex(of: row) {
            // The last element moves into the gap: what `swapAt` and `removeLast` leave, without
            // the generic swap's call and its own uniqueness check (3% of a 33-view chain's adds,
            // bottom-up).
            let last = rest!.removeLast()
            if position < rest!.count { rest![position] = last }
        } else if second >= 0 && second == row {
            second = rest?.popLast() ?? -1
        } else if first >= 0 && first == row {
            if let last = rest?.popLast() {
                first = last
            } else {
                (first, second) = (second, -1)
            }
        } else {
            return false
        }
        return true
    }

    func contains(_ row: Int32) -> Bool {
        first == row || second == row || (rest?.contains(row) ?? false)
    }

    struct Iterator: IteratorProtocol {
        fileprivate var pair: (Int32, Int32)
        fileprivate var rest: IndexingIterator<[Int32]>?

        @inline(__always)
        mutating func next() -> Int32? {
            if pair.0 >= 0 {
                defer { pair = (pair.1, -1) }
                return pair.0
            }
            guard rest != nil else { return nil }
            return rest!.next()
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        Iterator(pair: (first, second), rest: rest?.makeIterator())
    }
}
