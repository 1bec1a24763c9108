/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
    /// `lhs ≤ rhs`, `lhs = rhs`, `lhs ≥ rhs`.
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
