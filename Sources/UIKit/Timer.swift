import KeyboardSimCore
import ObjectiveC
import SimulationContext

// Foundation's timers on the main run loop, run by the current simulation on its virtual clock
// (`MainRunLoopTimers`): a timer scheduled from the main thread while a simulation is current —
// `Timer.scheduledTimer`, or a timer added with `RunLoop.main.add(_:forMode:)` — fires inside
// `advance(by:)` at the time iOS would fire it, where the real run loop of a Linux test would fire
// it only after the test returns. Each member has Foundation's signature and takes its place for a
// file that imports UIKit. The target–selector forms, which Foundation on Linux lacks, are
// Apple's. A timer on another thread's run loop, or with no simulation current, is left to
// Foundation.

extension Timer {
    /// A timer that fires `interval` seconds from now (and, when it repeats, every `interval` seconds
    /// after), calling `block` with the timer, added to the current run loop in its default mode —
    /// while a simulation is current, its main run loop on the virtual clock.
    @available(*, noasync)
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        guard let runLoop = CurrentSimulation.mainRunLoop else {
            return SystemTimer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        runLoop.mainRunLoopTimers.add(timer, to: runLoop, afterNanoseconds: SimulatedDelay.nanoseconds(ofSeconds: interval))
        return timer
    }

    /// A timer, not yet added to a run loop, that fires `interval` seconds after it is made, as
    /// Apple documents it. (Foundation on Linux dates the first fire at the moment it is made.)
    /// Made while a simulation is current, its fire date is that many seconds of the virtual clock
    /// after it was made, however late it is added to the main run loop.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        let date = Date(timeIntervalSinceNow: interval)
        self.init(fire: date, interval: interval, repeats: repeats, block: block)
        VirtualFireDate.record(self, date: date)
    }

    /// A timer that calls `aSelector` on `aTarget` `ti` seconds from now (and every `ti` seconds
    /// after, when it repeats), added to the current run loop in its default mode, as Foundation on
    /// iOS makes it.
    ///
    /// The method gets the timer (`@objc func tick(_ timer: Timer)`) or nothing. The timer holds
    /// the target strongly until it is invalidated, as Apple documents. A selector made from a name
    /// alone names no method Swift on Linux can call: the trace says so when the timer fires.
    @available(*, noasync)
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        // The interval is known: it is not measured again against the system's clock, which a
        // loaded machine would make short by a millisecond (as the block form).
        guard let runLoop = CurrentSimulation.mainRunLoop else {
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        runLoop.mainRunLoopTimers.add(timer, to: runLoop, afterNanoseconds: SimulatedDelay.nanoseconds(ofSeconds: ti))
        return timer
    }

    /// A timer, not yet added to a run loop, that calls `aSelector` on `aTarget` `ti` seconds after
    /// it is made (and every `ti` seconds after, when it repeats).
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    ) {
        self.init(
            fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo
        )
    }

    /// A timer, not yet added to a run loop, that calls `s` on `t` at `date` (and every `ti`
    /// seconds after, when it repeats).
    public convenience init(
        fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool
    ) {
        let action = TimerAction(target: t as AnyObject, selector: s, userInfo: ui)
        self.init(fire: date, interval: ti, repeats: rep) { timer in action.send(from: timer) }
        objc_setAssociatedObject(self, TimerAction.key, action, .OBJC_ASSOCIATION_RETAIN)
        VirtualFireDate.record(self, date: date)
    }

    /// What the timer was made with by the target–selector forms; `nil` for a block timer.
    public var userInfo: Any? {
        (objc_getAssociatedObject(self, TimerAction.key) as? TimerAction)?.userInfo
    }

    /// The date the timer fires next. While it is on the simulation's run loop: that many seconds of
    /// the virtual clock from now, on the system's clock; setting it moves the fire on the virtual
    /// clock by as much (`Date.distantFuture` keeps the timer without firing it).
    public var fireDate: Date {
        get {
            guard let runLoop = CurrentSimulation.mainRunLoop, runLoop.mainRunLoopTimers.contains(self) else {
                return SystemTimer.fireDate(of: self)
            }
            guard let delay = runLoop.mainRunLoopTimers.nanosecondsUntilFire(of: self, on: runLoop) else { return .distantFuture }
            return Date(timeIntervalSinceNow: Double(delay) / 1e9)
        }
        set {
            SystemTimer.setFireDate(of: self, to: newValue)
            guard let runLoop = CurrentSimulation.mainRunLoop, runLoop.mainRunLoopTimers.contains(self) else {
                VirtualFireDate.record(self, date: newValue)
                return
            }
            runLoop.mainRunLoopTimers.move(self, on: runLoop, toNanosecondsFromNow: SimulatedDelay.measured(until: newValue))
        }
    }

    /// Stops the timer for good and takes it off its run loop, which lets go of it (and a
    /// target–selector timer lets go of its target), as Apple documents `invalidate()`.
    public func invalidate() {
        SystemTimer.invalidate(self)
        CurrentSimulation.mainRunLoop?.mainRunLoopTimers.remove(self)
        (objc_getAssociatedObject(self, TimerAction.key) as? TimerAction)?.releaseTarget()
    }
}

