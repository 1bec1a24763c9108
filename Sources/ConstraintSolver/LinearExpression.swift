/// A linear combination of variables plus a constant: `2 * x + y - 4`.
///
/// Terms are kept in the order they were written; the same variable may appear more than once
/// (the solver sums its coefficients).
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The variables and their coefficients, in the order they were added.
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    /// An expression `Σ coefficient·variable + constant`; a variable may appear more than once.
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
