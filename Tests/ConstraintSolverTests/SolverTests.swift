import Foundation
import Testing
@testable import ConstraintSolver

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-8) -> Bool { abs(a - b) <= tolerance }

/// Asserts the debug invariant checker is happy.
private func expectHealthy(_ solver: Solver, afterUpdate: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    #if DEBUG
    let problems = solver.invariantViolations(afterUpdate: afterUpdate)
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
    #endif
}

@Suite("Solver: the checks every Cassowary must pass (kiwi's values)")
struct SolverChecks {
    @Test("x + 2 == 20 → x = 18")
    func simple() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x + 2, .equal, 20))
        solver.updateVariables()
        #expect(x.value == 18)
        expectHealthy(solver)
    }

    @Test("x == 20, x + 2 == y + 10 → y = 12")
    func twoVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 20))
        try solver.add(Constraint(x + 2, .equal, y + 10))
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 12)
        expectHealthy(solver)
    }

    @Test("under-constrained: 2v + 1 ≥ 0, edit v weak, suggest 10 → v = 10, expression 21")
    func underConstrained() throws {
        let v = Variable("v")
        let solver = Solver()
        let expression = 2 * v + 1
        try solver.add(Constraint(expression, .greaterThanOrEqual, 0))
        try solver.addEditVariable(v, strength: .weak)
        try solver.suggestValue(v, 10)
        solver.updateVariables()
        #expect(v.value == 10)
        #expect(expression.value == 21)
        expectHealthy(solver)
    }

    @Test("strengths: v1 + v2 == 0, v1 == 10, (v2 ≥ 0) weak → (10, −10)")
    func strengths1() throws {
        let v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        try solver.add(Constraint(v1 + v2, .equal, 0))
        try solver.add(Constraint(v1, .equal, 10))
        try solver.add(Constraint(v2, .greaterThanOrEqual, 0, strength: .weak))
        solver.updateVariables()
        #expect(v1.value == 10)
        #expect(v2.value == -10)
    }

    @Test("strengths: v1 + v2 == 0, (v1 ≥ 10) medium, (v2 == 2) strong → (−2, 2)")
    func strengths2() throws {
        let v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        try solver.add(Constraint(v1 + v2, .equal, 0))
        try solver.add(Constraint(v1, .greaterThanOrEqual, 10, strength: .medium))
        try solver.add(Constraint(v2, .equal, 2, strength: .strong))
        solver.updateVariables()
        #expect(v1.value == -2)
        #expect(v2.value == 2)
    }

    @Test("the Cassowary paper's example with the dual simplex (kiwi's order: edits first)")
    func paper() throws {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.add(Constraint(2 * xm, .equal, xl + xr))
        try solver.add(Constraint(xl + 20, .lessThanOrEqual, xr))
        try solver.add(Constraint(xl, .greaterThanOrEqual, -10))
        try solver.add(Constraint(xr, .lessThanOrEqual, 100))
        try solver.suggestValue(xm, 40)
        try solver.suggestValue(xr, 50)
        try solver.suggestValue(xl, 30)
        solver.updateVariables()
        #expect([xm.value, xl.value, xr.value] == [40, 30, 50])
        try solver.suggestValue(xm, 60)
        solver.updateVariables()
        #expect([xm.value, xl.value, xr.value] == [60, 50, 70])
        try solver.suggestValue(xm, 90)
        solver.updateVariables()
        #expect([xm.value, xl.value, xr.value] == [90, 80, 100])
        expectHealthy(solver)
    }

    @Test("add and remove: (x ≤ 100) weak; x ≤ 10 and x ≤ 20; remove 10, then 20")
    func addRemove() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(x, .lessThanOrEqual, 100, strength: .weak))
        solver.updateVariables()
        #expect(x.value == 100)
        let c10 = Constraint(x, .lessThanOrEqual, 10)
        let c20 = Constraint(x, .lessThanOrEqual, 20)
        try solver.add(c10)
        try solver.add(c20)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(c10)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.remove(c20)
        solver.updateVariables()
        #expect(x.value == 100)
        expectHealthy(solver)
    }

    @Test("redundant required constraints are accepted")
    func redundant() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(x + y, .equal, 30))
        try solver.add(Constraint(y, .equal, 20))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 20)
        expectHealthy(solver)
    }

    @Test("inconsistent equalities are rejected")
    func inconsistentEqualities() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = Constraint(x, .equal, 5)
        try solver.add(Constraint(x, .equal, 10))
        #expect(throws: SolverError.self) { try solver.add(c) }
        do {
            try solver.add(c)
        } catch {
            guard case .unsatisfiable(let rejected) = error else {
                Issue.record("expected unsatisfiable, got \(error)")
                return
            }
            #expect(rejected === c)
        }
        #expect(!solver.contains(c))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("a failed add leaves the solver exactly as it was (kiwi issue 52)")
    func failedAddRestores() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, x * 2, strength: .strong))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 20)
        let bad = Constraint(x, .lessThanOrEqual, 5)
        do {
            try solver.add(bad)
            Issue.record("x ≤ 5 must be rejected")
        } catch {
            guard case .unsatisfiable(let c) = error else {
                Issue.record("expected unsatisfiable, got \(error)")
                return
            }
            #expect(c === bad)
        }
        solver.updateVariables()
        #expect(x.value == 10, "kiwi leaves x = 5 here")
        #expect(y.value == 20)
        #expect(!solver.contains(bad))
        expectHealthy(solver)
        // The solver still works normally afterwards.
        try solver.add(Constraint(x, .lessThanOrEqual, 15))
        try solver.add(Constraint(x, .equal, 12, strength: .weak))
        solver.updateVariables()
        #expect(x.value == 12 && y.value == 24)
    }

    @Test("each misuse raises its own error")
    func errors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let c = Constraint(x, .equal, 1)
        try solver.add(c)
        #expect { try solver.add(c) } throws: { if case SolverError.duplicateConstraint(let d) = $0 { d === c } else { false } }
        let unknown = Constraint(y, .equal, 2)
        #expect { try solver.remove(unknown) } throws: { if case SolverError.unknownConstraint(let d) = $0 { d === unknown } else { false } }
        try solver.addEditVariable(y, strength: .strong)
        #expect { try solver.addEditVariable(y, strength: .weak) } throws: { if case SolverError.duplicateEditVariable(let v) = $0 { v === y } else { false } }
        #expect { try solver.suggestValue(x, 3) } throws: { if case SolverError.unknownEditVariable(let v) = $0 { v === x } else { false } }
        #expect { try solver.removeEditVariable(x) } throws: { if case SolverError.unknownEditVariable(let v) = $0 { v === x } else { false } }
        #expect { try solver.addEditVariable(x, strength: .required) } throws: { if case SolverError.badRequiredStrength = $0 { true } else { false } }
        #expect(solver.hasEditVariable(y))
        try solver.removeEditVariable(y)
        #expect(!solver.hasEditVariable(y))
        #expect { try solver.add(Constraint(x * .nan, .equal, 1)) } throws: { if case SolverError.internalFailure = $0 { true } else { false } }
    }

    @Test("strength values are kiwi's")
    func strengthValues() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.create(10, 0, 0).value == 10_000_000)
        #expect(Strength.create(2000, 0, 0).value == 1_000_000_000, "each part is clamped to 1000")
        #expect(Strength.create(1, 1, 1, weight: 0.5).value == 500_500.5)
    }

    @Test("expressions print readably and sum like kiwi's")
    func expressions() {
        let x = Variable("x"), y = Variable("y")
        #expect((x + 2).description == "x + 2")
        #expect((y * 0.5 - 4).description == "0.5 * y - 4")
        #expect((2 * x + 1).description == "2 * x + 1")
        #expect((-x).description == "-x")
        #expect(((x + y) / 2).description == "0.5 * x + 0.5 * y")
        #expect(Constraint(x, .lessThanOrEqual, y * 0.5 - 4, strength: .weak).description == "x <= 0.5 * y - 4 (weak)")
    }
}

