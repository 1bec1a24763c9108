import Testing
import ConstraintSolver

@Suite("Solver: random feasible systems (kiwi aborts on about 4%)")
struct RandomSystemTests {
    @Test("313 random feasible systems solve without error and satisfy every required constraint")
    func randomFeasible() throws {
        var generator = SeededRandom(seed: 2026)
        var solved = 0
        for system in 0..<313 {
            let count = Int.random(in: 2...8, using: &generator)
            let variables = (0..<count).map { Variable("v\($0)") }
            let point = (0..<count).map { _ in Double.random(in: -100...100, using: &generator) }
            let solver = Solver()
            var required: [(LinearExpression, Relation, Double)] = []
            for _ in 0..<Int.random(in: 1...(2 * count), using: &generator) {
                var expression = LinearExpression()
                var atPoint = 0.0
                for (index, variable) in variables.enumerated() where Bool.random(using: &generator) {
                    let coefficient = Double.random(in: -5...5, using: &generator)
                    expression = expression + variable * coefficient
                    atPoint += coefficient * point[index]
                }
                guard !expression.terms.isEmpty else { continue }
                let relation: Relation = Bool.random(using: &generator) ? .lessThanOrEqual : .greaterThanOrEqual
                let slackAmount = Double.random(in: 0...20, using: &generator)
                let bound = relation == .lessThanOrEqual ? atPoint + slackAmount : atPoint - slackAmount
                required.append((expression, relation, bound))
                try solver.add(Constraint(expression, relation, bound))
            }
            for variable in variables {
                let level = Int.random(in: 0..<3, using: &generator)
                let weight = Double.random(in: 0.1...10, using: &generator)
                let strength = Strength.create(level == 2 ? 1 : 0, level == 1 ? 1 : 0, level == 0 ? 1 : 0, weight: weight)
                try solver.add(Constraint(variable, .equal, Double.random(in: -200...200, using: &generator), strength: strength))
            }
            solver.updateVariables()
            for (expression, relation, bound) in required {
                let value = expression.value
                let scale = max(1, abs(bound))
                switch relation {
                case .lessThanOrEqual: #expect(value <= bound + 1e-6 * scale, "system \(system)")
                case .greaterThanOrEqual: #expect(value >= bound - 1e-6 * scale, "system \(system)")
                case .equal: break
                }
            }
            expectHealthy(solver)
            solved += 1
        }
        #expect(solved == 313)
    }
}
