/// Arithmetic on free-standing rows (cells sorted by symbol id, near-zero cells dropped):
/// adding a multiple of a row, inserting or removing a cell, solving for a symbol.
extension Tableau {
    /// `target += k · source`, dropping cells that cancel (|c| < 1e-8). `onAdd`/`onRemove`
    /// receive the symbols that appear in or vanish from `target`.
    @inline(__always)
    static func accumulate(
        _ target: inout Row, _ source: Row, times k: Double,
        added: inout [Int32], removed: inout [Int32]
    ) {
        target.constant += k * source.constant
        if source.ids.isEmpty { return }
        let aIds = target.ids, aCoefs = target.coefs
        var ids: [Int32] = []
        var coefs: [Double] = []
        ids.reserveCapacity(aIds.count + source.ids.count)
        coefs.reserveCapacity(aIds.count + source.ids.count)
        var i = 0, j = 0
        let bIds = source.ids, bCoefs = source.coefs
        while i < aIds.count || j < bIds.count {
            if j == bIds.count || (i < aIds.count && aIds[i] < bIds[j]) {
                ids.append(aIds[i])
                coefs.append(aCoefs[i])
                i += 1
            } else if i == aIds.count || bIds[j] < aIds[i] {
                let value = k * bCoefs[j]
                if !nearZero(value) {
                    ids.append(bIds[j])
                    coefs.append(value)
                    added.append(bIds[j])
                }
                j += 1
            } else {
                let value = aCoefs[i] + k * bCoefs[j]
                if nearZero(value) {
                    removed.append(aIds[i])
                } else {
                    ids.append(aIds[i])
                    coefs.append(value)
                }
                i += 1
                j += 1
            }
        }
        target.ids = ids
        target.coefs = coefs
        target.releaseUnusedCapacity()
    }

    /// Inserts `coefficient · symbol` into a row (summing with an existing cell).
    static func insert(_ symbol: Int32, _ coefficient: Double, into row: inout Row) -> (added: Bool, removed: Bool) {
        // A symbol above every cell (a new marker, error or variable) goes at the end.
        if row.ids.last.map({ $0 < symbol }) ?? true {
            guard !nearZero(coefficient) else { return (false, false) }
            row.ids.append(symbol)
            row.coefs.append(coefficient)
            return (true, false)
        }
        let position = row.position(of: symbol)
        if position >= 0 {
            let value = row.coefs[position] + coefficient
            if nearZero(value) {
                row.ids.remove(at: position)
                row.coefs.remove(at: position)
                return (false, true)
            }
            row.coefs[position] = value
            return (false, false)
        }
        guard !nearZero(coefficient) else { return (false, false) }
        row.ids.insert(symbol, at: -position - 1)
        row.coefs.insert(coefficient, at: -position - 1)
        return (true, false)
    }

    /// Removes a symbol's cell from a free-standing row, returning its coefficient.
    static func remove(_ symbol: Int32, from row: inout Row) -> Double {
        let position = row.position(of: symbol)
        guard position >= 0 else { return 0 }
        row.ids.remove(at: position)
        return row.coefs.remove(at: position)
    }

    /// Solves a free-standing row `0 = constant + Σ` for `symbol`: `symbol = −(rest)/c`.
    static func solve(_ row: inout Row, for symbol: Int32) {
        let c = remove(symbol, from: &row)
        let factor = -1 / c
        row.constant *= factor
        for index in row.coefs.indices { row.coefs[index] *= factor }
    }

    /// `basic = row` with `basic` leaving for `entering`: insert −1·basic, then solve for entering.
    static func solve(_ row: inout Row, leaving: Int32, entering: Int32) {
        _ = insert(leaving, -1, into: &row)
        solve(&row, for: entering)
    }
}
