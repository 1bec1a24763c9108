extension Tableau {
    /// The required constraints the current values break, each with `lhs − rhs`: evaluated with
    /// each variable's value (0 when non-basic), it must be 0 for `==`, at most 0 for `<=` and at
    /// least 0 for `>=`, within 1e-7 of the size of its terms (|constant| + Σ|coefficient·value|,
    /// at least 1). A required constraint's row can only drift from it through rounding, which
    /// accumulates over many pivots. One pass over the required constraints' terms.
    func requiredResiduals() -> [(constraint: Constraint, offBy: Double)] {
        var broken: [(constraint: Constraint, offBy: Double)] = []
        for case let constraint? in constraints.slots.lazy.map(\.constraint) where constraint.strength.isRequired {
            var value = constraint.expressionConstant
            var size = abs(value)
            constraint.forEachTerm { variable, coefficient in
                guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], isBasic(symbol) else { return }
                value += coefficient * values[Int(symbol)]
                size += abs(coefficient * values[Int(symbol)])
            }
            let tolerance = 1e-7 * max(1, size)
            let holds =
                switch constraint.relation {
                case .equal: abs(value) <= tolerance
                case .lessThanOrEqual: value <= tolerance
                case .greaterThanOrEqual: value >= -tolerance
                }
            if !holds { broken.append((constraint, value)) }
        }
        return broken
    }
}

extension Solver {
    /// The required constraints that the values of the last `updateVariables()` break, each
    /// with how far its left side is from its right (beyond 1e-7 of the size of its terms).
    /// Empty unless rounding, accumulated over many pivots, has moved the tableau off a
    /// required constraint: the layout engine reports any it finds rather than lay out
    /// silently wrong frames.
    package func requiredConstraintsBrokenByRounding() -> [(constraint: Constraint, offBy: Double)] {
        tableau.requiredResiduals()
    }
}
