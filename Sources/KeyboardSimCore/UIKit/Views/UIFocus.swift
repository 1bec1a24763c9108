import Foundation

// The focus engine (keyboard focus on iPad with a hardware keyboard, the Apple TV remote) is not
// simulated: first responders are. These types let code written for it compile; the simulation
// makes no focus update, so none of them is ever given to the app by UIKit here.

/// The direction focus moves in, as UIKit's `UIFocusHeading`
/// (https://developer.apple.com/documentation/uikit/uifocusheading).
public struct UIFocusHeading: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// A heading from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// The next item.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// The previous item.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// What a focus update moves from and to, as UIKit's `UIFocusUpdateContext`
/// (https://developer.apple.com/documentation/uikit/uifocusupdatecontext). The focus engine is
/// not simulated: UIKit makes these, and here none is made.
@preconcurrency @MainActor open class UIFocusUpdateContext: NSObject {
    /// The item that had focus.
    public private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item that gets focus.
    public private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction focus moves in.
    public let focusHeading: UIFocusHeading

    /// A context (UIKit makes them).
    init(previouslyFocusedItem: (any UIFocusItem)?, nextFocusedItem: (any UIFocusItem)?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedItem = previouslyFocusedItem
        self.nextFocusedItem = nextFocusedItem
        self.focusHeading = focusHeading
        super.init()
    }

    /// The view that had focus (the previously focused item, when it is a view).
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view that gets focus (the next focused item, when it is a view).
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// A focus update in a table view, with the rows it moves between, as UIKit's
/// `UITableViewFocusUpdateContext`
/// (https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext).
@preconcurrency @MainActor open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row that had focus (nil: none in the table).
    public private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The row that gets focus (nil: none in the table).
    public private(set) var nextFocusedIndexPath: IndexPath?
}

/// A focus update in a collection view, with the items it moves between, as UIKit's
/// `UICollectionViewFocusUpdateContext`
/// (https://developer.apple.com/documentation/uikit/uicollectionviewfocusupdatecontext).
@preconcurrency @MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item that had focus (nil: none in the collection).
    public private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The item that gets focus (nil: none in the collection).
    public private(set) var nextFocusedIndexPath: IndexPath?
}

/// What runs animations beside a focus update's, as UIKit's `UIFocusAnimationCoordinator`
/// (https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator).
@preconcurrency @MainActor open class UIFocusAnimationCoordinator: NSObject {
    /// A coordinator (UIKit makes them).
    override init() { super.init() }
    /// Adds animations to run beside the focus update's, and a closure for when they end.
    /// No focus update runs here, so the coordinator is never given to the app.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}

/// The focus engine of a window scene, as UIKit's `UIFocusSystem` (iOS 14;
/// https://developer.apple.com/documentation/uikit/uifocussystem). `UIWindowScene.focusSystem`
/// answers nil: the simulation runs an iPhone with no keyboard focus.
@preconcurrency @MainActor open class UIFocusSystem: NSObject {
    /// A focus system (UIKit makes them).
    override init() { super.init() }
    /// The focused item (none: focus is not simulated).
    open var focusedItem: (any UIFocusItem)? { nil }
    /// The focus system `environment` belongs to: nil, as for an iPhone scene without keyboard
    /// focus.
    public static func focusSystem(for environment: AnyObject) -> UIFocusSystem? { nil }
}

/// How a view looks when it has focus, as UIKit's `UIFocusEffect` (iOS 15;
/// https://developer.apple.com/documentation/uikit/uifocuseffect). Stored: no view gets focus.
@preconcurrency @MainActor open class UIFocusEffect: NSObject {
    /// The system's effect.
    public required override init() { super.init() }
    /// The system's effect.
    public class func effect() -> Self { self.init() }
}

/// How much a focus group wants focus, as UIKit's `UIFocusGroupPriority` (iOS 15;
/// https://developer.apple.com/documentation/uikit/uifocusgrouppriority).
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public let rawValue: Int
    /// A priority of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Ignored (0): the default.
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The group focus was last in (1000).
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// A group that should get focus (2000).
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The group that has focus (`Int.max`).
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: .max)
    /// Lower priority first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where a spring-loaded interaction is, as UIKit's `UISpringLoadedInteractionEffectState`
/// (https://developer.apple.com/documentation/uikit/uispringloadedinteractioneffectstate).
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No interaction.
    case inactive = 0
    /// A drag hovers.
    case possible = 1
    /// The interaction is about to activate.
    case activating = 2
    /// The interaction activated.
    case activated = 3
}

/// What a spring-loaded interaction tells about a drag that hovers over a view, as UIKit's
/// `UISpringLoadedInteractionContext`
/// (https://developer.apple.com/documentation/uikit/uispringloadedinteractioncontext). Drags
/// are not simulated: none is given.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionContext: AnyObject {
    /// The interaction's state.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the drag hovers over.
    var targetView: UIView? { get set }
    /// An object identifying what the drag hovers over.
    var targetItem: Any? { get set }
    /// Where the drag is, in `view`.
    func location(in view: UIView?) -> CGPoint
}

extension UIView {
    /// How the view looks when it has focus (iOS 15; stored: no view gets focus here).
    public var focusEffect: UIFocusEffect? {
        get { rare?.focusEffect }
        set { rareState.focusEffect = newValue }
    }

    /// How much the view's focus group wants focus (iOS 15; `.ignored` by default; stored).
    public var focusGroupPriority: UIFocusGroupPriority {
        get { rare?.focusGroupPriority ?? .ignored }
        set { rareState.focusGroupPriority = newValue }
    }
}

extension UIScrollView {
    /// The recognizer for the Apple TV remote's directional presses (deprecated in tvOS 11;
    /// https://developer.apple.com/documentation/uikit/uiscrollview/directionalpressgesturerecognizer):
    /// a new recognizer, disabled and in no view, on each read; the remote is not simulated.
    @available(*, deprecated, message: "Configuring the panGestureRecognizer for indirect scrolling supports directional presses")
    public var directionalPressGestureRecognizer: UIGestureRecognizer {
        let recognizer = UIGestureRecognizer(target: nil, action: nil)
        recognizer.isEnabled = false
        return recognizer
    }
}

/// How a view reacts when a pointer hovers over it, as UIKit's `UIHoverStyle` (iOS 17;
/// https://developer.apple.com/documentation/uikit/uihoverstyle). Stored: no pointer hovers in the
/// simulation.
@preconcurrency @MainActor open class UIHoverStyle: NSObject {
    /// Whether the style applies.
    open var isEnabled = true
    /// The system's style.
    public required override init() { super.init() }
    /// The system's automatic style.
    public class func automatic() -> Self { self.init() }
}

extension UIView {
    /// How the view reacts when a pointer hovers over it (iOS 17; stored: no pointer hovers here).
    public var hoverStyle: UIHoverStyle? {
        get { rare?.hoverStyle }
        set { rareState.hoverStyle = newValue }
    }
}
