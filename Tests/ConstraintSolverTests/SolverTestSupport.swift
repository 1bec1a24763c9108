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
