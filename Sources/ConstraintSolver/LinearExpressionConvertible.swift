/// Anything that can stand on either side of a constraint: a variable, a number or an expression.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    /// `1·self`.
    public var linearExpression: LinearExpression { LinearExpression(terms: [(self, 1)]) }
}

extension Double: LinearExpressionConvertible {
    /// A constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    /// A constant expression.
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}
