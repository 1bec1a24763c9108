import Foundation

/// An open animation block: `UIView.animate`, a legacy `beginAnimations`/`commitAnimations`
/// pair, `performWithoutAnimation`, or the keyboard's own transaction around its "will"
/// notifications. Like Core Animation's transactions, the open blocks form a stack — one per
/// simulation (`AnimationTransactionStack`).
///
/// While a transaction is open, frames that change (by a layout pass or by assignment),
/// transforms and constants that change are recorded with their old values; when it closes, each changed frame
/// gets an animation from its old value to its new one with the transaction's timing. A constant
/// animates only if a layout pass ran inside the block — otherwise its frames change at the
/// end-of-turn layout pass, outside any block, and jump.
final class AnimationTransaction {
    let source: String
    var duration: Duration
    var delay: Duration
    var curve: TimingCurve
    /// The block keeps its own duration, or its own curve, inside an enclosing block
    /// (`.overrideInheritedDuration`, `.overrideInheritedCurve`).
    let overridesInheritedDuration: Bool
    let overridesInheritedCurve: Bool
    let disablesAnimation: Bool
    var completion: ((Bool) -> Void)?
    var diagnostics: [String] = []
    /// What the legacy block API set: `beginAnimations(_:context:)`'s identifier and context, and
    /// the delegate and the selectors of `setAnimationDelegate(_:)`, `setAnimationWillStart(_:)`
    /// and `setAnimationDidStop(_:)` (type-erased: this folder knows no UIKit type).
    var legacy = LegacyBlock()

    struct LegacyBlock {
        var animationID: String?
        var context: UnsafeMutableRawPointer?
        var delegate: AnyObject?
        var willStart: Any?
        var didStop: Any?
    }

    private(set) var frameChanges: [(view: any FrameAnimationTarget, old: CGRect)] = []
    private(set) var transformChanges: [(view: any FrameAnimationTarget, old: [Double])] = []
    private(set) var constantChanges: [(constraint: any ConstantAnimationTarget, old: CGFloat)] = []
    /// Whether the block changed an animatable property that moves nothing (`alpha`,
    /// `backgroundColor`) of a view in a window: no frame is traced for it, but the completion
    /// waits for the duration.
    private(set) var changedUnmovingProperty = false
    /// The views and constraints already recorded (a layout pass inside a block moves hundreds
    /// of views: looking each up in the lists would be quadratic).
    private var recorded: Set<ObjectIdentifier> = []
    private var recordedTransforms: Set<ObjectIdentifier> = []
    /// Whether a layout pass applied frames inside the block.
    var didLayout = false

    init(
        source: String, duration: Duration, delay: Duration = .zero, curve: TimingCurve,
        overridesInheritedDuration: Bool = false, overridesInheritedCurve: Bool = false, disablesAnimation: Bool = false,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.source = source
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.overridesInheritedDuration = overridesInheritedDuration
        self.overridesInheritedCurve = overridesInheritedCurve
        self.disablesAnimation = disablesAnimation
        self.completion = completion
    }

    /// Records the view's frame before the block changed it (the first change only).
    func recordFrameChange(of view: any FrameAnimationTarget, from old: CGRect) {
        guard recorded.insert(ObjectIdentifier(view)).inserted else { return }
        frameChanges.append((view, old))
    }

    /// Records the view's transform (its entries, `transformEntries`) before the block changed it
    /// (the first change only).
    func recordTransformChange(of view: any FrameAnimationTarget, from old: [Double]) {
        guard recordedTransforms.insert(ObjectIdentifier(view)).inserted else { return }
        transformChanges.append((view, old))
    }

    /// Records that the block changed an animatable property that moves nothing, of a view in a
    /// window (its callers reach the block through the view's window).
    func recordUnmovingPropertyChange() { changedUnmovingProperty = true }

    /// Records the constraint's constant before the block changed it (the first change only).
    func recordConstantChange(of constraint: any ConstantAnimationTarget, from old: CGFloat) {
        guard recorded.insert(ObjectIdentifier(constraint)).inserted else { return }
        constantChanges.append((constraint, old))
    }
}

/// A view's frame as an animation block sees it: its model value, whether it is on screen, and
/// where its running animations go (UIKit's views provide it).
@MainActor protocol FrameAnimationTarget: AnyObject {
    var frame: CGRect { get }
    /// Whether the view is in a window (only changes on screen animate).
    var isOnScreen: Bool { get }
    /// The name frame records and animation records use.
    var debugName: String { get }
    /// The running animations of the frame's four components (x, y, width, height).
    var frameAnimations: [ValueAnimation] { get set }
    /// The model transform's six entries (a, b, c, d, tx, ty), and their running animations.
    var transformEntries: [Double] { get }
    var transformAnimations: [ValueAnimation] { get set }
}

/// A layout constraint's constant as an animation block sees it (UIKit's constraints provide
/// it).
@MainActor protocol ConstantAnimationTarget: AnyObject {
    var constant: CGFloat { get }
    /// Whether the constraint's first item is in a window (only changes on screen animate).
    var isOnScreen: Bool { get }
    /// Starts `animation` of the constant, and tells the engine hosting it.
    func constantDidStartAnimating(_ animation: ValueAnimation)
}
