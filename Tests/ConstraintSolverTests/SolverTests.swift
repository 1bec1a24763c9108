import Testing
import ConstraintSolver

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
        #expect { try solver.remove(unknown) } throws: {
            if case SolverError.unknownConstraint(let d) = $0 { d === unknown } else { false }
        }
        try solver.addEditVariable(y, strength: .strong)
        #expect { try solver.addEditVariable(y, strength: .weak) } throws: {
            if case SolverError.duplicateEditVariable(let v) = $0 { v === y } else { false }
        }
        #expect { try solver.suggestValue(x, 3) } throws: { if case SolverError.unknownEditVariable(let v) = $0 { v === x } else { false } }
        #expect { try solver.removeEditVariable(x) } throws: {
            if case SolverError.unknownEditVariable(let v) = $0 { v === x } else { false }
        }
        #expect { try solver.addEditVariable(x, strength: .required) } throws: {
            if case SolverError.badRequiredStrength = $0 { true } else { false }
        }
        #expect(solver.hasEditVariable(y))
        try solver.removeEditVariable(y)
        #expect(!solver.hasEditVariable(y))
        #expect { try solver.add(Constraint(x * .nan, .equal, 1)) } throws: {
            if case SolverError.internalFailure = $0 { true } else { false }
        }
    }
}
