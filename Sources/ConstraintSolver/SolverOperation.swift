/// The public operation a tableau is running, named in the errors it throws
/// (`SolverError.pivotLimitExceeded`, `.unboundedObjective`, `.internalFailure`).
///
/// Kept as the operation's arguments and turned into text only when an error needs it: formatting
/// the constraint for every `add` (and the value for every `suggestValue`) cost a third of the
/// time of adding a small screen's constraints, and nearly all of that text was never read.
///
/// The constraint and the variable are held unretained, so the value is trivial: an operation
/// lives only while its public call runs (`endOperation` clears it), and that call's caller
/// holds both. As an enum with retained payloads, storing and clearing it cost every `add` an
/// outlined copy and destroy with a retain and a release (about 2% of adding 33 independent
/// views; callgrind, issue 47).
struct SolverOperation: CustomStringConvertible {
    private enum Kind: UInt8 {
        case none, add, remove, addEditVariable, removeEditVariable, suggestValue, undoSuggestion, setConstant,
            undoSetConstant
    }

    private var kind: Kind
    private var constraint: Unmanaged<Constraint>?
    private var variable: Unmanaged<Variable>?
    private var number: Double

    private init(_ kind: Kind, constraint: Constraint? = nil, variable: Variable? = nil, number: Double = 0) {
        self.kind = kind
        self.constraint = constraint.map { Unmanaged.passUnretained($0) }
        self.variable = variable.map { Unmanaged.passUnretained($0) }
        self.number = number
    }

    /// No operation.
    static var none: Self { Self(.none) }
    static func add(_ constraint: Constraint) -> Self { Self(.add, constraint: constraint) }
    static func remove(_ constraint: Constraint) -> Self { Self(.remove, constraint: constraint) }
    static func addEditVariable(_ variable: Variable) -> Self { Self(.addEditVariable, variable: variable) }
    static func removeEditVariable(_ variable: Variable) -> Self { Self(.removeEditVariable, variable: variable) }
    static func suggestValue(_ variable: Variable, _ value: Double) -> Self {
        Self(.suggestValue, variable: variable, number: value)
    }
    /// Putting back the previous suggestion after `suggestValue(variable, value)` failed.
    static func undoSuggestion(_ variable: Variable, _ value: Double) -> Self {
        Self(.undoSuggestion, variable: variable, number: value)
    }
    static func setConstant(_ constant: Double, of constraint: Constraint) -> Self {
        Self(.setConstant, constraint: constraint, number: constant)
    }
    /// Putting back the previous constant after `setConstant(constant, of:)` failed.
    static func undoSetConstant(_ constant: Double, of constraint: Constraint) -> Self {
        Self(.undoSetConstant, constraint: constraint, number: constant)
    }

    /// The operation as a call: `add(x + 2 == 20)`, `suggestValue(kt, 310)`.
    var description: String {
        let constraint = self.constraint.map { "\($0.takeUnretainedValue())" } ?? ""
        let variable = self.variable.map { "\($0.takeUnretainedValue())" } ?? ""
        let number = formatSolverNumber(self.number)
        return switch kind {
        case .none: ""
        case .add: "add(\(constraint))"
        case .remove: "remove(\(constraint))"
        case .addEditVariable: "addEditVariable(\(variable))"
        case .removeEditVariable: "removeEditVariable(\(variable))"
        case .suggestValue: "suggestValue(\(variable), \(number))"
        case .undoSuggestion: "suggestValue(\(variable)) undoing \(number)"
        case .setConstant: "setConstant(\(number), of: \(constraint))"
        case .undoSetConstant: "setConstant(of: \(constraint)) undoing \(number)"
        }
    }
}
