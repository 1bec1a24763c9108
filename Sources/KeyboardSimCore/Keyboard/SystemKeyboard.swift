import Foundation

/// The simulated system keyboard: a state machine driven by first-responder changes and system
/// events, posting UIKit's notifications in iOS's order with iOS's frames and timing.
///
/// A show posts `willChangeFrame`, `willShow` (inside the keyboard's animation transaction),
/// moves the keyboard along curve 7's spring for 0.5 s, then posts `didChangeFrame`, `didShow`.
/// A hide mirrors it. In-place changes (predictive bar, emoji) post the same four with duration
/// 0. Begin and end frames are in screen coordinates of the current orientation (or, before
/// iOS 8, of portrait). Every choice no public source backs is listed in
/// `SystemKeyboard.behaviorNotes` and in the "What is simulated" article.
@MainActor public final class SystemKeyboard {
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

    /// Whether the keyboard simulates itself or follows posted notifications.
    public enum Mode: String, Sendable, CaseIterable, CustomStringConvertible {
        /// It reacts to focus and system events, posting UIKit's notifications.
        case simulated
        /// The keyboard of a logged replay: it posts nothing of its own and moves only where
        /// posted notifications put it (`adoptPosted`); focus changes only change the first
        /// responder, and system events are ignored with a diagnostic.
        case drivenByPosts

        public var description: String { rawValue }
    }

    /// The keyboard's own visibility.
    public enum Phase: String, Sendable, CustomStringConvertible {
        /// Off screen.
        case hidden
        /// Moving up (or changing) after a willShow.
        case showing
        /// At rest on screen.
        case shown
        /// Moving down after a willHide.
        case hiding
        public var description: String { rawValue }
        /// Showing or shown.
        public var isUp: Bool { self == .showing || self == .shown }
    }

    /// The keyboard's visibility.
    public internal(set) var phase: Phase = .hidden {
        didSet { if phase == .hidden, oldValue != .hidden { releaseLeavingInputViews() } }
    }
    /// Where the keyboard sits.
    public internal(set) var placement: Placement = .docked {
        didSet {
            guard placement != oldValue else { return }
            // A bar still to arrive belongs to the docked keyboard that was showing.
            isPredictiveBarPending = false
            environment.recorder.recordPlacement(placement)
        }
    }
    /// Whether the predictive bar is on (iOS 8+).
    public internal(set) var isPredictiveBarEnabled: Bool
    /// Whether the emoji keyboard is chosen.
    public var isEmojiKeyboard: Bool { inputMode == .emoji }
    /// The input mode the user chose (English until a switch).
    public internal(set) var inputMode = KeyboardInputMode.english
    /// The last mode other than emoji: where switching back from the emoji keyboard returns.
    var inputModeBeforeEmoji = KeyboardInputMode.english
    /// The last input accessory view whose height was refused (said once in the trace).
    weak var reportedAccessoryView: UIView?
    /// The accessory view shown now (`shownAccessoryView`): a responder inside it keeps it.
    weak var hostedAccessoryView: UIView?
    /// The responder whose own accessory view that is (a chat screen's controller, while its
    /// bar's text view has the focus).
    weak var hostedAccessoryOwner: UIResponder?
    /// The accessory and input views the keyboard shows now (`hostInputViews()`).
    var hostedInputViews: [UIView] = []
    /// The view holding them, whose frame follows the keyboard's (`InputSetHostView`).
    let inputSetHost = InputSetHostView()
    /// Where the keyboard rested when a finger began dragging it (interactive dismissal), until
    /// the finger lifts.
    var fingerRest: CGRect?
    /// Whether a hardware keyboard is connected.
    public internal(set) var isHardwareKeyboardConnected = false
    /// Another app's keyboard (Split View) is on screen; its notifications carry isLocal = false.
    public internal(set) var isShowingOtherAppsKeyboard = false
    /// Whose keyboard it is, which every notification says (`UIKeyboardIsLocalUserInfoKey`): this
    /// app's, unless another app's keyboard is up; whatever changes it then (a placement, the
    /// predictive bar, a hardware keyboard, a rotation) is another app's keyboard changing.
    var isOwnKeyboard: Bool { !isShowingOtherAppsKeyboard }
    /// A third-party keyboard reporting these heights one after another (nil: the system one).
    public internal(set) var thirdPartyHeights: [Double]?

