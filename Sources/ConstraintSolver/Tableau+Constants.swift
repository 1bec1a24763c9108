/// Changing a constraint's constant in place (edits and `setConstant`), and the check that a
/// required equality still holds afterwards.
extension Tableau {
    /// Moves the constant of a constraint by `delta` (new minus old right-hand side) without
    /// rebuilding anything: the shift is absorbed by the constraint's marker (or its other
    /// error symbol when that one is basic), exactly as kiwi's `suggestValue` does for edits.
    /// (The divisions here divide by a marker's coefficient in the constraint's own orientation,
    /// which `createRow` makes ±1; the debug invariant check holds every tag to it.)
    mutating func shiftConstant(of tag: Tag, by delta: Double) {
        guard delta != 0 else { return }
        var pushed: [Int32] = []
        let markerIndex = symbols[Int(tag.marker)].row
        if markerIndex >= 0 {
            rows[Int(markerIndex)].constant += delta / tag.markerCoefficient
            if rows[Int(markerIndex)].constant < 0 { pushed.append(tag.marker) }
            coreValueChanged(markerIndex)
            shiftReferences(to: tag.marker, by: -delta / tag.markerCoefficient)
        } else if tag.other >= 0, symbols[Int(tag.other)].row >= 0 {
            let index = symbols[Int(tag.other)].row
            rows[Int(index)].constant += delta / tag.otherCoefficient
            if rows[Int(index)].constant < 0 { pushed.append(tag.other) }
            coreValueChanged(index)
            shiftReferences(to: tag.other, by: -delta / tag.otherCoefficient)
        } else {
            let shift = -delta / tag.markerCoefficient
            for index in symbols[Int(tag.marker)].occurrences {
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
        for index in symbols[Int(symbol)].occurrences where rows[Int(index)].isDefinition {
            rows[Int(index)].constant += rows[Int(index)].coefficient(of: symbol) * shift
            definitionConstantChanged(index)
        }
    }

    /// What moving a required constraint's constant by `delta` will do, found without writing:
    /// the rows `shiftConstant` changes are read and their new constants computed.
    enum RequiredShift {
        /// No restricted row goes negative and no required row breaks: nothing can fail.
        case holds
        /// A required equality's row (a basic dummy, whose row holds only dummies, which no
        /// pivot touches) would no longer hold: the change is refused as it is.
        case breaksRequiredRow
        /// A restricted row goes negative: the dual simplex must pivot, and may fail.
        case needsPivots
    }

    /// `shiftConstant(of:by:)` read ahead for a required constraint (its tag has no `other`
    /// symbol): whether the change needs the dual simplex, and so a copy to restore should it
    /// fail, or cannot fail, or cannot succeed. Keyboard handlers set a required constant every
    /// frame; copying the whole tableau each time was most of a frame.
    func requiredShift(of tag: Tag, by delta: Double) -> RequiredShift {
        /// A core row whose constant becomes `constant`.
        func outcome(basic: Int32, constant: Double) -> RequiredShift {
            if symbols[Int(basic)].kind == .dummy { return constantIsZero(constant) ? .holds : .breaksRequiredRow }
            return constant < 0 && !constantIsZero(constant) ? .needsPivots : .holds
        }
        let markerIndex = symbols[Int(tag.marker)].row
        if markerIndex >= 0 {
            let row = Int(markerIndex)
            return outcome(basic: rows[row].basic, constant: rows[row].constant + delta / tag.markerCoefficient)
        }
        let shift = -delta / tag.markerCoefficient
        var result = RequiredShift.holds
        for index in symbols[Int(tag.marker)].occurrences where !rows[Int(index)].isDefinition {
            let row = Int(index)
            switch outcome(basic: rows[row].basic, constant: rows[row].constant + rows[row].coefficient(of: tag.marker) * shift) {
            case .breaksRequiredRow: return .breaksRequiredRow
            case .needsPivots: result = .needsPivots
            case .holds: break
            }
        }
        return result
    }

    /// A redundant required equality whose row no longer holds (a basic dummy that is not 0).
    var hasBrokenRequiredRow: Bool {
        for row in rows where row.basic >= 0 && symbols[Int(row.basic)].kind == .dummy && !constantIsZero(row.constant) {
            return true
        }
        return false
    }
}
