import Foundation

/// The simulated system keyboard: a state machine driven by first-responder changes and system
/// events, posting UIKit's notifications in iOS's order with iOS's frames and timing.
///
/// A show posts `willChangeFrame`, `willShow` (inside the keyboard's animation transaction),
/// moves the keyboard along curve 7's spring for 0.5 s, then posts `didChangeFrame`, `didShow`.
/// A hide mirrors it. In-place changes (predictive bar, emoji) post the same four with duration
/// 0. Begin and end frames are in screen coordinates of the current orientation (or, before
/// iOS 8, of portrait). Every choice not backed by the facts file is listed in
/// `SystemKeyboard.behaviourNotes` and in the README.
public final class SystemKeyboard {
    /// Where the keyboard sits.
    public enum Placement: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Full width at the bottom of the screen.
        case docked
        /// iPad: lifted off the bottom edge.
        case undocked
        /// iPad: undocked and split into two halves.
        case split
        /// iPad: the small floating keyboard.
        case floating
        /// A hardware keyboard is connected; only the shortcuts bar shows.
        case shortcutsBar
        /// A hardware keyboard is connected in the Simulator: no software keyboard at all.
        case none

        public var description: String { rawValue }
        /// Whether the app sees this keyboard as docked (notifications, keyboard layout guide).
        public var isDocked: Bool { self == .docked || self == .shortcutsBar }
    }

    /// The keyboard's own visibility.
    public enum Phase: String, Sendable, CustomStringConvertible {
        case hidden, showing, shown, hiding
        public var description: String { rawValue }
        /// Showing or shown.
        public var isUp: Bool { self == .showing || self == .shown }
    }

    public private(set) var phase: Phase = .hidden
    public private(set) var placement: Placement = .docked {
        didSet { if placement != oldValue { host.keyboardPlacementDidChange(to: placement) } }
    }
    public private(set) var isPredictiveBarEnabled: Bool
    public private(set) var isEmojiKeyboard = false
    public private(set) var isHardwareKeyboardConnected = false
    /// Another app's keyboard (Split View) is on screen; its notifications carry isLocal = false.
    public private(set) var isShowingOtherAppsKeyboard = false
    /// A third-party keyboard reporting these heights one after another (nil: the system one).
    public private(set) var thirdPartyHeights: [Double]?

    /// Where the keyboard is going (its model frame), in screen coordinates of the current
    /// orientation. Off screen (y = screen height) when hidden.
    public private(set) var frame: CGRect = .zero

    /// The keyboard of a logged replay: it posts nothing of its own and moves only where posted
    /// notifications put it (`adoptPosted`); focus changes only change the first responder.
    public var isDrivenByPosts = false

    private unowned let host: any KeyboardHost
    private weak var focusedResponder: UIResponder?
    private var motion: Motion
    private var pendingCompletion: VirtualClock.TaskID?
    /// Counts shows and hides: a third-party keyboard's growth belongs to the show that
    /// scheduled it and is dropped once another show or hide happened.
    private var showGeneration = 0

    init(host: any KeyboardHost) {
        self.host = host
        isPredictiveBarEnabled = host.profile.hasPredictiveBar
        motion = Motion(from: .zero, to: .zero, start: .zero, duration: .zero, timing: .none)
        frame = offscreen(dockedFrame())
        motion = Motion(from: frame, to: frame, start: .zero, duration: .zero, timing: .none)
    }

    // MARK: What is on screen

    /// The keyboard's frame as drawn at `instant`, along its animation curve.
    public func presentationFrame(at instant: SimulationInstant) -> CGRect {
        motion.frame(at: instant)
    }

    /// The keyboard's frame as drawn now.
    public var presentationFrame: CGRect { presentationFrame(at: host.clock.now) }

    /// The part of the keyboard on screen now, or `nil` when none is (hidden, or floating off
    /// the app counts as no keyboard over it).
    public var visibleFrame: CGRect? {
        guard placement != .none else { return nil }
        return presentationFrame.overlap(with: host.screen.bounds)
    }

    /// Whether the keyboard is moving at `instant`.
    public func isMoving(at instant: SimulationInstant) -> Bool {
        motion.isMoving(at: instant)
    }

    /// When the current movement ends.
    public var motionEnd: SimulationInstant { motion.start + motion.duration }

    // MARK: Frames

    private var screenBounds: CGRect { host.screen.bounds }

    private var accessoryHeight: CGFloat {
        focusedResponder?.inputAccessoryView?.frame.height ?? 0
    }

    /// The docked keyboard's height now (keyboard + accessory view).
    public var dockedHeight: CGFloat {
        let base = host.device.keyboardHeight(
            in: host.orientation, predictiveBar: isPredictiveBarEnabled && host.profile.hasPredictiveBar,
            emoji: isEmojiKeyboard, profile: host.profile).value
        return CGFloat(base) + accessoryHeight
    }

    private func dockedFrame(height: CGFloat? = nil) -> CGRect {
        let h = height ?? dockedHeight
        return CGRect(x: 0, y: screenBounds.height - h, width: screenBounds.width, height: h)
    }

    private func shortcutsBarFrame() -> CGRect {
        // The frame may still report the whole keyboard: only the bar's height is on screen.
        let visible = CGFloat(host.device.shortcutsBarHeight.value) + accessoryHeight
        return CGRect(x: 0, y: screenBounds.height - visible, width: screenBounds.width, height: dockedHeight)
    }

    private func undockedFrame() -> CGRect {
        // Lifted 150 pt off the bottom edge (unconfirmed: no trace gives the position).
        dockedFrame().offsetBy(dx: 0, dy: -150)
    }

    private func floatingFrame() -> CGRect {
        let size = host.device.floatingKeyboardSize?.value ?? CGSize(width: 320, height: 254)
        return CGRect(x: (screenBounds.width - size.width) / 2, y: screenBounds.height - size.height - 100,
                      width: size.width, height: size.height)
    }

    private func offscreen(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX, y: screenBounds.height, width: rect.width, height: rect.height)
    }

    /// The docked target for the current state (third-party growth stage included).
    private func targetFrame(stage: Int = 0) -> CGRect {
        if placement == .shortcutsBar { return shortcutsBarFrame() }
        if let heights = thirdPartyHeights, !heights.isEmpty {
            return dockedFrame(height: CGFloat(heights[min(stage, heights.count - 1)]) + accessoryHeight)
        }
        return dockedFrame()
    }

    /// A frame as the notification reports it: as is on iOS 8+; before, in portrait screen
    /// coordinates, so in landscape the width holds the keyboard's height.
    func reported(_ rect: CGRect) -> CGRect {
        guard !host.profile.framesFollowRotation, rect != .zero else { return rect }
        let portrait = host.screen.portraitBounds.size
        switch host.orientation {
        case .portrait:
            return rect
        case .portraitUpsideDown:
            return CGRect(x: portrait.width - rect.maxX, y: portrait.height - rect.maxY, width: rect.width, height: rect.height)
        case .landscapeRight:
            return CGRect(x: portrait.width - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .landscapeLeft:
            return CGRect(x: rect.minY, y: portrait.height - rect.maxX, width: rect.height, height: rect.width)
        }
    }

    /// The inverse of `reported(_:)`: a frame as a notification gave it, in the current
    /// orientation's screen coordinates.
    func unreported(_ rect: CGRect) -> CGRect {
        guard !host.profile.framesFollowRotation, rect != .zero else { return rect }
        let portrait = host.screen.portraitBounds.size
        switch host.orientation {
        case .portrait, .portraitUpsideDown:
            return reported(rect)
        case .landscapeRight:
            return CGRect(x: rect.minY, y: portrait.width - rect.maxX, width: rect.height, height: rect.width)
        case .landscapeLeft:
            return CGRect(x: portrait.height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        }
    }

    // MARK: Posting

    private static let showNames = ([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
                                    [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification])
    private static let hideNames = ([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                                    [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification])

    /// Moves the keyboard to `target` and posts `names.0` now and `names.1` when the move ends.
    ///
    /// - Parameters:
    ///   - reportedBegin/reportedEnd: override what the notification says (zero rects of
    ///     undocking) while the keyboard really moves to `target`.
    ///   - animated: duration from the profile and the keyboard's curve; otherwise duration 0 and
    ///     the "did" notifications follow at once.
    ///   - then: the state change when the move completes.
    private func transition(
        _ names: ([Notification.Name], [Notification.Name]),
        to target: CGRect,
        reportedBegin: CGRect? = nil,
        reportedEnd: CGRect? = nil,
        animated: Bool,
        isLocal: Bool = true,
        then completion: @escaping () -> Void = {}
    ) {
        cancelPendingCompletion()
        let now = host.clock.now
        let begin = presentationFrame(at: now)
        let duration: Duration = animated ? profileMovement.duration : .zero
        // A jump is recorded too: the frame before it, then the next display frame after it.
        if !animated && target != begin { host.keyboardMotionDidStart(until: now) }
        motion = Motion(from: begin, to: target, start: now, duration: duration,
                        timing: animated ? profileMovement.timing : .none)
        frame = target
        let info = KeyboardInfo(
            beginFrame: reported(reportedBegin ?? begin), endFrame: reported(reportedEnd ?? target),
            animationDuration: animated ? host.profile.keyboardAnimationDuration : 0,
            animationCurve: UIView.AnimationCurve(host.profile.keyboardAnimationCurve),
            isLocal: host.profile.postsIsLocal ? isLocal : nil)
        if animated { host.keyboardMotionDidStart(until: now + duration) }
        host.postKeyboardNotifications(names.0, info: info, inAnimationTransaction: true)
        let finish = { [weak self] in
            guard let self else { return }
            self.pendingCompletion = nil
            completion()
            self.host.postKeyboardNotifications(names.1, info: info, inAnimationTransaction: false)
        }
        if animated {
            pendingCompletion = host.clock.schedule(after: duration, finish)
        } else {
            finish()
        }
    }

    /// A notification pair that does not move the keyboard (undocked drags, floating moves).
    private func announce(_ names: [Notification.Name], begin: CGRect, end: CGRect) {
        let info = KeyboardInfo(
            beginFrame: reported(begin), endFrame: reported(end), animationDuration: 0,
            animationCurve: UIView.AnimationCurve(host.profile.keyboardAnimationCurve),
            isLocal: host.profile.postsIsLocal ? true : nil)
        host.postKeyboardNotifications(names, info: info, inAnimationTransaction: names.contains(where: Self.willNames.contains))
    }

    /// Jumps to `target` without posting anything.
    private func move(from start: CGRect? = nil, to target: CGRect, over duration: Duration = .zero, timing: Motion.Timing = .none) {
        cancelPendingCompletion()
        let now = host.clock.now
        let begin = start ?? presentationFrame(at: now)
        if duration == .zero && target != begin { host.keyboardMotionDidStart(until: now) }
        motion = Motion(from: begin, to: target, start: now, duration: duration, timing: timing)
        frame = target
        if duration > .zero { host.keyboardMotionDidStart(until: now + duration) }
    }

    private func cancelPendingCompletion() {
        if let pending = pendingCompletion {
            host.clock.cancel(pending)
            pendingCompletion = nil
        }
    }

    /// How the keyboard moves for a notification's curve and duration: curve 7's spring in its
    /// fixed 0.5 s; any other curve over the announced duration along UIKit's timing for it.
    static func movement(curve: Int, duration: Double) -> (timing: Motion.Timing, duration: Duration) {
        switch TimingCurve(UIView.AnimationCurve(curve)) {
        case .bezier(let function): (.bezier(function), .timeInterval(duration))
        default: (.keyboardSpring, KeyboardSpring.duration)
        }
    }

    /// How this iOS version's keyboard moves.
    private var profileMovement: (timing: Motion.Timing, duration: Duration) {
        Self.movement(curve: host.profile.keyboardAnimationCurve, duration: host.profile.keyboardAnimationDuration)
    }

    /// The "will" notifications: posted inside the keyboard's animation transaction.
    static let willNames: Set<Notification.Name> = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
                                                    UIResponder.keyboardWillChangeFrameNotification]

    // MARK: Show and hide

    private func show(animated: Bool = true) {
        if placement == .none { return }
        let target = targetFrame()
        let wasUp = phase.isUp
        let begin = wasUp ? presentationFrame : offscreen(target)
        if !wasUp { motion = Motion(from: begin, to: begin, start: host.clock.now, duration: .zero, timing: .none) }
        phase = .showing
        showGeneration += 1
        transition(Self.showNames, to: target, animated: animated) { [weak self] in
            self?.phase = .shown
        }
        scheduleThirdPartyGrowth()
    }

    private func hide(animated: Bool = true, isLocal: Bool = true) {
        guard phase.isUp else { return }
        phase = .hiding
        showGeneration += 1
        transition(Self.hideNames, to: offscreen(frame), animated: animated, isLocal: isLocal) { [weak self] in
            self?.phase = .hidden
        }
    }

    /// A third-party keyboard or input method re-posts willShow with growing heights, each an
    /// in-place change 0.1 s after the previous one (unconfirmed: logs show the re-posts but not
    /// their spacing). The show's own did-pair is superseded by the growth.
    private func scheduleThirdPartyGrowth() {
        guard let heights = thirdPartyHeights, heights.count > 1 else { return }
        let generation = showGeneration
        for stage in 1..<heights.count {
            host.clock.schedule(after: .milliseconds(100 * stage)) { [weak self] in
                guard let self, self.showGeneration == generation, self.phase.isUp, self.placement == .docked else { return }
                self.transition(Self.showNames, to: self.targetFrame(stage: stage), animated: false) { [weak self] in
                    self?.phase = .shown
                }
            }
        }
    }

    // MARK: First responder

    /// The window's first responder changed. On iOS 17 the keyboard reacts in a later run-loop
    /// turn (it lives out of process); before, synchronously.
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?) {
        focusedResponder = new
        guard !isDrivenByPosts else { return }
        if host.profile.postsAsynchronously {
            host.clock.schedule(after: .zero) { [weak self, weak old, weak new] in
                self?.react(from: old, to: new)
            }
        } else {
            react(from: old, to: new)
        }
    }

    private func react(from old: UIResponder?, to new: UIResponder?) {
        if isShowingOtherAppsKeyboard, new != nil {
            // Our own field takes the keyboard over: it becomes local without moving.
            isShowingOtherAppsKeyboard = false
        }
        switch placement {
        case .none:
            // The Simulator with a hardware keyboard: no willShow at all, a willHide on focus.
            guard new != nil else { return }
            let rest = offscreen(dockedFrame())
            transition(Self.hideNames, to: rest, reportedBegin: rest, animated: false)
        case .docked, .shortcutsBar:
            if new == nil {
                hide()
            } else if !phase.isUp || old == nil {
                show()
            } else {
                let target = targetFrame()
                if target != frame {
                    // Another accessory view: the frame changes in place.
                    transition(Self.showNames, to: target, animated: false)
                } else if host.profile.repostsWillShowOnFocusChange {
                    transition(Self.showNames, to: target, animated: true) { [weak self] in self?.phase = .shown }
                }
            }
        case .undocked, .split:
            // Layout changes while undocked post nothing.
            if new == nil {
                phase = .hidden
                move(to: offscreen(frame))
            } else {
                phase = .shown
                move(to: undockedFrame())
            }
        case .floating:
            // A floating keyboard posts only didChangeFrame.
            let begin = phase.isUp ? frame : .zero
            if new == nil {
                phase = .hidden
                move(to: offscreen(floatingFrame()))
                announce([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: .zero)
            } else {
                phase = .shown
                move(to: floatingFrame())
                announce([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: frame)
            }
        }
    }

    // MARK: In-place changes

    /// Turns the predictive bar on or off. With the keyboard up the frame changes in place
    /// (duration 0).
    public func setPredictiveBar(_ on: Bool) {
        guard requireSimulated("predictiveBar") else { return }
        guard host.profile.hasPredictiveBar else {
            host.keyboardDiagnostic("\(host.profile.name) has no predictive bar; predictiveBar ignored")
            return
        }
        guard on != isPredictiveBarEnabled else { return }
        isPredictiveBarEnabled = on
        changeInPlace()
    }

    /// Switches to or from the emoji keyboard (duration 0 with the keyboard up).
    public func setEmojiKeyboard(_ on: Bool) {
        guard requireSimulated("emoji") else { return }
        guard on != isEmojiKeyboard else { return }
        isEmojiKeyboard = on
        changeInPlace()
    }

    /// The focused responder's accessory view changed height; the frame follows in place.
    public func reloadInputViews() {
        guard requireSimulated("reloadInputViews") else { return }
        changeInPlace()
    }

    private func changeInPlace() {
        guard phase.isUp, placement == .docked else { return }
        let target = targetFrame()
        guard target != frame else { return }
        transition(Self.showNames, to: target, animated: false)
    }

    // MARK: Rotation

    /// Reported as a hide in the old orientation, then a show in the new one. `applyRotation`
    /// changes the screen between the two.
    func rotate(applyRotation: () -> Void) {
        guard !isDrivenByPosts else {
            applyRotation()
            return
        }
        let wasUp = phase.isUp && placement.isDocked && focusedResponder != nil
        guard wasUp else {
            applyRotation()
            let rest = phase.isUp ? targetForPlacement() : offscreen(placement == .floating ? floatingFrame() : dockedFrame())
            move(to: rest)
            return
        }
        if host.profile.rotationPostsHideThenShow {
            hide(animated: false)
            applyRotation()
            move(to: offscreen(targetFrame()))
            show()
        } else {
            applyRotation()
            transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
        }
    }

    private func targetForPlacement() -> CGRect {
        switch placement {
        case .docked, .shortcutsBar, .none: targetFrame()
        case .undocked, .split: undockedFrame()
        case .floating: floatingFrame()
        }
    }

    // MARK: iPad placements

    /// Whether the keyboard simulates itself; a keyboard driven by posted notifications
    /// ignores system events (a diagnostic says so).
    private func requireSimulated(_ event: String) -> Bool {
        guard isDrivenByPosts else { return true }
        host.keyboardDiagnostic("\(event): the keyboard follows the logged notifications and simulates nothing of its own. Ignored.")
        return false
    }

    private func requirePad(_ event: String) -> Bool {
        guard requireSimulated(event) else { return false }
        guard host.device.idiom == .pad else {
            host.keyboardDiagnostic("\(event) needs an iPad; \(host.device.name) has only a docked keyboard. Ignored.")
            return false
        }
        guard !isHardwareKeyboardConnected else {
            host.keyboardDiagnostic("\(event) with a hardware keyboard connected: there is no software keyboard to move. Ignored.")
            return false
        }
        return true
    }

    /// Lifts the keyboard off the bottom edge. The docked keyboard "leaves": willHide with a zero
    /// end frame.
    public func undock() {
        guard requirePad("undock"), placement == .docked || placement == .floating else { return }
        leaveDock(to: .undocked)
    }

    /// Splits the keyboard (undocking it first if docked).
    public func split() {
        guard requirePad("split") else { return }
        switch placement {
        case .docked, .floating: leaveDock(to: .split)
        case .undocked: placement = .split
        default: break
        }
    }

    /// Turns the keyboard into the floating keyboard.
    public func float() {
        guard requirePad("float"), placement != .floating else { return }
        let wasDocked = placement == .docked && phase.isUp
        if wasDocked {
            transition(Self.hideNames, to: floatingFrame(), reportedEnd: .zero, animated: true) { [weak self] in
                self?.phase = .shown
            }
        }
        let begin = phase.isUp ? frame : CGRect.zero
        placement = .floating
        guard phase.isUp else { return }
        if wasDocked {
            // After the hide's did-pair (scheduled first for the same instant): the floating
            // keyboard announces itself with didChangeFrame only.
            host.clock.schedule(after: profileMovement.duration) { [weak self] in
                guard let self, self.placement == .floating else { return }
                self.announce([UIResponder.keyboardDidChangeFrameNotification], begin: .zero, end: self.frame)
            }
        } else {
            move(to: floatingFrame())
            announce([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: frame)
        }
    }

    private func leaveDock(to newPlacement: Placement) {
        let wasDocked = placement == .docked
        placement = newPlacement
        guard phase.isUp else {
            frame = offscreen(undockedFrame())
            return
        }
        if wasDocked {
            transition(Self.hideNames, to: undockedFrame(), reportedEnd: .zero, animated: true) { [weak self] in
                self?.phase = .shown
            }
        } else {
            move(to: undockedFrame())
        }
    }

    /// Docks the keyboard at the bottom again: willShow with the docked frame.
    public func dock() {
        guard requirePad("dock"), placement != .docked else { return }
        let wasUp = phase.isUp
        placement = .docked
        if wasUp, focusedResponder != nil {
            transition(Self.showNames, to: targetFrame(), reportedBegin: .zero, animated: true) { [weak self] in
                self?.phase = .shown
            }
        } else {
            phase = .hidden
            move(to: offscreen(dockedFrame()))
        }
    }

    /// Drags an undocked, split or floating keyboard by `dy` points (and `dx` for floating).
    /// Undocked: willChangeFrame with a zero rect, then didChangeFrame with a zero rect.
    /// Floating: didChangeFrame with the new frame only.
    public func drag(dx: CGFloat = 0, dy: CGFloat) {
        guard requirePad("drag") else { return }
        guard phase.isUp else {
            host.keyboardDiagnostic("drag with the keyboard hidden: nothing to drag. Ignored.")
            return
        }
        switch placement {
        case .undocked, .split:
            announce([UIResponder.keyboardWillChangeFrameNotification], begin: .zero, end: .zero)
            move(to: clampedToScreen(frame.offsetBy(dx: 0, dy: dy)))
            announce([UIResponder.keyboardDidChangeFrameNotification], begin: .zero, end: .zero)
        case .floating:
            let begin = frame
            move(to: clampedToScreen(frame.offsetBy(dx: dx, dy: dy)))
            announce([UIResponder.keyboardDidChangeFrameNotification], begin: begin, end: frame)
        default:
            host.keyboardDiagnostic("drag with a docked keyboard: undock or float it first. Ignored.")
        }
    }

    private func clampedToScreen(_ rect: CGRect) -> CGRect {
        let bounds = screenBounds
        let x = min(max(rect.minX, bounds.minX), bounds.maxX - rect.width)
        let y = min(max(rect.minY, bounds.minY), bounds.maxY - rect.height)
        return CGRect(x: x, y: y, width: rect.width, height: rect.height)
    }

    // MARK: Hardware keyboard

    /// Connects a hardware keyboard. On a device the software keyboard shrinks to the shortcuts
    /// bar (the frame may still report the whole keyboard); in the Simulator it goes away.
    public func connectHardwareKeyboard() {
        guard requireSimulated("hardwareKeyboard") else { return }
        guard !isHardwareKeyboardConnected else { return }
        isHardwareKeyboardConnected = true
        if host.profile.runsInSimulator {
            hide()
            placement = .none
        } else {
            let wasUp = phase.isUp && placement.isDocked
            placement = .shortcutsBar
            if wasUp {
                transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
            }
        }
    }

    /// Disconnects the hardware keyboard: the software keyboard comes back for a focused field.
    public func disconnectHardwareKeyboard() {
        guard requireSimulated("hardwareKeyboard") else { return }
        guard isHardwareKeyboardConnected else { return }
        isHardwareKeyboardConnected = false
        placement = .docked
        guard focusedResponder != nil else { return }
        if phase.isUp {
            transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
        } else {
            show()
        }
    }

    // MARK: Multitasking and third-party keyboards

    /// Another app in Split View raises its keyboard: this app receives the notifications with
    /// `UIKeyboardIsLocalUserInfoKey` false.
    public func showOtherAppsKeyboard() {
        guard requireSimulated("otherAppKeyboard") else { return }
        guard !phase.isUp, placement.isDocked else { return }
        isShowingOtherAppsKeyboard = true
        let target = dockedFrame()
        motion = Motion(from: offscreen(target), to: offscreen(target), start: host.clock.now, duration: .zero, timing: .none)
        phase = .showing
        transition(Self.showNames, to: target, animated: true, isLocal: false) { [weak self] in self?.phase = .shown }
    }

    /// The other app's keyboard goes away.
    public func hideOtherAppsKeyboard() {
        guard requireSimulated("otherAppKeyboard") else { return }
        guard isShowingOtherAppsKeyboard else { return }
        isShowingOtherAppsKeyboard = false
        hide(isLocal: false)
    }

    /// Uses a third-party keyboard (or input method) that reports these heights one after
    /// another on every show, re-posting willShow each time (`[0, 216, 256]`; a Chinese IME:
    /// `[216, 289.5]`). `nil` returns to the system keyboard.
    public func useThirdPartyKeyboard(heights: [Double]?) {
        guard requireSimulated("thirdPartyKeyboard") else { return }
        thirdPartyHeights = heights.flatMap { $0.isEmpty ? nil : $0 }
        if phase.isUp, placement == .docked, let heights = thirdPartyHeights {
            showGeneration += 1
            transition(Self.showNames, to: dockedFrame(height: CGFloat(heights[0]) + accessoryHeight), animated: false)
            scheduleThirdPartyGrowth()
        }
    }

    // MARK: Posted notifications

    /// A keyboard notification posted from a log (or a test) is about to go through the bus:
    /// the keyboard takes its frames as its own, so frames, verdicts and pictures agree with
    /// what the handlers are told.
    ///
    /// - The end frame is where the keyboard goes; the begin frame (when not zero) where it
    ///   starts. A "will" notification with a duration moves it along the curve (curve 7: the
    ///   keyboard's 0.5 s spring); a "did" notification, or duration 0, puts it there at once
    ///   (a did that confirms where the keyboard is already going changes nothing).
    /// - Placement from the end frame: at or below the bottom edge, hidden; full width on the
    ///   bottom edge, docked; on an iPad, lifted, undocked, and narrower, floating. A zero
    ///   rect on an iPad means the keyboard left the dock to a place the notification does not
    ///   give: undocked, drawn nowhere. No end frame: nothing moves.
    func adoptPosted(_ name: Notification.Name, beginFrame: CGRect?, endFrame: CGRect?, duration: Double, curve: Int) {
        guard let reportedEnd = endFrame else { return }
        let end = unreported(reportedEnd)
        let isWill = Self.willNames.contains(name)
        let bounds = screenBounds
        var target = end
        var isUp = true
        if end == .zero {
            if host.device.idiom == .pad {
                if placement.isDocked || placement == .none { placement = .undocked }
            } else {
                isUp = false
            }
            target = offscreen(frame)
        } else if end.minY >= bounds.maxY - 0.5 || end.height <= 0 {
            isUp = false
            if placement == .none { placement = .docked }
        } else if host.device.idiom == .pad && end.width < bounds.width - 0.5 {
            placement = .floating
        } else if host.device.idiom == .pad && end.maxY < bounds.maxY - 0.5 {
            placement = .undocked
        } else {
            placement = .docked
        }
        showGeneration += 1
        let finalPhase: Phase = isUp ? .shown : .hidden
        if !isWill && target == frame {
            // The did-notification of a move already under way.
            if !isMoving(at: host.clock.now) { phase = finalPhase }
            return
        }
        let animated = isWill && duration > 0
        let start = beginFrame.flatMap { $0 == .zero ? nil : unreported($0) }
        if animated {
            let movement = Self.movement(curve: curve, duration: duration)
            move(from: start, to: target, over: movement.duration, timing: movement.timing)
            phase = isUp ? .showing : .hiding
            pendingCompletion = host.clock.schedule(after: movement.duration) { [weak self] in
                self?.pendingCompletion = nil
                self?.phase = finalPhase
            }
        } else {
            move(to: target)
            phase = finalPhase
        }
    }

    // MARK: Interactive dismissal

    /// A scroll view's interactive dismissal: the keyboard follows the finger down over
    /// `duration` without any notification, then the field resigns and the hide is posted from
    /// where the finger left the keyboard.
    public func interactiveDismiss(over duration: Duration, resign: @escaping () -> Void) {
        guard requireSimulated("interactiveDismiss") else { return }
        guard phase.isUp, placement.isDocked else {
            host.keyboardDiagnostic("interactive dismissal with no docked keyboard up. Ignored.")
            return
        }
        // The finger drags the keyboard 80% of the way down (unconfirmed: where a user lets go).
        let dragged = frame.offsetBy(dx: 0, dy: frame.height * 0.8)
        move(to: dragged, over: duration, timing: .linear)
        frame = dragged
        host.clock.schedule(after: duration) { resign() }
    }
}

/// What the keyboard needs from the simulation.
protocol KeyboardHost: AnyObject {
    var clock: VirtualClock { get }
    var device: Device { get }
    var orientation: UIInterfaceOrientation { get }
    var profile: BehaviorProfile { get }
    var screen: UIScreen { get }
    func postKeyboardNotifications(_ names: [Notification.Name], info: KeyboardInfo, inAnimationTransaction: Bool)
    func keyboardMotionDidStart(until end: SimulationInstant)
    func keyboardDiagnostic(_ message: String)
    func keyboardPlacementDidChange(to placement: SystemKeyboard.Placement)
}

/// One movement of the keyboard, evaluated in closed form at any instant.
struct Motion {
    enum Timing {
        case none, linear, keyboardSpring
        case bezier(CubicBezierTimingFunction)
    }

    var from: CGRect
    var to: CGRect
    var start: SimulationInstant
    var duration: Duration
    var timing: Timing

    func progress(at instant: SimulationInstant) -> Double {
        let elapsed = (instant - start).secondsValue
        let total = duration.secondsValue
        guard total > 0, elapsed < total else { return elapsed < 0 && total > 0 ? 0 : 1 }
        guard elapsed > 0 else { return 0 }
        switch timing {
        case .none: return 1
        case .linear: return elapsed / total
        case .keyboardSpring: return KeyboardSpring.progress(atSeconds: elapsed)
        case .bezier(let function): return function.progress(at: elapsed / total)
        }
    }

    func frame(at instant: SimulationInstant) -> CGRect {
        let p = progress(at: instant)
        if p >= 1 { return to }
        if p <= 0 { return from }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(p) }
        return CGRect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                      width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    func isMoving(at instant: SimulationInstant) -> Bool {
        duration > .zero && instant >= start && instant < start + duration
    }
}
