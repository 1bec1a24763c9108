import Synchronization

/// A variable of the linear system. `value` is set by `Solver.updateVariables()`.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// They are `Sendable` (errors carry them): the value is stored atomically.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for messages and debugging; it does not identify the variable.
    public let name: String
    private let bits = Atomic<UInt64>(0)

    /// The solved value, written by `Solver.updateVariables()`.
    public internal(set) var value: Double {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "Variable" : name }
}

/// A linear combination of variables plus a constant: `2 * x + y - 4`.
///
/// Terms are kept in the order they were written; the same variable may appear more than once
/// (the solver sums its coefficients).
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            let body = magnitude == 1 ? term.variable.description : "\(formatSolverNumber(magnitude)) * \(term.variable)"
            parts.append(parts.isEmpty ? (sign == "-" ? "-" + body : body) : "\(sign) \(body)")
        }
        if constant != 0 || parts.isEmpty {
            let text = formatSolverNumber(abs(constant))
            parts.append(parts.isEmpty ? formatSolverNumber(constant) : (constant < 0 ? "- \(text)" : "+ \(text)"))
        }
        return parts.joined(separator: " ")
    }
}

/// Anything that can stand on either side of a constraint: a variable, a number or an expression.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(terms: [(self, 1)]) }
}

extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

// MARK: Operators

public func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    let a = lhs.linearExpression, b = rhs.linearExpression
    return LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}

public func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    lhs + (-rhs.linearExpression)
}

public prefix func - (operand: some LinearExpressionConvertible) -> LinearExpression {
    operand.linearExpression * -1
}

public func * (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    let a = lhs.linearExpression
    return LinearExpression(terms: a.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: a.constant * rhs)
}

public func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
    rhs * lhs
}

public func / (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
}

// Literal-friendly overloads, so that `x + 2`, `2 * x` and `x - 4` type-check without hints.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression + rhs }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + rhs.linearExpression }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { lhs.linearExpression + rhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression - rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs - rhs.linearExpression }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs.linearExpression - rhs }
public func * (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression * rhs }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs.linearExpression * lhs }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression * (1 / rhs) }

/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// How much a constraint matters, as one number with kiwi's scale: `required` (1,001,001,000)
/// always holds; `strong` (1,000,000), `medium` (1,000) and `weak` (1) are preferences whose
/// violations are weighted by these values.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) {
        self.value = value
    }

    /// `clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`, each part clamped to [0, 1000].
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        return Strength(clamp(a * weight) * 1_000_000 + clamp(b * weight) * 1000 + clamp(c * weight))
    }

    public static let required = create(1000, 1000, 1000)
    public static let strong = create(1, 0, 0)
    public static let medium = create(0, 1, 0)
    public static let weak = create(0, 0, 1)

    /// The strength clipped to [0, required].
    var clipped: Strength { Strength(max(0, min(Strength.required.value, value))) }
    var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case Strength.required.value: "required"
        case Strength.strong.value: "strong"
        case Strength.medium.value: "medium"
        case Strength.weak.value: "weak"
        default: formatSolverNumber(value)
        }
    }
}

/// `lhs relation rhs` at a strength. Constraints are compared by identity.
///
/// ```swift
/// let c = Constraint(x + 2, .equal, 20)
/// let d = Constraint(x, .lessThanOrEqual, y * 0.5 - 4, strength: .weak)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    public let lhs: LinearExpression
    public let relation: Relation
    public let strength: Strength
    private let rhsTerms: [(variable: Variable, coefficient: Double)]
    private let rhsConstantBits: Atomic<UInt64>

    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
                strength: Strength = .required) {
        let right = rhs.linearExpression
        self.lhs = lhs.linearExpression
        self.relation = relation
        self.strength = strength.clipped
        rhsTerms = right.terms
        rhsConstantBits = Atomic(right.constant.bitPattern)
    }

    /// The right-hand side; its constant changes with `Solver.setConstant(_:of:)`.
    public var rhs: LinearExpression {
        LinearExpression(terms: rhsTerms, constant: rhsConstant)
    }

    /// The constant of the right-hand side.
    var rhsConstant: Double {
        get { Double(bitPattern: rhsConstantBits.load(ordering: .relaxed)) }
        set { rhsConstantBits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// `lhs − rhs`, the expression the solver keeps `relation 0`.
    var expression: LinearExpression { lhs - rhs }

    public var description: String {
        let text = "\(lhs) \(relation) \(rhs)"
        return strength.isRequired ? text : "\(text) (\(strength))"
    }
}

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

/// Up to 6 decimals, trailing zeros trimmed.
func formatSolverNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String((value * 1e6).rounded() / 1e6)
    if text.contains("e") { return String(value) }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
