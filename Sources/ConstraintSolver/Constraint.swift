import Synchronization

/// `lhs relation rhs` at a strength. Constraints are compared by identity.
///
/// ```swift
/// let c = Constraint(x + 2, .equal, 20)
/// let d = Constraint(x, .lessThanOrEqual, y * 0.5 - 4, strength: .weak)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left-hand side, with the right-hand side moved into it: the constraint reads `lhs relation 0`.
    public let lhs: LinearExpression
    /// How `lhs` compares with zero.
    public let relation: Relation
    /// How hard the solver tries to satisfy it: `.required`, or a weight it may trade off.
    public let strength: Strength
    private let rhsTerms: [(variable: Variable, coefficient: Double)]
    private let rhsConstantBits: Atomic<UInt64>

    /// A constraint `lhs relation rhs`: `Constraint(x + 2, .equal, 20)`.
    /// | The right side is subtracted into ``lhs``; the strength defaults to `.required`.
    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required
    ) {
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

    /// The terms of `lhs − rhs` without building the expression: the left side's, then the
    /// right side's negated (a variable may come more than once; the solver sums them).
    @inline(__always)
    func forEachTerm(_ body: (Variable, Double) -> Void) {
        for term in lhs.terms { body(term.variable, term.coefficient) }
        for term in rhsTerms { body(term.variable, -term.coefficient) }
    }

    /// How many terms `lhs − rhs` has before like terms are summed.
    var termCount: Int { lhs.terms.count + rhsTerms.count }

    /// The constant of `lhs − rhs`.
    var expressionConstant: Double { lhs.constant - rhsConstant }

    /// Whether every coefficient and constant is a finite number.
    var hasFiniteNumbers: Bool {
        expressionConstant.isFinite && lhs.terms.allSatisfy { $0.coefficient.isFinite } && rhsTerms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        let text = "\(lhs) \(relation) \(rhs)"
        return strength.isRequired ? text : "\(text) (\(strength))"
    }
}
