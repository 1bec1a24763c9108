import Foundation

/// An item of a tab bar, as UIKit's `UITabBarItem`: its title, image and tag (stored).
///
/// The initializers are Apple's: `init()` and the required `init?(coder:)` designated,
/// `init(title:image:tag:)`, `init(title:image:selectedImage:)` and `init(tabBarSystemItem:tag:)`
/// convenience, so a subclass that overrides `init()` is made through it by all of them.
open class UITabBarItem: UIBarItem {
    /// The tabs the system provides, as UIKit's `UITabBarItem.SystemItem` (UIKit's raw values).
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// More.
        case more
        /// Favorites.
        case favorites
        /// Featured.
        case featured
        /// Top Rated.
        case topRated
        /// Recents.
        case recents
        /// Contacts.
        case contacts
        /// History.
        case history
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Downloads.
        case downloads
        /// Most Recent.
        case mostRecent
        /// Most Viewed.
        case mostViewed
    }

    /// The badge's text (stored).
    open var badgeValue: String?
    /// The image shown when the tab is selected (stored).
    open var selectedImage: UIImage?
    /// The badge's background colour (stored and inert: nothing is drawn).
    open var badgeColor: UIColor?
    /// How far the title is moved from its place (stored and inert: the bar's items are not
    /// laid out).
    open var titlePositionAdjustment = UIOffset.zero
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() { super.init() }

    /// Archives are not simulated: an item with no title or image.
    public required init?(coder: NSCoder) { super.init() }

    /// An item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of the system's items with a tag. Inert: the system's title and image are not
    /// simulated (`title` and `image` stay nil; iOS draws its own, localized).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }

    /// Sets the badge's text attributes for `state` (stored and inert).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    /// The badge's text attributes for `state`, as set.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}

/// The bar of tabs at the bottom of a tab bar controller's view, as UIKit's `UITabBar`: 49
/// points high above the screen's bottom safe area on an iPhone (the home indicator's 34 points
/// under it), 50 on an iPad. Unconfirmed, with why: these are the heights iOS 11 and later are
/// widely reported to give (no Apple reference states them), and a compact-height iPhone's
/// slimmer bar in landscape is not simulated.
open class UITabBar: UIView {
    /// The items, one per tab (its controllers' `tabBarItem`s).
    open var items: [UITabBarItem]?
    /// The selected item.
    open var selectedItem: UITabBarItem?

    /// The bar's height above the bottom safe area.
    static func height(idiom: UIUserInterfaceIdiom) -> CGFloat { idiom == .pad ? 50 : 49 }
}

/// What a tab bar controller asks and tells its delegate, as UIKit's
/// `UITabBarControllerDelegate`: both are optional in UIKit; here each has UIKit's default.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: SelectorResponding {
    /// Whether the user may select `viewController`'s tab (true by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container of screens chosen by a bar of tabs at the bottom, as UIKit's
