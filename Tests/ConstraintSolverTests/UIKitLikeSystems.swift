// Random systems shaped like UIKit screens, for the solver's fuzz tests: views with a left edge
// and a width, constraints between neighbours' edges and widths with multipliers, and Auto
// Layout's priorities turned into strengths as the layout engine turns them.

import ConstraintSolver
import Foundation

/// A system of linear constraints over `variableCount` variables, as plain numbers.
struct UIKitLikeSystem {
    /// One constraint: `Σ coefficient·variable relation constant` at a priority (1…1000).
    struct Item {
        var terms: [(variable: Int, coefficient: Double)]
        var relation: Relation
        var constant: Double
        var priority: Double

        var isRequired: Bool { priority >= 1000 }

        /// The layout engine's strength for a priority: required at 1000, else 1000^(p/333.34).
        var strength: Strength { isRequired ? .required : Strength(pow(1000, priority / 333.34)) }

        /// The constraint over `variables`.
        func constraint(_ variables: [Variable]) -> Constraint {
            var expression = LinearExpression()
            for term in terms { expression = expression + variables[term.variable] * term.coefficient }
            return Constraint(expression, relation, constant, strength: strength)
        }

        /// How far the values break the constraint (0 when it holds).
        func violation(_ values: [Double]) -> Double {
            let lhs = terms.reduce(0) { $0 + $1.coefficient * values[$1.variable] }
            switch relation {
            case .equal: return abs(lhs - constant)
            case .lessThanOrEqual: return max(0, lhs - constant)
            case .greaterThanOrEqual: return max(0, constant - lhs)
            }
        }
    }

    var variableCount: Int
    var items: [Item]
}

extension UIKitLikeSystem {
    /// A random screen of `views` views (variables `2i` = left, `2i + 1` = width), about
    /// `perView` constraints a view: edges after a neighbour's or another view's edge, widths as
    /// multiples (0.5–2) of another's, fixed widths and positions, the container's right edge,
    /// centres; relations mostly `==`; priorities 1000, 999, 750, 250 or 1.
    static func random(
        views: Int, perView: Double = 5.6, mix: [Int] = [1, 1, 1, 1, 1, 1, 1], using generator: inout SeededRandom
    ) -> UIKitLikeSystem {
        var items: [Item] = []
        let count = Int((Double(views) * perView).rounded())
        func left(_ view: Int) -> Int { 2 * view }
        func width(_ view: Int) -> Int { 2 * view + 1 }
        func relation() -> Relation {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: .lessThanOrEqual
            case 1: .greaterThanOrEqual
            default: .equal
            }
        }
        func priority() -> Double {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0..<10: 1000
            case 10..<12: 999
            case 12..<16: 750
            case 16..<19: 250
            default: 1
            }
        }
        func constant(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        for _ in 0..<count {
            let a = Int.random(in: 0..<views, using: &generator)
            var b = Bool.random(using: &generator) ? a - 1 : Int.random(in: 0..<views, using: &generator)
            if b < 0 || b == a { b = (a + 1) % views }
            let multiplier = [0.5, 1, 1, 1.5, 2, Double(Int.random(in: 50...200, using: &generator)) / 100][
                Int.random(in: 0..<6, using: &generator)]
            let terms: [(variable: Int, coefficient: Double)]
            var value = constant(0...40)
            var kind = Int.random(in: 0..<mix.reduce(0, +), using: &generator)
            var chosen = 0
            while kind >= mix[chosen] {
                kind -= mix[chosen]
                chosen += 1
            }
            switch chosen {
            case 0:  // a.left relation b.right + c
                terms = [(left(a), 1), (left(b), -1), (width(b), -1)]
            case 1:  // a.width relation m · b.width + c
                terms = [(width(a), 1), (width(b), -multiplier)]
            case 2:  // a.width relation c
                terms = [(width(a), 1)]
                value = constant(0...300)
            case 3:  // a.left relation c
                terms = [(left(a), 1)]
                value = constant(0...375)
            case 4:  // a.right relation the container's right edge − c
                terms = [(left(a), 1), (width(a), 1)]
                value = 375 - value
            case 5:  // a.centerX relation b.centerX + c
                terms = [(left(a), 1), (width(a), 0.5), (left(b), -1), (width(b), -0.5)]
            default:  // a.right relation b.left − c
                terms = [(left(a), 1), (width(a), 1), (left(b), -1)]
                value = -value
            }
            items.append(Item(terms: terms, relation: relation(), constant: value, priority: priority()))
        }
        return UIKitLikeSystem(variableCount: 2 * views, items: items)
    }
}
