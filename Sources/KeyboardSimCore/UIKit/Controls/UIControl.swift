import Foundation
import SimulationContext

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
/// A simulated tap (`Simulation.tap(_:)`) tracks its touch as UIKit does (`beginTracking`,
/// `isTracking`, `isHighlighted`, `endTracking`) and sends `.touchDown`, `.touchUpInside` and
/// `.primaryActionTriggered`; `sendActions(for:)` sends any event from code. Either calls every
/// action registered for the events — methods of targets and `UIAction`s
/// (`addAction(_:for:)`) — in the order they were added. A control whose type does not match the
/// method's sender parameter is not sent (a diagnostic says so).
///
/// ```swift
/// button.addTarget(self, action: LoginViewController.submit, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)      // calls self.submit(button)
/// ```
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// One registered action: a target's method, or a `UIAction`.
    private struct TargetAction {
        /// The target, held weakly; nil for the responder chain or a deallocated target.
        weak var target: AnyObject?
        /// Whether the action was added with a target (nil then means deallocated).
        let hadTarget: Bool
        var events: Event
        /// The method as a selector (its name, and the method to call).
        let selector: Selector
        /// Whether an object has the type whose method the action calls (for the responder chain).
        let accepts: (AnyObject) -> Bool
        /// Calls the action on `receiver` with the sender; when it cannot (the receiver or the
        /// sender does not have the type the method takes), calls nothing and says why.
        let perform: (AnyObject, UIControl) -> String?
        /// The `UIAction` added with `addAction(_:for:)` (then there is no target or method).
        let action: UIAction?
    }

    private var actions: [TargetAction] = []

    /// Whether a touch is being tracked: from `beginTracking(_:with:)` answering `true` until
    /// the touch ends or is cancelled.
    open var isTracking: Bool { tracking }
    /// Whether the tracked touch is inside the control (a simulated tap is, while it lasts).
    open var isTouchInside: Bool { touchInside }
    private var tracking = false
    private var touchInside = false

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

    /// Whether a tap shows the control's menu instead of sending its primary action (iOS 14;
    /// default `false`). Menus are not shown in the simulation: a button with a menu that shows
    /// it as its primary action sends `.touchDown` and `.menuActionTriggered` on a tap, and the
    /// trace says the menu was not shown.
    open var showsMenuAsPrimaryAction = false
    /// Whether the control's context menu interaction is on (iOS 14; default `false`, a button
    /// with a menu turns it on). Context menus are not shown in the simulation.
    open var isContextMenuInteractionEnabled = false {
        didSet { if !isContextMenuInteractionEnabled { storedContextMenuInteraction = nil } }
    }
    private var storedContextMenuInteraction: UIContextMenuInteraction?
    /// Whether symbol images animate their changes (iOS 17; stored and inert: nothing is drawn).
    open var isSymbolAnimationEnabled = false
    /// The tool tip shown on hover (iOS 15): setting it makes `toolTipInteraction` (nil removes
    /// it). No pointer hovers in the simulation.
    open var toolTip: String? {
        didSet {
            if let toolTip {
                if let interaction = storedToolTipInteraction {
                    interaction.defaultToolTip = toolTip
                } else {
                    let interaction = UIToolTipInteraction(defaultToolTip: toolTip)
                    storedToolTipInteraction = interaction
                    addInteraction(interaction)
                }
            } else if let interaction = storedToolTipInteraction {
                removeInteraction(interaction)
                storedToolTipInteraction = nil
            }
        }
    }
    private var storedToolTipInteraction: UIToolTipInteraction?
    /// The interaction that shows `toolTip` (nil while the control has none).
    open var toolTipInteraction: UIToolTipInteraction? { storedToolTipInteraction }

    /// The control's context menu interaction while `isContextMenuInteractionEnabled` (nil
    /// otherwise); the control is its delegate.
    open var contextMenuInteraction: UIContextMenuInteraction? {
        guard isContextMenuInteractionEnabled else { return nil }
        if let storedContextMenuInteraction { return storedContextMenuInteraction }
        let interaction = UIContextMenuInteraction(delegate: self)
        storedContextMenuInteraction = interaction
        return interaction
    }

    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to `.left` or
    /// `.right` for the control's layout direction (`effectiveUserInterfaceLayoutDirection`).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Context menu (not shown in the simulation)

    /// The control's context menu for a touch at `location`: none by default (a subclass
    /// answers; nothing asks in the simulation, where menus are not shown).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// The preview shown while the menu is highlighted: nil, the system's (menus are not shown).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// The preview shown while the menu is dismissed: nil, the system's (menus are not shown).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// Called when the menu is about to show (never: menus are not shown).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Called when the menu is about to end (never: menus are not shown).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Where the menu attaches to the control, in its coordinates: the middle of its top edge
    /// (unconfirmed: UIKit's placement is not documented; menus are not shown here).
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.minY)
    }

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
        let selector = Selector(Self.unnamedAction(of: Target.self), action)
        append(target, selector, { $0 is Target }, controlEvents) { receiver, control in
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
        let selector = Selector(Self.unnamedAction(of: Target.self), action)
        append(target, selector, { $0 is Target }, controlEvents) { receiver, _ in
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
        append(target.map { $0 as AnyObject }, action, accepts, controlEvents) { receiver, control in
            if let why = action.unreachable(on: receiver, with: control) { return why }
            return action.method?.call(receiver, control) == true ? nil : "the action \"\(action.name)\" was not sent"
        }
    }

    private func append(
        _ target: AnyObject?, _ selector: Selector, _ accepts: @escaping (AnyObject) -> Bool, _ events: Event,
        perform: @escaping (AnyObject, UIControl) -> String?
    ) {
        actions.append(
            TargetAction(
                target: target, hadTarget: target != nil, events: events, selector: selector, accepts: accepts,
                perform: perform, action: nil))
    }

    /// The name an action added as a method (`LoginViewController.submit`) goes by in
    /// `actions(forTarget:forControlEvent:)` and `enumerateEventHandlers(_:)`: Swift keeps no
    /// selector name for a method, so it says whose method it is, `"(a method of
    /// LoginViewController)"`. An action added as a `Selector` value goes by the selector's name.
    static func unnamedAction(of type: Any.Type) -> String { "(a method of \(type))" }

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
        removeEntries(for: events) { entry in entry.action == nil && (target == nil || entry.target === target) }
    }

    /// Takes `events` away from the entries `matches` picks; an entry left with none goes.
    private func removeEntries(for events: Event, where matches: (TargetAction) -> Bool) {
        var kept: [TargetAction] = []
        for var entry in actions {
            if matches(entry) { entry.events.subtract(events) }
            if !entry.events.isEmpty { kept.append(entry) }
        }
        actions = kept
    }

    // MARK: Actions (iOS 14)

    /// A control that runs `primaryAction` for `.primaryActionTriggered` (nil: none).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            adoptPrimaryAction(primaryAction)
        }
    }

    /// A control made with a primary action takes what it shows from it (a button its title and
    /// image); the base control shows nothing.
    func adoptPrimaryAction(_ action: UIAction) {}

    /// Adds `action`, run for any of `controlEvents` in the order actions were added. An action
    /// with the same identifier already added for those events is replaced, as UIKit documents.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        actions.append(
            TargetAction(
                target: nil, hadTarget: true, events: controlEvents, selector: Selector(action.identifier.rawValue),
                accepts: { _ in false }, perform: { _, _ in nil }, action: action))
    }

    /// Removes `action` (matched by identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action identified by `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEntries(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Runs `action`'s handler with this control as its sender, whatever events it was added for
    /// (or none).
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Sends the action `action` (a `Selector` value) to `target` through the app, as UIKit's
    /// control does (`UIApplication.sendAction(_:to:from:for:)`): a `nil` target goes up the
    /// responder chain from the first responder. A selector made from a name alone is not sent
    /// and the trace says so.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let application = window?.application ?? CurrentSimulation.host?.application else {
            diagnostic("\(debugName).sendAction(\"\(action.name)\"): no app to send it through; not sent")
            return
        }
        application.sendAction(action, to: target, from: self, for: event)
    }

    /// The names of the actions `target` has on this control for `controlEvent` (nil when it has
    /// none): a `Selector` value's name, an action added as a method as
    /// `"(a method of LoginViewController)"` (Swift keeps no selector name for a method). A nil
    /// target asks for the actions that go up the responder chain.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = actions.filter { entry in
            entry.action == nil && !entry.events.intersection(controlEvent).isEmpty
                && (object.map { entry.target === $0 } ?? !entry.hadTarget)
        }.map(\.selector.name)
        return names.isEmpty ? nil : names
    }

    /// Calls `iterator` with each action of the control, in the order they were added: a
    /// `UIAction` (then the target and selector are nil), or a target (nil for the responder
    /// chain) with its method as a selector; with the events it is sent for. Setting the last
    /// argument to `true` stops.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions {
            if let action = entry.action {
                iterator(action, nil, entry.events, &stop)
            } else {
                if entry.hadTarget && entry.target == nil { continue }
                iterator(nil, (entry.target as Any?, entry.selector), entry.events, &stop)
            }
            if stop { return }
        }
    }

    /// Sends the control's primary action: `.primaryActionTriggered`'s actions.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// Whether any action is registered for any of `controlEvents`.
    func hasTargets(for controlEvents: Event) -> Bool {
        actions.contains { !$0.events.intersection(controlEvents).isEmpty }
    }

    /// The user's tap reached this enabled control (`Simulation.tap(_:)`): a finger down and
    /// up inside it. Controls whose value a tap changes (a switch, a segmented control) change
    /// it first and send `.valueChanged`.
    ///
    /// The touch is tracked as UIKit tracks one: highlighted and inside while down,
    /// `beginTracking(_:with:)` (its answer is `isTracking`), `.touchDown`; then
    /// `endTracking(_:with:)`, no longer highlighted, `.touchUpInside` and
    /// `.primaryActionTriggered`. The finger does not move: `continueTracking(_:with:)` is not
    /// called. A control may change the events a tap sends (`tapEvents`).
    func receiveTap() {
        let touch = UITouch(at: CGPoint(x: bounds.midX, y: bounds.midY), in: self)
        let event = UIEvent()
        isHighlighted = true
        touchInside = true
        tracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown)
        touch.phase = .ended
        if tracking { endTracking(touch, with: event) }
        tracking = false
        isHighlighted = false
        touchInside = false
        tapEnded()
    }

    /// What a tap sends once the finger is up: `.touchUpInside`, then the primary action; for a
    /// control that shows its menu as its primary action, `.menuActionTriggered` instead, and
    /// the trace says the menu was not shown.
    func tapEnded() {
        if showsMenuAsPrimaryAction && isContextMenuInteractionEnabled {
            diagnostic("tap on \(debugName): its menu would show (showsMenuAsPrimaryAction); menus are not simulated")
            sendActions(for: .menuActionTriggered)
            return
        }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Tracking touches

    /// A touch began in the control; answer whether to keep tracking it (default `true`). The
    /// answer is `isTracking`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; answer whether to keep tracking it (default `true`). A simulated
    /// tap does not move, so it is not called by one.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended (called by a simulated tap when `beginTracking` answered `true`).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking is cancelled: the control stops tracking and is no longer highlighted.
    open func cancelTracking(with event: UIEvent?) {
        tracking = false
        touchInside = false
        isHighlighted = false
    }

    /// Calls the actions registered for any of `controlEvents`, in the order they were added.
    /// Disabled controls send nothing. A deallocated target is skipped; a `nil` target goes up
    /// the responder chain.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            if let action = entry.action {
                action.perform(from: self)
                continue
            }
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
        for entry in actions where entry.action == nil {
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
