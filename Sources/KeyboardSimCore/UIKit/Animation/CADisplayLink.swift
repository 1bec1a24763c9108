import Foundation
import SimulationContext

/// A time interval in seconds, as Core Foundation's `CFTimeInterval` (Foundation on Linux has none).
public typealias CFTimeInterval = Double

/// The current media time in seconds, as Core Animation's `CACurrentMediaTime()`: on iOS the host's
/// uptime; here, while a simulation is current, the simulation's clock (seconds since it began), so
/// that an animation timed with it follows the virtual clock; with none, the process's uptime.
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval {
    CurrentSimulation.host?.clock.now.seconds ?? ProcessInfo.processInfo.systemUptime
}

/// The range of frame rates a display link asks for, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate the link accepts.
    public var minimum: Float
    /// The highest rate the link accepts.
    public var maximum: Float
    /// The rate the link prefers; `nil` when it has none.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// A range from `minimum` to `maximum`, with no preferred rate.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The default: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges ask for the same rates.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// A timer synchronized with the display's refresh, as Core Animation's `CADisplayLink`: once added
/// to a run loop, it calls its target's method at each display frame of the current simulation
/// (60 or 120 a second as the device's display, `Simulation.displayLink`), on the virtual clock,
/// inside `advance(by:)`.
///
/// As Apple documents: the link retains its target, and the run loop retains the link while it is
/// added, until `invalidate()` (the classic retain cycle of a view controller that never
/// invalidates its link is one here too); `isPaused` stops the calls; `timestamp` is the time of the
/// frame last displayed and `targetTimestamp` the next one's, in `CACurrentMediaTime()`'s base; a
/// preferred rate below the display's calls the target on every second (third, …) frame, the
/// nearest whole division of the display's rate (unconfirmed: iOS picks rates it supports, which
/// this does not model). Adding a link while no simulation is current on the thread makes no
/// frames: there is no display to follow.
///
/// ```swift
/// link = CADisplayLink(target: self, selector: ChatViewController.step)   // #selector(step(_:)) after kbsim port
/// link.add(to: .main, forMode: .common)
/// ```
@preconcurrency @MainActor open class CADisplayLink: NSObject {
    /// The display's refresh interval, in seconds (1/60 or 1/120).
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// The time of the frame last displayed, in seconds; 0 before the first call.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the link will call its target for, in seconds; 0 before it is added.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// Whether calls to the target are suspended.
    open var isPaused = false
    /// The rate the link asks for, in frames per second; 0 (the default): the display's.
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    open var preferredFramesPerSecond: Int {
        get { Int(preferredRate) }
        set { preferredRate = Float(newValue) }
    }
    /// The range of rates the link asks for; its preferred rate, when it has one, decides how often
    /// the target is called.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { preferredRate = preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum }
    }
    /// How many display frames pass between calls (1: every frame).
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    open var frameInterval: Int {
        get { legacyFrameInterval }
        set { legacyFrameInterval = max(1, newValue) }
    }

    private var target: AnyObject?
    private let call: (AnyObject, CADisplayLink) -> String?
    private var preferredRate: Float = 0
    private var legacyFrameInterval = 1
    private var subscription: (link: DisplayLink, id: DisplayLink.Subscription)?
    private var modes: Set<RunLoop.Mode> = []
    private var reportedUnreachable = false

    /// A link that calls `selector` on `target` with the link, each frame once added to a run loop.
    /// A selector made from a name alone names no method Swift on Linux can call: the trace says
    /// so at the first frame.
    public init(target: Any, selector sel: Selector) {
        let target = target as AnyObject
        self.target = target
        call = { receiver, link in
            if let why = sel.unreachable(on: receiver, with: link) { return why }
            return sel.method?.call(receiver, link) == true ? nil : "the display link's selector \"\(sel.name)\" was not sent"
        }
    }

    /// A link that calls `method` on `target` with the link (what `kbsim port` writes for
    /// `#selector(step(_:))`).
    public init<Target: AnyObject>(target: Target, selector method: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.target = target
        call = { receiver, link in
            guard let receiver = receiver as? Target else { return "the display link's target is not a \(Target.self)" }
            method(receiver)(link)
            return nil
        }
    }

    /// A link that calls `method`, which takes no argument, on `target` (`#selector(step)`).
    public init<Target: AnyObject>(target: Target, selector method: @escaping (Target) -> () -> Void) {
        self.target = target
        call = { receiver, _ in
            guard let receiver = receiver as? Target else { return "the display link's target is not a \(Target.self)" }
            method(receiver)()
            return nil
        }
    }

    /// Starts calling the target at each frame of the current simulation's display. Adding to a
    /// second mode keeps one set of calls, as one run loop would.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }  // invalidated: iOS ignores it
        modes.insert(mode)
        guard subscription == nil else { return }
        guard let host = CurrentSimulation.host else { return }
        let display = host.displayLink
        duration = 1.0 / Double(display.framesPerSecond)
        let now = host.clock.now
        let upcoming = display.frameIndex(atOrAfter: now)
        let next = display.instant(ofFrame: upcoming) > now ? upcoming : upcoming + 1
        targetTimestamp = display.instant(ofFrame: next).seconds
        // The subscription holds the link (the run loop retains it) until it is removed.
        let id = display.add { [self] frame, instant in tick(frame: frame, at: instant, on: display) }
        subscription = (display, id)
    }

    /// Stops the calls for `mode`; the link stays usable and can be added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { unsubscribe() }
    }

    /// Removes the link from every run loop and lets go of its target, for good.
    open func invalidate() {
        modes.removeAll()
        unsubscribe()
        target = nil
    }

    private func unsubscribe() {
        guard let subscription else { return }
        subscription.link.remove(subscription.id)
        self.subscription = nil
    }

    /// The display frames between calls: the legacy interval, or the display's rate divided by
    /// the preferred one, rounded to the nearest whole number.
    private func framesBetweenCalls(display: DisplayLink) -> Int {
        guard preferredRate > 0 else { return legacyFrameInterval }
        return max(1, Int((Float(display.framesPerSecond) / preferredRate).rounded()))
    }

    private func tick(frame: Int, at instant: SimulationInstant, on display: DisplayLink) {
        let interval = framesBetweenCalls(display: display)
        guard !isPaused, frame % interval == 0, let target else { return }
        timestamp = instant.seconds
        targetTimestamp = display.instant(ofFrame: frame + interval).seconds
        if let why = call(target, self), !reportedUnreachable {
            reportedUnreachable = true
            CurrentSimulation.host?.diagnostic("CADisplayLink: \(why)")
        }
    }
}

extension UIScreen {
    /// A display link for this screen that calls `selector` on `target`, as `UIScreen`'s
    /// `displayLink(withTarget:selector:)`; add it to a run loop to start it.
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }

    /// A display link for this screen that calls `method` on `target` with the link.
    public func displayLink<Target: AnyObject>(
        withTarget target: Target, selector method: @escaping (Target) -> (CADisplayLink) -> Void
    ) -> CADisplayLink? {
        CADisplayLink(target: target, selector: method)
    }

    /// A display link for this screen that calls `method`, which takes no argument, on `target`.
    public func displayLink<Target: AnyObject>(
        withTarget target: Target, selector method: @escaping (Target) -> () -> Void
    ) -> CADisplayLink? {
        CADisplayLink(target: target, selector: method)
    }
}
