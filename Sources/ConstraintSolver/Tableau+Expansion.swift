/// The fully reduced form of a row: references to basic symbols replaced by their rows,
/// summed in the scratch space.
extension Tableau {
    /// Whether `row` contains a reference to a basic symbol.
    func hasReferences(_ row: Row) -> Bool {
        row.containsSymbol { isBasic($0) }
    }

    /// The fully reduced form of `row`: every reference to a basic symbol replaced by that
    /// symbol's (fully reduced) row. Definition rows are expanded in descending stamp order, so
    /// each is expanded once, with its accumulated coefficient; core rows are flat and are
    /// expanded on the spot.
    mutating func expanded(_ row: Row) -> Row {
        guard hasReferences(row) else { return row }
        if scratch.count < kinds.count {
            // Grown with room for the symbols later adds create (slots past the last symbol stay
            // zero): grown to the exact count, a small screen appended a few slots before nearly
            // every expansion, a sixth of the expansions of 33 independent views.
            let wanted = Swift.max(kinds.count, kinds.capacity, 2 * scratch.count)
            scratch.append(contentsOf: repeatElement(0, count: wanted - scratch.count))
        }
        var constant = row.constant
        for cell in row.cells { addToScratch(cell.id, cell.coef, constant: &constant) }
        while let stamp = pending.popLast() {
            let index = rowAtStamp[stamp]
            let referenced = rows[Int(index)]
            let coef = scratch[Int(referenced.basic)]
            scratch[Int(referenced.basic)] = 0
            if coef == 0 { continue }
            constant += coef * referenced.constant
            for cell in referenced.cells { addToScratch(cell.id, coef * cell.coef, constant: &constant) }
        }
        scratchTouched.sort()
        var result = Row(basic: row.basic, constant: constant)
        result.cells.reserveCapacity(scratchTouched.count)
        // A symbol whose sum passed through zero is listed more than once: its first listing
        // takes the sum and leaves zero, which the later ones skip as near zero.
        for id in scratchTouched {
            let value = scratch[Int(id)]
            scratch[Int(id)] = 0
            if !nearZero(value) && !isBasic(id) {
                result.cells.append(Cell(id, value))
            }
        }
        scratchTouched.removeAll(keepingCapacity: true)
        result.releaseUnusedCapacity()
        return result
    }

    @inline(__always)
    private mutating func addToScratch(_ id: Int32, _ coef: Double, constant: inout Double) {
        let index = rowOf[Int(id)]
        if index >= 0 && kinds[Int(id)] != .external {
            // A core row: its cells are all non-basic.
            let core = rows[Int(index)]
            constant += coef * core.constant
            for cell in core.cells { addPlainToScratch(cell.id, coef * cell.coef) }
            return
        }
        addPlainToScratch(id, coef)
        if isBasicExternal(id) {
            pending.insert(Int(rows[Int(rowOf[Int(id)])].stamp))
        }
    }

    @inline(__always)
    private mutating func addPlainToScratch(_ id: Int32, _ coef: Double) {
        // A zero sum is listed now: an unused slot, or a sum that came back to zero (listed
        // again; see `expanded`).
        if scratch[Int(id)] == 0 { scratchTouched.append(id) }
        scratch[Int(id)] += coef
    }
}
