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
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
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

    /// A recognizer with no target yet: `init(target: nil, action: nil)`, a convenience
    /// initializer, as Apple declares it.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

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
    /// `init(target: nil, action: nil)`. The designated initializer, as Apple declares it: a
    /// subclass overrides it, and `init()` goes through the override.
    public init(target: Any?, action: Selector?) {
        super.init()
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
                            CurrentSimulation.host?.diagnostic(message)
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

    /// The number of touches: 1 while a simulated finger is on it (a tap, a long press or a
    /// drag, during its actions), 0 otherwise.
    open var numberOfTouches: Int { touchLocationInWindow == nil ? 0 : 1 }

    /// Where the finger of a simulated drag is (`Simulation.drag`), in window coordinates; `nil`
    /// with no finger.
    var touchLocationInWindow: CGPoint?

    /// The gesture's location in `view`'s coordinates (`nil`: the window's): where the finger of
    /// a simulated drag is; `.zero` with no finger.
    open func location(in view: UIView?) -> CGPoint {
        guard let point = touchLocationInWindow else { return .zero }
        return view?.convert(point, from: nil) ?? point
    }

    /// The location of the touch at `touchIndex` in `view`'s coordinates (`nil`: the window's):
    /// the simulation's one finger is touch 0, as `location(in:)`. Another index has no touch;
    /// UIKit raises an exception for it, here the trace says so and the answer is `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touchIndex >= 0, touchIndex < numberOfTouches else {
            let message =
                "\(type(of: self)).location(ofTouch: \(touchIndex), in:): the recognizer has \(numberOfTouches) touch(es); answered .zero"
            CurrentSimulation.host?.diagnostic(message)
            return .zero
        }
        return location(in: view)
    }

    /// The recognizers this one waits for to fail (`require(toFail:)`), held weakly.
    private var failureRequirements: [WeakRecognizer] = []

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail: when both take a gesture,
    /// this one recognizes only if the other fails, and fails if the other recognizes — a single
    /// tap that waits for a double tap (`Simulation.tap(_:times:)`).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else {
            return
        }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer, recognizing, keeps `preventedGestureRecognizer` from recognizing
    /// the same gesture (UIKit's default: true). A subclass overrides it; the simulation asks it
    /// when two recognizers take one gesture.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, keeps this one from recognizing the
    /// same gesture (UIKit's default: true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (a subclass's answer;
    /// UIKit's default: false), as `require(toFail:)` does.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (a subclass's answer; UIKit's
    /// default: false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer takes part in `event` (UIKit's default: true); a recognizer that
    /// answers false gets none of a simulated gesture.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Called when the recognizer is ready again after a gesture ended, failed or was cancelled,
    /// as UIKit calls it after the state goes back to `.possible`: a subclass clears what it
    /// tracked. Does nothing here.
    open func reset() {}

    /// Told that a simulated finger touched down on the recognizer's view (a tap or a long press),
    /// before the recognizer's outcome is decided: a subclass may track it. Does nothing here.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Told that the finger moved. A simulated drag moves it; only pan recognizers follow it, so
    /// this is not called by the simulation (inert). Does nothing here.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Told that the finger lifted (a tap), before the recognizer's outcome is decided. Does
    /// nothing here.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Told that the system cancelled the touches: never, in the simulation (inert). Does nothing here.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Told that a stylus's estimated properties were updated: no stylus is simulated (inert).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Stops tracking `touch` (inert: the recognizer is told of a simulated touch once).
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    /// Told that a key or button went down. Inert: the simulation delivers hardware key presses
    /// to the responder chain, not to gesture recognizers.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Told that a press changed (inert, as `pressesBegan(_:with:)`).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Told that a press ended (inert, as `pressesBegan(_:with:)`).
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Told that a press was cancelled (inert, as `pressesBegan(_:with:)`).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Stops tracking `press` (inert: presses do not reach recognizers).
    open func ignore(_ press: UIPress, for event: UIPressesEvent) {}

    /// The kinds of touch it takes (`UITouch.TouchType` raw values; stored, inert: the simulation's
    /// touches are fingers, `.direct`, 0).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The kinds of press it takes (`UIPress.PressType` raw values; stored, inert).
    open var allowedPressTypes: [NSNumber] = []
    /// Whether it takes only one kind of touch at a time (stored, inert; UIKit's default true).
    open var requiresExclusiveTouchType = true
    /// The modifier keys held during the gesture (inert: none; a pointer's modifiers are not
    /// simulated).
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The pointer buttons pressed (inert: none; the simulation's touches are fingers).
    open var buttonMask: UIEvent.ButtonMask { [] }

    /// A recognizer from an archive (a storyboard's, kept by the storyboard loader); here one
    /// with no target, as `init()`.
    public convenience init?(coder: NSCoder) { self.init() }

    // MARK: Arbitration (what UIKit decides when several recognizers take one gesture)

    /// Whether this recognizer waits for `other` to fail: `require(toFail:)`, a subclass's
    /// `shouldRequireFailure(of:)` or `other`'s `shouldBeRequiredToFail(by:)`, or either delegate.
    func waitsForFailure(of other: UIGestureRecognizer) -> Bool {
        guard other !== self else { return false }
        return failureRequirements.contains { $0.recognizer === other } || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false
    }

    /// Whether this recognizer, having recognized, keeps `other` from recognizing the same
    /// gesture: both agree (`canPrevent(_:)`, `canBePrevented(by:)`) and neither delegate lets
    /// them recognize together (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
    func prevents(_ other: UIGestureRecognizer) -> Bool {
        guard canPrevent(other), other.canBePrevented(by: self) else { return false }
        let together =
            delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false
        return !together
    }

    /// Which of `candidates` (the recognizers that take one gesture, innermost view first)
    /// recognize it, in the order they do, given which of them `completes` the gesture on its own
    /// terms (the number of taps, the press's length). As UIKit decides:
    ///
    /// 1. One that waits for the failure of another candidate (``waitsForFailure(of:)``) fails if
    ///    that one recognizes, and otherwise recognizes after it failed — after the others.
    /// 2. Its delegate's `gestureRecognizerShouldBegin(_:)` may refuse it (it fails).
    /// 3. One already recognized at the same moment (`moment`: the tap of a multi-tap it
    ///    recognizes at) prevents the later ones (``prevents(_:)``): by default, the innermost
    ///    recognizer takes the gesture alone.
    ///
    /// The rest, in `failed`, did not recognize: the caller fails them (``fail()``).
    static func arbitrate(
        _ candidates: [UIGestureRecognizer], completes: (UIGestureRecognizer) -> Bool,
        at moment: (UIGestureRecognizer) -> Int = { _ in 0 }
    ) -> (recognized: [UIGestureRecognizer], failed: [UIGestureRecognizer]) {
        let completing = candidates.map { completes($0) }
        var memo: [ObjectIdentifier: Bool] = [:]
        var visiting: Set<ObjectIdentifier> = []
        // Whether candidate `index` recognizes as far as failure requirements go (a cycle of
        // requirements fails the recognizers in it, rather than waiting forever).
        func survives(_ index: Int) -> Bool {
            let id = ObjectIdentifier(candidates[index])
            if let known = memo[id] { return known }
            guard completing[index], visiting.insert(id).inserted else { return false }
            var result = true
            for other in candidates.indices where other != index && candidates[index].waitsForFailure(of: candidates[other]) {
                if survives(other) || visiting.contains(ObjectIdentifier(candidates[other])) {
                    result = false
                    break
                }
            }
            visiting.remove(id)
            memo[id] = result
            return result
        }
        let surviving = candidates.indices.filter { survives($0) }
        let waited = { (index: Int) in
            candidates.indices.contains { other in other != index && candidates[index].waitsForFailure(of: candidates[other]) }
        }
        let ordered = surviving.filter { !waited($0) } + surviving.filter { waited($0) }
        var recognized: [UIGestureRecognizer] = []
        for index in ordered {
            let recognizer = candidates[index]
            guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { continue }
            guard !recognized.contains(where: { moment($0) == moment(recognizer) && $0.prevents(recognizer) }) else { continue }
            recognized.append(recognizer)
        }
        let failed = candidates.filter { candidate in !recognized.contains { $0 === candidate } }
        return (recognized, failed)
    }

    /// The recognizer tracked a gesture it did not recognize: `.failed`, then ready again.
    func fail() {
        state = .failed
        state = .possible
        reset()
    }
}

