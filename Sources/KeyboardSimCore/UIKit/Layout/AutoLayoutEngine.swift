import Foundation

/// A window's Auto Layout engine, as the window, its views, constraints and guides use it: the
/// simulation gives each window one (`LayoutEngine`, which solves with `ConstraintSolver`).
///
/// Views and constraints tell it what changed; a layout pass (`layoutIfNeeded()`, or the end of
/// a run-loop turn) asks it for frames.
///
/// ```swift
/// window.layoutEngine.add(constraint)          // NSLayoutConstraint.isActive = true
/// window.layoutEngine.layout(subtree: view)    // view.layoutIfNeeded()
/// ```
@MainActor protocol AutoLayoutEngine: AnyObject {
    /// The open animation blocks: constant changes inside one are recorded there.
    var animations: AnimationTransactionStack { get }
    /// The keyboard the keyboard layout guides follow.
    var keyboard: (any KeyboardGuideSource)? { get set }
    /// Whether anything layout reads may have changed since the window was last laid out.
    var needsPass: Bool { get set }
    /// Lays out the views whose keyboard layout guide takes part in layout (only those: UIKit
    /// moves the guide inside the keyboard's animation block).
    func layOutKeyboardGuideOwners()

    /// Takes an active constraint in.
    func add(_ constraint: NSLayoutConstraint)
    /// Lets a deactivated constraint go.
    func remove(_ constraint: NSLayoutConstraint)
    /// Lets go of a view leaving the window and everything inside it.
    func remove(subtree root: UIView)
    /// Takes a guide in (with its owning view) although no active constraint names it yet: a
    /// tracking guide whose constraints all wait for its condition.
    func register(_ guide: UILayoutGuide)
    /// Lets go of a guide removed from its view.
    func unregister(_ guide: UILayoutGuide)
    /// Something a view's generated constraints or its frame depend on changed.
    func generatedInputsChanged(of view: UIView)
    /// A view's frame changed, set by the app or by autoresizing (a layout pass records the
    /// frames it sets itself).
    func frameDidChange(of view: UIView)
    /// A hosted constraint's constant changed.
    func constraintConstantDidChange(_ constraint: NSLayoutConstraint)
    /// A hosted constraint's priority changed.
    func constraintPriorityDidChange(_ constraint: NSLayoutConstraint)
    /// A hosted constraint's constant started animating (so frame records list it).
    func constantStartedAnimating(_ constraint: NSLayoutConstraint)
    /// Solves and applies frames to `subtree` (all views when nil); returns whether a frame
    /// changed.
    @discardableResult
    func layout(subtree: UIView?) -> Bool
    /// The names of the view's frame variables that nothing but ties hold ("left", "top", …).
    func ambiguousVariables(of view: UIView) -> [String]
    /// The presentation constants of the constraints animating at `instant`, by name.
    func animatingConstants(at instant: SimulationInstant) -> [(name: String, value: Double)]
}

/// The engine's variables for a view or guide, as UIKit reads them: the rectangle of the last
/// solution, in window coordinates.
@MainActor protocol SolvedRectangle: AnyObject {
    var rect: CGRect { get }
}
