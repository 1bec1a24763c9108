import Testing
@testable import ConstraintSolver

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

    @Test("a required constant read ahead: one that holds, one that needs pivots, one that breaks a required row")
    func readAhead() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = Constraint(x, .equal, 100)
        try solver.add(pin)
        try solver.add(Constraint(y, .lessThanOrEqual, x - 20))
        try solver.add(Constraint(y, .equal, 50, strength: .strong))
        let record = try #require(solver.tableau.constraints[ObjectIdentifier(pin)])
        #expect(solver.tableau.requiredShift(of: record.tag, by: 10) == .holds)
        #expect(solver.tableau.requiredShift(of: record.tag, by: -40) == .needsPivots)
        try solver.setConstant(110, of: pin)
        solver.updateVariables()
        #expect(x.value == 110 && y.value == 50)
        try solver.setConstant(60, of: pin)
        solver.updateVariables()
        #expect(x.value == 60 && y.value == 40)
        let twin = Constraint(2 * x, .equal, 120)
        try solver.add(twin)
        let twinRecord = try #require(solver.tableau.constraints[ObjectIdentifier(twin)])
        #expect(solver.tableau.requiredShift(of: twinRecord.tag, by: 2) == .breaksRequiredRow)
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
        #expect { try solver.setConstant(30, of: low) } throws: {
            if case SolverError.unsatisfiable(let c) = $0 { c === low } else { false }
        }
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
        #expect { try solver.setConstant(1, of: Constraint(x, .equal, 0)) } throws: {
            if case SolverError.unknownConstraint = $0 { true } else { false }
        }
        expectHealthy(solver)
    }
}
