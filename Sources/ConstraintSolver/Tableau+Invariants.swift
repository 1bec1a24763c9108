#if DEBUG
extension Tableau {
    /// Every broken invariant, described (debug builds only): core rows fully reduced, references
    /// only from definition rows to definition rows with smaller stamps, cells sorted and above the drop
    /// threshold, the index matching the cells, restricted rows feasible after optimisation,
    /// the objective free of basic symbols, and definition values current after an update.
    func invariantViolations(afterUpdate: Bool = false) -> [String] {
        var problems: [String] = []
        for (index, row) in rows.enumerated() where row.basic >= 0 {
            let name = "row \(index) (basic \(row.basic), \(symbols[Int(row.basic)].kind))"
            if symbols[Int(row.basic)].row != Int32(index) { problems.append("\(name): its basic symbol names another row") }
            if row.isDefinition != (symbols[Int(row.basic)].kind == .external) { problems.append("\(name): wrong isDefinition") }
            if rowAtStamp[Int(row.stamp)] != Int32(index) { problems.append("\(name): rowAtStamp disagrees") }
            for position in row.cells.indices {
                let id = row.cells[position].id
                if position > 0 && row.cells[position - 1].id >= id { problems.append("\(name): cells not sorted") }
                if nearZero(row.cells[position].coef) { problems.append("\(name): near-zero cell \(id)") }
                if !symbols[Int(id)].occurrences.contains(Int32(index)) { problems.append("\(name): index misses symbol \(id)") }
                if isBasic(id) {
                    if !row.isDefinition {
                        problems.append("\(name): core row contains basic symbol \(id)")
                    } else if isBasicExternal(id) && rows[Int(symbols[Int(id)].row)].stamp >= row.stamp {
                        problems.append("\(name): references a newer row (\(id))")
                    }
                }
            }
            if !row.isDefinition && symbols[Int(row.basic)].kind != .dummy && row.constant < -1e-6 && infeasible.isEmpty {
                problems.append("\(name): infeasible constant \(row.constant)")
            }
            if row.isDefinition && staleRows.isEmpty && records[Int(row.stamp)].row == Int32(index)
                && records[Int(row.stamp)].constant != row.constant
            {
                problems.append("\(name): evaluation record holds constant \(records[Int(row.stamp)].constant), row \(row.constant)")
            }
            if afterUpdate && row.isDefinition {
                var value = row.constant
                for cell in row.cells { value += cell.coef * values[Int(cell.id)] }
                if abs(value - values[Int(row.basic)]) > 1e-6 * max(1, abs(value)) {
                    problems.append("\(name): stale value \(values[Int(row.basic)]) vs \(value)")
                }
            }
        }
        for (symbol, record) in symbols.enumerated() {
            for index in record.occurrences where rows[Int(index)].position(of: Int32(symbol)) < 0 {
                problems.append("index lists symbol \(symbol) in row \(index), which lacks it")
            }
        }
        for cell in objective.cells where isBasic(cell.id) { problems.append("objective contains basic symbol \(cell.id)") }
        if afterUpdate && infeasible.isEmpty { problems += brokenRequiredConstraints() }
        // Each stale row and symbol is listed once, and marked exactly when listed.
        if Set(staleRows).count != staleRows.count { problems.append("a stale row is listed twice") }
        if Set(staleSymbols).count != staleSymbols.count { problems.append("a stale symbol is listed twice") }
        if staleRows.contains(where: { !staleRowMarks.contains(Int($0)) })
            || staleSymbols.contains(where: { !staleSymbolMarks.contains(Int($0)) })
        {
            problems.append("a listed stale entry is not marked")
        }
        if staleRowMarks.words.reduce(0, { $0 + $1.nonzeroBitCount }) != staleRows.count
            || staleSymbolMarks.words.reduce(0, { $0 + $1.nonzeroBitCount }) != staleSymbols.count
        {
            problems.append("a stale mark has no listed entry")
        }
        // `shiftConstant` and `requiredShift` divide by a marker's coefficient: it must be ±1.
        for tag in constraints.slots.lazy.compactMap(\.tag)
        where (abs(tag.markerCoefficient) != 1 || (tag.other >= 0 && abs(tag.otherCoefficient) != 1)) {
            problems.append("a constraint's marker coefficients are \(tag.markerCoefficient) and \(tag.otherCoefficient), not ±1")
        }
        for (index, row) in rows.enumerated() where row.basic >= 0 && !row.isDefinition && values[Int(row.basic)] != row.constant {
            problems.append("row \(index): value of restricted basic \(row.basic) is \(values[Int(row.basic)]), constant \(row.constant)")
        }
        return problems
    }
}

extension Tableau {
    /// Every required constraint the current values break, described (see `requiredResiduals`).
    func brokenRequiredConstraints() -> [String] {
        requiredResiduals().map { "required constraint \($0.constraint) is off by \($0.offBy)" }
    }

    /// The tableau as text: every row, the objective and the values (debug builds only).
    var dump: String {
        func name(_ id: Int32) -> String {
            let kind = symbols[Int(id)].kind
            let prefix = kind == .external ? (variableOf[Int(id)].variable?.name ?? "x") : "\(kind)"
            return "\(prefix)#\(id)\(isBasic(id) ? "*" : "")"
        }
        func text(_ row: Row) -> String {
            ([String(row.constant)] + row.cells.map { "\($0.coef)·\(name($0.id))" }).joined(separator: " + ")
        }
        var lines: [String] = []
        for row in rows where row.basic >= 0 {
            lines.append(
                "\(name(row.basic)) [stamp \(row.stamp)\(row.isDefinition ? ", definition" : "")] = \(text(row))  (value \(values[Int(row.basic)]))"
            )
        }
        lines.append("objective = \(text(objective))")
        return lines.joined(separator: "\n")
    }
}

extension Solver {
    /// Debug builds: the tableau as text.
    package var dump: String { tableau.dump }

    /// Debug builds: every broken tableau invariant (empty when healthy).
    package func invariantViolations(afterUpdate: Bool = false) -> [String] {
        tableau.invariantViolations(afterUpdate: afterUpdate)
    }
}
#endif
