/// Adding a constraint: building its row and markers, choosing the subject as kiwi does, and
/// phase 1 with an artificial variable when no subject exists (undone exactly on failure).
extension Tableau {
    // MARK: Building rows

    /// The symbol of `variable`, created on first use (a failed add forgets the symbols it
    /// created: those from its first id on).
    mutating func symbol(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = newSymbol(.external, variable: variable)
        symbolOfVariable.set(symbol, for: key)
        return symbol
    }

    /// The constraint's row with references to basic externals left unexpanded, and its tag.
    mutating func createRow(_ constraint: Constraint) throws(SolverError) -> (Row, Tag) {
        // New error symbols enter the objective with positive weights: no reduced cost turns
        // negative, so an objective that was optimal stays optimal.
        let wasOptimal = !objectiveMayImprove
        defer { if wasOptimal { objectiveMayImprove = false } }
        guard constraint.hasFiniteNumbers else {
            throw .internalFailure("the constraint \(constraint) has a coefficient or constant that is not a finite number")
        }
        var row = Row(constant: constraint.expressionConstant)
        // Room for the terms and the two markers: the row is built without growing.
        row.cells.reserveCapacity(constraint.termCount + 2)
        constraint.forEachTerm { variable, coefficient in
            guard !nearZero(coefficient) else { return }
            let symbol = symbol(for: variable)
            _ = Self.insert(symbol, coefficient, into: &row)
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
        for cell in row.cells where symbols[Int(cell.id)].kind == .external { return cell.id }
        func qualifies(_ symbol: Int32) -> Bool {
            guard symbol >= 0 else { return false }
            let kind = symbols[Int(symbol)].kind
            return (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0
        }
        if qualifies(tag.marker) { return tag.marker }
        if qualifies(tag.other) { return tag.other }
        return nil
    }

    // MARK: Adding

    /// The public `add`: the operation begun, the constraint added, the operation ended (a
    /// constraint that fails to go in is not kept alive by the record of the operation).
    mutating func addOperation(_ constraint: Constraint) throws(SolverError) {
        beginOperation(.add(constraint))
        defer { endOperation() }
        try add(constraint)
    }

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard !constraints.contains(key) else { throw .duplicateConstraint(constraint) }
        let symbolCount = symbols.count
        let wasOptimal = !objectiveMayImprove
        var (row, tag) = try createRow(constraint)

        // The subject kiwi would pick in the fully reduced row is the lowest-id non-basic
        // external it contains. If that symbol sits directly in the lazy row and no reference
        // leads to it, the row can stay lazy (a definition with references); otherwise expand.
        // (One variable for both: a second copy of the row would make solving it copy its cells.)
        let (direct, viaReferences) = lowestReachableNonbasicExternals(row)
        var subject: Int32?
        if let direct, viaReferences.map({ direct < $0 }) ?? true {
            subject = direct
        } else {
            row = expanded(row)
            if row.constant < 0 { reverseSign(&row) }
            subject = chooseRestrictedSubject(row, tag)
        }

        if subject == nil && row.cells.allSatisfy({ symbols[Int($0.id)].kind == .dummy }) {
            guard constantIsZero(row.constant) else {
                undoSymbols(symbolCount: symbolCount, tag: tag, wasOptimal: wasOptimal)
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
            let isExternal = symbols[Int(subject)].kind == .external
            let held = !symbols[Int(subject)].occurrences.isEmpty
            if held || inObjective {
                if isExternal && held { generation &+= 1 }
                // Definition rows keep referencing a new basic external, as they keep referencing
                // a restricted one: they are given stamps after its row instead (see
                // `restampReferrers`). Substituting the row into each of them made every row
                // below a form added bottom-up hold every height above it.
                let needsExpansion =
                    inObjective || (artificial.map { $0.coefficient(of: subject) != 0 } ?? false)
                    || symbols[Int(subject)].occurrences.contains { !rows[Int($0)].isDefinition }
                if needsExpansion {
                    substituteEverywhere(subject, expanded(row), keepingReferences: true, keepingExternalReferences: true)
                }
            }
            if isExternal && held {
                // A row that references no definition can simply come before every other;
                // otherwise the definitions that reference its subject move after it.
                if row.cells.contains(where: { isBasicExternal($0.id) }) {
                    _ = insertRow(row)
                    restampReferrers(of: subject)
                } else {
                    _ = insertRow(row, first: true)
                }
            } else {
                _ = insertRow(row)
            }
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
                undoSymbols(symbolCount: symbolCount, tag: tag, wasOptimal: wasOptimal)
                throw error
            }
            guard success else {
                guard let saved else { throw .internalFailure("phase 1 failed after a pivot that could not fail") }
                self = saved
                undoSymbols(symbolCount: symbolCount, tag: tag, wasOptimal: wasOptimal)
                throw .unsatisfiable(constraint)
            }
        }
        constraints.insert(ConstraintRecord(constraint: constraint, tag: tag))
        do throws(SolverError) {
            try optimize()
        } catch {
            // The primal simplex keeps the tableau feasible, so it holds the system with the
            // constraint: taking the constraint out again leaves the system as it was (all or
            // nothing, as kiwi's add), not yet re-optimised.
            try? removeWithoutOptimizing(constraint)
            throw error
        }
    }

    private static func negate(_ row: inout Row) {
        row.constant = -row.constant
        for index in row.cells.indices { row.cells[index].coef = -row.cells[index].coef }
    }

    private func reverseSign(_ row: inout Row) { Self.negate(&row) }

    /// Forgets the symbols a failed add created (and the error weights it put in the
    /// objective), so the solver is exactly as before.
    mutating func undoSymbols(symbolCount: Int, tag: Tag, wasOptimal: Bool) {
        for symbol in [tag.marker, tag.other] where symbol >= 0 && symbols[Int(symbol)].kind == .error {
            _ = Self.remove(symbol, from: &objective)
        }
        if wasOptimal { objectiveMayImprove = false }
        for slot in variableOf[symbolCount...] {
            if let variable = slot.variable { symbolOfVariable.removeValue(for: ObjectIdentifier(variable)) }
        }
        symbols.removeSubrange(symbolCount...)
        values.removeSubrange(symbolCount...)
        variableOf.removeSubrange(symbolCount...)
        // The scratch space may keep its slots: every expansion leaves them zero.
    }

    /// Whether phase 1 for `row` ends after its first pivot with the artificial variable
    /// leaving (so it succeeds and nothing needs restoring). This is the first step of
    /// `optimize(artificialPhase:)` computed without writing: the entering symbol is the first
    /// non-dummy one with a negative coefficient; the artificial row (whose basic symbol is
    /// the newest, so it loses ties) leaves when every other core row's ratio is larger.
    /// After that pivot the artificial objective is the artificial variable itself, which is
    /// non-basic: nothing more can enter and its constant is zero.
    private func phaseOneEndsInOnePivot(_ row: Row) -> Bool {
        guard let entering = enteringSymbol(of: row, skipping: [], relativeTolerance: phaseOneEnteringTolerance) else { return false }
        // The entering cell is below minus `reducedCostEpsilon` (enteringSymbol), and the other
        // row's below minus `pivotEpsilon` of its column (leavingRow): neither divisor is near 0.
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
        let success = constantIsZero(artificial?.constant ?? 0)
        artificial = nil
        let index = symbols[Int(art)].row
        if index >= 0 {
            if rows[Int(index)].isEmpty {
                dropRow(index)
                return success
            }
            var artRow = takeRow(index)
            guard let entering = artRow.cells.first(where: { symbols[Int($0.id)].kind == .slack || symbols[Int($0.id)].kind == .error })?.id
            else {
                return false
            }
            Self.solve(&artRow, leaving: art, entering: entering)
            artRow.basic = entering
            substituteEverywhere(entering, artRow, keepingReferences: true)
            _ = insertRow(artRow)
        }
        for index in symbols[Int(art)].occurrences {
            var stored = rows[Int(index)]
            _ = Self.remove(art, from: &stored)
            rows[Int(index)] = stored
            markCellsChanged(index)
            markDirty(index)
        }
        if symbols[Int(art)].row < 0 { values[Int(art)] = 0 }
        symbols[Int(art)].occurrences = OccurrenceList()
        _ = Self.remove(art, from: &objective)
        return success
    }
}
