import Foundation

/// The bar at the top of a navigation controller's view, as UIKit's `UINavigationBar`: 44
/// points high, right below the status bar (the window's top safe area), its items the
/// navigation items of the controllers in the stack. The navigation controller places it and
/// hides it (`setNavigationBarHidden(_:animated:)`); the children's safe area begins below it.
/// Unconfirmed, with why: 44 points is the height iOS 7 and later are widely reported to give a
/// bar with a standard title (no Apple reference states it); large titles (`prefersLargeTitles`)
/// are stored and do not make the bar taller here. The top item's leading and trailing bar
/// button items each get a view in the bar (UIBarButtonItem+Bar.swift), which
/// `Simulation.tap(_:)` with the item taps; titles and the back button are not drawn or laid out.
open class UINavigationBar: UIView {
    /// The bar's height without a large title.
    static let standardHeight: CGFloat = 44

    /// The navigation items, bottom of the stack first (those of the navigation controller's
    /// controllers when it manages the bar).
    open var items: [UINavigationItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            placeItemViews()
        }
    }
    /// The item on top of the stack: the last of `items`.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// Whether the bar shows large titles (stored and inert: the bar stays 44 points high).
    open var prefersLargeTitles = false
    /// The bar's look (stored and inert).
    open var barStyle: UIBarStyle = .default {
        didSet { recordAppearance("barStyle") { [barStyle] in ($0 as? UINavigationBar)?.barStyle = barStyle } }
    }
    /// Whether the bar is translucent (stored and inert).
    open var isTranslucent = true {
        didSet { recordAppearance("isTranslucent") { [isTranslucent] in ($0 as? UINavigationBar)?.isTranslucent = isTranslucent } }
    }
    /// The bar's background tint (stored and inert).
    open var barTintColor: UIColor? {
        didSet { recordAppearance("barTintColor") { [barTintColor] in ($0 as? UINavigationBar)?.barTintColor = barTintColor } }
    }

    /// Sets the items (`animated` is not simulated: they change at once).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// 44 points high (unconfirmed, see the type); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// The width offered (the current width when none is offered) and 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }

    /// Lays out its subviews, its top item's bar button items' views among them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeItemViews()
    }
}

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`:
/// optional in UIKit; here each method has a default that does nothing.
///
/// For a push, a pop or `setViewControllers(_:animated:)` that changes the top controller while
/// the navigation controller is on screen, `navigationController(_:willShow:animated:)` comes
/// before the transition and `navigationController(_:didShow:animated:)` after it, as Apple
/// documents them ("before the navigation controller displays a view controller's view", "after
/// [it] displays"), and for the first controller shown when the navigation controller appears.
/// Unconfirmed, with why: that `willShow` comes before the two controllers' `viewWillAppear`/
/// `viewWillDisappear` and `didShow` after their `viewDidAppear`/`viewDidDisappear` (Apple gives
/// no order between the delegate and the appearance callbacks).
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: SelectorResponding {
    /// The navigation controller is about to show `viewController`'s view and navigation item.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// The navigation controller has shown `viewController`'s view and navigation item.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A pan from an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer` (a navigation
/// controller's swipe back is one, from the leading edge).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it recognizes a pan from (none by default, as in UIKit).
    open var edges: UIRectEdge = []
}
