import Foundation

/// The storage of UIView's rarely set members (inert properties, interactions, motion
/// effects), made on a view's first write so that the other views pay one pointer for them.
@MainActor final class UIViewRareState {
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    var preservesSuperviewLayoutMargins = false
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var contentScaleFactor: CGFloat?
    var clearsContextBeforeDrawing = true
    var mask: UIView?
    var restorationIdentifier: String?
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var traitOverrides = UITraitOverrides()
    var accessibilityIgnoresInvertColors = false
    var largeContentTitle: String?
    var largeContentImage: UIImage?
    var scalesLargeContentImage = false
    var largeContentImageInsets = UIEdgeInsets.zero
    var showsLargeContentViewer = false
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
    var focusGroupIdentifier: String?
    var focusEffect: UIFocusEffect?
    var hoverStyle: UIHoverStyle?
    var focusGroupPriority = UIFocusGroupPriority.ignored
    var anchorPoint: CGPoint?
    var transform3D: CATransform3D?
    var interactions: [any UIInteraction] = []
    var motionEffects: [UIMotionEffect] = []
    /// The safe area insets `safeAreaInsetsDidChange()` last reported, and the window they were
    /// in (insets reported in another window count as zero).
    var reportedSafeArea: (insets: UIEdgeInsets, window: ObjectIdentifier)?
}

extension UIView {
    /// How the view's tint color is adjusted, as UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the top).
        case automatic = 0
        /// The tint color as it is.
        case normal = 1
        /// The tint color desaturated and dimmed.
        case dimmed = 2
    }

    /// The smallest size a view can take while its constraints hold, as a target for
    /// `systemLayoutSizeFitting` (UIKit's `layoutFittingCompressedSize`: zero).
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The largest target for `systemLayoutSizeFitting`, as UIKit's `layoutFittingExpandedSize`
    /// (10,000,000 points each way, unconfirmed: what the constant prints as on devices, as
    /// commonly reported).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The layout direction of content with this attribute in an app laid out left to right,
    /// as UIKit's class method (the simulation's app is).
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The layout direction of content with this attribute within a layout of `layoutDirection`:
    /// playback controls and spatial content are always left to right, forced attributes are
    /// what they force, and the others follow `layoutDirection`
    /// (developer.apple.com/documentation/uikit/uisemanticcontentattribute).
    public static func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        }
    }

    /// The position of the view's first line of text, for constraints. Text baselines are not
    /// simulated: the anchor is the bottom edge of `forFirstBaselineLayout` (a plain view's
    /// baseline); for a label, a text view, a text field or a button, whose baseline lies above
    /// it, the trace says so.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        let view = forFirstBaselineLayout
        view.noteBaselineApproximation("firstBaselineAnchor")
        return view.bottomAnchor
    }

    /// The position of the view's last line of text, for constraints: the bottom edge of
    /// `forLastBaselineLayout` (see `firstBaselineAnchor`).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        let view = forLastBaselineLayout
        view.noteBaselineApproximation("lastBaselineAnchor")
        return view.bottomAnchor
    }

    func noteBaselineApproximation(_ anchor: String) {
        guard self is UILabel || self is UITextView || self is UITextField || self is UIButton else { return }
        diagnostic("UIView.\(anchor) of \(debugName): text baselines are not simulated; the bottom edge is used")
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute places or sizes an item along `axis`.
    func lies(on axis: NSLayoutConstraint.Axis) -> Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: axis == .horizontal
        case .top, .bottom, .centerY, .height: axis == .vertical
        case .notAnAttribute: false
        default: base.lies(on: axis)
        }
    }
}

/// How a view's content is laid out in a right-to-left language, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Laid out in the app's direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls (a directional pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction a layout runs, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}

/// Something added to a view that acts on its events, as UIKit's `UIInteraction`: the view
/// tells it when it is added and removed (`UIView.addInteraction(_:)`).
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to (nil when none).
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (nil: before it is removed).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (nil: after it was removed).
    func didMove(to view: UIView?)
}

/// A motion effect, as UIKit's `UIMotionEffect`: the offsets a view would take from the
/// device's tilt. Device motion is not simulated: a view's effects are stored and change nothing.
@preconcurrency @MainActor open class UIMotionEffect: NSObject {
    /// A motion effect.
    public override init() {}

    /// The key paths and values for a viewer offset; none, as the base class's (a subclass
    /// answers its own; the simulation never asks).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A formatter that lays out a view's content for printing, as UIKit's
/// `UIViewPrintFormatter`. Printing is not simulated: it holds its view and nothing else.
@preconcurrency @MainActor open class UIViewPrintFormatter: NSObject {
    /// The view the formatter prints.
    public let view: UIView

    /// A formatter for `view` (`UIView.viewPrintFormatter()` makes one).
    public init(view: UIView) { self.view = view }
}
