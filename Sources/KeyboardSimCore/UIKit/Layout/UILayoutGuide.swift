import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`.
@preconcurrency @MainActor open class UILayoutGuide: NSObject, LayoutAnchorProviding {
    /// The view the guide belongs to (held weakly), set by `addLayoutGuide(_:)`.
    public internal(set) weak var owningView: UIView?
    /// A name for the guide, shown in traces and conflict reports.
    open var identifier = ""

    /// What defines the guide's rectangle in the engine.
    enum Kind {
        /// Only the constraints the app adds.
        case plain
        /// The owning view's safe area.
        case safeArea
        /// The owning view's layout margins.
        case margins
        /// The owning view's readable content area (see `UIView.readableContentGuide`).
        case readableContent
        /// The keyboard (see `UIKeyboardLayoutGuide`).
        case keyboard
        /// A scroll view's content area (`contentLayoutGuide`): it moves with the content
        /// offset and its size is the content size.
        case scrollContent
        /// A scroll view's frame (`frameLayoutGuide`): it does not scroll.
        case scrollFrame
    }

    let kind: Kind
    /// What the engine names the guide's variables ("guide" for the app's own guides).
    let variablesName: String
    /// The engine's variables for the guide, made when the engine first takes it in.
    var engineVariables: (any SolvedRectangle)?

    /// A guide that is in no view yet: add it with `addLayoutGuide(_:)`.
    public override init() {
        kind = .plain
        variablesName = "guide"
    }

    /// Archives are not simulated: the coder is not read, and the guide starts as `init()`. It
    /// is here, required as NSCoding makes it on iOS, so that a library's guide subclass with
    /// `required init?(coder:)` calling `super.init(coder:)` compiles as on iOS.
    public required init?(coder: NSCoder) {
        kind = .plain
        variablesName = "guide"
    }

    init(kind: Kind, name: String) {
        self.kind = kind
        variablesName = name
    }

    open var layoutName: String {
        if !identifier.isEmpty { return identifier }
        switch kind {
        case .plain: return "guide"
        case .safeArea: return "safeArea"
        case .margins: return "margins"
        case .readableContent: return "readableContent"
        case .keyboard: return "keyboard"
        case .scrollContent: return "contentLayoutGuide"
        case .scrollFrame: return "frameLayoutGuide"
        }
    }

    open var layoutOwningView: UIView? { owningView }

    /// The guide's rectangle in its owning view's coordinates: for the safe-area, margins,
    /// readable-content and keyboard guides, from the view's current state; for guides the app constrains, as of the
    /// last layout pass.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let bounds = CGRect(origin: .zero, size: owner.bounds.size)
        switch kind {
        case .safeArea:
            return bounds.inset(by: owner.safeAreaInsets)
        case .margins:
            return bounds.inset(by: owner.effectiveLayoutMargins)
        case .readableContent:
            return owner.readableContentFrame
        case .keyboard:
            guard let guide = self as? UIKeyboardLayoutGuide, let window = owner.window else { return .zero }
            return guide.target(keyboard: window.layoutEngine.keyboard?.guideKeyboard, screen: window.screen).rect
        case .plain:
            // The engine's variables are in screen coordinates (the window is pinned where it
            // is on the screen, which a Stage Manager window is not at the origin).
            guard let screen = owner.window?.screen else { return owner.convert(engineVariables?.rect ?? .zero, from: nil) }
            return owner.convert(engineVariables?.rect ?? .zero, from: screen.coordinateSpace)
        case .scrollContent:
            return CGRect(origin: .zero, size: (owner as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame:
            return owner.bounds
        }
    }
}

/// Edges of a rectangle, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    public var description: String {
        let names = [(NSDirectionalRectEdge.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// A layout guide whose constraints switch on and off with where the tracked rectangle is, as
/// UIKit's `UITrackingLayoutGuide`.
open class UITrackingLayoutGuide: UILayoutGuide {
    struct Tracked {
        var constraints: [NSLayoutConstraint]
        var edges: NSDirectionalRectEdge
        var whenNear: Bool
    }

    var tracked: [Tracked] = []

    /// Activates `constraints` only while the guide is near *all* of `edges` of its owning view.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edges: NSDirectionalRectEdge) {
        tracked.removeAll { $0.whenNear && $0.edges == edges }
        tracked.append(Tracked(constraints: constraints, edges: edges, whenNear: true))
        trackingDidChange()
    }

    /// Activates `constraints` only while the guide is away from *all* of `edges`.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edges: NSDirectionalRectEdge) {
        tracked.removeAll { !$0.whenNear && $0.edges == edges }
        tracked.append(Tracked(constraints: constraints, edges: edges, whenNear: false))
        trackingDidChange()
    }

    /// The guide takes part in layout from now on, even when every constraint that names it is
    /// a tracked one (none active yet): the engine applies the tracking at the next pass. A view
    /// not yet in a window hands its tracking guides over when it joins one.
    private func trackingDidChange() {
        owningView?.window?.layoutEngine.register(self)
        owningView?.setNeedsLayout()
    }

    /// The constraints registered for when the guide is near `edges`.
    open func constraintsActiveWhenNear(_ edges: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        tracked.filter { $0.whenNear && $0.edges == edges }.flatMap(\.constraints)
    }

    /// The constraints registered for when the guide is away from `edges`.
    open func constraintsActiveWhenAway(from edges: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        tracked.filter { !$0.whenNear && $0.edges == edges }.flatMap(\.constraints)
    }

    /// Deactivates and forgets every tracked constraint.
    open func removeAllTrackedConstraints() {
        for entry in tracked { NSLayoutConstraint.deactivate(entry.constraints) }
        tracked.removeAll()
    }

    /// Activates the tracked constraints whose condition holds for `near` and deactivates the
    /// others (deactivations first, so a swap never conflicts).
    func applyTracking(near: NSDirectionalRectEdge) {
        var active: [NSLayoutConstraint] = []
        var inactive: [NSLayoutConstraint] = []
        for entry in tracked {
            let holds = entry.whenNear ? near.isSuperset(of: entry.edges) : near.intersection(entry.edges).isEmpty
            if holds { active += entry.constraints } else { inactive += entry.constraints }
        }
        NSLayoutConstraint.deactivate(inactive.filter { candidate in !active.contains { $0 === candidate } })
        NSLayoutConstraint.activate(active)
    }
}

/// The keyboard as a layout guide, as UIKit's `UIKeyboardLayoutGuide` (`view.keyboardLayoutGuide`).
///
/// It tracks the docked keyboard: its top is the keyboard's top over the view, its bottom the
/// view's bottom. When the keyboard is hidden or undocked it sits at the bottom of the view with
/// the height of the bottom safe-area inset (or 0 with `usesBottomSafeArea = false`). With
/// `followsUndockedKeyboard` it follows undocked, split and floating keyboards, and only then
/// do its tracking constraints see anything but the bottom edge. A floating keyboard that is not
/// over the view counts as dismissed.
///
/// Near/away per keyboard (as WWDC21 session 10259 describes the keyboard layout guide): docked — near bottom only; undocked or split —
/// away from leading, trailing and bottom, near top when within `nearEdgeThreshold`; floating —
/// each edge by distance; shortcuts bar — near bottom (KeyboardSim does not model the bar
/// collapsed to a side). The threshold is 20 points (unconfirmed: no trace gives UIKit's value).
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Follow undocked, split and floating keyboards (default false).
    public var followsUndockedKeyboard = false {
        didSet { owningView?.setNeedsLayout() }
    }

    /// iOS 17: tie the hidden guide to the safe area (true, default) or to the view's bottom.
    public var usesBottomSafeArea = true {
        didSet { owningView?.setNeedsLayout() }
    }

    /// iOS 17: padding above the keyboard that widens the touch area of a scroll view's
    /// interactive dismissal (default 0; a negative value counts as 0): a finger dragging the
    /// scroll view (`.interactive`, `.interactiveWithAccessory`) takes the keyboard down once it
    /// is this close above the keyboard's top, keeping that distance, so a bar on the guide moves
    /// down with it
    /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/keyboarddismisspadding).
    /// The padding of the guides of the scroll view and the views around it counts; that the
    /// keyboard then stays the padding below the finger is unconfirmed.
    /// `interactivelyDismissKeyboard(over:)` (the scenario step) counts it too: its finger
    /// touches down this far above the keyboard, where it takes it.
    public var keyboardDismissPadding: CGFloat = 0

    /// How close (points) an edge of the keyboard must be to the view's edge to count as near.
    public static let nearEdgeThreshold: CGFloat = 20

    /// The edges the keyboard was near at the last layout pass.
    public internal(set) var nearEdges: NSDirectionalRectEdge = [.bottom]

    override init() {
        super.init(kind: .keyboard, name: "keyboard")
    }

    /// Archives are not simulated: a keyboard guide as `init()` makes one (UIKit makes a view's
    /// own, `view.keyboardLayoutGuide`).
    public required init?(coder: NSCoder) {
        super.init(kind: .keyboard, name: "keyboard")
    }

    /// The guide's rectangle in the owning view's coordinates for the keyboard's current
    /// (model) frame, and the edges it is near.
    func target(keyboard: KeyboardGuideFrame?, screen: UIScreen) -> (rect: CGRect, near: NSDirectionalRectEdge) {
        guard let view = owningView else { return (.zero, [.bottom]) }
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        let inset = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        let dismissed = CGRect(x: 0, y: bounds.height - inset, width: bounds.width, height: inset)
        guard let keyboard else { return (dismissed, [.bottom]) }
        // From the screen's coordinates, where the keyboard is (a Stage Manager window is not).
        let keyboardInView = view.convert(keyboard.frame.intersection(screen.bounds), from: screen.coordinateSpace)
        switch keyboard.arrangement {
        case .docked:
            guard let overlap = keyboardInView.overlap(with: bounds) else { return (dismissed, [.bottom]) }
            let top = min(overlap.minY, bounds.height - inset)
            return (CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top), [.bottom])
        case .undocked, .floating:
            guard followsUndockedKeyboard, let overlap = keyboardInView.overlap(with: bounds) else {
                return (dismissed, [.bottom])
            }
            let threshold = Self.nearEdgeThreshold
            var near: NSDirectionalRectEdge = []
            if overlap.minY - bounds.minY <= threshold { near.insert(.top) }
            if keyboard.arrangement == .floating {
                if overlap.minX - bounds.minX <= threshold { near.insert(.leading) }
                if bounds.maxX - overlap.maxX <= threshold { near.insert(.trailing) }
                if bounds.maxY - overlap.maxY <= threshold { near.insert(.bottom) }
            }
            return (overlap, near)
        }
    }
}
