/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A **core** row has a restricted basic symbol (slack, error, dummy) and only non-basic cells.
/// A **definition** row has an external basic symbol and may also reference *basic* symbols:
/// externals whose rows were created before it (`top[i] = top[i−1] + h[i−1] + 8`), and
/// restricted symbols, whose value is simply their core row's constant. Such a row is the fully
/// reduced row with those references left unexpanded. Core rows and the objective are always
/// fully reduced, so every simplex decision is the one a fully reduced tableau (kiwi) makes;
/// definition rows only feed values and new rows, and a pivot never has to rewrite them.
struct Row {
    // (The 8-byte fields first: 40 bytes a row, where the declaration order padded it to 48.)
    var constant: Double
    var ids: [Int32]
    var coefs: [Double]
    var basic: Int32
    /// Creation order: references always point to rows with a smaller stamp.
    var stamp: Int32
    /// The generation at which this row was known to reach no non-basic external.
    var cleanAt: UInt32 = 0
    var isDefinition: Bool

    init(basic: Int32 = -1, constant: Double = 0, ids: [Int32] = [], coefs: [Double] = [], stamp: Int32 = -1, isDefinition: Bool = false) {
        self.basic = basic
        self.constant = constant
        self.ids = ids
        self.coefs = coefs
        self.stamp = stamp
        self.isDefinition = isDefinition
    }

    /// The index of `symbol` in the cells, or where it would be inserted (negated − 1).
    @inline(__always)
    func position(of symbol: Int32) -> Int {
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) >> 1
            let id = ids[mid]
            if id == symbol { return mid }
            if id < symbol { low = mid + 1 } else { high = mid }
        }
        return -low - 1
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let index = position(of: symbol)
        return index >= 0 ? coefs[index] : 0
    }

    var isEmpty: Bool { ids.isEmpty }

    /// Gives back room the cells no longer use: when the room is more than twice the cells and
    /// eight more. A sum is built with room for both terms' cells; when most of them cancel, the
    /// row would otherwise keep that room for good (a keyboard workload's 3,003 rows held 13,004
    /// cells in room for 5 million: 60 MB reserved, counted while fixing it). `ids` and `coefs`
    /// are always built together, so the room of `ids` speaks for both.
    @inline(__always)
    mutating func releaseUnusedCapacity() {
        guard ids.capacity > 2 * ids.count + 8 else { return }
        ids = Self.exactCopy(ids)
        coefs = Self.exactCopy(coefs)
    }

    /// `cells` in a buffer of their own size (`Array(cells[...])` would keep the buffer).
    private static func exactCopy<Element>(_ cells: [Element]) -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(cells.count)
        copy.append(contentsOf: cells)
        return copy
    }
}

/// Cells whose magnitude falls below this are dropped (kiwi's `nearZero`).
let nearZeroEpsilon = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < nearZeroEpsilon }