/// A recognizer held weakly (`require(toFail:)` does not keep the other recognizer alive).
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

extension UIEvent {
    /// The pointer buttons of an event, as UIKit's `UIEvent.ButtonMask`.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button (a click, a finger).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask for button `buttonNumber` (1 the primary).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard buttonNumber >= 1, buttonNumber <= Int.bitWidth - 1 else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }
}

/// The kinds of scrolling a pan takes from a pointer's wheel or trackpad, as UIKit's
/// `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel's steps.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's continuous scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
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
    /// The pointer scrolling it takes as a pan (stored, inert: no pointer is simulated; UIKit's
    /// default is none, unconfirmed from Apple's documentation, which gives no default).
    open var allowedScrollTypesMask: UIScrollTypeMask = []
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

/// A tap, as UIKit's `UITapGestureRecognizer` (the classic "tap outside to dismiss the keyboard"):
/// recognized by `Simulation.tap(_:times:)` when the number of taps is its `numberOfTapsRequired`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps required.
    open var numberOfTapsRequired = 1
    /// The fingers required.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons required (stored, inert: the simulation's taps are a finger's; UIKit's
    /// default `.primary`).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}

/// A long press, as UIKit's `UILongPressGestureRecognizer`: a continuous gesture that begins when
/// a finger has been down `minimumPressDuration` on the simulation's clock
/// (`Simulation.longPress(_:for:)`), `.began` then `.ended` when it lifts.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must be down before the gesture begins, in seconds (UIKit's default
    /// 0.5, from Apple's documentation of the property).
    open var minimumPressDuration: TimeInterval = 0.5
    /// The taps before the press (UIKit's default 0): a simulated long press has none, so a
    /// recognizer that requires taps does not take it.
    open var numberOfTapsRequired = 0
    /// The fingers required (UIKit's default 1): a simulated long press is one finger.
    open var numberOfTouchesRequired = 1
    /// How far the finger may move, in points, before the gesture fails (UIKit's default 10; stored:
    /// a simulated long press does not move).
    open var allowableMovement: CGFloat = 10
}

/// A touch, as UIKit's `UITouch` (the simulation creates none; a delegate method may be called
/// with one by a test).
@preconcurrency @MainActor open class UITouch: NSObject {
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

/// A gesture recognizer's delegate, as UIKit's `UIGestureRecognizerDelegate`: every method is
/// optional in UIKit, so each has UIKit's default answer here.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: SelectorResponding {
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
