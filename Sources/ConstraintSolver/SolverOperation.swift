/// The public operation a tableau is running, named in the errors it throws
/// (`SolverError.pivotLimitExceeded`, `.unboundedObjective`, `.internalFailure`).
///
/// Kept as the operation's arguments and turned into text only when an error needs it: formatting
/// the constraint for every `add` (and the value for every `suggestValue`) cost a third of the
/// time of adding a small screen's constraints, and nearly all of that text was never read.
enum SolverOperation: CustomStringConvertible {
    case none
    case add(Constraint)
    case remove(Constraint)
    case addEditVariable(Variable)
    case removeEditVariable(Variable)
    case suggestValue(Variable, Double)
    /// Putting back the previous suggestion after `suggestValue(variable, value)` failed.
    case undoSuggestion(Variable, Double)
    case setConstant(Double, of: Constraint)
    /// Putting back the previous constant after `setConstant(constant, of:)` failed.
    case undoSetConstant(Double, of: Constraint)

    /// The operation as a call: `add(x + 2 == 20)`, `suggestValue(kt, 310)`.
    var description: String {
        switch self {
        case .none: ""
        case .add(let constraint): "add(\(constraint))"
        case .remove(let constraint): "remove(\(constraint))"
        case .addEditVariable(let variable): "addEditVariable(\(variable))"
        case .removeEditVariable(let variable): "removeEditVariable(\(variable))"
        case .suggestValue(let variable, let value): "suggestValue(\(variable), \(formatSolverNumber(value)))"
        case .undoSuggestion(let variable, let value): "suggestValue(\(variable)) undoing \(formatSolverNumber(value))"
        case .setConstant(let constant, let constraint): "setConstant(\(formatSolverNumber(constant)), of: \(constraint))"
        case .undoSetConstant(let constant, let constraint):
            "setConstant(of: \(constraint)) undoing \(formatSolverNumber(constant))"
        }
    }
}
