import ConstraintSolver

/// The package's seeded generator (`ConstraintSolver.SeededRandom`), for the tests that import
/// this support target.
package typealias SeededRandom = ConstraintSolver.SeededRandom