@Suite("Solver: setConstant, UIKit's constant fast path")
struct SetConstantTests {
    @Test("the constant of the right-hand side changes in place")
    func inPlace() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let c = Constraint(x + 2, .equal, 20)
        try solver.add(c)
        try solver.add(Constraint(y, .equal, x * 2 + 1))
        try solver.setConstant(25, of: c)
        solver.updateVariables()
        #expect(x.value == 23 && y.value == 47)
        #expect(c.rhs.constant == 25)
        #expect(c.description == "x + 2 == 25")
        let sum = Constraint(x + y, .equal, 40)
        let solver2 = Solver()
        try solver2.add(sum)
        try solver2.add(Constraint(x, .equal, 10))
        try solver2.setConstant(100, of: sum)
        solver2.updateVariables()
        #expect(y.value == 90)
        expectHealthy(solver)
    }

    @Test("inequalities and preferences follow their constant")
    func inequalities() throws {
        let x = Variable("x")
        let solver = Solver()
        let limit = Constraint(x, .lessThanOrEqual, 100)
        let wish = Constraint(x, .equal, 200, strength: .weak)
        try solver.add(limit)
        try solver.add(wish)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.setConstant(150, of: limit)
        solver.updateVariables()
        #expect(x.value == 150)
        try solver.setConstant(120, of: wish)
        solver.updateVariables()
        #expect(x.value == 120)
        try solver.setConstant(50, of: limit)
        solver.updateVariables()
        #expect(x.value == 50)
        expectHealthy(solver)
    }

    @Test("a constant that breaks the required constraints is rejected and nothing changes")
    func conflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = Constraint(x, .greaterThanOrEqual, 10)
        let high = Constraint(x, .lessThanOrEqual, 20)
        try solver.add(low)
        try solver.add(high)
        try solver.add(Constraint(x, .equal, 15, strength: .weak))
        #expect { try solver.setConstant(30, of: low) } throws: { if case SolverError.unsatisfiable(let c) = $0 { c === low } else { false } }
        #expect(low.rhs.constant == 10)
        solver.updateVariables()
        #expect(x.value == 15)
        let pinned = Constraint(x, .equal, 15)
        try solver.add(pinned)
        let twin = Constraint(2 * x, .equal, 30)
        try solver.add(twin)
        #expect { try solver.setConstant(31, of: twin) } throws: { if case SolverError.unsatisfiable = $0 { true } else { false } }
        solver.updateVariables()
        #expect(x.value == 15)
        #expect { try solver.setConstant(1, of: Constraint(x, .equal, 0)) } throws: { if case SolverError.unknownConstraint = $0 { true } else { false } }
        expectHealthy(solver)
    }
}

