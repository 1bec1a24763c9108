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
        if scratch.count < symbols.count {
            // Grown with room for the symbols later adds create (slots past the last symbol stay
            // zero): grown to the exact count, a small screen appended a few slots before nearly
            // every expansion, a sixth of the expansions of 33 independent views.
            let wanted = Swift.max(symbols.count, symbols.capacity, 2 * scratch.count)
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
        var result = Row(basic: row.basic, constant: constant)
        result.cells.reserveCapacity(scratchTouched.count)
        // The cells in ascending id order. The standard library's sort is a stable merge sort
        // that allocates a buffer past 20 elements: a tenth of a 33-view chain added bottom-up,
        // whose rows name every view below (callgrind). A few symbols are sorted in place by
        // insertion; more, spread over a range that few words of bits cover, are marked in a
        // bit set and read back in order; only a sparse many are sorted by the standard library.
        // A symbol whose sum passed through zero is listed more than once: sorted, its first
        // listing takes the sum and leaves zero, which the later ones skip as near zero; in
        // the bit set it is one bit.
        let count = scratchTouched.count
        if count <= 24 {
            scratchTouched.withUnsafeMutableBufferPointer { Self.insertionSort($0) }
            for id in scratchTouched { takeScratch(id, into: &result) }
        } else {
            var lowest = Int32.max, highest = Int32.min
            for id in scratchTouched {
                lowest = Swift.min(lowest, id)
                highest = Swift.max(highest, id)
            }
            let first = Int(lowest) >> 6, last = Int(highest) >> 6
            if last - first < 4 * count {
                if touchedWords.count <= last {
                    touchedWords.append(
                        contentsOf: repeatElement(0, count: Swift.max(last + 1, 2 * touchedWords.count) - touchedWords.count))
                }
                for id in scratchTouched { touchedWords[Int(id) >> 6] |= 1 << UInt64(id & 63) }
                for word in first...last {
                    var bits = touchedWords[word]
                    touchedWords[word] = 0
                    while bits != 0 {
                        takeScratch(Int32(word << 6 + bits.trailingZeroBitCount), into: &result)
                        bits &= bits &- 1
                    }
                }
            } else {
                scratchTouched.sort()
                for id in scratchTouched { takeScratch(id, into: &result) }
            }
        }
        scratchTouched.removeAll(keepingCapacity: true)
        result.releaseUnusedCapacity()
        return result
    }

    /// Moves a symbol's sum out of the scratch space into `result` (a non-zero sum on a
    /// non-basic symbol), leaving zero.
    @inline(__always)
    private mutating func takeScratch(_ id: Int32, into result: inout Row) {
        let value = scratch[Int(id)]
        scratch[Int(id)] = 0
        if !nearZero(value) && !isBasic(id) {
            result.cells.append(Cell(id, value))
        }
    }

    /// Sorts a few symbols in place, ascending.
    @inline(__always)
    private static func insertionSort(_ ids: UnsafeMutableBufferPointer<Int32>) {
        guard ids.count > 1 else { return }
        for position in 1..<ids.count {
            let id = ids[position]
            var hole = position
            while hole > 0 && ids[hole - 1] > id {
                ids[hole] = ids[hole - 1]
                hole -= 1
            }
            ids[hole] = id
        }
    }

    @inline(__always)
    private mutating func addToScratch(_ id: Int32, _ coef: Double, constant: inout Double) {
        let index = symbols[Int(id)].row
        if index >= 0 && symbols[Int(id)].kind != .external {
            // A core row: its cells are all non-basic.
            let core = rows[Int(index)]
            constant += coef * core.constant
            for cell in core.cells { addPlainToScratch(cell.id, coef * cell.coef) }
            return
        }
        addPlainToScratch(id, coef)
        if isBasicExternal(id) {
            pending.insert(Int(rows[Int(symbols[Int(id)].row)].stamp))
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
