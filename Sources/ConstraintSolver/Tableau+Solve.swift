/// The markers of a constraint in the tableau, with their coefficients in the constraint's own
/// orientation (before any sign flip), which `setConstant` needs.
struct Tag {
    var marker: Int32 = -1
    var markerCoefficient: Double = 0
    var other: Int32 = -1
    var otherCoefficient: Double = 0
}

struct ConstraintRecord {
    let constraint: Constraint
    var tag: Tag
}

struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var constant: Double
}

extension Tableau {
    // MARK: Building rows

    /// The symbol of `variable`, created on first use (recorded in `created` for rollback).
    mutating func symbol(for variable: Variable, created: inout [Variable]) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = newSymbol(.external, variable: variable)
        symbolOfVariable[key] = symbol
        created.append(variable)
        return symbol
    }

    /// The constraint's row with references to basic externals left unexpanded, and its tag.
    mutating func createRow(_ constraint: Constraint, created: inout [Variable]) throws(SolverError) -> (Row, Tag) {
        // New error symbols enter the objective with positive weights: no reduced cost turns
        // negative, so an objective that was optimal stays optimal.
        let wasOptimal = !objectiveMayImprove
        defer { if wasOptimal { objectiveMayImprove = false } }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .internalFailure("the constraint \(constraint) has a coefficient or constant that is not a finite number")
        }
        var row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, created: &created)
            _ = Self.insert(symbol, term.coefficient, into: &row)
        }
        var tag = Tag()
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            _ = Self.insert(slack, coefficient, into: &row)
            if !constraint.strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                tag.otherCoefficient = -coefficient
                _ = Self.insert(error, -coefficient, into: &row)
                _ = Self.insert(error, constraint.strength.value, into: &objective)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                tag.markerCoefficient = 1
                _ = Self.insert(dummy, 1, into: &row)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                tag.otherCoefficient = 1
                _ = Self.insert(plus, -1, into: &row)
                _ = Self.insert(minus, 1, into: &row)
                _ = Self.insert(plus, constraint.strength.value, into: &objective)
                _ = Self.insert(minus, constraint.strength.value, into: &objective)
            }
        }
        return (row, tag)
    }

    /// kiwi's subject choice on a fully reduced row: the first (lowest id) external, else the
    /// marker or the other symbol when it is a slack or error with a negative coefficient.
    func chooseRestrictedSubject(_ row: Row, _ tag: Tag) -> Int32? {
        for id in row.ids where kinds[Int(id)] == .external { return id }
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    // MARK: Adding

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        let symbolCount = kinds.count
        let wasOptimal = !objectiveMayImprove
        var created: [Variable] = []
        let (lazyRow, tag) = try createRow(constraint, created: &created)

        // The subject kiwi would pick in the fully reduced row is the lowest-id non-basic
        // external it contains. If that symbol sits directly in the lazy row and no reference
        // leads to it, the row can stay lazy (a definition with references); otherwise expand.
        let (direct, viaReferences) = reachableNonbasicExternals(lazyRow)
        let lowest = [direct.first, viaReferences.first].compactMap { $0 }.min()
        var row: Row
        var subject: Int32?
        if let lowest, direct.contains(lowest), !viaReferences.contains(lowest) {
            row = lazyRow
            subject = lowest
        } else {
            row = expanded(lazyRow)
            if row.constant < 0 { reverseSign(&row) }
            subject = chooseRestrictedSubject(row, tag)
        }

        if subject == nil && row.ids.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard nearZero(row.constant) else {
                undoSymbols(created, symbolCount: symbolCount, tag: tag, wasOptimal: wasOptimal)
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }

        if let subject {
            Self.solve(&row, for: subject)
            row.basic = subject
            // The objective is not in the symbol index: a new error symbol chosen as subject
            // is found there only.
            let inObjective = objective.coefficient(of: subject) != 0
            if !occurrences[Int(subject)].isEmpty || inObjective {
                if kinds[Int(subject)] == .external && !occurrences[Int(subject)].isEmpty { generation &+= 1 }
                substituteEverywhere(subject, expanded(row), keepingReferences: true)
            }
            _ = insertRow(row)
        } else {
            // Phase 1 may pivot the whole tableau; a failure restores it exactly (kiwi issue 52).
            // The snapshot costs a copy of the tableau's storage, so it is skipped when phase 1
            // is certain to succeed in one pivot. It is never written: only the tableau's own
            // first writes copy storage.
            let saved: Tableau? = phaseOneEndsInOnePivot(row) ? nil : self
            let success: Bool
            do throws(SolverError) {
                success = try addWithArtificialVariable(row)
            } catch {
                guard let saved else { throw error }
                self = saved
                undoSymbols(created, symbolCount: symbolCount, tag: tag, wasOptimal: wasOptimal)
                throw error
            }
            guard success else {
                guard let saved else { throw .internalFailure("phase 1 failed after a pivot that could not fail") }
                self = saved
                undoSymbols(created, symbolCount: symbolCount, tag: tag, wasOptimal: wasOptimal)
                throw .unsatisfiable(constraint)
            }
        }
        constraints[key] = ConstraintRecord(constraint: constraint, tag: tag)
        try optimize()
    }

    private static func negate(_ row: inout Row) {
        row.constant = -row.constant
        for index in row.coefs.indices { row.coefs[index] = -row.coefs[index] }
    }

    private func reverseSign(_ row: inout Row) { Self.negate(&row) }

    /// Forgets the symbols a failed add created (and the error weights it put in the
    /// objective), so the solver is exactly as before.
    mutating func undoSymbols(_ created: [Variable], symbolCount: Int, tag: Tag, wasOptimal: Bool) {
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            _ = Self.remove(symbol, from: &objective)
        }
        if wasOptimal { objectiveMayImprove = false }
        for variable in created { symbolOfVariable[ObjectIdentifier(variable)] = nil }
        kinds.removeSubrange(symbolCount...)
        rowOf.removeSubrange(symbolCount...)
        occurrences.removeSubrange(symbolCount...)
        values.removeSubrange(symbolCount...)
        variableOf.removeSubrange(symbolCount...)
        unmanagedVariables.removeSubrange(symbolCount...)
        scratch.removeSubrange(symbolCount...)
        scratchUsed.removeSubrange(symbolCount...)
    }

    /// Whether phase 1 for `row` ends after its first pivot with the artificial variable
    /// leaving (so it succeeds and nothing needs restoring). This is the first step of
    /// `optimize(artificialPhase:)` computed without writing: the entering symbol is the first
    /// non-dummy one with a negative coefficient; the artificial row (whose basic symbol is
    /// the newest, so it loses ties) leaves when every other core row's ratio is larger.
    /// After that pivot the artificial objective is the artificial variable itself, which is
    /// non-basic: nothing more can enter and its constant is zero.
    private func phaseOneEndsInOnePivot(_ row: Row) -> Bool {
        guard let entering = enteringSymbol(of: row, skipping: []) else { return false }
        let ratio = -row.constant / row.coefficient(of: entering)
        guard let best = leavingRow(for: entering) else { return true }
        let other = rows[Int(best)]
        return -other.constant / other.coefficient(of: entering) > ratio
    }

    /// Phase 1: minimise an artificial variable standing for the new row.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        var artRow = row
        artRow.basic = art
        _ = insertRow(artRow)
        artificial = row
        try optimize(artificialPhase: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        let index = rowOf[Int(art)]
        if index >= 0 {
            if rows[Int(index)].isEmpty {
                dropRow(index)
                return success
            }
            var artRow = takeRow(index)
            guard let entering = artRow.ids.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }) else {
                return false
            }
            Self.solve(&artRow, leaving: art, entering: entering)
            artRow.basic = entering
            substituteEverywhere(entering, artRow, keepingReferences: true)
            _ = insertRow(artRow)
        }
        for index in occurrences[Int(art)] {
            var stored = rows[Int(index)]
            _ = Self.remove(art, from: &stored)
            rows[Int(index)] = stored
            markCellsChanged(index)
            markDirty(index)
        }
        if rowOf[Int(art)] < 0 { values[Int(art)] = 0 }
        occurrences[Int(art)] = []
        _ = Self.remove(art, from: &objective)
        return success
    }

    // MARK: Removing

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = constraints.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        let tag = record.tag
        // Take the error weights out of the objective before pivoting.
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            let strength = constraint.strength.value
            let index = rowOf[Int(symbol)]
            if index >= 0 {
                var added: [Int32] = [], removed: [Int32] = []
                Self.accumulate(&objective, rows[Int(index)], times: -strength, added: &added, removed: &removed)
            } else {
                _ = Self.insert(symbol, -strength, into: &objective)
            }
        }
        let markerRow = rowOf[Int(tag.marker)]
        if markerRow >= 0 {
            dropRow(markerRow)
        } else {
            guard let index = markerLeavingRow(tag.marker) else {
                throw .internalFailure("no row to pivot the marker of \(constraint) out of")
            }
            var row = expanded(rows[Int(index)])
            let leaving = rows[Int(index)].basic
            _ = takeRow(index)
            Self.solve(&row, leaving: leaving, entering: tag.marker)
            row.basic = tag.marker
            substituteEverywhere(tag.marker, row)
        }
        try optimize()
    }

    /// kiwi's choice of the row to pivot a non-basic marker into: the restricted row with a
    /// negative coefficient and the smallest ratio, else the one with a positive coefficient,
    /// else the external row (highest id) whose fully reduced form contains the marker.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: (ratio: Double, basic: Int32, index: Int32)?
        var second: (ratio: Double, basic: Int32, index: Int32)?
        var externals: [Int32] = []
        for index in occurrences[Int(marker)] {
            let row = rows[Int(index)]
            if row.isDefinition {
                externals.append(index)
                continue
            }
            let c = row.coefficient(of: marker)
            if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && row.basic < first!.basic) {
                    first = (ratio, row.basic, index)
                }
            } else if c > 0 {
                let ratio = row.constant / c
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && row.basic < second!.basic) {
                    second = (ratio, row.basic, index)
                }
            }
        }
        if let first { return first.index }
        if let second { return second.index }
        // Definition rows that contain the marker directly or through references (to other
        // definition rows, or to core rows that contain it).
        var candidates: [Int32] = []
        var seen = Set<Int32>()
        var queue = externals
        for index in occurrences[Int(marker)] where !rows[Int(index)].isDefinition {
            queue.append(contentsOf: occurrences[Int(rows[Int(index)].basic)])
        }
        while let index = queue.popLast() {
            guard seen.insert(index).inserted else { continue }
            candidates.append(index)
            for dependent in occurrences[Int(rows[Int(index)].basic)] { queue.append(dependent) }
        }
        candidates.sort { rows[Int($0)].basic > rows[Int($1)].basic }
        for index in candidates where expanded(rows[Int(index)]).coefficient(of: marker) != 0 {
            return index
        }
        return nil
    }

    // MARK: Substitution and pivots

    /// Replaces `symbol` by `definition` (fully reduced) in every core row and in the
    /// objectives, then queues the restricted rows that went negative, as kiwi does (all
    /// negative rows, by id, on top of the stack). Definition rows are rewritten too, unless
    /// `symbol` is a restricted symbol that is about to become basic (`keepingReferences`): they
    /// then simply reference it, which is the same equation.
    mutating func substituteEverywhere(_ symbol: Int32, _ definition: Row, keepingReferences: Bool = false) {
        let keep = keepingReferences && kinds[Int(symbol)] != .external
        let holders = occurrences[Int(symbol)]
        var wentNegative = false
        for index in holders {
            if keep && rows[Int(index)].isDefinition { continue }
            substitute(symbol, definition, inRow: index)
            let row = rows[Int(index)]
            if !row.isDefinition && row.constant < 0 { wentNegative = true }
        }
        if wentNegative {
            var negative = infeasible.filter { basic in
                let index = rowOf[Int(basic)]
                return index >= 0 && !rows[Int(index)].isDefinition && rows[Int(index)].constant < 0
            }
            for index in holders {
                let row = rows[Int(index)]
                if row.basic >= 0, !row.isDefinition, row.constant < 0, !negative.contains(row.basic) {
                    negative.append(row.basic)
                }
            }
            negative.sort()
            infeasible.append(contentsOf: negative)
        }
        let k = objective.coefficient(of: symbol)
        if k != 0 {
            _ = Self.remove(symbol, from: &objective)
            var added: [Int32] = [], removed: [Int32] = []
            Self.accumulate(&objective, definition, times: k, added: &added, removed: &removed)
        }
        if var art = artificial {
            let k = art.coefficient(of: symbol)
            if k != 0 {
                _ = Self.remove(symbol, from: &art)
                var added: [Int32] = [], removed: [Int32] = []
                Self.accumulate(&art, definition, times: k, added: &added, removed: &removed)
                artificial = art
            }
        }
    }

    /// Pivots `entering` into the basis through the core row at `index`.
    mutating func pivot(_ index: Int32, entering: Int32) {
        pivotCount += 1
        var row = takeRow(index)
        let leaving = row.basic
        Self.solve(&row, leaving: leaving, entering: entering)
        row.basic = entering
        if kinds[Int(entering)] == .external && !occurrences[Int(entering)].isEmpty { generation &+= 1 }
        substituteEverywhere(entering, row, keepingReferences: true)
        _ = insertRow(row)
    }

    // MARK: Primal simplex

    /// Minimises the objective (or the artificial one) with Bland's rule: the lowest-id
    /// symbol with a negative reduced cost enters; the row with the smallest ratio (ties: the
    /// lowest basic id) leaves. A reduced cost that no row bounds is numerical noise (the
    /// objective is a weighted sum of non-negative errors, so it cannot be unbounded): that
    /// symbol is skipped instead of aborting, as kiwi does.
    mutating func optimize(artificialPhase: Bool = false) throws(SolverError) {
        if !artificialPhase && !objectiveMayImprove { return }
        var skipped: [Int32] = []
        var iterations = 0
        let limit = 50 * (rows.count + kinds.count) + 1000
        while true {
            let target = artificialPhase ? (artificial ?? Row()) : objective
            guard let entering = enteringSymbol(of: target, skipping: skipped) else {
                if !artificialPhase && skipped.isEmpty { objectiveMayImprove = false }
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                skipped.append(entering)
                continue
            }
            pivot(leaving, entering: entering)
            skipped.removeAll()
            iterations += 1
            if iterations > limit {
                throw .internalFailure("the simplex did not converge after \(iterations) pivots")
            }
        }
    }

    /// The symbol that enters the basis for `target`: the first (lowest id) non-dummy one whose
    /// coefficient is below the tolerance, which scales with the largest coefficient.
    private func enteringSymbol(of target: Row, skipping skipped: [Int32]) -> Int32? {
        var scale = 1.0
        for c in target.coefs { scale = max(scale, abs(c)) }
        let tolerance = max(nearZeroEpsilon, scale * 1e-12)
        for (id, c) in zip(target.ids, target.coefs) where c < -tolerance && kinds[Int(id)] != .dummy && !skipped.contains(id) {
            return id
        }
        return nil
    }

    /// The core row with the smallest ratio −constant / coefficient among those where
    /// `entering` has a negative coefficient (ties: the lowest basic symbol).
    private func leavingRow(for entering: Int32) -> Int32? {
        var best: (ratio: Double, basic: Int32, index: Int32)?
        for index in occurrences[Int(entering)] {
            let row = rows[Int(index)]
            guard !row.isDefinition else { continue }
            let c = row.coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && row.basic < best!.basic) {
                best = (ratio, row.basic, index)
            }
        }
        return best?.index
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed (edits), row by row from the top of the
    /// infeasible stack.
    mutating func dualOptimize() throws(SolverError) {
        var iterations = 0
        let limit = 50 * (rows.count + kinds.count) + 1000
        while let leaving = infeasible.popLast() {
            let index = rowOf[Int(leaving)]
            guard index >= 0 else { continue }
            let row = rows[Int(index)]
            guard !row.isDefinition, !nearZero(row.constant), row.constant < 0 else { continue }
            var entering: Int32?
            var best = Double.greatestFiniteMagnitude
            for (id, c) in zip(row.ids, row.coefs) where c > 0 && kinds[Int(id)] != .dummy {
                let ratio = objective.coefficient(of: id) / c
                if ratio < best {
                    best = ratio
                    entering = id
                }
            }
            guard let entering else {
                infeasible.removeAll()
                throw .internalFailure("dual optimize failed: no symbol can restore row \(leaving)")
            }
            pivot(index, entering: entering)
            iterations += 1
            if iterations > limit { throw .internalFailure("the dual simplex did not converge") }
        }
    }

    // MARK: Constants

    /// Moves the constant of a constraint by `delta` (new minus old right-hand side) without
    /// rebuilding anything: the shift is absorbed by the constraint's marker (or its other
    /// error symbol when that one is basic), exactly as kiwi's `suggestValue` does for edits.
    mutating func shiftConstant(of tag: Tag, by delta: Double) {
        guard delta != 0 else { return }
        var pushed: [Int32] = []
        let markerIndex = rowOf[Int(tag.marker)]
        if markerIndex >= 0 {
            rows[Int(markerIndex)].constant += delta / tag.markerCoefficient
            if rows[Int(markerIndex)].constant < 0 { pushed.append(tag.marker) }
            coreValueChanged(markerIndex)
            shiftReferences(to: tag.marker, by: -delta / tag.markerCoefficient)
        } else if tag.other >= 0, rowOf[Int(tag.other)] >= 0 {
            let index = rowOf[Int(tag.other)]
            rows[Int(index)].constant += delta / tag.otherCoefficient
            if rows[Int(index)].constant < 0 { pushed.append(tag.other) }
            coreValueChanged(index)
            shiftReferences(to: tag.other, by: -delta / tag.otherCoefficient)
        } else {
            let shift = -delta / tag.markerCoefficient
            for index in occurrences[Int(tag.marker)] {
                let c = rows[Int(index)].coefficient(of: tag.marker)
                rows[Int(index)].constant += c * shift
                let row = rows[Int(index)]
                if row.isDefinition {
                    definitionConstantChanged(index)
                } else {
                    if row.constant < 0 { pushed.append(row.basic) }
                    coreValueChanged(index)
                }
            }
            pushed.sort()
        }
        infeasible.append(contentsOf: pushed)
    }

    /// The basic symbol's meaning moved by `shift` (old = new + shift): the definition rows
    /// that reference it take the shift into their constants, as the fully reduced rows kiwi
    /// keeps already have.
    private mutating func shiftReferences(to symbol: Int32, by shift: Double) {
        for index in occurrences[Int(symbol)] where rows[Int(index)].isDefinition {
            rows[Int(index)].constant += rows[Int(index)].coefficient(of: symbol) * shift
            definitionConstantChanged(index)
        }
    }

    /// Drops a core row from the tableau for good (its constraint is gone). Definition rows that
    /// reference its basic symbol first receive its expansion, which is what they would contain
    /// in a fully reduced tableau.
    mutating func dropRow(_ index: Int32) {
        let row = takeRow(index)
        guard !row.isDefinition else { return }
        for holder in occurrences[Int(row.basic)] where rows[Int(holder)].isDefinition {
            substitute(row.basic, row, inRow: holder)
        }
    }

    // MARK: Values

    /// Recomputes the definition rows that changed, in creation order (references first), and
    /// writes the variables whose value changed. Returns how many were written.
    ///
    /// This is the per-frame hot path of an animation: when a view's height is compressed every
    /// view below it moves, so hundreds of rows are re-evaluated. The loop works on borrowed
    /// buffers: no row is copied, no array retained.
    @discardableResult
    mutating func updateVariables() -> Int {
        var written = 0
        for symbol in leftBasis where !isBasic(symbol) && writesVariables {
            if let variable = variableOf[Int(symbol)], variable.value != 0 {
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
        evalIds.withUnsafeBufferPointer { evalIds in
        evalCoefs.withUnsafeBufferPointer { evalCoefs in
        dependentPool.withUnsafeBufferPointer { dependentPool in
        unmanagedVariables.withUnsafeBufferPointer { variables in
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
                    value += evalCoefs[position] * values[Int(evalIds[position])]
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
        if evalIds.count > 4096 && evalIds.count > 16 * live || dependentPool.count > 4096 && dependentPool.count > 4 * live {
            // Mostly garbage: rebuild every record.
            evalIds.removeAll(keepingCapacity: true)
            evalCoefs.removeAll(keepingCapacity: true)
            dependentPool.removeAll(keepingCapacity: true)
            staleRows = rows.indices.map { Int32($0) }
            staleSymbols = rows.compactMap { $0.basic >= 0 && $0.isDefinition ? $0.basic : nil }
        }
        for index in staleRows {
            let row = rows[Int(index)]
            guard row.basic >= 0, row.isDefinition, rowOf[Int(row.basic)] == index else { continue }
            let stamp = Int(row.stamp)
            records[stamp].constant = row.constant
            records[stamp].row = index
            records[stamp].basic = row.basic
            records[stamp].cellStart = Int32(evalIds.count)
            records[stamp].cellCount = Int32(row.ids.count)
            evalIds.append(contentsOf: row.ids)
            evalCoefs.append(contentsOf: row.coefs)
        }
        staleRows.removeAll(keepingCapacity: true)
        for symbol in staleSymbols {
            let index = rowOf[Int(symbol)]
            guard index >= 0, rows[Int(index)].isDefinition else { continue }
            let stamp = Int(rows[Int(index)].stamp)
            records[stamp].dependentStart = Int32(dependentPool.count)
            var count: Int32 = 0
            for holder in occurrences[Int(symbol)] where rows[Int(holder)].isDefinition {
                dependentPool.append(rows[Int(holder)].stamp)
                count += 1
            }
            records[stamp].dependentCount = count
        }
        staleSymbols.removeAll(keepingCapacity: true)
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
        dirty = BitSet()
        records = Array(repeating: EvaluationRecord(), count: order.count)
        evalIds.removeAll(keepingCapacity: true)
        evalCoefs.removeAll(keepingCapacity: true)
        dependentPool.removeAll(keepingCapacity: true)
        staleRows = order.map(\.index)
        staleSymbols = order.compactMap { rows[Int($0.index)].isDefinition ? rows[Int($0.index)].basic : nil }
    }
}
