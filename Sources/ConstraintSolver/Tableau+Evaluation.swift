/// What `updateVariables` needs about the row with a given stamp, in one place.
struct EvaluationRecord {
    /// The row's constant (kept in step with the row).
    var constant: Double = 0
    /// The row's index, or -1 when the stamp's row is gone or is a core row.
    var row: Int32 = -1
    var basic: Int32 = -1
    var cellStart: Int32 = 0
    var cellCount: Int32 = 0
    var dependentStart: Int32 = 0
    var dependentCount: Int32 = 0
}

/// The per-frame evaluation of definition rows behind `updateVariables`: flat copies of the
/// dirty rows' cells and dependents, one forward pass in stamp order, and the upkeep of those
/// copies and of the stamps.
extension Tableau {
    /// Recomputes the definition rows that changed, in stamp order (references first), and
    /// writes the variables whose value changed. Returns how many were written.
    ///
    /// This is the per-frame hot path of an animation: when a view's height is compressed every
    /// view below it moves, so hundreds of rows are re-evaluated. The loop works on borrowed
    /// buffers: no row is copied, no array retained.
    @discardableResult
    mutating func updateVariables() -> Int {
        var written = 0
        for symbol in leftBasis where !isBasic(symbol) && writesVariables {
            if let variable = variableOf[Int(symbol)].variable, variable.value != 0 {
                variable.value = 0
                written += 1
            }
        }
        leftBasis.removeAll(keepingCapacity: true)
        guard !dirty.isEmpty else { return written }
        refreshEvaluationData()
        // Take the mutable arrays out of `self` so the loop owns them uniquely.
        var values = self.values
        self.values = []
        var dirtyWords = self.dirty.words
        self.dirty = BitSet()
        let stampCount = Int(nextStamp)
        if dirtyWords.count < (stampCount + 63) >> 6 {
            dirtyWords.append(contentsOf: repeatElement(0, count: (stampCount + 63) >> 6 - dirtyWords.count))
        }
        let writes = writesVariables
        rows.withUnsafeBufferPointer { rows in
            records.withUnsafeBufferPointer { records in
                evalCells.withUnsafeBufferPointer { evalCells in
                    dependentPool.withUnsafeBufferPointer { dependentPool in
                        // Read as unretained references: a retained read would retain and
                        // release each variable written (see `VariableSlot`).
                        variableOf.withUnsafeBufferPointer {
                            $0.withMemoryRebound(to: Unmanaged<Variable>?.self) { variables in
                                values.withUnsafeMutableBufferPointer { values in
                                    dirtyWords.withUnsafeMutableBufferPointer { bits in
                                        // One forward pass in stamp order: a row's dependents have larger stamps, so
                                        // marking them sets bits ahead of the cursor (or later in the current word).
                                        // The word under the cursor lives in a register; dependents in later words are
                                        // marked in memory and picked up when the cursor gets there.
                                        var word = 0
                                        var current: UInt64 = bits.isEmpty ? 0 : bits[0]
                                        if !bits.isEmpty { bits[0] = 0 }
                                        while true {
                                            if current == 0 {
                                                word += 1
                                                guard word < bits.count else { break }
                                                current = bits[word]
                                                bits[word] = 0
                                                continue
                                            }
                                            let stamp = word << 6 | current.trailingZeroBitCount
                                            current &= current - 1
                                            let record = records[stamp]
                                            guard record.row >= 0 else { continue }
                                            // Summed from the last cell to the first: references to earlier rows have the
                                            // lowest ids, so the term that waits for the previous row's value comes last and
                                            // the rest of the sum overlaps with that wait.
                                            var value = record.constant
                                            let first = Int(record.cellStart)
                                            var position = first + Int(record.cellCount)
                                            while position > first {
                                                position -= 1
                                                let cell = evalCells[position]
                                                value += cell.coef * values[Int(cell.id)]
                                            }
                                            let basic = Int(record.basic)
                                            guard value != values[basic] else { continue }
                                            values[basic] = value
                                            if writes { variables[basic]?._withUnsafeGuaranteedRef { $0.value = value } }
                                            written += 1
                                            let firstDependent = Int(record.dependentStart)
                                            for position in firstDependent..<(firstDependent + Int(record.dependentCount)) {
                                                let dependent = Int(dependentPool[position])
                                                let bit: UInt64 = 1 << UInt64(dependent & 63)
                                                if dependent >> 6 == word {
                                                    current |= bit
                                                } else {
                                                    bits[dependent >> 6] |= bit
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.dirty.words = dirtyWords
        self.values = values
        compactStampsIfNeeded()
        return written
    }

    /// Brings the flat copies used by `updateVariables` up to date for the dirty rows and the
    /// symbols they may propagate to (stale entries are rebuilt; the pools are compacted when
    /// mostly garbage).
    private mutating func refreshEvaluationData() {
        let live = rows.count - freeRows.count
        if evalCells.count > 4096 && evalCells.count > 16 * live || dependentPool.count > 4096 && dependentPool.count > 4 * live,
            poolsAreMostlyGarbage()
        {
            // Mostly garbage: rebuild every record.
            evalCells.removeAll(keepingCapacity: true)
            dependentPool.removeAll(keepingCapacity: true)
            staleRowMarks.removeAll()
            staleSymbolMarks.removeAll()
            staleRows = rows.indices.map { Int32($0) }
            staleSymbols = rows.compactMap { $0.basic >= 0 && $0.isDefinition ? $0.basic : nil }
        }
        if !staleRows.isEmpty { copyStaleRows() }
        for index in staleRows { staleRowMarks.remove(Int(index)) }
        staleRows.removeAll(keepingCapacity: true)
        for symbol in staleSymbols {
            let index = symbols[Int(symbol)].row
            guard index >= 0, rows[Int(index)].isDefinition else { continue }
            let stamp = Int(rows[Int(index)].stamp)
            records[stamp].dependentStart = Int32(dependentPool.count)
            var count: Int32 = 0
            for holder in symbols[Int(symbol)].occurrences where rows[Int(holder)].isDefinition {
                dependentPool.append(rows[Int(holder)].stamp)
                count += 1
            }
            records[stamp].dependentCount = count
        }
        for symbol in staleSymbols { staleSymbolMarks.remove(Int(symbol)) }
        staleSymbols.removeAll(keepingCapacity: true)
    }

    /// Copies the cells of the stale definition rows to the end of `evalCells` and points their
    /// records at the copies. The pool grows once for all of them, and each row's cells are
    /// copied from the stored row in place: an `append(contentsOf:)` per row cost about 150
    /// instructions for a row of one or two cells (the first update of 33 independent views
    /// copies 66), reading each row out retained and released its cells, and each of a
    /// record's five fields was a checked write.
    private mutating func copyStaleRows() {
        var pool = evalCells, records = self.records
        evalCells = []
        self.records = []
        rows.withUnsafeBufferPointer { rows in
            symbols.withUnsafeBufferPointer { symbols in
                /// Whether the row at `index` is still its basic symbol's definition row.
                func isDefinition(_ index: Int32) -> Bool {
                    let basic = rows[Int(index)].basic
                    return basic >= 0 && rows[Int(index)].isDefinition && symbols[Int(basic)].row == index
                }
                var needed = 0
                for index in staleRows where isDefinition(index) { needed += rows[Int(index)].cells.count }
                var next = pool.count
                pool.append(contentsOf: repeatElement(Cell(0, 0), count: needed))
                pool.withUnsafeMutableBufferPointer { pool in
                    records.withUnsafeMutableBufferPointer { records in
                        for index in staleRows where isDefinition(index) {
                            let stamp = Int(rows[Int(index)].stamp), count = rows[Int(index)].cells.count
                            records[stamp].constant = rows[Int(index)].constant
                            records[stamp].row = index
                            records[stamp].basic = rows[Int(index)].basic
                            records[stamp].cellStart = Int32(next)
                            records[stamp].cellCount = Int32(count)
                            rows[Int(index)].cells.withUnsafeBufferPointer { cells in
                                // `Cell` is trivial: its bytes may be copied.
                                if let source = cells.baseAddress, let target = pool.baseAddress {
                                    (target + next).update(from: source, count: count)
                                }
                            }
                            next += count
                        }
                    }
                }
            }
        }
        evalCells = pool
        self.records = records
    }

    /// Whether a pool holds more than twice what the live records use. (Counted only when a
    /// pool looks large for the rows: rows of many cells — a grid's, where each top names every
    /// height above it — are not garbage by their number, and rebuilding every record of such a
    /// tableau at every update was most of a frame.)
    private func poolsAreMostlyGarbage() -> Bool {
        var cells = 0, dependents = 0
        for record in records where record.row >= 0 {
            cells += Int(record.cellCount)
            dependents += Int(record.dependentCount)
        }
        return evalCells.count > 4096 && evalCells.count > 2 * cells || dependentPool.count > 4096 && dependentPool.count > 2 * dependents
    }

    /// Renumbers row stamps densely (keeping their order) once most stamps belong to dead rows.
    private mutating func compactStampsIfNeeded() {
        let live = rows.count - freeRows.count
        guard Int(nextStamp) > 4 * live + 4096, dirty.isEmpty else { return }
        var order: [(stamp: Int32, index: Int32)] = []
        for (stamp, index) in rowAtStamp.enumerated() where index >= 0 { order.append((Int32(stamp), index)) }
        rowAtStamp = []
        for (newStamp, entry) in order.enumerated() {
            rows[Int(entry.index)].stamp = Int32(newStamp)
            rowAtStamp.append(entry.index)
        }
        nextStamp = Int32(order.count)
        floorStamp = 0
        dirty = BitSet()
        records = Array(repeating: EvaluationRecord(), count: order.count)
        evalCells.removeAll(keepingCapacity: true)
        dependentPool.removeAll(keepingCapacity: true)
        for entry in order {
            markRowStale(entry.index)
            if rows[Int(entry.index)].isDefinition { markSymbolStale(rows[Int(entry.index)].basic) }
        }
    }
}
