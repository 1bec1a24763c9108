import Foundation

/// The edges of a rectangle, as UIKit's `UIRectEdge` (`edgesForExtendedLayout`,
/// `preferredScreenEdgesDeferringSystemGestures`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// UIKit's bits: top 1, left 2, bottom 4, right 8.
    public var rawValue: UInt
    /// The edges whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// How a presented controller's view comes on screen, as UIKit's `UIModalTransitionStyle`
/// (`modalTransitionStyle`: stored; every presentation is simulated as the default slide up).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The view slides up from the bottom (the default).
    case coverVertical = 0
    /// A horizontal 3D flip.
    case flipHorizontal
    /// A cross-fade.
    case crossDissolve
    /// A page curl (full-screen presentations only).
    case partialCurl
}

/// How the status bar animates when it shows or hides, as UIKit's `UIStatusBarAnimation` (the
/// status bar is not drawn: the value is stored).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade (UIKit's default for `preferredStatusBarUpdateAnimation`).
    case fade
    /// A slide.
    case slide
}

/// A background style for a container (visionOS), as UIKit's `UIContainerBackgroundStyle`:
/// stored, nothing is drawn.
public enum UIContainerBackgroundStyle: Int, Sendable {
    /// The system's choice (the default).
    case automatic = 0
    /// No background.
    case hidden
    /// A glass background.
    case glass
}

/// The top or bottom layout guide of a controller's view before iOS 11, as UIKit's
/// `UILayoutSupport` (`topLayoutGuide`, `bottomLayoutGuide`, deprecated for the safe area).
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
    /// The guide's height: how far the bars reach into the view from its edge.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// A `UILayoutSupport` built, as UIKit builds it, from a layout guide between the view's edge and
/// its safe area.
@MainActor final class SafeAreaLayoutSupport: UILayoutSupport {
    let guide: UILayoutGuide

    init(guide: UILayoutGuide) { self.guide = guide }

    var length: CGFloat { guide.layoutFrame.height }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

/// The object that supplies a presented controller's custom transition, as UIKit's
/// `UIViewControllerTransitioningDelegate`. Custom transitions are not simulated: a presentation
/// whose controller has one runs the default transition, and the trace says so, naming the
/// animator the delegate gives for the presentation (the one requirement asked). Every
/// requirement has a default (`nil`), as UIKit's are optional, so that an app's delegate
/// compiles unchanged.
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: SelectorResponding {
    /// The presentation controller for a custom presentation (`nil` by default; not asked).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    /// The animator of the presentation (`nil` by default): asked when the controller is
    /// presented, named in the trace, not run.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal (`nil` by default; not asked).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The gesture driver of the presentation (`nil` by default; not asked).
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The gesture driver of the dismissal (`nil` by default; not asked).
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: the default presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController?
    { nil }
    /// `nil`: the default transition.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    /// `nil`: the default transition.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
}

/// The class that recreates a controller during state restoration, as UIKit's
/// `UIViewControllerRestoration` (state restoration is not simulated: never asked).
@preconcurrency @MainActor public protocol UIViewControllerRestoration: AnyObject {
    /// The controller for `identifierComponents`, made from `coder`.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

/// Where an unwind segue starts, as UIKit's `UIStoryboardUnwindSegueSource`: the controller it
/// comes from, its action and its sender.
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind starts from.
    public let source: UIViewController
    /// The unwind action's selector.
    public let unwindAction: Selector
    /// What triggered the unwind.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}

/// A popover's presentation controller, as UIKit's `UIPopoverPresentationController`. Popovers
/// are not simulated (a `.popover` presentation is placed as a form sheet), so
/// `popoverPresentationController` is always `nil`, as UIKit's is for every other style; the type
/// is here so that code configuring a popover compiles (`popoverPresentationController?.sourceView = …`).
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at (stored).
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at (stored).
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at (stored).
    open var barButtonItem: UIBarButtonItem?
    /// Whether it may be shown as a sheet in compact widths (stored).
    open var canOverlapSourceViewRect = false
}

extension UIViewController {
    /// A preferred transition for presenting or pushing a controller (iOS 18), as UIKit's
    /// `UIViewController.Transition`: stored in `preferredTransition`; every transition is
    /// simulated as the default one.
    @preconcurrency @MainActor public final class Transition {
        /// What the transition is, for a readable description.
        public let name: String

        init(name: String) { self.name = name }

        /// The default slide up for a presentation.
        public static var coverVertical: Transition { Transition(name: "coverVertical") }
        /// A cross-fade.
        public static var crossDissolve: Transition { Transition(name: "crossDissolve") }
        /// A horizontal flip.
        public static var flipHorizontal: Transition { Transition(name: "flipHorizontal") }
        /// A page curl.
        public static var partialCurl: Transition { Transition(name: "partialCurl") }
    }

    /// A property wrapper for a controller's outlet-like property that loads the view when it is
    /// read, as UIKit's `UIViewController.ViewLoading` (iOS 16.4): reading `label` in
    /// `@ViewLoading var label: UILabel` calls `loadViewIfNeeded()` first, so a property set in
    /// `viewDidLoad()` is there when code outside the controller reads it.
    @propertyWrapper
    @preconcurrency @MainActor public struct ViewLoading<Value> {
        private var stored: Value?

        /// An empty property, set when the view loads.
        public init() {}

        /// Not available: the wrapper reaches its value through the controller.
        @available(*, unavailable, message: "@ViewLoading can only be used on a UIViewController's property")
        public var wrappedValue: Value {
            get { fatalError("unavailable") }
            set { fatalError("unavailable") }
        }

        /// The value, after `loadViewIfNeeded()`; reading one never set is a programmer error,
        /// as on iOS (it traps there too).
        public static subscript<Controller: UIViewController>(
            _enclosingInstance instance: Controller,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Controller, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<Controller, ViewLoading<Value>>
        ) -> Value {
            get {
                instance.loadViewIfNeeded()
                guard let value = instance[keyPath: storageKeyPath].stored else {
                    preconditionFailure("@ViewLoading property of \(type(of: instance)) read before it was set in viewDidLoad()")
                }
                return value
            }
            set { instance[keyPath: storageKeyPath].stored = newValue }
        }
    }
}
