/// Storing and taking rows, with everything kept in step with them: the symbol index
/// (`occurrences`), the values of restricted basics, the dirty marks and stale copies of the
/// evaluation cache, and the generation that reachability is memoised on.
extension Tableau {
    /// Stores `row` as the row of its basic symbol and indexes its cells. The row is taken, not
    /// copied: it is stored once, and its cells are read back from the store in place.
    ///
    /// `first`: the row takes a stamp before every existing one (it references no definition
    /// row, and definition rows reference its basic symbol).
    mutating func insertRow(_ row: consuming Row, first: Bool = false) -> Int32 {
        var row = row
        let stamp: Int32
        if first {
            if floorStamp == 0 { makeRoomBeforeStamps() }
            floorStamp -= 1
            stamp = floorStamp
        } else {
            stamp = nextStamp
            nextStamp += 1
        }
        row.stamp = stamp
        let basic = row.basic
        let isDefinition = symbols[Int(basic)].kind == .external
        row.isDefinition = isDefinition
        let index: Int32
        // (`isEmpty` then `removeLast`: `popLast` is a generic call that checks uniqueness even
        // when the list is empty, as it nearly always is while a screen is added.)
        if !freeRows.isEmpty {
            index = freeRows.removeLast()
            rows[Int(index)] = row
        } else {
            index = Int32(rows.count)
            rows.append(row)
        }
        if first {
            rowAtStamp[Int(stamp)] = index
            records[Int(stamp)] = EvaluationRecord()
        } else {
            rowAtStamp.append(index)
            records.append(EvaluationRecord())
        }
        if isDefinition {
            markRowStale(index)
            markSymbolStale(basic)
        }
        symbols[Int(basic)].row = index
        // The cells read in place, by position: a copy of the array retained and released it
        // at every row stored (two of the five retains of an add of an independent view).
        var hasExternal = false
        for position in 0..<rows[Int(index)].cells.count {
            let id = rows[Int(index)].cells[position].id
            if symbols[Int(id)].kind == .external { hasExternal = true }
            addOccurrence(of: id, in: index)
        }
        if isDefinition {
            dirty.insert(Int(stamp))
            // Forces the first evaluation to write the variable, whatever it held before.
            values[Int(basic)] = .nan
        } else {
            // Definition rows that contain this symbol now reference a basic symbol.
            if hasExternal && !symbols[Int(basic)].occurrences.isEmpty {
                generation &+= 1
            }
            coreValueChanged(index)
        }
        return index
    }

    /// Removes the row at `index` from the tableau and returns it (its basic becomes non-basic).
    mutating func takeRow(_ index: Int32) -> Row {
        let row = rows[Int(index)]
        for cell in row.cells { removeOccurrence(of: cell.id, in: index) }
        symbols[Int(row.basic)].row = -1
        rowAtStamp[Int(row.stamp)] = -1
        records[Int(row.stamp)].row = -1
        dirty.remove(Int(row.stamp))
        rows[Int(index)] = Row()
        freeRows.append(index)
        if row.isDefinition {
            externalLeftBasis(row.basic)
        } else if values[Int(row.basic)] != 0 {
            values[Int(row.basic)] = 0
            markDependentsDirty(row.basic)
        }
        return row
    }

    /// A core row's constant may have changed: keep `values` in step and mark the definition
    /// rows that reference its basic symbol.
    @inline(__always)
    mutating func coreValueChanged(_ index: Int32) {
        // The fields, read in place: copying the row would retain and release its cells.
        let basic = rows[Int(index)].basic
        let constant = rows[Int(index)].constant
        if values[Int(basic)] != constant {
            values[Int(basic)] = constant
            markDependentsDirty(basic)
        }
    }

    @inline(__always)
    mutating func markDependentsDirty(_ symbol: Int32) {
        for reference in symbols[Int(symbol)].occurrences { markDirty(reference) }
    }

    /// A basic external became non-basic: its value is now 0 for everyone referencing it.
    mutating func externalLeftBasis(_ symbol: Int32) {
        values[Int(symbol)] = 0
        leftBasis.append(symbol)
        generation &+= 1
        markDependentsDirty(symbol)
    }

    /// A definition row's constant changed: copy it into its evaluation record and mark it.
    @inline(__always)
    mutating func definitionConstantChanged(_ index: Int32) {
        let stamp = Int(rows[Int(index)].stamp)
        records[stamp].constant = rows[Int(index)].constant
        dirty.insert(stamp)
    }

    @inline(__always)
    mutating func markDirty(_ index: Int32) {
        if rows[Int(index)].isDefinition { dirty.insert(Int(rows[Int(index)].stamp)) }
    }

    @inline(__always)
    mutating func addOccurrence(of symbol: Int32, in index: Int32) {
        symbols[Int(symbol)].occurrences.append(index)
        markDependentsChanged(symbol)
    }

