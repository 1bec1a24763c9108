import Foundation
import SimulationContext

/// A gesture recognizer, as UIKit's `UIGestureRecognizer`: attached to a view, with targets,
/// a state and a delegate.
///
/// The one touch the simulation makes is a drag of a scroll view's content
/// (`Simulation.drag(_:by:from:over:)`): a pan recognizer on the scroll view or a view above it
/// goes through `.began`, `.changed` on every display frame and `.ended`, with its location,
/// translation and velocity, and its delegate is asked first. Otherwise a recognizer stays
/// `.possible` and its actions run only when a test sends them (`sendActions()`). What keyboard
/// code does when it *sets up* a recognizer — adding it to a scroll view beside
/// `keyboardDismissMode`, becoming its delegate — runs as on iOS. The action is the method itself,
/// what `#selector` passed to it becomes on Linux (or a `Selector` that carries one):
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: LoginViewController.dismissKeyboard)
/// view.addGestureRecognizer(tap)
/// ```
@preconcurrency @MainActor open class UIGestureRecognizer {
    /// The recognizer's state, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not recognized yet (where every recognizer stays: no touch is simulated).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete one was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed
        /// A discrete gesture's recognition: the same value as `.ended`.
        public static let recognized = State.ended
    }

    /// The state; `.possible` until a touch (none is simulated) or a test changes it.
    open var state: State = .possible
    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer is enabled.
    open var isEnabled = true
    /// Whether touches it recognizes are withheld from the view.
    open var cancelsTouchesInView = true
    /// Whether touches are delayed until the gesture fails.
    open var delaysTouchesBegan = false
    /// Whether touch ends are delayed until the gesture fails.
    open var delaysTouchesEnded = true
    /// The view it is attached to (`addGestureRecognizer`).
    open internal(set) weak var view: UIView?
    /// A name for debugging.
    open var name: String?

    /// The targets' actions, each with its target's identity; the targets themselves are held
    /// weakly (in the calls), as UIKit holds them: a controller that adds a recognizer to its own
    /// view is not kept alive by it.
    private var actions: [(call: (UIGestureRecognizer) -> Void, id: ObjectIdentifier)] = []

    /// A recognizer with no target yet (`init(target: nil, action: nil)`).
    public init() {}

    /// A recognizer calling `action(target)(recognizer)`: `#selector(handlePan(_:))` written as
    /// `Controller.handlePan`.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action(target)()`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer with `target` and an action kept as a `Selector` value
    /// (`Selector("handlePan:", Controller.handlePan)`), or with no target:
    /// `init(target: nil, action: nil)`.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a target and an action kept as a `Selector` value (the target is held weakly). A
    /// selector that names no method Swift can call on the target (made from a name alone, or
    /// another class's) leaves a diagnostic in the trace each time the actions are sent.
    open func addTarget(_ target: Any, action: Selector) {
        let target = target as AnyObject
        actions.append(
            (
                { [weak target] recognizer in
                    guard let target else { return }
                    if let why = action.unreachable(on: target, with: recognizer) {
                        let message = "\(type(of: recognizer)).sendActions: \(why); not sent"
                        if let view = recognizer.view {
                            view.diagnostic(message)
                        } else {
                            (CurrentSimulation.object as? any ApplicationHost)?.diagnostic(message)
                        }
                        return
                    }
                    _ = action.method?.call(target, recognizer)
                }, ObjectIdentifier(target)
            ))
    }

    /// Adds a target and its action (the target is held weakly, as UIKit holds it).
    open func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append(
            (
                { [weak target] recognizer in
                    if let target, let recognizer = recognizer as? Recognizer { action(target)(recognizer) }
                }, ObjectIdentifier(target)
            ))
    }

    /// Adds a target and its action taking no argument.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(({ [weak target] _ in if let target { action(target)() } }, ObjectIdentifier(target)))
    }

    /// Removes every action of `target` (`nil`: every action).
    open func removeTarget(_ target: Any?, action: Selector?) {
        guard let target else { actions.removeAll(); return }
        let id = ObjectIdentifier(target as AnyObject)
        actions.removeAll { $0.id == id }
    }

    /// Calls every target's action, as UIKit does when the state changes: what a test calls
    /// after setting `state` to drive a handler.
    open func sendActions() {
        for action in actions { action.call(self) }
    }

    /// The number of touches: none is simulated.
    open var numberOfTouches: Int { 0 }

    /// Where the finger of a simulated drag is (`Simulation.drag`), in window coordinates; `nil`
    /// with no finger.
    var touchLocationInWindow: CGPoint?

    /// The gesture's location in `view`'s coordinates (`nil`: the window's): where the finger of
    /// a simulated drag is; `.zero` with no finger.
    open func location(in view: UIView?) -> CGPoint {
        guard let point = touchLocationInWindow else { return .zero }
        return view?.convert(point, from: nil) ?? point
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (recorded only).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// A pan, as UIKit's `UIPanGestureRecognizer`: the translation and velocity of a simulated drag
/// (`Simulation.drag`), or what a test sets.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches for the pan.
    open var minimumNumberOfTouches = 1
    /// The most touches for the pan.
    open var maximumNumberOfTouches = Int.max
    private var translation: CGPoint = .zero
    /// The pan's velocity, in points per second (set by a drag, or by a test).
    open var simulatedVelocity: CGPoint = .zero

    /// The translation in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// The velocity in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint { simulatedVelocity }
}

/// A swipe, as UIKit's `UISwipeGestureRecognizer` (a chat bar's swipe down to dismiss the
/// keyboard): recognized when the user swipes its view, or a view in it, in one of its
/// directions (`Simulation.swipe(_:direction:)`).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Up.
        public static let up = Direction(rawValue: 1 << 2)
        /// Down.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognizes (default `.right`).
    open var direction: Direction = .right
    /// The fingers required (default 1).
    open var numberOfTouchesRequired = 1
}

/// A tap, as UIKit's `UITapGestureRecognizer` (the classic "tap outside to dismiss the keyboard").
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps required.
    open var numberOfTapsRequired = 1
    /// The fingers required.
    open var numberOfTouchesRequired = 1
}

/// A touch, as UIKit's `UITouch` (the simulation creates none; a delegate method may be called
/// with one by a test).
@preconcurrency @MainActor open class UITouch {
    /// The touch's phase, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and still.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The view the touch started in.
    open internal(set) weak var view: UIView?
    /// The window the touch is in.
    open var window: UIWindow? { view?.window }
    /// The phase.
    open var phase: Phase = .began
    /// The number of taps.
    open var tapCount = 1
    private let point: CGPoint

    /// A touch at `point` in `view`'s coordinates.
    public init(at point: CGPoint = .zero, in view: UIView? = nil) {
        self.point = point
        self.view = view
    }

    /// The touch's location in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let source = self.view else { return point }
        return source.convert(point, to: view)
    }

    /// The previous location (the same: touches do not move in the simulation).
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}

// A touch is equal only to itself, as UIKit's (NSObject's identity), so it can be in a `Set`.
extension UITouch: Hashable {
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A gesture recognizer's delegate, as UIKit's `UIGestureRecognizerDelegate`: every method is
/// optional in UIKit, so each has UIKit's default answer here.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the gesture may begin (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch` (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether both recognize at once (default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

extension UIView {
    /// Attaches `gestureRecognizer` (taking it from the view it was on).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The attached recognizers (`nil` when there are none, as UIKit answers).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