    /// Where the keyboard is going (its model frame), in screen coordinates of the current
    /// orientation. Off screen (y = screen height) when hidden.
    public internal(set) var frame: CGRect = .zero

    /// Whether the keyboard simulates itself or follows posted notifications (fixed when the
    /// simulation is made: `Simulation(keyboard:)`).
    public let mode: Mode
    /// The keyboard of a logged replay (`Mode.drivenByPosts`).
    public var isDrivenByPosts: Bool { mode == .drivenByPosts }

    let environment: KeyboardEnvironment
    weak var focusedResponder: UIResponder?
    var motion: Motion {
        didSet { placeInputSetHost(at: environment.clock.now) }
    }
    var pendingCompletion: VirtualClock.TaskID?
    /// Counts the keyboard's notification sequences and silent moves (`transition`, `announce`,
    /// `move`): a sequence whose number is no longer the last was re-planned by a handler that
    /// moved the keyboard while it was being posted, and posts nothing more (iOS posts only for
    /// the keyboard's current geometry).
    var transitionCount = 0
    /// Counts shows and hides: a third-party keyboard's growth belongs to the show that
    /// scheduled it and is dropped once another show or hide happened.
    var showGeneration = 0
    /// Whether the keyboard has shown since the simulation began (the app's launch): the first
    /// show's begin frame is shorter on the screens whose logs show it.
    var hasShownSinceLaunch = false
    /// iOS 8 and 9: a show began without the predictive bar, which has not arrived yet.
    var isPredictiveBarPending = false

