/// The simplex: substitution and pivots, the primal simplex (Bland's rule) that minimises
/// the objective, its entering and leaving rules, and the dual simplex that restores
/// feasibility after constants changed.
extension Tableau {
    // MARK: Substitution and pivots

    /// Replaces `symbol` by `definition` (fully reduced) in every core row and in the
    /// objectives, then queues the restricted rows that went negative, as kiwi does (all
    /// negative rows, by id, on top of the stack). Definition rows are rewritten too, unless
    /// `symbol` is a restricted symbol that is about to become basic (`keepingReferences`), or
    /// an external one whose new row `add` stores before restamping them
    /// (`keepingExternalReferences` too): they then simply reference it, which is the same
    /// equation.
    mutating func substituteEverywhere(
        _ symbol: Int32, _ definition: Row, keepingReferences: Bool = false, keepingExternalReferences: Bool = false
    ) {
        let keep = keepingReferences && (keepingExternalReferences || symbols[Int(symbol)].kind != .external)
        let holders = symbols[Int(symbol)].occurrences
        // When every holder loses the symbol (all but a restricted symbol that definitions keep
        // referencing), its list is emptied once at the end: taking each holder out of it in
        // turn searched the list each time, quadratic in the holders (a 1,000-field form added
        // bottom-up substitutes each top into every row below it).
        let dropsEveryHolder = !keep || !holders.contains { rows[Int($0)].isDefinition }
        var wentNegative = false
        for index in holders {
            if keep && rows[Int(index)].isDefinition { continue }
            substitute(symbol, definition, inRow: index, indexingSymbol: !dropsEveryHolder)
            if !rows[Int(index)].isDefinition && rows[Int(index)].constant < 0 { wentNegative = true }
        }
        if dropsEveryHolder && !holders.isEmpty {
            symbols[Int(symbol)].occurrences = OccurrenceList()
            markDependentsChanged(symbol)
        }
        if wentNegative {
            // kiwi pushes every negative restricted row after each substitution. Entries below
            // that group are never used: once the group is popped and repaired, any row that is
            // negative again was pushed again by the repairing pivot. So the stack becomes the
            // group, each row once. (Appending the group to the stack, which already held
            // the rows still negative, doubled the stack at every such substitution: a
            // 500-view screen asked for 2 GB.)
            var negative = infeasible.filter { basic in
                let index = symbols[Int(basic)].row
                return index >= 0 && !rows[Int(index)].isDefinition && rows[Int(index)].constant < 0
            }
            for index in holders {
                let row = rows[Int(index)]
                if row.basic >= 0, !row.isDefinition, row.constant < 0 { negative.append(row.basic) }
            }
            negative.sort()
            var previous: Int32 = -1
            infeasible.removeAll(keepingCapacity: true)
            for basic in negative where basic != previous {
                infeasible.append(basic)
                previous = basic
            }
        }
        let k = objective.coefficient(of: symbol)
        if k != 0 {
            _ = Self.remove(symbol, from: &objective)
            var added: [Int32] = [], removed: [Int32] = []
            Self.accumulate(&objective, definition, times: k, added: &added, removed: &removed, tracking: false)
        }
        if var art = artificial {
            let k = art.coefficient(of: symbol)
            if k != 0 {
                _ = Self.remove(symbol, from: &art)
                var added: [Int32] = [], removed: [Int32] = []
                Self.accumulate(&art, definition, times: k, added: &added, removed: &removed, tracking: false)
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
        if symbols[Int(entering)].kind == .external && !symbols[Int(entering)].occurrences.isEmpty { generation &+= 1 }
        substituteEverywhere(entering, row, keepingReferences: true)
        _ = insertRow(row)
    }

    // MARK: Primal simplex

    /// Minimises the objective (or the artificial one) with Bland's rule: the lowest-id
    /// symbol with a negative reduced cost enters; the row with the smallest ratio (ties: the
    /// lowest basic id) leaves. The objective is a weighted sum of non-negative errors, so it
    /// cannot be unbounded: a reduced cost that no row bounds is rounding. When it is small
    /// beside the objective's largest coefficient (below `unboundedTolerance` of it) the symbol
    /// is skipped as noise; a larger one is thrown as `.unboundedObjective`, as kiwi throws it.
    /// Every pivot counts against the operation's budget (`beginOperation`).
    mutating func optimize(artificialPhase: Bool = false) throws(SolverError) {
        if !artificialPhase && !objectiveMayImprove { return }
        var skipped: [Int32] = []
        while true {
            let target = artificialPhase ? (artificial ?? Row()) : objective
            guard
                let entering = enteringSymbol(
                    of: target, skipping: skipped, relativeTolerance: artificialPhase ? phaseOneEnteringTolerance : enteringTolerance)
            else {
                if !artificialPhase && skipped.isEmpty { objectiveMayImprove = false }
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                var scale = 1.0
                for cell in target.cells { scale = max(scale, abs(cell.coef)) }
                let cost = target.coefficient(of: entering)
                guard -cost <= unboundedTolerance * scale else {
                    throw .unboundedObjective(
                        "\(operation): symbol \(entering) (\(symbols[Int(entering)].kind)) has reduced cost \(cost) "
                            + "in the \(artificialPhase ? "phase-1 " : "")objective and no row bounds it")
                }
                skipped.append(entering)
                continue
            }
            try pivotCounted(leaving, entering: entering)
            skipped.removeAll()
        }
    }

    /// Starts counting the pivots of one public operation against the limit
    /// `1,000 + 10 × (rows + columns)`, with the tableau's sizes now.
    mutating func beginOperation(_ operation: SolverOperation) {
        self.operation = operation
        operationPivots = 0
        operationRows = rows.count - freeRows.count
        operationColumns = symbols.count
        pivotLimit = pivotLimitOverride ?? 1_000 + 10 * (operationRows + operationColumns)
    }

    /// Forgets the operation's arguments, so that a removed constraint is not kept alive.
    @inline(__always)
    mutating func endOperation() { operation = .none }

    /// `pivot`, counted against the operation's budget: throws `.pivotLimitExceeded` when the
    /// budget is spent (the tableau is consistent: the last pivot completed).
    mutating func pivotCounted(_ index: Int32, entering: Int32) throws(SolverError) {
        pivot(index, entering: entering)
        operationPivots += 1
        if operationPivots > pivotLimit {
            throw .pivotLimitExceeded(
                operation: operation.description, pivots: operationPivots, rows: operationRows, columns: operationColumns)
        }
    }

    /// The symbol that enters the basis for `target`: the first (lowest id) non-dummy one whose
    /// coefficient is below the tolerance, which scales with the largest coefficient.
    func enteringSymbol(of target: Row, skipping skipped: [Int32], relativeTolerance: Double = enteringTolerance) -> Int32? {
        var scale = 1.0
        for cell in target.cells { scale = max(scale, abs(cell.coef)) }
        let tolerance = max(reducedCostEpsilon, scale * relativeTolerance)
        for cell in target.cells where cell.coef < -tolerance && symbols[Int(cell.id)].kind != .dummy && !skipped.contains(cell.id) {
            return cell.id
        }
        return nil
    }

    /// The core row with the smallest ratio −constant / coefficient among those where
    /// `entering` has a negative coefficient beyond the pivot tolerance (ties: the lowest basic
    /// symbol).
    func leavingRow(for entering: Int32) -> Int32? {
        var best: (ratio: Double, basic: Int32, index: Int32)?
        // The pivot tolerance is relative to the column's largest entry in a core row.
        var column = 1.0
        for index in symbols[Int(entering)].occurrences where !rows[Int(index)].isDefinition {
            column = max(column, abs(rows[Int(index)].coefficient(of: entering)))
        }
        let tolerance = pivotEpsilon * column
        for index in symbols[Int(entering)].occurrences {
            let row = rows[Int(index)]
            guard !row.isDefinition else { continue }
            let c = row.coefficient(of: entering)
            guard c < -tolerance else { continue }
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
        while let leaving = infeasible.popLast() {
            let index = symbols[Int(leaving)].row
            guard index >= 0 else { continue }
            let row = rows[Int(index)]
            guard !row.isDefinition, !constantIsZero(row.constant), row.constant < 0 else { continue }
            var entering: Int32?
            var best = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coef > pivotEpsilon && symbols[Int(cell.id)].kind != .dummy {
                let ratio = objective.coefficient(of: cell.id) / cell.coef
                if ratio < best {
                    best = ratio
                    entering = cell.id
                }
            }
            guard let entering else {
                infeasible.removeAll()
                throw .internalFailure("\(operation): the dual simplex found no symbol to restore row \(leaving)")
            }
            do throws(SolverError) {
                try pivotCounted(index, entering: entering)
            } catch {
                infeasible.removeAll()
                throw error
            }
        }
    }
}
