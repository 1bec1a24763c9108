// Sources/ConstraintSolver/ConstraintSolver.docc/ConstraintSolver.md:14, compiled as a test: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import ConstraintSolver

@MainActor struct ConstraintSolver1 {
    @Test func listing() throws {
        let x = Variable("x"), y = Variable("y")
        let c1 = Constraint(x + 2, .equal, 20)                 // strength defaults to .required
        let c2 = Constraint(x, .lessThanOrEqual, y * 0.5 - 4, strength: .weak)
        let solver = Solver()
        try solver.add(c1)                                      // .duplicateConstraint / .unsatisfiable(c)
        try solver.add(c2)
        try solver.addEditVariable(y, strength: .strong)        // .duplicateEditVariable / .badRequiredStrength
        try solver.suggestValue(y, 100)                         // .unknownEditVariable
        try solver.setConstant(25, of: c1)                      // in place: c1 now reads x + 2 == 25
        solver.updateVariables()                                // x.value == 23, y.value == 100
    }
}
