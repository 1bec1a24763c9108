/// Changing a constraint's constant in place (edits and `setConstant`), and the check that a
/// required equality still holds afterwards.
extension Tableau {
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

    /// A redundant required equality whose row no longer holds (a basic dummy that is not 0).
    var hasBrokenRequiredRow: Bool {
        for row in rows where row.basic >= 0 && kinds[Int(row.basic)] == .dummy && !nearZero(row.constant) {
            return true
        }
        return false
    }
}