    /// The row's cells changed: its flat copy must be rebuilt before the next update.
    @inline(__always)
    mutating func markCellsChanged(_ index: Int32) {
        if rows[Int(index)].isDefinition { markRowStale(index) }
    }

    /// Lists the row for rebuilding at the next update, unless it is listed already.
    @inline(__always)
    mutating func markRowStale(_ index: Int32) {
        guard !staleRowMarks.contains(Int(index)) else { return }
        staleRowMarks.insert(Int(index))
        staleRows.append(index)
    }

    /// Lists the symbol's dependents for rebuilding at the next update, unless listed already.
    @inline(__always)
    mutating func markSymbolStale(_ symbol: Int32) {
        guard !staleSymbolMarks.contains(Int(symbol)) else { return }
        staleSymbolMarks.insert(Int(symbol))
        staleSymbols.append(symbol)
    }

    /// The rows containing the symbol changed: its dependents list must be rebuilt.
    @inline(__always)
    mutating func markDependentsChanged(_ symbol: Int32) {
        if symbols[Int(symbol)].kind == .external && symbols[Int(symbol)].row >= 0 { markSymbolStale(symbol) }
    }

    @inline(__always)
    mutating func removeOccurrence(of symbol: Int32, in index: Int32) {
        if symbols[Int(symbol)].occurrences.remove(index) {
            markDependentsChanged(symbol)
        }
    }

    /// Replaces `symbol` by `definition` in the stored row at `index`, keeping the index in step
    /// (`indexingSymbol` false: the caller empties the symbol's list of rows itself).
    mutating func substitute(_ symbol: Int32, _ definition: Row, inRow index: Int32, indexingSymbol: Bool = true) {
        // The row is swapped out and back, not copied: its cells stay uniquely owned, and no
        // reference count is touched (a copy retained each row's cells, a tenth of a long form).
        var row = Row()
        swap(&row, &rows[Int(index)])
        let k = Self.remove(symbol, from: &row)
        if indexingSymbol { removeOccurrence(of: symbol, in: index) }
        guard k != 0 else {
            swap(&row, &rows[Int(index)])
            return
        }
        var gainedExternal = false
        if Self.updatesInPlace(definition, into: row) {
            // A few cells (the usual definition: a view's top is the one above plus its height).
            row.constant += k * definition.constant
            let count = definition.cells.count
            if row.cells.count > 16 {
                // Into a long row (a form added bottom-up: the last top names every height above
                // it), they are merged into the row's own storage from the back, in one pass over
                // borrowed buffers, and the index is kept in step from a list on the stack: one
                // move of the row's tail instead of one per new cell, and no uniqueness check per
                // cell. The sums are the ones a cell-by-cell update makes.
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { changes in
                    // Each changed symbol: its id when it appears, −(id + 1) when it cancels.
                    let changed = Self.mergeFromBack(&row.cells, definition.cells, times: k, changes: changes)
                    for position in 0..<changed {
                        let id = changes[position]
                        if id >= 0 {
                            addOccurrence(of: id, in: index)
                            if symbols[Int(id)].kind == .external { gainedExternal = true }
                        } else {
                            removeOccurrence(of: -id - 1, in: index)
                        }
                    }
                }
            } else {
                // Into a short row, each is updated in place and the index kept in step cell by
                // cell, without the lists of symbols gained and lost (a tenth of a grid's build,
                // with their upkeep).
                for cell in definition.cells {
                    let position = row.position(of: cell.id)
                    if position >= 0 {
                        let value = row.cells[position].coef + k * cell.coef
                        if nearZero(value) {
                            row.removeCell(at: position)
                            removeOccurrence(of: cell.id, in: index)
                        } else {
                            row.cells[position].coef = value
                        }
                    } else {
                        let value = k * cell.coef
                        if !nearZero(value) {
                            row.insertCell(Cell(cell.id, value), at: -position - 1)
                            addOccurrence(of: cell.id, in: index)
                            if symbols[Int(cell.id)].kind == .external { gainedExternal = true }
                        }
                    }
                }
            }
            finishSubstitution(row, at: index, gainedExternal: gainedExternal)
            return
        }
        // The lists of symbols gained and lost live in the tableau between calls: two arrays
        // allocated per substitution were a tenth of a small form's build.
        var added = substitutionAdded, removed = substitutionRemoved
        substitutionAdded = []
        substitutionRemoved = []
        Self.accumulate(&row, definition, times: k, added: &added, removed: &removed)
        if !added.isEmpty {
            for id in added {
                addOccurrence(of: id, in: index)
                if symbols[Int(id)].kind == .external { gainedExternal = true }
            }
            added.removeAll(keepingCapacity: true)
        }
        if !removed.isEmpty {
            for id in removed { removeOccurrence(of: id, in: index) }
            removed.removeAll(keepingCapacity: true)
        }
        substitutionAdded = added
        substitutionRemoved = removed
        finishSubstitution(row, at: index, gainedExternal: gainedExternal)
    }

