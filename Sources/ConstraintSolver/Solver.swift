/// An incremental Cassowary solver with kiwi's semantics, written for speed where kiwi is slow.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = Solver()
/// try solver.add(Constraint(x + 2, .equal, 20))
/// try solver.add(Constraint(x, .lessThanOrEqual, y * 0.5 - 4, strength: .weak))
/// try solver.addEditVariable(y, strength: .strong)
/// try solver.suggestValue(y, 100)
/// solver.updateVariables()            // x.value == 18, y.value == 100
/// ```
///
/// Every choice (subject, entering and leaving symbols, ties) goes by the lowest symbol id, as
/// in kiwi, so results are deterministic. Differences from kiwi, all deliberate:
/// - a failed `add` leaves the solver exactly as it was (kiwi issue 52);
/// - numerical trouble never aborts the process and no operation runs forever: a reduced cost
///   that no row bounds is skipped when it is rounding beside the objective's largest
///   coefficient and thrown as `SolverError.unboundedObjective` otherwise, pivots divide by no
///   entry below 1e-7 of its column, each operation's pivots are bounded
///   (`SolverError.pivotLimitExceeded`), and what cannot be resolved is thrown as
///   `SolverError.internalFailure`;
/// - rows of external variables ("definitions") may reference other basic symbols instead of
///   being fully expanded: other definitions, whichever was added first (a chain of N views costs
///   O(N) memory instead of kiwi's O(N²), in any order) and restricted symbols (a pivot never rewrites a definition). Every simplex
///   decision is still made on fully reduced rows, so the solutions are kiwi's — a differential
///   test against a literal port of kiwi checks this on random operation sequences;
/// - `suggestValue` touches only the rows that contain the edit's error symbols, and
///   `updateVariables` re-evaluates only definitions whose inputs changed, in reference order,
///   from contiguous per-row records;
/// - `setConstant(_:of:)` changes a constraint's constant in place (Auto Layout's fast path).
///
/// A solver is not thread-safe; confine it to one thread.
public final class Solver {
    /// Every operation is one access to the tableau; the run-time exclusivity check on it (a
    /// class's stored property is checked dynamically) was 2% of a build of 33 independent
    /// views (callgrind). It is left out: an operation calls no code outside the solver that
    /// could reach the same solver again, and a solver is confined to one thread.
    @exclusivity(unchecked) var tableau = Tableau()

    /// An empty solver: no constraints, no edit variables.
    public init() {}

    /// Adds a constraint.
    ///
    /// - Throws: `.duplicateConstraint` if it is already in the solver, `.unsatisfiable` if it
    ///   is required and conflicts with the required constraints (the solver is unchanged),
    ///   `.internalFailure` for a coefficient that is not finite (unchanged);
    ///   `.unboundedObjective` or `.pivotLimitExceeded` when re-optimising fails: the
    ///   constraint is taken back out, so the solver holds the constraints it held, with
    ///   feasible values that may be short of optimal until a later operation re-optimises.
    public func add(_ constraint: Constraint) throws(SolverError) {
        // One access to the stored tableau, not three: each is checked for exclusivity at run
        // time, a fiftieth of a small screen's add.
        try tableau.addOperation(constraint)
    }

