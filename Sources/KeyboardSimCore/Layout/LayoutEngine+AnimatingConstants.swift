import Foundation

// The constants animating with a layout pass run inside an animation block, as frame records
// list them.

extension LayoutEngine {
    /// A constraint's constant started animating (so frame records list it).
    func constantStartedAnimating(_ constraint: NSLayoutConstraint) {
        if !animatingConstraints.contains(where: { $0 === constraint }) { animatingConstraints.append(constraint) }
    }

    /// The presentation constants of the constraints whose constant is animating at `instant`,
    /// in the order the constraints were activated.
    func animatingConstants(at instant: SimulationInstant) -> [(name: String, value: Double)] {
        animatingConstraints.removeAll { constraint in
            constraint.constantAnimations.removeAll { $0.end < instant }
            return constraint.constantAnimations.isEmpty || constraint.host !== self
        }
        return animatingConstraints.sorted { $0.hostSequence < $1.hostSequence }.map { constraint in
            (name: constraint.identifier ?? constraint.description, value: Double(constraint.presentationConstant(at: instant)))
        }
    }
}
