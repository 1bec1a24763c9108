import Foundation

/// A view that sends actions to targets when events happen to it, as UIKit's `UIControl`.
///
/// `addTarget(_:action:for:)` takes the action as an unapplied method — what
/// `#selector(submit(_:))` passed to it becomes in the Linux port: `LoginViewController.submit` —
/// taking the sender (`Any`, `UIButton`, `UIControl`…) or nothing, or as a `Selector` that carries
/// one (a selector kept in a variable). Targets are held weakly, as on iOS: a
/// target that was deallocated is skipped. A `nil` target means the responder chain: the
/// action goes to the first object of the method's type from the window's first responder
/// (or this control, when nothing is first responder) up the `next` chain.
///
/// Touches are not simulated: `sendActions(for:)` is how an event happens. It calls every
/// action registered for any of the events given, in the order they were added. A control
/// whose type does not match the method's sender parameter is not sent (a diagnostic says so).
///
/// ```swift
/// button.addTarget(self, action: LoginViewController.submit, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)      // calls self.submit(button)
/// ```
open class UIControl: UIView {
    /// One registered action.
    private struct TargetAction {
        /// The target, held weakly; nil for the responder chain or a deallocated target.
        weak var target: AnyObject?
        /// Whether the action was added with a target (nil then means deallocated).
        let hadTarget: Bool
        let events: Event
        /// Whether an object has the type whose method the action calls (for the responder chain).
        let accepts: (AnyObject) -> Bool
        /// Calls the action on `receiver` with the sender; when it cannot (the receiver or the
        /// sender does not have the type the method takes), calls nothing and says why.
        let perform: (AnyObject, UIControl) -> String?
    }

    private var actions: [TargetAction] = []

    /// Whether the control responds to events (default `true`).
    open var isEnabled = true
    /// Whether the control is selected (default `false`).
    open var isSelected = false
    /// Whether the control is highlighted, as while a finger is on it (default `false`).
    open var isHighlighted = false

    /// Horizontal placement of the content (stored and inert).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// Vertical placement of the content (stored and inert).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The control's state: `.normal`, or the union of `.disabled`, `.selected` and
    /// `.highlighted` that hold.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    // MARK: Target-action

    /// Adds an action taking the sender (`func submit(_ sender: UIButton)`), sent for any of
    /// `controlEvents`. Adding the same target again adds another action.
    open func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
        for controlEvents: Event
    ) {
        append(target, { $0 is Target }, controlEvents) { receiver, control in
            guard let receiver = receiver as? Target, let sender = control as? Sender else {
                return "the action of \(type(of: receiver)) takes a \(Sender.self) but the sender is a \(type(of: control))"
            }
            action(receiver)(sender)
            return nil
        }
    }

    /// Adds an action that takes nothing (`func submit()`), sent for any of `controlEvents`.
    open func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void,
        for controlEvents: Event
    ) {
        append(target, { $0 is Target }, controlEvents) { receiver, _ in
            guard let receiver = receiver as? Target else { return "the action is \(Target.self)'s, not \(type(of: receiver))'s" }
            action(receiver)()
            return nil
        }
    }

    /// Adds an action kept as a `Selector` value (`Selector("submit:", Controller.submit)`), sent
    /// for any of `controlEvents`; a `nil` target goes up the responder chain to an object of the
    /// method's class. A selector made from a name alone names no method Swift can call: sending
    /// it leaves a diagnostic in the trace.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        // A selector made from a name alone matches no responder here: it goes to the first one,
        // which then says why it was not sent.
        let accepts: (AnyObject) -> Bool = { action.method?.accepts($0) ?? true }
        append(target.map { $0 as AnyObject }, accepts, controlEvents) { receiver, control in
            if let why = action.unreachable(on: receiver, with: control) { return why }
            return action.method?.call(receiver, control) == true ? nil : "the action \"\(action.name)\" was not sent"
        }
    }

    private func append(
        _ target: AnyObject?, _ accepts: @escaping (AnyObject) -> Bool, _ events: Event,
        perform: @escaping (AnyObject, UIControl) -> String?
    ) {
        actions.append(
            TargetAction(
                target: target, hadTarget: target != nil, events: events, accepts: accepts,
                perform: perform))
    }

    /// Removes the target's actions for `controlEvents` (`nil` target: every target's).
    /// Swift cannot compare methods, so every action of the target for those events is removed,
    /// whichever method it calls; `removeTarget(_:action: nil, for:)` is the same.
    open func removeTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void,
        for controlEvents: Event
    ) {
        removeActions(of: target, for: controlEvents)
    }

    /// Removes the target's actions for `controlEvents`; see `removeTarget(_:action:for:)`.
    open func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void,
        for controlEvents: Event
    ) {
        removeActions(of: target, for: controlEvents)
    }

    /// Removes every action of `target` (`nil`: of every target) for `controlEvents`:
    /// `removeTarget(self, action: nil, for: .allEvents)`, or with an action kept as a `Selector`
    /// value (every action of the target for those events goes, whichever it is).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeActions(of: target.map { $0 as AnyObject }, for: controlEvents)
    }

    private func removeActions(of target: AnyObject?, for events: Event) {
        var kept: [TargetAction] = []
        for entry in actions {
            guard target == nil || entry.target === target else {
                kept.append(entry)
                continue
            }
            let remaining = entry.events.subtracting(events)
            if !remaining.isEmpty {
                kept.append(
                    TargetAction(
                        target: entry.target, hadTarget: entry.hadTarget, events: remaining, accepts: entry.accepts,
                        perform: entry.perform))
            }
        }
        actions = kept
    }

    /// Whether any action is registered for any of `controlEvents`.
    func hasTargets(for controlEvents: Event) -> Bool {
        actions.contains { !$0.events.intersection(controlEvents).isEmpty }
    }

    /// The user's tap reached this enabled control (`Simulation.tap(_:)`): a finger down and
    /// up inside it. Controls whose value a tap changes (a switch, a segmented control) change
    /// it first and send `.valueChanged`.
    func receiveTap() {
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    /// Calls the actions registered for any of `controlEvents`, in the order they were added.
    /// Disabled controls send nothing. A deallocated target is skipped; a `nil` target goes up
    /// the responder chain.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            guard let receiver = entry.target ?? (entry.hadTarget ? nil : responderChainTarget(entry.accepts)) else { continue }
            if let why = entry.perform(receiver, self) {
                window?.lifecycleMonitor?.diagnostic("\(debugName).sendActions: \(why); not sent")
            }
        }
    }

    /// The first responder of the given type from the first responder (or this control) up the chain.
    private func responderChainTarget(_ accepts: (AnyObject) -> Bool) -> AnyObject? {
        var responder: UIResponder? = window?.firstResponder ?? self
        while let current = responder {
            if accepts(current) { return current }
            responder = current.next
        }
        return nil
    }

    /// The targets with an action on this control (not the deallocated ones): each as itself
    /// when it is `Hashable`, else as its `ObjectIdentifier`. A `nil` target (responder chain)
    /// is `NSNull()`, as iOS reports it.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in actions {
            if let target = entry.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            } else if !entry.hadTarget {
                targets.insert(AnyHashable(NSNull()))
            }
        }
        return targets
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }
}
