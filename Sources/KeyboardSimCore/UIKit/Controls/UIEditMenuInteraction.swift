import Foundation

/// Where an edit menu's arrow points, as UIKit's `UIEditMenuArrowDirection` (iOS 16;
/// https://developer.apple.com/documentation/uikit/uieditmenuarrowdirection). Stored: no menu is
/// drawn.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Up.
    case up = 1
    /// Down.
    case down = 2
    /// Left.
    case left = 3
    /// Right.
    case right = 4
}

/// What an edit menu shows and where, as UIKit's `UIEditMenuConfiguration` (iOS 16;
/// https://developer.apple.com/documentation/uikit/uieditmenuconfiguration): given to
/// `UIEditMenuInteraction.presentEditMenu(with:)`.
@preconcurrency @MainActor open class UIEditMenuConfiguration: NSObject {
    /// The identifier given (UIKit answers an `AnyHashable`; nil given reads back as nil here).
    public let identifier: AnyHashable?
    /// Where in the interaction's view the menu is asked for.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow points (`.automatic` by default; stored).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint`, as
    /// https://developer.apple.com/documentation/uikit/uieditmenuconfiguration/init(identifier:sourcepoint:).
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}

/// What an edit menu's appearance and disappearance run beside, as UIKit's
/// `UIEditMenuInteractionAnimating` (iOS 16;
/// https://developer.apple.com/documentation/uikit/uieditmenuinteractionanimating).
@preconcurrency @MainActor public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations to run beside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// What an edit menu interaction asks of and tells its delegate, as UIKit's
/// `UIEditMenuInteractionDelegate` (iOS 16;
/// https://developer.apple.com/documentation/uikit/uieditmenuinteractiondelegate). Every method
/// is optional; here each has UIKit's answer without it.
@preconcurrency @MainActor public protocol UIEditMenuInteractionDelegate: SelectorResponding {
    /// The menu to show for `configuration` (by default the suggested actions in a menu; nil:
    /// no menu).
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The rectangle the menu points at, in the interaction's view (by default the
    /// configuration's source point, as a zero-size rectangle).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// UIKit's menu without the method: the suggested actions.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { UIMenu(children: suggestedActions) }
    /// The source point, as a zero-size rectangle.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    { CGRect(origin: configuration.sourcePoint, size: .zero) }
    /// Nothing, as UIKit without the method.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
    /// Nothing, as UIKit without the method.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}

/// The interaction that shows an edit menu (Cut, Copy, Paste…) for a view, as UIKit's
/// `UIEditMenuInteraction` (iOS 16;
/// https://developer.apple.com/documentation/uikit/uieditmenuinteraction).
///
/// Simulated from code: `presentEditMenu(with:)` dismisses the menu shown, asks the delegate for
/// the menu (no suggested actions: the system's Cut/Copy/Paste are not built here), tells it the
/// menu will show, and the menu shows at once: the animator runs the animations and completions
/// added to it before the call returns (no menu is drawn, so there is nothing to animate).
/// `dismissMenu()` tells the delegate the same way. A long press does not present one: the
/// simulation performs none.
@preconcurrency @MainActor open class UIEditMenuInteraction: UIInteraction {
    /// The delegate that makes the menu (held weakly).
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// The configuration of the menu shown, and the menu (nil: none shown).
    private var shown: (configuration: UIEditMenuConfiguration, menu: UIMenu?)?

    /// An interaction whose menus `delegate` makes.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) { self.delegate = delegate }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }

    /// Shows the menu `configuration` describes, after dismissing the one shown (see the type).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: [])
        shown = (configuration, menu)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.finish()
    }

    /// Dismisses the menu shown, telling the delegate (nothing when none is shown).
    open func dismissMenu() {
        guard let current = shown else { return }
        shown = nil
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: current.configuration, animator: animator)
        animator.finish()
    }

    /// Asks the delegate for the shown menu again (nothing when none is shown).
    open func reloadVisibleMenu() {
        guard let current = shown else { return }
        shown = (current.configuration, delegate?.editMenuInteraction(self, menuFor: current.configuration, suggestedActions: []))
    }

    /// Moves the shown menu to the delegate's target rectangle (nothing is drawn: no effect).
    open func updateVisibleMenuPosition(animated: Bool) {}

    /// Where the menu was asked for, in `view`: the shown configuration's source point (the
    /// middle of the interaction's view when none is shown; unconfirmed stand-in).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let point = shown?.configuration.sourcePoint ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return own.convert(point, to: view)
    }
}

/// The animator given to an edit menu's delegate: the menu shows and goes at once, so what is
/// added runs when the delegate returns.
@MainActor final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions, in the order they were added.
    func finish() {
        for animation in animations { animation() }
        for completion in completions { completion() }
        animations = []
        completions = []
    }
}
