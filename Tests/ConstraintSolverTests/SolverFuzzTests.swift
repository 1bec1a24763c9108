import Testing
@testable import ConstraintSolver

/// What adding one system's constraints in order came to.
struct FuzzOutcome {
    var added = 0
    var unsatisfiable = 0
    /// Adds refused with `.unboundedObjective` or `.pivotLimitExceeded`.
    var numerical = 0
    var pivots = 0
    /// The largest violation of an added required constraint, relative to its terms' size.
    var worstRequiredViolation = 0.0
    /// The required constraints the solver itself reports as broken by rounding.
    var reportedByRounding = 0
    var healthy = true
}

/// Adds every constraint of `system`, then checks each required one that was accepted.
func solveFuzzSystem(_ system: UIKitLikeSystem) -> FuzzOutcome {
    var outcome = FuzzOutcome()
    let variables = (0..<system.variableCount).map { Variable("v\($0)") }
    let solver = Solver()
    var required: [UIKitLikeSystem.Item] = []
    for item in system.items {
        do throws(SolverError) {
            try solver.add(item.constraint(variables))
            outcome.added += 1
            if item.isRequired { required.append(item) }
        } catch {
            switch error {
            case .unsatisfiable: outcome.unsatisfiable += 1
            case .unboundedObjective, .pivotLimitExceeded: outcome.numerical += 1
            default: outcome.healthy = false
            }
        }
    }
    solver.updateVariables()
    let values = variables.map(\.value)
    for item in required {
        let size = item.terms.reduce(abs(item.constant)) { $0 + abs($1.coefficient * values[$1.variable]) }
        outcome.worstRequiredViolation = max(outcome.worstRequiredViolation, item.violation(values) / max(1, size))
    }
    outcome.reportedByRounding = solver.requiredConstraintsBrokenByRounding().count
    #if DEBUG
    if !solver.invariantViolations(afterUpdate: true).isEmpty { outcome.healthy = false }
    #endif
    outcome.pivots = solver.pivotCount
    return outcome
}

@Suite("Solver: random UIKit-like screens terminate and keep every required constraint")
struct SolverFuzzTests {
    /// Sums the outcomes of the screens `seeds` of `views` views; lists the seeds that broke a
    /// required constraint or an invariant.
    func run(_ seeds: ClosedRange<UInt64>, views: Int, mix: [Int]) -> (total: FuzzOutcome, broken: [UInt64]) {
        var total = FuzzOutcome()
        var broken: [UInt64] = []
        var reported: [UInt64] = [], offByMoreThanTolerance: [UInt64] = []
        for seed in seeds {
            var generator = SeededRandom(seed: seed)
            let system = UIKitLikeSystem.random(views: views, mix: mix, using: &generator)
            let outcome = solveFuzzSystem(system)
            if outcome.worstRequiredViolation > 1e-7 || !outcome.healthy { broken.append(seed) }
            if outcome.reportedByRounding > 0 { reported.append(seed) }
            if outcome.worstRequiredViolation > 1e-7 { offByMoreThanTolerance.append(seed) }
            total.added += outcome.added
            total.unsatisfiable += outcome.unsatisfiable
            total.numerical += outcome.numerical
            total.pivots += outcome.pivots
        }
        // Never silent: every screen whose values break a required constraint, the solver's
        // own check reports (the layout engine says so in the trace).
        #expect(reported == offByMoreThanTolerance, "reported \(reported), off \(offByMoreThanTolerance)")
        return (total, broken)
    }

    @Test("70 screens of 20 views, mostly width multipliers: each add solves or throws a documented error")
    func multiplierScreens() {
        let (total, broken) = run(1...70, views: 20, mix: [1, 6, 0, 0, 1, 1, 1])
        // Screen 68 broke a required constraint by 2.1e-7 of its size until phase 1 stopped
        // taking rounding for a reduced cost (`phaseOneEnteringTolerance`); any screen breaking
        // one is a regression (seeds 1–1,000: none).
        #expect(broken == [])
        #expect(total.added + total.unsatisfiable + total.numerical == 70 * 112)
        #expect(total.numerical == 0)
    }

