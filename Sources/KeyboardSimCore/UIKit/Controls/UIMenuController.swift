import Foundation
import SimulationContext

/// The editing menu (Cut, Copy, Paste…) as UIKit's menu controller, which Apple deprecated in
/// iOS 16 for `UIEditMenuInteraction` and which apps still call. Each simulation's app has its
/// own (`shared`). No menu is drawn in a simulation: showing it sets `isMenuVisible` and posts
/// UIKit's notifications with the menu controller as their object (`willShowMenuNotification`,
/// then `didShowMenuNotification`; the hide ones when it goes), and `menuFrame` stays empty.
@preconcurrency @MainActor open class UIMenuController: NSObject {
    /// The menu controller of the current simulation's app.
    open class var shared: UIMenuController {
        if let host = CurrentSimulation.host { return host.application.menuController(host: host) }
        return CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }.menuController(host: nil)
    }

    /// The simulation whose center the notifications go to (nil: a detached app's).
    private weak var host: (any ApplicationHost)?

    init(host: (any ApplicationHost)?) {
        self.host = host
        super.init()
    }

    /// Whether the menu is showing.
    open var isMenuVisible: Bool {
        get { visible }
        set { setMenuVisible(newValue, animated: false) }
    }

    private var visible = false

    /// The app's own items, shown after the system's.
    open var menuItems: [UIMenuItem]?

    /// Where the menu's arrow points (`.default`: UIKit chooses).
    open var arrowDirection: ArrowDirection = .default

    /// The menu's frame in screen coordinates: empty, as no menu is drawn in a simulation.
    open var menuFrame: CGRect { .zero }

    /// The rectangle the menu points at, in `targetView`'s coordinates, as last set.
    private var targetRect: CGRect = .null
    private weak var targetView: UIView?

    /// Shows or hides the menu (deprecated in iOS 13 for `showMenu(from:rect:)` and `hideMenu()`).
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        guard menuVisible != visible else { return }
        let center = host?.notificationCenter ?? .detachedDefault
        center.post(name: menuVisible ? Self.willShowMenuNotification : Self.willHideMenuNotification, object: self)
        visible = menuVisible
        center.post(name: menuVisible ? Self.didShowMenuNotification : Self.didHideMenuNotification, object: self)
    }

    /// Sets the rectangle, in `targetView`'s coordinates, the menu points at.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetRect = targetRect
        self.targetView = targetView
    }

    /// Shows the menu pointing at `targetRect` in `targetView`.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        setMenuVisible(true, animated: true)
    }

    /// Hides the menu shown from `targetView`.
    open func hideMenu(from targetView: UIView) {
        hideMenu()
    }

    /// Hides the menu.
    open func hideMenu() {
        setMenuVisible(false, animated: true)
    }

    /// Updates the menu's items; nothing to redraw in a simulation.
    open func update() {}

    /// Where the menu's arrow points, as UIKit's.
    public enum ArrowDirection: Int, Sendable {
        /// Wherever the menu fits.
        case `default` = 0
        /// Up, the menu below its target.
        case up
        /// Down, the menu above its target.
        case down
        /// Left, the menu to the right of its target.
        case left
        /// Right, the menu to the left of its target.
        case right
    }

    /// Posted before the menu shows, with the menu controller as its object.
    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu shows.
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides.
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hides.
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes.
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")
}

/// An item of the app's own in the editing menu, as UIKit's: a title and the action sent up the
/// responder chain when it is chosen.
@preconcurrency @MainActor open class UIMenuItem: NSObject {
    /// The item's title.
    open var title: String
    /// The action sent when it is chosen.
    open var action: Selector

    /// An item titled `title` sending `action`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
