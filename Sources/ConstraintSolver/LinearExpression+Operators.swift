// The arithmetic that builds expressions: `+`, `-`, `*` and `/` on variables, numbers and
// expressions, with overloads that let literals type-check without hints.

/// The sum of two expressions, variables or numbers: `x + 2`.
public func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    let a = lhs.linearExpression, b = rhs.linearExpression
    return LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}

/// The difference of two expressions, variables or numbers: `y - x`.
public func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    lhs + (-rhs.linearExpression)
}

/// The negation of an expression: `-x`.
public prefix func - (operand: some LinearExpressionConvertible) -> LinearExpression {
    operand.linearExpression * -1
}

/// An expression scaled by a number: `y * 0.5`.
public func * (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    let a = lhs.linearExpression
    return LinearExpression(terms: a.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: a.constant * rhs)
}

/// An expression scaled by a number: `0.5 * y`.
public func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
    rhs * lhs
}

/// An expression divided by a number: `width / 2`.
public func / (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    lhs * (1 / rhs)
}

// Literal-friendly overloads, so that `x + 2`, `2 * x` and `x - 4` type-check without hints.
/// A variable plus a number: `x + 2`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression + rhs }
/// An expression plus a number: `x + y + 2`.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + rhs.linearExpression }
/// A number plus a variable: `2 + x`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { lhs.linearExpression + rhs }
/// A variable minus a number: `x - 4`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression - rhs }
/// An expression minus a number: `y * 0.5 - 4`.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs - rhs.linearExpression }
/// A number minus a variable: `100 - x`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs.linearExpression - rhs }
/// A variable scaled by a number: `y * 0.5`.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression * rhs }
/// A number times a variable: `2 * x`.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs.linearExpression * lhs }
/// An expression scaled by a number: `(x + y) * 0.5`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
/// A variable divided by a number: `x / 2`.
public func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs.linearExpression * (1 / rhs) }