/// `UITabBarController`: the selected controller's view fills the container, its safe area
/// ending above the tab bar — so a field pinned to the safe area's bottom already sits the bar's
/// height above the screen's bottom, and a handler that then moves it up by the whole keyboard's
/// height leaves a gap of that bar over the keys (use the keyboard's overlap with the view, or
/// the keyboard layout guide). Switching tabs takes the old view out of the window (its first
/// responder resigns, so the keyboard goes), runs the appearance callbacks of the two children,
/// and asks and tells the delegate when the user selects a tab (`Simulation.selectTab(_:of:)`).
/// `hidesBottomBarWhenPushed` and the More tab are not simulated.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: FormController()), SettingsController()]
/// sim.window.rootViewController = tabs
/// ```
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// Asked and told when the user selects a tab (held weakly).
    open weak var delegate: UITabBarControllerDelegate?

    private var selected = 0

    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not simulated: a tab bar controller with no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs' controllers, in order; setting them selects the first (or keeps the selected one
    /// when it is among them).
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the tabs' controllers (`animated` is not simulated: the change is at once).
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let visible = isViewLoaded && view.window != nil
        let controllers = controllers ?? []
        let kept = old.flatMap { current in controllers.firstIndex { $0 === current } }
        if visible, kept == nil, let old {
            old.beginAppearanceTransition(false, animated: false)
            old.viewIfLoaded?.removeFromSuperview()
            old.endAppearanceTransition()
        }
        // Children in the tabs' order. Containment as Apple documents it for containers: the
        // leaving ones hear willMove(toParent: nil) and (from removeFromParent) didMove(toParent: nil),
        // the new ones willMove(toParent:) (from addChild) and didMove(toParent:); the kept ones nothing.
        var tabs: [UIViewController] = []
        for controller in controllers where !tabs.contains(where: { $0 === controller }) { tabs.append(controller) }
        let leaving = children.filter { child in !tabs.contains { $0 === child } }
        let entering = tabs.filter { controller in !children.contains { $0 === controller } }
        for child in leaving {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in entering { addChild(controller) }
        reorderChildren(tabs)
        for controller in entering { controller.didMove(toParent: self) }
        selected = kept ?? 0
        tabBar.items = controllers.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if visible, kept == nil, let new = selectedViewController {
            new.beginAppearanceTransition(true, animated: false)
            show(new)
            new.endAppearanceTransition()
        }
    }

    /// The selected tab's index (0 with no tabs).
    open var selectedIndex: Int {
        get { selected }
        set {
            guard children.indices.contains(newValue) else {
                lifecycleMonitor?.diagnostic(
                    "selectedIndex = \(newValue) on \(auditName), which has \(children.count) tabs: nothing selected")
                return
            }
            select(newValue)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selected) ? children[selected] : nil }
        set {
            guard let newValue, let index = children.firstIndex(where: { $0 === newValue }) else {
                lifecycleMonitor?.diagnostic(
                    "selectedViewController on \(auditName) set to a controller that is not one of its tabs: nothing selected")
                return
            }
            select(index)
        }
    }

    /// The user taps the tab at `index`: the delegate may refuse it; then it is selected and the
    /// delegate told (also when it was already selected, as UIKit does).
    func selectByUser(_ index: Int) {
        guard children.indices.contains(index) else { return }
        let controller = children[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard index != selected else { return }
        let old = selectedViewController
        selected = index
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded, view.window != nil, let new = selectedViewController else { return }
        old?.beginAppearanceTransition(false, animated: false)
        new.beginAppearanceTransition(true, animated: false)
        old?.viewIfLoaded?.removeFromSuperview()
        show(new)
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
    }

    override var appearanceChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: presentationGeometry?.screenBounds ?? .zero)
        container.tabBar = tabBar
        container.addSubview(tabBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selected = selectedViewController { show(selected) }
    }

    private func show(_ controller: UIViewController) {
        controller.view.frame = view.bounds
        view.insertSubview(controller.view, at: 0)
        controller.view.containerSafeAreaInsets = UIEdgeInsets(
            top: 0, left: 0, bottom: UITabBar.height(idiom: view.window?.screen.idiom ?? .phone), right: 0)
        view.setNeedsLayout()
        view.window?.layoutIfNeeded()
    }
}

/// A tab bar controller's root view: the selected child's view fills it, the tab bar sits at its
/// bottom, as high as the bar and the window's bottom safe area.
final class TabBarContainerView: UIView {
    weak var tabBar: UITabBar?

    override func layoutSubviews() {
        super.layoutSubviews()
        for subview in subviews where subview !== tabBar && subview.frame != bounds {
            subview.frame = bounds
        }
        guard let tabBar else { return }
        let height = UITabBar.height(idiom: window?.screen.idiom ?? .phone) + (window?.safeAreaInsets.bottom ?? 0)
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if tabBar.frame != frame { tabBar.frame = frame }
    }
}
