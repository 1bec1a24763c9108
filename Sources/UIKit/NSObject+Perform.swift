import Foundation
import KeyboardSimCore
import SimulationContext

// NSObject's perform family, which Foundation on Linux does not have (it needs the Objective-C
// runtime to find a method by its selector). Keyboard code uses it to put work off a turn
// (`perform(#selector(showKeyboard), with: nil, afterDelay: 0.1)`, a field focused once a
// transition has settled) and to debounce typing (`cancelPreviousPerformRequests(withTarget:…)`
// then `perform(#selector(search), with: nil, afterDelay: 0.3)`). Here a selector that carries its
// method — what `kbsim port` writes for `#selector(search)`, `Selector("search", Type.search)` — is
// called; a delayed request is a one-shot timer on the current run loop in its default mode, as
// Apple documents it: while a simulation is current, its main run loop on the virtual clock, so
// the request runs inside `advance(by:)` at the time iOS would run it.

extension NSObject {
    /// Sends `aSelector` to this object now, with no argument, and gives what the method returns
    /// when it is an object (held a while, as an autorelease pool would), as NSObject's
    /// `perform(_:)`. A selector made from a name alone, or one
    /// of another class's method, calls nothing and says why in the trace (on iOS: "unrecognized
    /// selector sent to instance", an exception).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        PerformRequest.send(aSelector, to: self, with: nil)
    }

    /// Sends `aSelector` to this object now with `object` as the method's argument, as NSObject's
    /// `perform(_:with:)` (see ``perform(_:)``).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        PerformRequest.send(aSelector, to: self, with: object as Any?)
    }

    /// Sends `aSelector` to this object now with two arguments, as NSObject's
    /// `perform(_:with:with:)` (a selector made from a method that takes two, see ``perform(_:)``).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        PerformRequest.send(aSelector, to: self, with: (object1 as Any?, object2 as Any?))
    }

    /// Sends `aSelector` to this object with `anArgument` after `delay` seconds, from a timer on the
    /// current run loop in its default mode, as NSObject's `perform(_:with:afterDelay:)`: a delay
    /// of 0 runs it at the run loop's next turn, not now. The object and the argument are held until
    /// then. While a simulation is current, the timer is on its main run loop and fires inside
    /// `advance(by:)` on the virtual clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequest.schedule(aSelector, to: self, with: anArgument, afterDelay: delay)
    }

    /// As ``perform(_:with:afterDelay:)``, in run loop modes `modes`: the simulation's run loop has
    /// one mode, so the request runs after `delay` whatever the modes (none: never, as on iOS).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        guard !modes.isEmpty else { return }
        PerformRequest.schedule(aSelector, to: self, with: anArgument, afterDelay: delay)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made of `aTarget` that has not run yet,
    /// as NSObject's class method.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequest.cancel(target: aTarget as AnyObject) { _ in true }
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made of `aTarget` with a selector of
    /// the same name and an equal argument (`isEqual(_:)`, or both nil) that have not run yet, as
    /// NSObject's class method: the debounce of a search field.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        PerformRequest.cancel(target: aTarget as AnyObject) { request in
            request.selector == aSelector && PerformRequest.equal(request.argument, anArgument)
        }
    }
}

/// A request of `perform(_:with:afterDelay:)`: its target and argument, held until it runs or is
/// cancelled, and its timer. (Sendable for the timer's block; used on the thread whose run loop
/// fires it, the simulation's.)
private final class PerformRequest: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    var timer: Timer?

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    /// The requests not yet run, in the order they were made.
    private static let pending = Pending()

    private final class Pending: @unchecked Sendable {
        private let lock = NSLock()
        private var requests: [PerformRequest] = []

        func add(_ request: PerformRequest) { lock.withLock { requests.append(request) } }

        /// Takes `request` off the list; whether it was on it (not cancelled).
        func take(_ request: PerformRequest) -> Bool {
            lock.withLock {
                guard let index = requests.firstIndex(where: { $0 === request }) else { return false }
                requests.remove(at: index)
                return true
            }
        }

        /// Takes off and gives back the requests `matches` picks.
        func takeAll(where matches: (PerformRequest) -> Bool) -> [PerformRequest] {
            lock.withLock {
                let taken = requests.filter(matches)
                requests.removeAll(where: matches)
                return taken
            }
        }
    }

    static func schedule(_ selector: Selector, to target: AnyObject, with argument: Any?, afterDelay delay: TimeInterval) {
        let request = PerformRequest(target: target, selector: selector, argument: argument)
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(0, delay)), interval: 0, repeats: false) { _ in
            guard pending.take(request) else { return }
            request.timer = nil
            _ = send(request.selector, to: request.target, with: request.argument)
        }
        request.timer = timer
        pending.add(request)
        guard let runLoop = CurrentSimulation.mainRunLoop else {
            SystemTimer.add(timer, to: RunLoop.current, forMode: .default)
            return
        }
        runLoop.mainRunLoopTimers.add(timer, to: runLoop, afterNanoseconds: SimulatedDelay.nanoseconds(ofSeconds: delay))
    }

    static func cancel(target: AnyObject, where matches: (PerformRequest) -> Bool) {
        for request in pending.takeAll(where: { $0.target === target && matches($0) }) {
            if let timer = request.timer { timer.invalidate() }
            request.timer = nil
        }
    }

    /// Calls `selector`'s method on `target` with `argument`; what it returned, when an object.
    static func send(_ selector: Selector?, to target: AnyObject, with argument: Any?) -> Unmanaged<AnyObject>? {
        guard let selector else {
            report("perform(_:) was given a nil selector; nothing was sent")
            return nil
        }
        if let why = selector.unreachable(on: target, with: argument) {
            report("perform(\"\(selector.name)\"): \(why)")
            return nil
        }
        guard let method = selector.method else { return nil }
        let (called, result) = method.perform(target, argument as Any)
        guard called else {
            report("perform(\"\(selector.name)\"): the method was not called with the argument given")
            return nil
        }
        guard let result, type(of: result as Any) is AnyObject.Type else { return nil }
        let object = result as AnyObject
        returned.keep(object)
        return Unmanaged.passUnretained(object)
    }

    /// The objects `perform` gave back lately, held as an autorelease pool holds what iOS's
    /// `perform(_:)` returns (a method may return an object nothing else holds); the oldest goes
    /// when a 65th comes.
    private static let returned = Returned()

    private final class Returned: @unchecked Sendable {
        private let lock = NSLock()
        private var objects: [AnyObject] = []

        func keep(_ object: AnyObject) {
            lock.withLock {
                if objects.count == 64 { objects.removeFirst() }
                objects.append(object)
            }
        }
    }

    /// Whether two arguments are equal as `cancelPreviousPerformRequests` compares them.
    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): (a as? NSObject)?.isEqual(b) ?? ((a as AnyObject) === (b as AnyObject))
        default: false
        }
    }

    /// Says `sentence` in the current simulation's trace (with none, there is no trace to say it in).
    private static func report(_ sentence: String) {
        CurrentSimulation.diagnosticFromAnyThread(sentence)
    }
}