/// Workload B of the anchor at a small size: a chain of views above a keyboard edit variable.
struct KeyboardChain {
    let tops: [Variable], heights: [Variable], keyboardTop = Variable("keyboardTop")
    let solver = Solver()
    let n: Int

    init(n: Int) throws {
        self.n = n
        tops = (0..<n).map { Variable("top\($0)") }
        heights = (0..<n).map { Variable("h\($0)") }
        for i in 0..<n {
            if i == 0 {
                try solver.add(Constraint(tops[0], .equal, 20))
            } else {
                try solver.add(Constraint(tops[i], .equal, tops[i - 1] + heights[i - 1] + 8))
            }
            try solver.add(Constraint(heights[i], .equal, 44, strength: .strong))
            try solver.add(Constraint(heights[i], .greaterThanOrEqual, 0))
        }
        try solver.add(Constraint(tops[n - 1] + heights[n - 1], .lessThanOrEqual, 800, strength: .weak))
    }

    var bottom: Double { tops[n - 1].value + heights[n - 1].value }
    var naturalBottom: Double { Double(52 * n + 12) }

    func addKeyboard() throws {
        try solver.add(Constraint(tops[n - 1] + heights[n - 1], .lessThanOrEqual, keyboardTop - 20))
        try solver.addEditVariable(keyboardTop, strength: .create(10, 0, 0))
    }
}

@Suite("Solver: workloads of the anchor, checked frame by frame")
struct SolverWorkloadTests {
    @Test("workload A: the chain's tops and heights", arguments: [1, 2, 15, 16, 200])
    func chain(n: Int) throws {
        let chain = try KeyboardChain(n: n)
        chain.solver.updateVariables()
        for i in 0..<n {
            #expect(close(chain.tops[i].value, Double(20 + 52 * i)))
            #expect(close(chain.heights[i].value, 44))
        }
        #expect(close(chain.bottom, chain.naturalBottom))
        expectHealthy(chain.solver)
    }

    @Test("workload A keeps O(N) cells: definition rows reference earlier rows instead of expanding them")
    func linearMemory() throws {
        let small = try KeyboardChain(n: 500), large = try KeyboardChain(n: 2000)
        #expect(large.solver.cellCount < 20 * 2000)
        #expect(Double(large.solver.cellCount) / Double(small.solver.cellCount) < 4.5, "4× the views, about 4× the cells")
    }

