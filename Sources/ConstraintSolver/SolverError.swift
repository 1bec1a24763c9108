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
    /// Numerical trouble the solver could not resolve (it never aborts the process).
    case internalFailure(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unsatisfiable(let c): "unsatisfiable constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .badRequiredStrength: "an edit variable cannot have the required strength"
        case .internalFailure(let message): "internal solver failure: \(message)"
        }
    }
}
