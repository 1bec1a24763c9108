/// How much a constraint matters, as one number with kiwi's scale: `required` (1,001,001,000)
/// always holds; `strong` (1,000,000), `medium` (1,000) and `weak` (1) are preferences whose
/// violations are weighted by these values.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight the solver gives a violation: `required` is the largest, and beyond any trade-off.
    public let value: Double

    /// A strength of this weight (see ``create(_:_:_:weight:)`` for kiwi's three-level weights).
    public init(_ value: Double) {
        self.value = value
    }

    /// `clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`, each part clamped to [0, 1000].
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func clamp(_ x: Double) -> Double { max(0, min(1000, x)) }
        return Strength(clamp(a * weight) * 1_000_000 + clamp(b * weight) * 1000 + clamp(c * weight))
    }

    /// A constraint that must hold: adding one that cannot is `SolverError.unsatisfiable`.
    public static let required = create(1000, 1000, 1000)
    /// Kiwi's strong: one unit of violation outweighs a million weak or a thousand medium ones.
    public static let strong = create(1, 0, 0)
    /// Kiwi's medium.
    public static let medium = create(0, 1, 0)
    /// Kiwi's weak.
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