    @Test("workload A2: independent views")
    func independent() throws {
        let solver = Solver()
        let tops = (0..<300).map { Variable("top\($0)") }, heights = (0..<300).map { Variable("h\($0)") }
        for i in 0..<300 {
            try solver.add(Constraint(tops[i], .equal, Double(20 + 52 * i)))
            try solver.add(Constraint(heights[i], .equal, 44, strength: .strong))
            try solver.add(Constraint(heights[i], .greaterThanOrEqual, 0))
        }
        solver.updateVariables()
        #expect(tops.enumerated().allSatisfy { close($1.value, Double(20 + 52 * $0)) })
        #expect(heights.allSatisfy { $0.value == 44 })
    }

    @Test("workload B: the keyboard slides up and back; the invariants hold on every frame", arguments: [4, 40])
    func keyboardAnimation(n: Int) throws {
        let chain = try KeyboardChain(n: n)
        try chain.addKeyboard()
        let b = chain.naturalBottom
        let k0 = b + 20 + 150
        try chain.solver.suggestValue(chain.keyboardTop, k0)
        chain.solver.updateVariables()
        var activeFrames = 0
        for f in 0..<500 {
            let phase: Double = 2 * Double.pi * Double(f) / 250
            let value: Double = k0 - 300 * (0.5 - 0.5 * cos(phase))
            try chain.solver.suggestValue(chain.keyboardTop, value)
            chain.solver.updateVariables()
            let expectedBottom = min(b, value - 20)
            if value - 20 < b { activeFrames += 1 }
            let sum = chain.heights.reduce(0) { $0 + $1.value }
            #expect(close(chain.keyboardTop.value, value, 1e-6), "frame \(f)")
            #expect(close(chain.bottom, expectedBottom, 1e-6), "frame \(f)")
            #expect(close(sum, chain.bottom - 20 - 8 * Double(n - 1), 1e-6), "frame \(f)")
            #expect(chain.heights.allSatisfy { $0.value >= -1e-9 }, "frame \(f)")
            if f % 50 == 0 { expectHealthy(chain.solver) }
        }
        #expect(activeFrames == 250)
    }

    @Test("updateVariables writes only the variables whose rows changed")
    func incrementalUpdate() throws {
        let chain = try KeyboardChain(n: 50)
        try chain.addKeyboard()
        try chain.solver.suggestValue(chain.keyboardTop, chain.naturalBottom + 500)
        #expect(chain.solver.updateVariablesCountingWrites() > 100)
        #expect(chain.solver.updateVariablesCountingWrites() == 0, "nothing changed")
        try chain.solver.suggestValue(chain.keyboardTop, chain.naturalBottom + 400)
        #expect(chain.solver.updateVariablesCountingWrites() == 1, "only the keyboard moved")
        try chain.solver.suggestValue(chain.keyboardTop, chain.naturalBottom + 10)
        let written = chain.solver.updateVariablesCountingWrites()
        #expect(written > 40, "compressing a height moves every view below it: \(written)")
    }

    @Test("removing constraints from the middle of a chain")
    func removeFromChain() throws {
        let x = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var links: [Constraint] = []
        try solver.add(Constraint(x[0], .equal, 10))
        for i in 1..<6 {
            let link = Constraint(x[i], .equal, x[i - 1] + 5)
            links.append(link)
            try solver.add(link)
        }
        try solver.add(Constraint(x[3], .equal, 100, strength: .weak))
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 15, 20, 25, 30, 35])
        try solver.remove(links[2])   // x3 == x2 + 5
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 15, 20, 100, 105, 110])
        expectHealthy(solver)
        try solver.add(links[2])
        solver.updateVariables()
        #expect(x.map(\.value) == [10, 15, 20, 25, 30, 35])
        for link in links { try solver.remove(link) }
        solver.updateVariables()
        #expect(x[0].value == 10 && x[3].value == 100)
        expectHealthy(solver)
        solver.reset()
        #expect(!solver.contains(links[0]))
    }
}

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Solver: random feasible systems (kiwi aborts on about 4%)")
struct RandomSystemTests {
    @Test("313 random feasible systems solve without error and satisfy every required constraint")
    func randomFeasible() throws {
        var generator = SplitMix64(state: 2026)
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
                let strength: Strength = switch item.strength {
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
