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
