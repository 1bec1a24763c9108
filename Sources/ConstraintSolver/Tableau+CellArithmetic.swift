/// Arithmetic on free-standing rows (cells sorted by symbol id, near-zero cells dropped):
/// adding a multiple of a row, inserting or removing a cell, solving for a symbol.
extension Tableau {
    /// `target += k · source`, dropping cells that cancel (|c| < `nearZeroEpsilon`). `added`/`removed`
    /// receive the symbols that appear in or vanish from `target` (unless `tracking` is false: the
    /// objective keeps no index, and lists it would throw away cost an allocation each).
    @inline(__always)
    static func accumulate(
        _ target: inout Row, _ source: Row, times k: Double,
        added: inout [Int32], removed: inout [Int32], tracking: Bool = true
    ) {
        target.constant += k * source.constant
        if source.cells.isEmpty { return }
        if updatesInPlace(source, into: target) {
            // A few cells into a long row (a definition that every later view's row holds, added
            // bottom-up): each is found by binary search and updated in place, instead of the whole
            // row copied by a merge: the same sums in the same order, at a cost that follows the
            // source's cells (a 1,000-field form added bottom-up spent most of its time copying).
            // So is a source of a few cells into any row: merging would allocate a new row's cells
            // for each (a small form added bottom-up spent a tenth of its build in malloc and free).
            for cell in source.cells {
                let position = target.position(of: cell.id)
                if position >= 0 {
                    let value = target.cells[position].coef + k * cell.coef
                    if nearZero(value) {
                        target.removeCell(at: position)
                        if tracking { removed.append(cell.id) }
                    } else {
                        target.cells[position].coef = value
                    }
                } else {
                    let value = k * cell.coef
                    if !nearZero(value) {
                        target.insertCell(Cell(cell.id, value), at: -position - 1)
                        if tracking { added.append(cell.id) }
                    }
                }
            }
            return
        }
        let a = target.cells, b = source.cells
        var cells: [Cell] = []
        cells.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].id < b[j].id) {
                cells.append(a[i])
                i += 1
            } else if i == a.count || b[j].id < a[i].id {
                let value = k * b[j].coef
                if !nearZero(value) {
                    cells.append(Cell(b[j].id, value))
                    if tracking { added.append(b[j].id) }
                }
                j += 1
            } else {
                let value = a[i].coef + k * b[j].coef
                if nearZero(value) {
                    if tracking { removed.append(a[i].id) }
                } else {
                    cells.append(Cell(a[i].id, value))
                }
                i += 1
                j += 1
            }
        }
        target.cells = cells
        target.releaseUnusedCapacity()
    }

    /// `cells += k · source` for sorted cells, merged from the back into `cells`' own storage
    /// (grown by the source's count, then trimmed): each sum is `cell + k · source cell` and
    /// each new cell `k · source cell`, dropped below `nearZeroEpsilon`, as `accumulate` makes
    /// them. Writes each symbol that appears (its id) or cancels (−(id + 1)) into `changes`,
    /// which has room for the source's count, and returns how many it wrote.
    static func mergeFromBack(
        _ cells: inout [Cell], _ source: [Cell], times k: Double, changes: UnsafeMutableBufferPointer<Int32>
    ) -> Int {
        let n = cells.count, d = source.count
        // Room by appending placeholders one by one: `append(contentsOf: repeatElement(…))` is a
        // generic call that cost more than the merge itself (the source has a few cells).
        for _ in 0..<d { cells.append(Cell(0, 0)) }
        var changed = 0
        let gap = cells.withUnsafeMutableBufferPointer { target -> Int in
            source.withUnsafeBufferPointer { source -> Int in
                guard let base = target.baseAddress else { return 0 }
                // Read position i (row), j (source); write position w, from the end down.
                var i = n - 1, j = d - 1, w = n + d - 1
                while j >= 0 {
                    let incoming = source[j]
                    if i >= 0 && base[i].id > incoming.id {
                        base[w] = base[i]
                        w -= 1
                        i -= 1
                    } else if i >= 0 && base[i].id == incoming.id {
                        let value = base[i].coef + k * incoming.coef
                        if nearZero(value) {
                            changes[changed] = -incoming.id - 1
                            changed += 1
                        } else {
                            base[w] = Cell(incoming.id, value)
                            w -= 1
                        }
                        i -= 1
                        j -= 1
                    } else {
                        let value = k * incoming.coef
                        if !nearZero(value) {
                            base[w] = Cell(incoming.id, value)
                            w -= 1
                            changes[changed] = incoming.id
                            changed += 1
                        }
                        j -= 1
                    }
                }
                // Cells 0...i are untouched and in place; the merged ones start at w + 1. Close
                // the gap between them (cancelled cells and room the source did not use).
                let gap = w - i
                let merged = n + d - 1 - w
                if gap > 0 && merged > 0 {
                    UnsafeMutableRawPointer(base + i + 1).copyMemory(
                        from: UnsafeRawPointer(base + w + 1), byteCount: merged * MemoryLayout<Cell>.stride)
                }
                return gap
            }
        }
        if gap > 0 { cells.removeLast(gap) }
        return changed
    }

    /// Whether `accumulate` updates `target` cell by cell rather than by a merge (see there).
    @inline(__always)
    static func updatesInPlace(_ source: Row, into target: Row) -> Bool {
        source.cells.count <= 4 || source.cells.count * 8 <= target.cells.count
    }

    /// Inserts `coefficient · symbol` into a row (summing with an existing cell).
    static func insert(_ symbol: Int32, _ coefficient: Double, into row: inout Row) -> (added: Bool, removed: Bool) {
        // A symbol above every cell (a new marker, error or variable) goes at the end.
        if row.cells.last.map({ $0.id < symbol }) ?? true {
            guard !nearZero(coefficient) else { return (false, false) }
            row.cells.append(Cell(symbol, coefficient))
            return (true, false)
        }
        let position = row.position(of: symbol)
        if position >= 0 {
            let value = row.cells[position].coef + coefficient
            if nearZero(value) {
                row.removeCell(at: position)
                return (false, true)
            }
            row.cells[position].coef = value
            return (false, false)
        }
        guard !nearZero(coefficient) else { return (false, false) }
        row.insertCell(Cell(symbol, coefficient), at: -position - 1)
        return (true, false)
    }

    /// Removes a symbol's cell from a free-standing row, returning its coefficient.
    static func remove(_ symbol: Int32, from row: inout Row) -> Double {
        let position = row.position(of: symbol)
        guard position >= 0 else { return 0 }
        let coefficient = row.cells[position].coef
        row.removeCell(at: position)
        return coefficient
    }

    /// Solves a free-standing row `0 = constant + Σ` for `symbol`: `symbol = −(rest)/c`. A cell
    /// that the division takes below `nearZeroEpsilon` is dropped, as a sum that cancels is.
    ///
    /// The divisor is never near zero: `symbol` is a cell of the row (every caller takes it from
    /// the row: the subject, the entering symbol, the marker found in the expanded row), and a
    /// stored cell's magnitude is at least `nearZeroEpsilon` (smaller ones are dropped wherever
    /// a cell is written; the debug invariant check holds every row to it). A pivot's entering
    /// cell is also at least `pivotEpsilon` of its column (`leavingRow`, `dualOptimize`); a
    /// subject, as in kiwi, is chosen by id, not by size.
    static func solve(_ row: inout Row, for symbol: Int32) {
        let c = remove(symbol, from: &row)
        assert(!nearZero(c), "solving a row for symbol \(symbol), whose coefficient \(c) is near zero or absent")
        let factor = -1 / c
        row.constant *= factor
        var shrank = false
        for index in row.cells.indices {
            row.cells[index].coef *= factor
            if nearZero(row.cells[index].coef) { shrank = true }
        }
        if shrank { row.cells.removeAll { nearZero($0.coef) } }
    }

    /// `basic = row` with `basic` leaving for `entering`: insert −1·basic, then solve for entering.
    static func solve(_ row: inout Row, leaving: Int32, entering: Int32) {
        _ = insert(leaving, -1, into: &row)
        solve(&row, for: entering)
    }
}