    /// Stores a substituted row back at `index` and keeps the evaluation cache, the core
    /// values and the reachability generation in step with it.
    @inline(__always)
    private mutating func finishSubstitution(_ row: consuming Row, at index: Int32, gainedExternal: Bool) {
        var row = row
        let isDefinition = row.isDefinition, stamp = Int(row.stamp), constant = row.constant, basic = row.basic
        swap(&row, &rows[Int(index)])
        markCellsChanged(index)
        if isDefinition { records[stamp].constant = constant }
        // A referenced row that gains a non-basic external changes what its referrers reach.
        if gainedExternal && !symbols[Int(basic)].occurrences.isEmpty {
            generation &+= 1
        }
        if isDefinition {
            dirty.insert(stamp)
        } else {
            coreValueChanged(index)
        }
    }

    /// Gives every definition row that references `symbol`, directly or through other
    /// definitions, a new stamp after every existing one, keeping their order: the row just
    /// stored for `symbol` then comes before them, as a referenced row must. (Its own references
    /// cannot reach them: `add` keeps a row lazy only when its subject is not reachable from
    /// it, and an expanded row references nothing.)
    ///
    /// A restamp costs a few writes where substituting the row into a definition cost a merge
    /// and the upkeep of the index: a chain or a form added bottom-up keeps rows of three cells,
    /// as added top-down, instead of rows that name every view above them.
    mutating func restampReferrers(of symbol: Int32) {
        var queue = restampQueue
        restampQueue = []
        for holder in symbols[Int(symbol)].occurrences where rows[Int(holder)].isDefinition {
            let stamp = Int(rows[Int(holder)].stamp)
            if !restampSet.contains(stamp) {
                restampSet.insert(stamp)
                queue.append(holder)
            }
        }
        var lowest = Int.max
        while let index = queue.popLast() {
            lowest = Swift.min(lowest, Int(rows[Int(index)].stamp))
            for holder in symbols[Int(rows[Int(index)].basic)].occurrences where rows[Int(holder)].isDefinition {
                let stamp = Int(rows[Int(holder)].stamp)
                if !restampSet.contains(stamp) {
                    restampSet.insert(stamp)
                    queue.append(holder)
                }
            }
        }
        restampQueue = queue
        guard lowest != Int.max else { return }
        // In their present order: each row's references keep pointing to smaller stamps.
        while let stamp = restampSet.popFirst(from: lowest) {
            lowest = stamp
            restamp(rowAtStamp[stamp])
        }
    }

    /// Moves the row at `index` to a new stamp after every existing one, with its dirty mark,
    /// and lists its evaluation record and the dependents lists that name its stamp for
    /// rebuilding.
    private mutating func restamp(_ index: Int32) {
        let old = Int(rows[Int(index)].stamp)
        let stamp = nextStamp
        nextStamp += 1
        rows[Int(index)].stamp = stamp
        rowAtStamp[old] = -1
        rowAtStamp.append(index)
        records[old].row = -1
        records.append(EvaluationRecord())
        if dirty.contains(old) {
            dirty.remove(old)
            dirty.insert(Int(stamp))
        }
        markRowStale(index)
        markSymbolStale(rows[Int(index)].basic)
        for cell in rows[Int(index)].cells where isBasicExternal(cell.id) { markSymbolStale(cell.id) }
    }

    /// Moves every stamp up by a multiple of 64 (at least the number of rows), leaving unused
    /// stamps below the lowest for `insertRow(_:first:)`: the stamp-indexed arrays gain empty
    /// entries at their front, the dirty marks whole words, and the dependents' lists their
    /// stamps' shift. Nothing is rebuilt.
    mutating func makeRoomBeforeStamps() {
        let words = Swift.max(1, (rows.count + 63) >> 6)
        let gap = words << 6
        rowAtStamp.insert(contentsOf: repeatElement(-1, count: gap), at: 0)
        records.insert(contentsOf: repeatElement(EvaluationRecord(), count: gap), at: 0)
        dirty.words.insert(contentsOf: repeatElement(0, count: words), at: 0)
        dirty.top = Int.max
        for index in rows.indices where rows[index].basic >= 0 { rows[index].stamp += Int32(gap) }
        for position in dependentPool.indices { dependentPool[position] += Int32(gap) }
        nextStamp += Int32(gap)
        floorStamp += Int32(gap)
    }

    /// Drops a core row from the tableau for good (its constraint is gone). Definition rows that
    /// reference its basic symbol first receive its expansion, which is what they would contain
    /// in a fully reduced tableau.
    mutating func dropRow(_ index: Int32) {
        let row = takeRow(index)
        guard !row.isDefinition else { return }
        for holder in symbols[Int(row.basic)].occurrences where rows[Int(holder)].isDefinition {
            substitute(row.basic, row, inRow: holder)
        }
    }
}
