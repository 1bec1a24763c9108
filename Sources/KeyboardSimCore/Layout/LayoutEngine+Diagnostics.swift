import ConstraintSolver
import Foundation

// UIKit's layout diagnostics: ambiguous frames and the "Unable to simultaneously satisfy
// constraints" report of a conflict.

extension LayoutEngine {
    /// Whether the view's frame is not fully determined: on a detached copy of the solver, each
    /// of its four variables is nudged by a very weak edit (strength 0.01, below any priority);
    /// a variable that moves is held by nothing but ties.
    func ambiguousVariables(of view: UIView) -> [String] {
        guard isRegistered(view), !view.translatesAutoresizingMaskIntoConstraints else { return [] }
        let v = view.layoutVariables
        var ambiguous: [String] = []
        for (name, variable) in [("left", v.left), ("top", v.top), ("width", v.width), ("height", v.height)] {
            let probe = solver.detachedCopy()
            probe.updateVariables()
            let before = probe.value(of: variable)
            do {
                try probe.addEditVariable(variable, strength: Strength(0.01))
                try probe.suggestValue(variable, before + 10)
            } catch {
                continue
            }
            probe.updateVariables()
            if abs(probe.value(of: variable) - before) > 0.5 { ambiguous.append(name) }
        }
        return ambiguous
    }

    /// UIKit's message for a conflict, with the smallest set of required constraints that
    /// conflicts with `constraint` (found by deletion filtering on a fresh solver).
    func reportConflict(adding failing: Constraint, for constraint: NSLayoutConstraint) {
        var candidates: [(String, Constraint)] = hostedConstraints.compactMap { hosted in
            guard let solverConstraint = hosted.solverConstraint, hosted.priority.isRequired else { return nil }
            return (hosted.description, solverConstraint)
        }
        for entry in views {
            guard let view = entry.view else { continue }
            let name = view.layoutName
            let labels = ["left", "top", "width", "height"]
            for (index, generated) in entry.autoresizing.enumerated() where solver.contains(generated) {
                candidates.append(
                    (
                        "\(name).\(labels[index]) (autoresizing mask of \(name); set translatesAutoresizingMaskIntoConstraints = false)",
                        generated
                    ))
            }
        }
        for entry in guides {
            // A scroll view's content size is only a weak preference: never part of a conflict.
            for generated in entry.constraints where solver.contains(generated) && generated.strength == .required {
                candidates.append(
                    ("\(entry.guide?.layoutName ?? "guide") guide of \(entry.guide?.owningView?.layoutName ?? "?")", generated))
            }
        }
        func conflicts(_ set: [(String, Constraint)]) -> Bool {
            let probe = Solver()
            for (_, c) in set {
                guard (try? probe.add(Constraint(c.lhs, c.relation, c.rhs))) != nil else { return true }
            }
            return (try? probe.add(Constraint(failing.lhs, failing.relation, failing.rhs))) == nil
        }
        var core = candidates
        if candidates.count <= 400 {
            var index = 0
            while index < core.count {
                var without = core
                without.remove(at: index)
                if conflicts(without) { core = without } else { index += 1 }
            }
        }
        var message =
            "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want.\n("
        for (name, _) in core { message += "\n    \"\(name)\"" }
        message += "\n    \"\(constraint)\"\n)\nWill attempt to recover by breaking constraint\n\(constraint)"
        diagnostics.diagnostic(message)
    }

    /// Says that the solver could not take `constraint` for a numerical reason — rounding it
    /// could not resolve, or an operation that ran out of pivots (`SolverError`) — as what it
    /// is: the simulation's solver failing, not UIKit's conflict report, which would blame the
    /// screen's constraints for a limit of double-precision arithmetic. The constraint is left
    /// out, as a broken one is, so the rest still lays out.
    func reportSolverFailure(
        _ error: SolverError, _ operation: String,
        outcome: String = "Will attempt to recover by breaking it (it is left out of the layout)."
    ) {
        diagnostics.diagnostic(
            "The simulation's constraint solver could not \(operation): \(error). \(outcome) This is a numerical limit of the simulation's solver, not a conflict among the screen's constraints: the frames that follow may differ from a device's."
        )
    }

    /// Says, once for each, which required constraints the solution breaks: the solver keeps
    /// them exactly in exact arithmetic, but rounding accumulated over many pivots can move its
    /// tableau off one (issue 46: on 1 of 2,000 random 40-view screens, by 0.30 of a size). The
    /// frames are the solution's; the message names the constraint the screen set, or the
    /// solver's form of a generated one. Rounding moves the tableau only when it pivots, so
    /// the check (one pass over the required constraints' terms) runs after pivots only.
    func reportRoundingBreaks() {
        guard solver.pivotCount != pivotsAtRoundingCheck else { return }
        pivotsAtRoundingCheck = solver.pivotCount
        let broken = solver.requiredConstraintsBrokenByRounding()
        for (constraint, offBy) in broken where reportedRoundingBreaks.insert(ObjectIdentifier(constraint)).inserted {
            let name = hostedConstraints.first { $0.solverConstraint === constraint }?.description ?? "\(constraint)"
            diagnostics.diagnostic(
                "The simulation's constraint solver left the required constraint \(name) off by \(offBy) points: rounding accumulated over many pivots. This is a numerical limit of the simulation's solver, not a conflict among the screen's constraints: the frames that follow may differ from a device's."
            )
        }
    }

    /// Takes `constraint` out of the solver, if it is there. The solver removes it whatever
    /// happens; if re-optimising then fails numerically, that is said (`reportSolverFailure`).
    func removeFromSolver(_ constraint: Constraint) {
        // Forgotten with it: a constraint made later at the same address is another one.
        reportedRoundingBreaks.remove(ObjectIdentifier(constraint))
        do {
            try solver.remove(constraint)
        } catch {
            if case .unknownConstraint = error { return }
            reportSolverFailure(
                error, "re-optimise after removing \(constraint)",
                outcome: "It is removed; the frames may fall short of the best layout until a later change re-optimises.")
        }
    }
}
