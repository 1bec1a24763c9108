import Foundation

/// A container of columns (a list and its detail), as UIKit's `UISplitViewController`
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller).
///
/// Simulated: containment. The controllers given to `viewControllers` become its children, in
/// order, with the containment calls Apple documents for containers (`willMove(toParent:)`,
/// `didMove(toParent:)`), so a controller inside finds it as `splitViewController`, through its
/// parents, as on iOS. Not simulated: the columns' layout, collapsing and expanding (the delegate
/// and `collapseSecondaryViewController(_:for:)` are not called) and the display modes; the
/// children's views are not added to the split view's view.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.viewControllers = [UINavigationController(rootViewController: list), detail]
/// detail.splitViewController === split  // true
/// ```
open class UISplitViewController: UIViewController {
    /// How many columns a split view controller shows, as UIKit's `UISplitViewController.Style`
    /// (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic interface (before iOS 14), configured by `viewControllers`.
        case unspecified = 0
        /// Two columns: primary and secondary.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// The style it was made with.
    public let style: Style

    /// A split view controller of `style` with no children (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A split view controller of the classic style (`.unspecified`) with no children.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not simulated: a split view controller of the classic style with no children.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Its column controllers, primary first (its children, in order). Setting them makes the
    /// new ones its children and removes the ones left out, with the containment calls.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            var columns: [UIViewController] = []
            for controller in newValue where !columns.contains(where: { $0 === controller }) { columns.append(controller) }
            let leaving = children.filter { child in !columns.contains { $0 === child } }
            let entering = columns.filter { controller in !children.contains { $0 === controller } }
            for child in leaving {
                child.willMove(toParent: nil)
                child.removeFromParent()
            }
            for controller in entering { addChild(controller) }
            reorderChildren(columns)
            for controller in entering { controller.didMove(toParent: self) }
        }
    }
}
