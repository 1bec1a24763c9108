// The arithmetic that builds expressions: `+`, `-`, `*` and `/` on variables, numbers and
// expressions, with overloads that let literals type-check without hints.

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