    /// Removes a constraint. Throws `.unknownConstraint` if it is not in the solver (nothing
    /// changes), `.internalFailure` if no row can take its marker out of the basis, and
    /// `.unboundedObjective` or `.pivotLimitExceeded` when re-optimising fails: the constraint is
    /// then removed and the values are feasible but may be short of optimal.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        tableau.beginOperation(.remove(constraint))
        defer { tableau.endOperation() }
        try tableau.remove(constraint)
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.constraints.contains(ObjectIdentifier(constraint))
    }

    /// Makes `variable` suggestible: adds `variable == 0` at `strength` (not required).
    ///
    /// Throws `.duplicateEditVariable`, `.badRequiredStrength`, or what `add(_:)` throws (the
    /// variable is then not an edit variable).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard tableau.edits[key] == nil else { throw .duplicateEditVariable(variable) }
        let clipped = strength.clipped
        guard !clipped.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(variable, .equal, 0, strength: clipped)
        tableau.beginOperation(.addEditVariable(variable))
        defer { tableau.endOperation() }
        try tableau.add(constraint)
        tableau.edits[key] = EditRecord(variable: variable, constraint: constraint, constant: 0)
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// Throws `.unknownEditVariable`, or what `remove(_:)` throws (the edit is gone even then).
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let edit = tableau.edits[key] else { throw .unknownEditVariable(variable) }
        tableau.beginOperation(.removeEditVariable(variable))
        // The edit is gone even when re-optimising afterwards throws.
        tableau.edits[key] = nil
        defer { tableau.endOperation() }
        try tableau.remove(edit.constraint)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution moves as close as the constraints
    /// allow. Only the rows that contain the edit's error symbols are touched.
    ///
    /// Throws `.unknownEditVariable`; `.internalFailure` for a value that is not finite (nothing
    /// changes) or when the dual simplex finds no row to restore; `.pivotLimitExceeded` when the
    /// dual simplex runs out of pivots. After a failure once constants moved, the previous
    /// suggestion is put back and re-solved (that second dual simplex has its own budget, and its
    /// own failure is the one thrown).
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = tableau.edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .internalFailure("suggested value for \(variable) is not a finite number") }
        let delta = value - edit.constant
        edit.constant = value
        tableau.edits[key] = edit
        guard let tag = tableau.constraints[ObjectIdentifier(edit.constraint)]?.tag else { return }
        tableau.beginOperation(.suggestValue(variable, value))
        tableau.shiftConstant(of: tag, by: delta)
        do throws(SolverError) {
            try tableau.dualOptimize()
        } catch {
            // Back to the previous suggestion: the pivots done are valid, and undoing the shift
            // makes every row feasible again after (rarely) a few more pivots.
            edit.constant = value - delta
            tableau.edits[key] = edit
            tableau.shiftConstant(of: tag, by: -delta)
            tableau.beginOperation(.undoSuggestion(variable, value))
            try tableau.dualOptimize()
            throw error
        }
    }

    /// Replaces the constant of the right-hand side `constraint` was built with, in place:
    /// after `setConstant(25, of: c)` the constraint `x + 2 == 20` reads `x + 2 == 25`. This is
    /// UIKit's `constraint.constant = …` fast path: nothing is rebuilt.
    ///
    /// - Throws: `.unknownConstraint` if the constraint is not in the solver; `.unsatisfiable`
    ///   if a required constraint cannot take the new constant (the solver is unchanged);
    ///   `.pivotLimitExceeded` if the dual simplex runs out of pivots (a required constraint:
    ///   unchanged; a preference: the previous constant is put back and re-solved, as
    ///   `suggestValue` does); `.internalFailure` for a constant that is not finite.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = tableau.constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .internalFailure("constant for \(constraint) is not a finite number") }
        let delta = constant - constraint.rhsConstant
        guard delta != 0 else { return }
        // A required constant that may fail is undone from a copy; one that cannot fail (the
        // usual keyboard frame) or cannot succeed is decided before anything is written.
        var saved: Tableau?
        if constraint.strength.isRequired {
            switch tableau.requiredShift(of: record.tag, by: delta) {
            case .holds: saved = nil
            case .breaksRequiredRow: throw .unsatisfiable(constraint)
            case .needsPivots: saved = tableau
            }
        }
        tableau.beginOperation(.setConstant(constant, of: constraint))
        tableau.shiftConstant(of: record.tag, by: delta)
        do throws(SolverError) {
            try tableau.dualOptimize()
            assert(
                saved != nil || !constraint.strength.isRequired || !tableau.hasBrokenRequiredRow,
                "a required constant read ahead as holding broke a required row")
            if let saved, tableau.hasBrokenRequiredRow {
                tableau = saved
                throw .unsatisfiable(constraint)
            }
        } catch {
            if let saved {
                tableau = saved
                // No row to restore feasibility is how the dual simplex finds the constant
                // impossible; running out of pivots says nothing about it.
                if case .pivotLimitExceeded = error { throw error }
                throw .unsatisfiable(constraint)
            }
            // A preference's constant: back to the previous one, as `suggestValue` does.
            tableau.shiftConstant(of: record.tag, by: -delta)
            tableau.beginOperation(.undoSetConstant(constant, of: constraint))
            try tableau.dualOptimize()
            throw error
        }
        constraint.rhsConstant = constant
    }

    /// Copies the solution into the variables — only those whose value changed since the last
    /// call.
    public func updateVariables() {
        tableau.updateVariables()
    }

    /// A copy with the same system that shares nothing mutable with this solver. Its
    /// `updateVariables()` does not write the (shared) variables: read them with `value(of:)`.
    /// Copy-on-write makes the copy cheap. Used to ask "what if" questions (ambiguity).
    package func detachedCopy() -> Solver {
        let copy = Solver()
        copy.tableau = tableau
        copy.tableau.writesVariables = false
        return copy
    }

    /// The variable's value as of the last `updateVariables()` of this solver (0 if unknown).
    package func value(of variable: Variable) -> Double {
        guard let symbol = tableau.symbolOfVariable[ObjectIdentifier(variable)], tableau.isBasic(symbol) else { return 0 }
        return tableau.values[Int(symbol)]
    }

    /// Pivots performed so far (for tests and benchmarks).
    package var pivotCount: Int { tableau.pivotCount }

    /// The number of cells in all rows (for memory tests and benchmarks).
    package var cellCount: Int { tableau.rows.reduce(0) { $0 + $1.cells.count } }

    /// `updateVariables()`, returning how many variables were written.
    @discardableResult
    package func updateVariablesCountingWrites() -> Int { tableau.updateVariables() }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
    }
}
