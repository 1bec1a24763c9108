import Foundation

/// What a page view controller asks for the pages beside the one shown, as UIKit's
/// `UIPageViewControllerDataSource`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource).
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: SelectorResponding {
    /// The page before `viewController`, or `nil` at the first page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    /// The page after `viewController`, or `nil` at the last page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    /// How many dots the page indicator shows (optional; stored and inert: no indicator is drawn).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot the page indicator selects (optional; stored and inert: no indicator is drawn).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells its delegate about the user's page turns, as UIKit's
/// `UIPageViewControllerDelegate`
/// (https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate). Every method
/// is optional, as in UIKit. A turn made in code (`setViewControllers`) tells it nothing, as
/// Apple documents for `pageViewController(_:willTransitionTo:)` and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`:
/// they follow gesture-driven turns (`Simulation.swipePage(_:in:)`).
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: SelectorResponding {
    /// A gesture-driven turn to `pendingViewControllers` begins.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended; `completed` says whether the new pages stayed.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes for `orientation` (page-curl style; not asked: rotation is not
    /// simulated). By default the current spine location.
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation)
        -> UIPageViewController.SpineLocation
    { pageViewController.spineLocation }
}

/// A container that shows one page (or two, facing) at a time, as UIKit's
/// `UIPageViewController` (https://developer.apple.com/documentation/uikit/uipageviewcontroller).
///
/// The pages shown are its children: `setViewControllers(_:direction:animated:completion:)`
/// removes the old pages (`willMove(toParent: nil)`, their views taken out,
/// `didMove(toParent: nil)`) and adds the new ones (`addChild`, their views filling its view,
/// `didMove(toParent:)`); while it is on screen the pages get their appearance callbacks, the
/// leaving ones disappearing and the new ones appearing. Animated, the turn lasts 0.35 s on the
/// simulation's clock (unconfirmed: Apple gives no duration; the navigation transition's), the
/// `did` callbacks and the completion coming at its end; not animated, everything at once.
///
/// A wrong number of pages for the spine (one, two for `.mid`), which UIKit answers with an
/// exception, leaves a diagnostic and changes nothing. The user's swipe is
/// `Simulation.swipePage(_:in:)`: the data source is asked for the next page and the delegate
/// told. The transition style and orientation are stored: nothing is drawn or curled.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([first], direction: .forward, animated: false)
/// ```
open class UIPageViewController: UIViewController {
    /// How pages turn, as UIKit's `UIPageViewController.TransitionStyle` (raw values as UIKit's).
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl like paper.
        case pageCurl = 0
        /// Pages scroll.
        case scroll = 1
    }

    /// The axis pages turn along, as UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a turn goes, as UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine is, as UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the leading or top edge: one page shown.
        case min = 1
        /// In the middle: two pages shown.
        case mid = 2
        /// At the trailing or bottom edge: one page shown.
        case max = 3
    }

    /// The keys of the options dictionary, as UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (a `SpineLocation` raw value as an `NSNumber`), page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (an `NSNumber`), scroll style (stored and inert).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style; for page curl, the option given, else
    /// `.min`.
    public let spineLocation: SpineLocation
    /// The space between pages (scroll style; stored and inert).
    let interPageSpacing: CGFloat
    /// Whether content is on both sides of a page (page curl; default `false`).
    open var isDoubleSided = false
    /// What supplies the pages beside the shown one for the user's swipes (held weakly).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// What hears the user's page turns (held weakly).
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// How long an animated turn lasts (unconfirmed, see the type).
    static let turnDuration: Duration = .milliseconds(350)

    /// A page view controller of `style` along `navigationOrientation`, with no pages yet.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not simulated: a page-curl controller, horizontal, with no pages.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// The pages shown (`nil` before any were set).
    open var viewControllers: [UIViewController]? {
        children.isEmpty ? nil : children
    }

    /// The recognizers that turn pages (none here: the user's turn is `Simulation.swipePage`).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// Shows `viewControllers` (one page, or two with the spine in the middle), turning in
    /// `direction`; see the type for containment, appearance, timing and a wrong count.
    /// `completion` gets `true` once the pages are shown.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let pages = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        guard pages.count == required || (isDoubleSided && transitionStyle == .pageCurl && (1...2).contains(pages.count)) else {
            lifecycleMonitor?.diagnostic(
                "setViewControllers on \(auditName): \(pages.count) view controllers given, \(required) required for the spine (UIKit raises an exception); nothing changed"
            )
            return
        }
        turn(to: pages, animated: animated, completion: completion)
    }

    /// Turns to `pages`: the containment and appearance described on the type, then
    /// `completion(true)`, at once or at the end of the turn.
    private func turn(to pages: [UIViewController], animated: Bool, completion: ((Bool) -> Void)?) {
        let leaving = children.filter { child in !pages.contains { $0 === child } }
        let entering = pages.filter { page in !children.contains { $0 === page } }
        let visible = isViewLoaded && view.window != nil && appearanceState.isVisible
        for child in leaving { child.willMove(toParent: nil) }
        for page in entering { addChild(page) }
        if visible {
            for child in leaving { child.beginAppearanceTransition(false, animated: animated) }
            for page in entering { page.beginAppearanceTransition(true, animated: animated) }
        }
        for child in leaving { child.detachFromParent() }
        reorderChildren(pages)
        if isViewLoaded { placePages() }
        let finish = {
            for child in leaving where child.parent == nil {
                if child.viewIfLoaded?.superview === self.viewIfLoaded { child.viewIfLoaded?.removeFromSuperview() }
            }
            if visible {
                for child in leaving { child.endAppearanceTransition() }
                for page in entering { page.endAppearanceTransition() }
            }
            for child in leaving { child.didMove(toParent: nil) }
            for page in entering { page.didMove(toParent: self) }
            completion?(true)
        }
        if animated, visible, let clock = view.window?.clock {
            _ = clock.schedule(after: Self.turnDuration) { finish() }
        } else {
            finish()
        }
    }

    /// The shown pages' views in its view: one fills it; two share it along the orientation.
    final func placePages() {
        let pages = children
        for (index, page) in pages.enumerated() {
            var frame = view.bounds
            if pages.count == 2 {
                if navigationOrientation == .horizontal {
                    frame.size.width /= 2
                    frame.origin.x += CGFloat(index) * frame.width
                } else {
                    frame.size.height /= 2
                    frame.origin.y += CGFloat(index) * frame.height
                }
            }
            if page.view.frame != frame { page.view.frame = frame }
            if page.view.superview !== view { view.addSubview(page.view) }
        }
    }

    /// A view the size of the screen that keeps the shown pages' views placed when it lays out.
    open override func loadView() {
        let container = PageContainerView(frame: presentationGeometry?.screenBounds ?? .zero)
        container.owner = self
        view = container
        placePages()
    }

    /// The user swipes to the page in `direction`: the data source is asked for the page after
    /// (or before) the first shown one; with none, nothing happens. Otherwise the delegate hears
    /// `willTransitionTo`, the pages turn (animated) and, at the turn's end, the delegate hears
    /// `didFinishAnimating: true … transitionCompleted: true`. Returns why nothing turned, if so.
    final func swipeByUser(_ direction: NavigationDirection) -> String? {
        guard let current = children.first else { return "it shows no page" }
        guard spineLocation != .mid else { return "two-page turns are not simulated" }
        guard let dataSource else { return "it has no data source" }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: children.last ?? current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return "the data source has no page \(direction == .forward ? "after" : "before") \(current.auditName)" }
        let previous = children
        delegate?.pageViewController(self, willTransitionTo: [next])
        turn(to: [next], animated: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: previous, transitionCompleted: true)
        }
        return nil
    }
}

/// A page view controller's root view: its layout places the shown pages' views.
final class PageContainerView: UIView {
    weak var owner: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.placePages()
    }
}
