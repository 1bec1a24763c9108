import Foundation
import Testing
@testable import ConstraintSolver

@Suite("Solver: systems on which kiwi aborts the process")
struct KiwiAbortTests {
    struct Fixture: Decodable {
        struct System: Decodable {
            struct Item: Decodable {
                let terms: [[Double]]
                let rel: String
                let bound: Double
                let strength: String
                let weight: Double
            }
            let trial: Int
            let n: Int
            let point: [Double]
            let constraints: [Item]
        }
        let systems: [System]
    }

    @Test("every system kiwisolver 1.5.1 aborts on is solved, its required constraints hold")
    func solvesKiwiAborts() throws {
        let url = try #require(Bundle.module.url(forResource: "kiwi-aborts", withExtension: "json", subdirectory: "Fixtures"))
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        #expect(fixture.systems.count == 6)
        for system in fixture.systems {
            let variables = (0..<system.n).map { Variable("v\($0)") }
            let solver = Solver()
            var required: [(LinearExpression, Relation, Double)] = []
            for item in system.constraints {
                var expression = LinearExpression()
                for term in item.terms { expression = expression + variables[Int(term[0])] * term[1] }
                let relation: Relation = item.rel == "<=" ? .lessThanOrEqual : (item.rel == ">=" ? .greaterThanOrEqual : .equal)
                let strength: Strength =
                    switch item.strength {
                    case "strong": .create(1, 0, 0, weight: item.weight)
                    case "medium": .create(0, 1, 0, weight: item.weight)
                    case "weak": .create(0, 0, 1, weight: item.weight)
                    default: .required
                    }
                if strength.isRequired { required.append((expression, relation, item.bound)) }
                try solver.add(Constraint(expression, relation, item.bound, strength: strength))
            }
            solver.updateVariables()
            for (expression, relation, bound) in required {
                let slack = relation == .lessThanOrEqual ? bound - expression.value : expression.value - bound
                #expect(slack >= -1e-6 * max(1, abs(bound)), "trial \(system.trial)")
            }
            expectHealthy(solver)
        }
    }
}
