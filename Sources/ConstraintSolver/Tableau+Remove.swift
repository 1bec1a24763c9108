/// Removing a constraint: its error weights leave the objective and its marker leaves the
/// basis through the row kiwi would choose.
extension Tableau {
    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        try removeWithoutOptimizing(constraint)
        try optimize()
    }

    /// Takes the constraint out of the tableau, leaving the objective to be re-optimised.
    mutating func removeWithoutOptimizing(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = constraints.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        let tag = record.tag
        // Take the error weights out of the objective before pivoting.
        for symbol in [tag.marker, tag.other] where symbol >= 0 && symbols[Int(symbol)].kind == .error {
            let strength = constraint.strength.value
            let index = symbols[Int(symbol)].row
            if index >= 0 {
                var added: [Int32] = [], removed: [Int32] = []
                Self.accumulate(&objective, rows[Int(index)], times: -strength, added: &added, removed: &removed, tracking: false)
            } else {
                _ = Self.insert(symbol, -strength, into: &objective)
            }
        }
        let markerRow = symbols[Int(tag.marker)].row
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
        objectiveMayImprove = true
    }

    /// kiwi's choice of the row to pivot a non-basic marker into: the restricted row with a
    /// negative coefficient and the smallest ratio, else the one with a positive coefficient,
    /// else the external row (highest id) whose fully reduced form contains the marker.
    mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: (ratio: Double, basic: Int32, index: Int32)?
        var second: (ratio: Double, basic: Int32, index: Int32)?
        var externals: [Int32] = []
        for index in symbols[Int(marker)].occurrences {
            let row = rows[Int(index)]
            if row.isDefinition {
                externals.append(index)
                continue
            }
            // A stored cell (at least `nearZeroEpsilon` in magnitude), as in kiwi's choice: the
            // ratios are only compared; the pivot's division is `solve`'s (see there).
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
        for index in symbols[Int(marker)].occurrences where !rows[Int(index)].isDefinition {
            queue.append(contentsOf: symbols[Int(rows[Int(index)].basic)].occurrences)
        }
        while let index = queue.popLast() {
            guard seen.insert(index).inserted else { continue }
            candidates.append(index)
            for dependent in symbols[Int(rows[Int(index)].basic)].occurrences { queue.append(dependent) }
        }
        candidates.sort { rows[Int($0)].basic > rows[Int($1)].basic }
        for index in candidates where expanded(rows[Int(index)]).coefficient(of: marker) != 0 {
            return index
        }
        return nil
    }
}
