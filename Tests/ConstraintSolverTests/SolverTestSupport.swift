// Helpers shared by the solver's suites: a tolerance comparison, the debug invariant check
// and a seeded random generator.

import Foundation
import Testing
import ConstraintSolver

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-8) -> Bool { abs(a - b) <= tolerance }

/// Asserts the debug invariant checker is happy.
func expectHealthy(_ solver: Solver, afterUpdate: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    #if DEBUG
    let problems = solver.invariantViolations(afterUpdate: afterUpdate)
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
    #endif
}
