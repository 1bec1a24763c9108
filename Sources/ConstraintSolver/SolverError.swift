/// What can go wrong when changing a solver's system.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The required constraint conflicts with the required constraints already added. The
    /// solver is left exactly as it was before the call.
    case unsatisfiable(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// The simplex found a symbol that would lower the objective without any row bounding it.
    ///
    /// The objective is a weighted sum of non-negative errors, so in exact arithmetic it cannot
    /// be unbounded: this is rounding that no tolerance could tell from a real improvement
    /// (kiwi raises "The objective is unbounded." here). The message names the operation and
    /// the symbol. `add` and `addEditVariable` take the constraint back out before throwing;
    /// `remove` and `removeEditVariable` have removed theirs. Either way every required
    /// constraint still holds and the solver stays usable; the values may be short of optimal
    /// until a later operation re-optimises.
    case unboundedObjective(String)
    /// One operation needed more pivots than the limit allows: `1,000 + 10 × (rows + columns)`
    /// pivots, counted from the operation's start, with the rows and columns (symbols) the
    /// tableau held then.
    ///
    /// A healthy operation needs a handful of pivots (a screen of 500 views about two per add);
    /// the limit turns numerical cycling into an error instead of a hang. The solver is left as
    /// described for ``unboundedObjective(_:)``; `suggestValue` and `setConstant` restore the
    /// previous constant.
    case pivotLimitExceeded(operation: String, pivots: Int, rows: Int, columns: Int)
    /// Numerical trouble the solver could not resolve (it never aborts the process).
    case internalFailure(String)

    /// The error as one line of text, naming what it concerns.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unsatisfiable(let c): "unsatisfiable constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .badRequiredStrength: "an edit variable cannot have the required strength"
        case .unboundedObjective(let message): "the objective is unbounded: \(message)"
        case .pivotLimitExceeded(let operation, let pivots, let rows, let columns):
            "\(operation) stopped after \(pivots) pivots (limit 1,000 + 10 × (\(rows) rows + \(columns) columns))"
        case .internalFailure(let message): "internal solver failure: \(message)"
        }
    }
}
