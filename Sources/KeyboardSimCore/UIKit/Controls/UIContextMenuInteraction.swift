import Foundation

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`: an identifier and the
/// closures that make its preview and its menu. Context menus are not shown in the simulation:
/// the configuration is kept and its closures are never called.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The identifier given (nil: none).
    public let identifier: (any NSCopying)?
    /// The closure that makes the preview's controller (nil: the view itself).
    let previewProvider: (() -> UIViewController?)?
    /// The closure that makes the menu from the system's suggested actions.
    let actionProvider: (([UIMenuElement]) -> UIMenu?)?
    /// The order of the menu's elements (iOS 16; stored).
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// A configuration with these closures.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
        actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

extension UIContextMenuConfiguration {
    /// The order of a menu's elements, as UIKit's `UIContextMenuConfiguration.ElementOrder`
    /// (stored: menus are not shown).
    public enum ElementOrder: Int, Sendable {
        /// The system's order for where the menu shows.
        case automatic = 0
        /// The first elements nearest the touch.
        case priority = 1
        /// The order given.
        case fixed = 2
    }
}

/// What a context menu interaction asks of its delegate, as UIKit's
/// `UIContextMenuInteractionDelegate`. Context menus are not shown in the simulation: nothing
/// asks the delegate unless the app's own code does.
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: SelectorResponding {
    /// The configuration of the menu for a touch at `location` (nil: no menu).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// The interaction that shows a view's context menu, as UIKit's `UIContextMenuInteraction`.
/// Context menus are not shown in the simulation: the interaction keeps its delegate and view,
/// and `dismissMenu()` has nothing to dismiss.
@preconcurrency @MainActor open class UIContextMenuInteraction: UIInteraction {
    /// The delegate that makes the menu (held weakly).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    /// An interaction whose menus `delegate` makes.
    public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }
    /// Dismisses the menu shown (none is ever shown here).
    open func dismissMenu() {}
    /// Where the interaction's touch is, in `view`: the middle of the interaction's view (no
    /// touch is held; unconfirmed stand-in).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }
}

/// What a context menu's animations are added to, as UIKit's
/// `UIContextMenuInteractionAnimating`; the simulation shows no menu, so none is ever given.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run beside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// A view as a menu's preview shows it, as UIKit's `UITargetedPreview` (stored: nothing is shown).
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
    /// The view previewed.
    public let view: UIView
    /// The preview of `view`.
    public init(view: UIView) { self.view = view }
}

/// A tool tip for a view, as UIKit's `UIToolTipInteraction` (iOS 15; shown on Mac Catalyst and
/// with a pointer). Stored: no pointer hovers in the simulation.
@preconcurrency @MainActor open class UIToolTipInteraction: UIInteraction {
    /// The tool tip's text.
    open var defaultToolTip: String?
    /// Whether the tool tip shows (default `true`).
    open var isEnabled = true
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    /// An interaction with no tool tip.
    public init() {}
    /// An interaction showing `defaultToolTip`.
    public init(defaultToolTip: String) { self.defaultToolTip = defaultToolTip }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }
}

/// The style a control's look and behaviour follow, as UIKit's `UIBehavioralStyle` (iOS 15;
/// it differs only on Mac Catalyst, so a control here is always `.pad`).
public enum UIBehavioralStyle: Int, Sendable {
    /// The platform's style.
    case automatic = 0
    /// iPad and iPhone controls.
    case pad = 1
    /// Mac controls (Mac Catalyst).
    case mac = 2
}

/// How a context menu's preview is committed, as UIKit's `UIContextMenuInteractionCommitStyle`
/// (https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitstyle).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu is dismissed.
    case dismiss = 0
    /// The preview grows into the presented content.
    case pop = 1
}

/// What the commit of a context menu's preview runs beside, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`
/// (https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating): given to
/// the `willPerformPreviewActionForMenuWith` delegate methods. The simulation shows no menu and
/// commits no preview, so none is ever given.
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