extension RunLoop {
    /// Adds `timer` to this run loop for `mode`. On the main run loop (or the current one, on the
    /// simulation's thread) while a simulation is current, the simulation's run loop fires it on
    /// the virtual clock, at its fire date, in every mode (the simulation has no tracking mode): a
    /// timer made in this simulation (`Timer(timeInterval:…)`, `Timer(fireAt:…)`) at the virtual
    /// time its fire date was set for when it was made, at once if that has passed, as iOS dates a
    /// timer's fire when it is made and not when it is added; any other timer at the time until its
    /// fire date, read now.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        // The simulation's thread is its main thread: its current run loop is the main run loop
        // (on Linux `RunLoop.current` there is not always the `RunLoop.main` object).
        guard self === RunLoop.main || self === RunLoop.current, let runLoop = CurrentSimulation.mainRunLoop else {
            SystemTimer.add(timer, to: self, forMode: mode)
            return
        }
        let date = SystemTimer.fireDate(of: timer)
        let delay = VirtualFireDate.delay(of: timer, firingAt: date, on: runLoop) ?? SimulatedDelay.measured(until: date)
        runLoop.mainRunLoopTimers.add(timer, to: runLoop, afterNanoseconds: delay)
    }
}

/// The virtual time a timer's fire date stands for, set when the timer is made (or its fire date
/// set) while a simulation is current: how `RunLoop.add(_:forMode:)` fires it at the virtual time
/// iOS would, however much of the virtual clock has passed before it is added.
///
/// On iOS a timer's fire date is fixed when it is made: `init(timeInterval:target:selector:userInfo:repeats:)`
/// (https://developer.apple.com/documentation/foundation/timer/init(timeinterval:target:selector:userinfo:repeats:))
/// fires "after ti seconds", and `Timer` is toll-free bridged with `CFRunLoopTimer`
/// (https://developer.apple.com/documentation/foundation/timer), which `CFRunLoopTimerCreate` makes
/// with its fire date; that adding it later does not move the date is how Foundation on Darwin
/// behaves as we understand it, unconfirmed here: no Apple page says it in so many words. The simulation's clock moves while the system's barely does,
/// so the fire date alone, read when the timer is added, would be measured from the add.
private final class VirtualFireDate: Sendable {
    /// The run loop whose clock `nanoseconds` is read on.
    let runLoop: ObjectIdentifier
    /// The fire date, on the run loop's virtual clock.
    let nanoseconds: UInt64
    /// The fire date it was read from (a later change, made outside the simulation, voids it).
    let date: Date

    private init(runLoop: ObjectIdentifier, nanoseconds: UInt64, date: Date) {
        self.runLoop = runLoop
        self.nanoseconds = nanoseconds
        self.date = date
    }

    /// The key it is kept under on its timer.
    private static var key: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(keyObject).toOpaque()) }
    private static let keyObject = VirtualFireDate(runLoop: ObjectIdentifier(VirtualFireDate.self), nanoseconds: 0, date: .distantPast)

    /// Keeps on `timer` the virtual time `date` stands for, when a simulation is current.
    static func record(_ timer: Timer, date: Date) {
        guard let runLoop = CurrentSimulation.mainRunLoop, let delay = SimulatedDelay.measured(until: date) else {
            objc_setAssociatedObject(timer, key, nil, .OBJC_ASSOCIATION_RETAIN)
            return
        }
        let (sum, overflow) = runLoop.mainRunLoopNanoseconds.addingReportingOverflow(delay)
        let recorded = VirtualFireDate(runLoop: ObjectIdentifier(runLoop), nanoseconds: overflow ? .max : sum, date: date)
        objc_setAssociatedObject(timer, key, recorded, .OBJC_ASSOCIATION_RETAIN)
    }

    /// The delay from now until `timer`'s recorded fire on `runLoop` (0 when it has passed), or
    /// `nil` when none is recorded for this run loop and this fire date.
    static func delay(of timer: Timer, firingAt date: Date, on runLoop: any SimulatedMainRunLoop) -> UInt64? {
        guard let recorded = objc_getAssociatedObject(timer, key) as? VirtualFireDate, recorded.runLoop == ObjectIdentifier(runLoop),
            recorded.date == date
        else { return nil }
        let now = runLoop.mainRunLoopNanoseconds
        return recorded.nanoseconds > now ? recorded.nanoseconds - now : 0
    }
}

/// A target–selector timer's target, selector and user info. (Sendable because the timer's block
/// must be; it is used where the timer fires, the simulation's thread or the run loop's.)
private final class TimerAction: @unchecked Sendable {
    /// The key it is kept under on its timer.
    static var key: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(keyObject).toOpaque()) }
    private static let keyObject = TimerAction(target: nil, selector: Selector(""), userInfo: nil)

    private var target: AnyObject?
    private let selector: Selector
    let userInfo: Any?
    private var reported = false

    init(target: AnyObject?, selector: Selector, userInfo: Any?) {
        self.target = target
        self.selector = selector
        self.userInfo = userInfo
    }

    /// Lets go of the target (the timer was invalidated).
    func releaseTarget() { target = nil }

    /// Sends the selector to the target with the timer; says in the trace, once, why it cannot.
    func send(from timer: Timer) {
        guard let target else { return }
        if let why = selector.unreachable(on: target, with: timer) {
            report(why)
        } else if selector.method?.call(target, timer) != true {
            report("the timer's selector \"\(selector.name)\" was not sent")
        }
    }

    private func report(_ why: String) {
        // A simulation is current only on its own thread, the main actor's: with none (a timer on
        // another thread's run loop), there is no trace to say it in.
        guard !reported, CurrentSimulation.object != nil else { return }
        reported = true
        CurrentSimulation.diagnosticFromAnyThread("Timer: \(why)")
    }
}