    init(_ environment: KeyboardEnvironment, mode: Mode) {
        self.environment = environment
        self.mode = mode
        isPredictiveBarEnabled = environment.profile.hasPredictiveBar
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
    public var presentationFrame: CGRect { presentationFrame(at: environment.clock.now) }

    /// The part of the keyboard on screen now, or `nil` when none is (hidden, or floating off
    /// the app counts as no keyboard over it).
    public var visibleFrame: CGRect? {
        guard placement != .none else { return nil }
        return presentationFrame.overlap(with: environment.screen.bounds)
    }

    /// Whether the keyboard is moving at `instant`.
    public func isMoving(at instant: SimulationInstant) -> Bool {
        motion.isMoving(at: instant)
    }

    /// When the current movement ends.
    public var motionEnd: SimulationInstant { motion.start + motion.duration }

    // MARK: Posting

    /// What a move posts: its "will" notifications at once, its "did" notifications when it ends.
    struct NotificationPair {
        var will: [Notification.Name]
        var did: [Notification.Name]
    }

    /// What a show posts.
    nonisolated static let showNames = NotificationPair(
        will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
        did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification])
    /// What a hide posts.
    nonisolated static let hideNames = NotificationPair(
        will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
        did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification])

    /// Moves the keyboard to `target` and posts `names.will` now and `names.did` when the move ends.
    ///
    /// - Parameters:
    ///   - reportedBegin/reportedEnd: override what the notification says (zero rects of
    ///     undocking) while the keyboard really moves to `target`.
    ///   - animated: duration from the profile and the keyboard's curve; otherwise duration 0 and
    ///     the "did" notifications follow at once.
    ///   - announcesAnimation: what the notifications say when it differs from `animated` (the
    ///     hide of an early-iOS rotation announces the keyboard's duration while the interface
    ///     turns).
    ///   - then: the state change when the move completes.
    func transition(
        _ names: NotificationPair,
        to target: CGRect,
        reportedBegin: CGRect? = nil,
        reportedEnd: CGRect? = nil,
        animated: Bool,
        announcesAnimation: Bool? = nil,
        riding ride: KeyboardRide? = nil,
        then completion: @escaping () -> Void = {}
    ) {
        cancelPendingCompletion()
        let now = environment.clock.now
        let begin = presentationFrame(at: now)
        // Riding a transition: the keyboard moves with the arriving screen (ease in and out,
        // unconfirmed) and announces the transition's time left.
        let movement = ride.map { Self.movement(curve: 0, duration: $0.duration.secondsValue) } ?? profileMovement
        let announcedDuration = ride?.duration.secondsValue ?? environment.profile.keyboardAnimationDuration
        let duration: Duration = animated ? movement.duration : .zero
        // A jump is recorded too: the frame before it, then the next display frame after it.
        if !animated && target != begin { environment.keyboardMoves(until: now) }
        motion = Motion(
            from: begin, to: target, start: now, duration: duration,
            timing: animated ? movement.timing : .none)
        frame = target
        let info = KeyboardInfo(
            beginFrame: reported(reportedBegin ?? begin), endFrame: reported(reportedEnd ?? target),
            animationDuration: (announcesAnimation ?? animated) ? announcedDuration : 0,
            animationCurve: UIView.AnimationCurve(environment.profile.keyboardAnimationCurve),
            isLocal: environment.profile.postsIsLocal ? isOwnKeyboard : nil)
        if animated { environment.keyboardMoves(until: now + duration) }
        // A handler of these notifications may move the keyboard again (rotate the device, resign
        // the field): the later move plans its own notifications, and this one's rest is stale.
        transitionCount += 1
        let thisTransition = transitionCount
        let isCurrent = { [unowned self] in self.transitionCount == thisTransition }
        environment.poster.postKeyboardNotifications(names.will, info: info, inAnimationTransaction: true, while: isCurrent)
        guard isCurrent() else { return }
        let finish = { [weak self] in
            guard let self else { return }
            self.pendingCompletion = nil
            completion()
            self.environment.poster.postKeyboardNotifications(names.did, info: info, inAnimationTransaction: false, while: isCurrent)
        }
        if animated {
            pendingCompletion = environment.clock.schedule(after: duration, finish)
        } else {
            finish()
        }
    }

    /// A notification pair that does not move the keyboard (undocked drags, floating moves).
    func announce(_ names: [Notification.Name], begin: CGRect, end: CGRect) {
        let info = KeyboardInfo(
            beginFrame: reported(begin), endFrame: reported(end), animationDuration: 0,
            animationCurve: UIView.AnimationCurve(environment.profile.keyboardAnimationCurve),
            isLocal: environment.profile.postsIsLocal ? isOwnKeyboard : nil)
        transitionCount += 1
        let thisTransition = transitionCount
        environment.poster.postKeyboardNotifications(
            names, info: info, inAnimationTransaction: names.contains(where: Self.willNames.contains),
            while: { [unowned self] in self.transitionCount == thisTransition })
    }

    /// Places the keyboard, without posting anything, just below the screen under `target`:
    /// where a show the app hears as a first one starts.
    func startBelowScreen(_ target: CGRect) {
        motion = Motion(from: offscreen(target), to: offscreen(target), start: environment.clock.now, duration: .zero, timing: .none)
    }

    /// Jumps to `target` without posting anything.
    func move(from start: CGRect? = nil, to target: CGRect, over duration: Duration = .zero, timing: Motion.Timing = .none) {
        cancelPendingCompletion()
        // A sequence being posted (a handler rotated the device under it) is stale now.
        transitionCount += 1
        let now = environment.clock.now
        let begin = start ?? presentationFrame(at: now)
        if duration == .zero && target != begin { environment.keyboardMoves(until: now) }
        motion = Motion(from: begin, to: target, start: now, duration: duration, timing: timing)
        frame = target
        if duration > .zero { environment.keyboardMoves(until: now + duration) }
    }

    func cancelPendingCompletion() {
        if let pending = pendingCompletion {
            environment.clock.cancel(pending)
            pendingCompletion = nil
        }
    }

    /// The "will" notifications: posted inside the keyboard's animation transaction.
    nonisolated package static let willNames: Set<Notification.Name> = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardWillChangeFrameNotification,
    ]

    // MARK: Show and hide

    /// Shows the keyboard. `predictiveBarMayArriveLate`: a first show on iOS 8 and 9 (not the
    /// show after a rotation, whose keyboard already had its bar).
    func show(animated: Bool = true, predictiveBarMayArriveLate: Bool = true) {
        if placement == .none { return }
        let wasUp = phase.isUp
        // iOS 8 and 9: the show is announced without the predictive bar, which arrives after.
        isPredictiveBarPending =
            predictiveBarMayArriveLate && !wasUp && placement == .docked && thirdPartyHeights == nil
            && isPredictiveBarEnabled && environment.profile.predictiveBarArrivesLate
        let target = targetFrame()
        // A keyboard raised by a screen arriving in an animated presentation or push rides it:
        // its notifications carry the transition's duration, its begin frame the screen's travel.
        let ride = wasUp || !animated || placement != .docked ? nil : environment.ride
        let begin =
            wasUp
            ? presentationFrame
            : ride.map { target.offsetBy(dx: $0.travel.width, dy: $0.travel.height) } ?? offscreen(target)
        if !wasUp { motion = Motion(from: begin, to: begin, start: environment.clock.now, duration: .zero, timing: .none) }
        // The first show after launch announces a shorter keyboard where logs show it; it still
        // moves as any show does.
        let firstShowHeight =
            hasShownSinceLaunch || wasUp || ride != nil || placement != .docked || thirdPartyHeights != nil
                || inputMode != .english || accessoryHeight > 0 || focusedInput != .keys
                || !environment.screen.interfaceOrientation.isPortrait
            ? nil : environment.device.firstShowBeginHeight(onIOS: environment.profile.majorVersion)
        let reportedBegin = firstShowHeight.map { CGRect(x: begin.minX, y: begin.minY, width: begin.width, height: CGFloat($0.value)) }
        hasShownSinceLaunch = true
        phase = .showing
        showGeneration += 1
        let generation = showGeneration
        transition(Self.showNames, to: target, reportedBegin: reportedBegin, animated: animated, riding: ride) { [weak self] in
            self?.phase = .shown
        }
        // A handler that showed or hid the keyboard again planned what follows its own show.
        guard showGeneration == generation else { return }
        scheduleThirdPartyGrowth()
        schedulePredictiveBarArrival()
    }

    func hide(animated: Bool = true, announcesAnimation: Bool? = nil) {
        guard phase.isUp else { return }
        phase = .hiding
        showGeneration += 1
        isPredictiveBarPending = false
        transition(Self.hideNames, to: offscreen(frame), animated: animated, announcesAnimation: announcesAnimation) { [weak self] in
            self?.phase = .hidden
        }
    }

    // MARK: First responder

    /// The window's first responder changed. On iOS 17 the keyboard reacts in a later run-loop
    /// turn (it lives out of process); before, synchronously.
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?) {
        focusedResponder = new
        hostInputViews()
        guard !isDrivenByPosts else { return }
        if environment.profile.postsAsynchronously {
            environment.clock.schedule(after: .zero) { [weak self, weak old, weak new] in
                // The keyboard answers the focus as it stands when it answers: a focus taken back
                // in the same turn (focus, then resign, at one instant) is answered by the later
                // change alone, as the same steps a moment apart would be.
                guard let self, self.focusedResponder === new else { return }
                self.react(from: old, to: new)
            }
        } else {
            react(from: old, to: new)
        }
    }

    func react(from old: UIResponder?, to new: UIResponder?) {
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
            if showsNothing {
                // iOS 5–8, hardware keyboard, no accessory view: no notification at all (an iPad
                // log of iOS 5); a bar left by a field with an accessory view goes.
                if phase.isUp { hide() }
            } else if new == nil || focusedResponderShowsNothing {
                hide()
            } else if !phase.isUp || old == nil {
                show()
            } else {
                let target = targetFrame()
                if target != frame, input(of: old) != focusedInput {
                    // Keys or an input view in place of another (a picker after a text field, the
                    // keys after a picker): the keyboard animates to its new height, announced as
                    // a show whether it grows or shrinks — "only a KeyBoardWillShow event is
                    // thrown (it isn't balanced with a KeyBoardWillHide)"
                    // (github.com/michaeltyson/TPKeyboardAvoiding/pull/8); "going from a keyboard
                    // to a select dropdown picker triggered the show handler without ever calling
                    // the hide handler" (github.com/apache/cordova-plugins/pull/11). The bar left
                    // alone (the chat's text view resigned, the controller keeping its bar) is
                    // announced as a hide (a chat screen's willHide "after opening and closing the
                    // keyboard": github.com/MessageKit/MessageKit/issues/977).
                    let names = focusedInput == .accessoryOnly && target.height < frame.height ? Self.hideNames : Self.showNames
                    transition(names, to: target, animated: true) { [weak self] in self?.phase = .shown }
                } else if target != frame {
                    // Another accessory view, or keys of another height (letters with the bar
                    // after a number pad): the frame changes in place (unconfirmed: no public
                    // log of a keyboard-type change between two focused fields).
                    transition(Self.showNames, to: target, animated: false)
                } else if environment.profile.repostsWillShowOnFocusChange {
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
        guard environment.profile.hasPredictiveBar else {
            environment.recorder.diagnostic("\(environment.profile.name) has no predictive bar; predictiveBar ignored")
            return
        }
        guard on != isPredictiveBarEnabled else { return }
        isPredictiveBarEnabled = on
        isPredictiveBarPending = false
        changeInPlace()
    }

    /// iOS 8 and 9: the predictive bar arrives once the show's move has ended (unconfirmed
    /// moment), after its did-pair: a frame change in place (duration 0, the keyboard as it
    /// is), then a willShow animated from the keyboard at rest to the taller frame.
    func schedulePredictiveBarArrival() {
        guard isPredictiveBarPending else { return }
        let generation = showGeneration
        environment.clock.schedule(after: profileMovement.duration) { [weak self] in
            guard let self, self.showGeneration == generation, self.isPredictiveBarPending, self.phase.isUp,
                self.placement == .docked, self.isPredictiveBarEnabled, self.thirdPartyHeights == nil
            else { return }
            let rest = self.frame
            self.announce(
                [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification],
                begin: rest, end: rest)
            self.isPredictiveBarPending = false
            self.transition(Self.showNames, to: self.targetFrame(), reportedBegin: rest, animated: true) { [weak self] in
                self?.phase = .shown
            }
        }
    }

    /// Switches to or from the emoji keyboard (duration 0 with the keyboard up); back from it is
    /// the mode before it.
    public func setEmojiKeyboard(_ on: Bool) {
        guard requireSimulated("emoji") else { return }
        guard on != isEmojiKeyboard else { return }
        switchInputMode(to: on ? .emoji : inputModeBeforeEmoji)
    }

    /// The user switches the keyboard's input mode (the globe key, or dictation): its height
    /// changes in place, with duration 0, while the keyboard is up; nothing is posted when the
    /// height stays (English to another Latin layout). See ``KeyboardInputMode``.
    public func setInputMode(_ mode: KeyboardInputMode) {
        guard requireSimulated("inputMode") else { return }
        switchInputMode(to: mode)
    }

    private func switchInputMode(to mode: KeyboardInputMode) {
        guard mode != inputMode else { return }
        if mode != .emoji { inputModeBeforeEmoji = mode }
        inputMode = mode
        // The globe key leaves a third-party keyboard for the system's.
        thirdPartyHeights = nil
        isPredictiveBarPending = false
        // The user switches with the keyboard up; a mode chosen before a show is posted nothing.
        if phase.isUp { environment.poster.postInputModeDidChange(textInputMode) }
        changeInPlace()
    }

    /// The current mode as UIKit gives it (`UIResponder.textInputMode`); modes compare by their
    /// primary language.
    var textInputMode: UITextInputMode? { UITextInputMode(primaryLanguage: inputMode.primaryLanguage) }

    /// The focused responder's accessory view changed height; the frame follows in place.
    public func reloadInputViews() {
        guard requireSimulated("reloadInputViews") else { return }
        hostInputViews()
        changeInPlace()
    }

    /// `responder.reloadInputViews()`: when it is the focused responder, as `reloadInputViews()`;
    /// nothing while the keyboard follows logged notifications (libraries call it on every focus
    /// change, where the log already holds what the keyboard did).
    func inputViewsDidReload(for responder: UIResponder) {
        guard responder === focusedResponder, !isDrivenByPosts else { return }
        reloadInputViews()
    }

    func changeInPlace() {
        guard phase.isUp, placement == .docked else { return }
        let target = targetFrame()
        guard target != frame else { return }
        transition(Self.showNames, to: target, animated: false)
    }

    // MARK: Rotation

    /// Reported as a hide in the old orientation, then a show in the new one. `applyRotation`
    /// changes the screen between the two; the input and accessory views the keyboard holds are
    /// placed again at once, an input view taking the new screen's width (as the keyboard does).
    func rotate(applyRotation: () -> Void) {
        func turn() {
            applyRotation()
            hostInputViews()
        }
        guard !isDrivenByPosts else {
            turn()
            return
        }
        let wasUp = phase.isUp && placement.isDocked && focusedResponder != nil
        guard wasUp else {
            turn()
            let rest = phase.isUp ? targetForPlacement() : offscreen(placement == .floating ? floatingFrame() : dockedFrame())
            move(to: rest)
            return
        }
        if environment.profile.rotationPostsHideThenShow {
            // iOS ≤ 7 announced the rotation's hide with the keyboard's duration and curve (an
            // iPad log of iOS 5: 0.25 s, curve 0); later iOS with duration 0.
            hide(animated: false, announcesAnimation: environment.profile.rotationHideAnnouncesKeyboardDuration)
            turn()
            move(to: offscreen(targetFrame()))
            show(predictiveBarMayArriveLate: false)
        } else {
            turn()
            transition(Self.showNames, to: targetFrame(), animated: true) { [weak self] in self?.phase = .shown }
        }
    }

    // MARK: Simulated or driven by posts

    /// Whether the keyboard simulates itself; a keyboard driven by posted notifications
    /// ignores system events (a diagnostic says so).
    func requireSimulated(_ event: String) -> Bool {
        guard isDrivenByPosts else { return true }
        environment.recorder.diagnostic(
            "\(event): the keyboard follows the logged notifications and simulates nothing of its own. Ignored.")
        return false
    }

    // MARK: Interactive dismissal

    /// A finger at `y` (screen coordinates) dragging a scroll view whose `keyboardDismissMode` is
    /// interactive: once it is below the docked keyboard's top less `padding` (the keyboard
    /// layout guide's `keyboardDismissPadding`), the keyboard's top follows it, `padding` below
    /// it, never above where the keyboard rests, with no notification (iOS posts none during the
    /// drag). With `keepsAccessory` (a responder takes the focus back and keeps the accessory view
    /// docked: `accessoryKeeper`) it stops with the accessory view still on screen. Called on
    /// each display frame of the drag.
    func followFinger(atY y: CGFloat, padding: CGFloat = 0, keepsAccessory: Bool = false) {
        guard !isDrivenByPosts, phase.isUp, placement.isDocked else { return }
        let rest = fingerRest ?? frame
        fingerRest = rest
        var target = rest
        let lowest = environment.screen.bounds.height - (keepsAccessory ? accessoryHeight : 0)
        target.origin.y = min(lowest, max(rest.minY, y + padding))
        guard target != frame else { return }
        move(to: target)
        frame = target
    }

    /// The finger lifted, moving at `velocityY` points per second (positive: down). A keyboard the
    /// finger moved is dismissed when the finger was moving down (the field resigns and the hide
    /// is posted from where the keyboard is), and otherwise goes back up with a willShow and a
    /// didShow, as iOS does when an interactive dismissal is abandoned; iOS decides by the
    /// release velocity, not the position (the Flutter engine, flutter/engine#44586, matched it
    /// so; the willShow of the snap back: kirillzyusko/react-native-keyboard-controller#1238).
    /// A keyboard the finger never reached stays as it is.
    func releaseFinger(velocityY: CGFloat, resign: () -> Void) {
        guard let rest = fingerRest else { return }
        fingerRest = nil
        guard phase.isUp, frame != rest else { return }
        if velocityY > 0 {
            resign()
        } else {
            show(animated: true, predictiveBarMayArriveLate: false)
        }
    }
}

/// A transition a keyboard raised during it rides: it starts `travel` away from its resting
/// place, with the arriving screen, and arrives with it after `duration`.
struct KeyboardRide {
    var travel: CGSize
    var duration: Duration
}

/// What the keyboard is given when its simulation makes it: where and when it is, and where
/// its notifications and reports go. It asks nothing back of the simulation.
@MainActor struct KeyboardEnvironment {
    let clock: VirtualClock
    let device: Device
    let profile: BehaviorProfile
    /// The screen, in the interface orientation the keyboard is laid out in.
    let screen: UIScreen
    /// Where the keyboard says it moves, and until when (display frames are recorded, and the
    /// views it hosts follow it, until it stops).
    let motion: MotionChannel
    /// The window's navigation and presentation transitions: a keyboard raised during one rides it.
    let transitions: ScreenTransitions
    /// Posts the keyboard's notifications.
    let poster: any KeyboardNotificationPoster
    /// Where the keyboard's diagnostics and placement changes go (the trace).
    let recorder: any KeyboardRecorder

    /// Announces that the keyboard moves until `end` (at once: a jump, recorded too).
    func keyboardMoves(until end: SimulationInstant) {
        motion.announce(until: end)
    }

    /// A keyboard raised now rides the arriving screen: a presentation slides it up from one
    /// screen height below, a push in from one screen width to the right, for what is left of
    /// the transition.
    var ride: KeyboardRide? {
        guard let transition = transitions.underWay, transition.kind == .present || transition.kind == .push else { return nil }
        let remaining = transition.start + transition.duration - clock.now
        guard remaining > .zero else { return nil }
        // What is left of the arriving screen's travel (linear in time: unconfirmed).
        let left = CGFloat(remaining.secondsValue / transition.duration.secondsValue)
        let travel =
            transition.kind == .present
            ? CGSize(width: 0, height: screen.bounds.height * left)
            : CGSize(width: screen.bounds.width * left, height: 0)
        return KeyboardRide(travel: travel, duration: remaining)
    }
}

/// Posts the keyboard's notifications on the simulation's bus.
@MainActor protocol KeyboardNotificationPoster: AnyObject {
    /// Posts `names` with `info`'s userInfo, in order, while `isCurrent()` holds: a handler that
    /// moves the keyboard (a rotation, a resign) starts another sequence, and the rest of this one
    /// is not posted. `inAnimationTransaction`: inside the keyboard's animation block (the "will"
    /// notifications of an animated move).
    func postKeyboardNotifications(
        _ names: [Notification.Name], info: KeyboardInfo, inAnimationTransaction: Bool, while isCurrent: () -> Bool)
    /// Posts `UITextInputMode.currentInputModeDidChangeNotification` with the new mode as its
    /// object (the user switched with the keyboard up).
    func postInputModeDidChange(_ mode: UITextInputMode?)
}

/// Where the keyboard reports what the trace keeps.
@MainActor protocol KeyboardRecorder: AnyObject {
    /// A misuse of the keyboard or something not simulated, in words.
    func diagnostic(_ message: String)
    /// The keyboard moved to another placement (docked, undocked, split, floating, none).
    func recordPlacement(_ placement: SystemKeyboard.Placement)
}

extension SystemKeyboard: FirstResponderObserver {}