    @Test("15 screens of 40 views, mostly width multipliers: none drifts")
    func largerMultiplierScreens() {
        let (total, broken) = run(121...135, views: 40, mix: [1, 6, 0, 0, 1, 1, 1])
        // Screens 125 and 131 broke required constraints (by 6e-7 and 2.8e-5 of a size, once
        // phase 1 no longer pivoted on rounding) while cells below kiwi's 1e-8 were dropped: a chain of
        // width multipliers makes real coefficients that small. Cells now go at 1e-11, constants
        // are still zero within 1e-8 (`nearZeroEpsilon`, `constantEpsilon`). Release probe of
        // seeds 1–2,000: broken 15 → 1 (1749, by 0.30 of a size, reported by the solver's own
        // check), numerical refusals 11 → 0.
        #expect(broken == [])
        #expect(total.added + total.unsatisfiable + total.numerical == 15 * 224)
        #expect(total.numerical == 0)
    }

    @Test("100 screens of 8 views, every kind of constraint")
    func mixedScreens() {
        let (total, broken) = run(1...100, views: 8, mix: [1, 1, 1, 1, 1, 1, 1])
        #expect(broken == [])
        #expect(total.added + total.unsatisfiable + total.numerical == 100 * 45)
        #expect(total.numerical == 0)
    }
}

@Suite("Solver: an operation that runs out of pivots")
struct PivotLimitTests {
    @Test("a suggestion that runs out of pivots names the call and the value it was given")
    func suggestionNamesItself() throws {
        let x = Variable("x"), y = Variable("y"), kt = Variable("kt")
        let solver = Solver()
        try solver.add(Constraint(x + y, .lessThanOrEqual, kt))
        try solver.add(Constraint(x, .equal, 80, strength: .weak))
        try solver.add(Constraint(y, .equal, 50, strength: .medium))
        try solver.addEditVariable(kt, strength: .strong)
        try solver.suggestValue(kt, 200)
        solver.tableau.pivotLimitOverride = 0
        #expect {
            try solver.suggestValue(kt, 60.5)
        } throws: { error in
            guard case .pivotLimitExceeded(let operation, _, _, _) = error as? SolverError else { return false }
            // The second budget, putting back 200 after 60.5 failed, is the one that ran out.
            return operation == "suggestValue(kt) undoing 60.5"
        }
        solver.tableau.pivotLimitOverride = nil
    }

    @Test("the solver keeps no constraint alive once it is removed, or once adding it failed")
    func operationsReleaseTheirConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        weak var removed: Constraint?
        weak var refused: Constraint?
        do {
            let constraint = Constraint(x, .equal, 10)
            removed = constraint
            try solver.add(constraint)
            try solver.remove(constraint)
        }
        do {
            let conflicting = Constraint(x, .equal, 20)
            refused = conflicting
            try solver.add(Constraint(x, .equal, 30))
            #expect(throws: SolverError.self) { try solver.add(conflicting) }
        }
        #expect(removed == nil)
        #expect(refused == nil)
    }

    @Test("an add that runs out of pivots throws pivotLimitExceeded with its counts and takes its constraint back out")
    func addRollsBack() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Constraint(x + y, .lessThanOrEqual, 100))
        try solver.add(Constraint(x, .equal, 80, strength: .weak))
        try solver.add(Constraint(y, .equal, 50, strength: .medium))
        solver.updateVariables()
        #expect(x.value == 50 && y.value == 50)
        let pushing = Constraint(x, .greaterThanOrEqual, 70, strength: .strong)
        solver.tableau.pivotLimitOverride = 0
        #expect {
            try solver.add(pushing)
        } throws: { error in
            guard case .pivotLimitExceeded(let operation, let pivots, let rows, let columns) = error as? SolverError else { return false }
            return operation.hasPrefix("add(x >= 70") && pivots == 1 && rows == 3 && columns == 7
        }
        #expect(!solver.contains(pushing))
        solver.tableau.pivotLimitOverride = nil
        solver.updateVariables()
        #expect(x.value + y.value <= 100 + 1e-9)
        expectHealthy(solver)
        // The solver goes on: the same constraint is accepted now, and wins over medium.
        try solver.add(pushing)
        solver.updateVariables()
        #expect(close(x.value, 70) && close(y.value, 30))
        expectHealthy(solver)
    }
}
