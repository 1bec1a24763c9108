import ConstraintSolver
import Foundation

/// The four solver variables of a view or guide: left, top, width and height in window
/// coordinates.
@MainActor final class LayoutVariables: SolvedRectangle {
    let left: Variable, top: Variable, width: Variable, height: Variable

    init(name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }

    /// The expression for an attribute (leading = left and trailing = right: left-to-right).
    func expression(_ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: left.linearExpression
        case .right, .trailing: left + width
        case .top: top.linearExpression
        case .bottom: top + height
        case .centerX: left + width * 0.5
        case .centerY: top + height * 0.5
        case .width: width.linearExpression
        case .height: height.linearExpression
        case .notAnAttribute: LinearExpression()
        // Resolved to their items' edges before they get here (LayoutEngine.resolvedItem); on a
        // layout guide, which has no margins, the plain edge.
        case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            expression(attribute.base)
        }
    }
}

/// A rectangle's four variables, not retained (a `LayoutVariables` that outlives this value holds
/// them): a layout pass reads every view's solution through these, without the reference counting
/// that loading the variables from their object would cost.
struct UnretainedRectangle {
    unowned(unsafe) let left: Variable
    unowned(unsafe) let top: Variable
    unowned(unsafe) let width: Variable
    unowned(unsafe) let height: Variable

    @MainActor init(_ variables: LayoutVariables) {
        (left, top, width, height) = (variables.left, variables.top, variables.width, variables.height)
    }

    /// The rectangle of the last solution.
    var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}

extension UIView {
    /// The view's four variables, made on the engine's first use and named after the view's
    /// debug name at that moment.
    var layoutVariables: LayoutVariables {
        if let variables = engineVariables as? LayoutVariables { return variables }
        let variables = LayoutVariables(name: debugName)
        engineVariables = variables
        return variables
    }
}

extension UILayoutGuide {
    /// The guide's four variables, made on the engine's first use.
    var variables: LayoutVariables {
        if let variables = engineVariables as? LayoutVariables { return variables }
        let variables = LayoutVariables(name: variablesName)
        engineVariables = variables
        return variables
    }
}

extension NSLayoutConstraint {
    /// The solver constraint standing for this one, while in an engine.
    var solverConstraint: Constraint? {
        get { engineConstraint as? Constraint }
        set { engineConstraint = newValue }
    }
}

extension UILayoutPriority {
    /// The solver strength standing for this priority. Auto Layout treats priorities almost
    /// lexicographically; a Cassowary weight can only approximate that, so priority p maps to
    /// 1000^(p/333.3): each step multiplies the weight by ~1.02, and one violated point at 750
    /// outweighs ~31,600 points at 250. Required (1000) is the solver's required strength.
    var strength: Strength {
        guard !isRequired else { return .required }
        let p = Double(max(1, rawValue))
        return Strength(pow(1000, p / 333.34))
    }
}
