import Foundation

/// One simulated iOS app on one simulated device: a virtual clock, a notification center, a
/// window, the system keyboard and the observer audit. It is main-actor isolated, as UIKit is
/// on iOS: tests that use one are `@MainActor`. Simulations share nothing but what the app
/// registered on `NotificationCenter.default` outside its screens (app-lifetime observers,
/// handed from one simulation to the next, as the tests of an iOS bundle share one app).
///
/// ```swift
/// let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
/// let form = FormController()                   // observes NotificationCenter.default: sim's
/// sim.window.rootViewController = UINavigationController(rootViewController: form)
/// form.nameField.becomeFirstResponder()
/// sim.advance(by: .seconds(1))                  // the keyboard is up: willShow delivered
/// #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
/// ```
///
/// It is its thread's *current simulation* (`Simulation.current`) while it runs and, between
/// runs, as the simulation created last on the thread: that is what `NotificationCenter.default`,
/// `UIApplication.shared`, `UIScreen.main` and `UIDevice.current` resolve to in the `UIKit`
/// module (the rule is in `perform(_:)`).
///
/// The simulation is main-actor isolated, as UIKit is on iOS; its clock and notification center
/// also stop the process with a message when called from another thread (`ThreadConfinement`).
@MainActor public final class Simulation {
    /// The simulated device.
    public let device: Device
    /// Whether the simulation takes and gives back the app's registrations (see `deinit`).
    private let handsOverAppRegistrations: Bool
    /// The iOS version's behaviour profile.
    nonisolated public let profile: BehaviorProfile
    /// The interface orientation (changed by `rotate(to:)`).
    public private(set) var orientation: UIInterfaceOrientation

    /// Virtual time and the run loop.
    public let clock: VirtualClock
    /// Display frames at the device's refresh rate (or the rate asked for).
    public let displayLink: DisplayLink
    /// The notification center every keyboard notification goes through: what
    /// `NotificationCenter.default` is, in the `UIKit` module, for code this simulation runs.
    nonisolated public let notificationCenter: NotificationBus
    /// The device's screen (`UIScreen.main` for code running in this simulation).
    public let screen: UIScreen
    /// The app's one window.
    public let window: UIWindow
    /// The simulated system keyboard.
    public private(set) var keyboard: SystemKeyboard!
    /// The app: `UIApplication.shared` for code this simulation runs.
    public private(set) var application: UIApplication!
    /// The device as UIKit describes it: `UIDevice.current` for code this simulation runs.
    public private(set) var currentDevice: UIDevice!
    /// Registrations, deliveries and lifecycle, with the report of what went wrong.
    public let audit: ObserverAudit

    /// Where every part of the simulation appends what happens.
    package let traceRecorder: TraceRecorder
    /// The open animation blocks (UIView.animate, the keyboard's transaction). This simulation's
    /// own: see `AnimationTransactionStack` for how UIKit's receiver-less calls reach it.
    let animations: AnimationTransactionStack
    package var animationStack: AnimationTransactionStack { animations }
    /// Everything that happened, in order. Records are only ever appended; those of the current
    /// instant are final once the clock moves on (see `TraceRecorder`).
    public var trace: [TraceRecord] { traceRecorder.records }
    /// UIKit's console warnings and misuse of the simulation, in order.
    public var diagnostics: [String] {
        trace.compactMap {
            switch $0.event {
            case .diagnostic(let text): text
            case .crash(let controller, let reason): crashMessage(controller: controller, reason: reason)
            default: nil
            }
        }
    }

    /// The animated navigation or presentation transition under way, if any.
    private var transitionUnderWay: (serial: Int, kind: TransitionKind, start: SimulationInstant, duration: Duration)?
    /// Counts transitions, so that one's end clears only its own record.
    private var transitionSerial = 0
    private var frameSubscription: DisplayLink.Subscription?
    private var framesUntil: SimulationInstant = .zero
    /// The last instant whose display frames are recorded (`stopRecordingFrames()`).
    private var lastFrameInstant: SimulationInstant?
    private var trackedFrameViews: [UIView] = []

    /// How long animated push/pop and present/dismiss transitions take (unconfirmed: UIKit's
    /// navigation transition is commonly measured near 0.35 s; presentations are taken as 0.4 s).
    public static let navigationTransitionDuration: Duration = .milliseconds(350)
    /// How long a presentation's transition lasts.
    public static let presentationTransitionDuration: Duration = .milliseconds(400)

    /// Creates a simulation with a visible, empty key window.
    ///
    /// - Parameters:
    ///   - device: the simulated device (`Device.catalog`).
    ///   - orientation: the initial interface orientation.
    ///   - profile: the iOS behavior profile.
    ///   - framesPerSecond: display frames per second, 1 to 240; the device's own rate by default.
    ///   - keyboard: `.simulated` (the default), or `.drivenByPosts` for a logged replay: the
    ///     keyboard moves only where `postKeyboardNotification` puts it.
    public convenience init(
        device: Device = .iPhoneSE3, orientation: UIInterfaceOrientation = .portrait,
        profile: BehaviorProfile = .iOS17, framesPerSecond: Int? = nil,
        keyboard mode: SystemKeyboard.Mode = .simulated
    ) {
        self.init(
            device: device, orientation: orientation, profile: profile, framesPerSecond: framesPerSecond, keyboard: mode,
            handsOverAppRegistrations: true)
    }

    /// A simulation; with `handsOverAppRegistrations` false it neither takes nor gives back what
    /// the app registered outside simulations (a probe the library makes for itself, to read a
    /// screen's fields, must not take a test's app-lifetime observers).
    package init(
        device: Device, orientation: UIInterfaceOrientation, profile: BehaviorProfile, framesPerSecond: Int?,
        keyboard mode: SystemKeyboard.Mode, handsOverAppRegistrations: Bool
    ) {
        if let framesPerSecond {
            requireArgument(
                (1...240).contains(framesPerSecond), "Simulation(framesPerSecond: \(framesPerSecond))",
                "expected 1 to 240 display frames per second")
        }
        self.handsOverAppRegistrations = handsOverAppRegistrations
        self.device = device
        self.profile = profile
        self.orientation = orientation
        clock = VirtualClock()
        traceRecorder = TraceRecorder(clock: clock)
        displayLink = DisplayLink(clock: clock, framesPerSecond: framesPerSecond ?? device.framesPerSecond)
        notificationCenter = NotificationBus(selectorTargetsAreWeak: profile.selectorObserversAreWeak)
        screen = UIScreen(portraitSize: device.portraitSize, scale: device.scale, maximumFramesPerSecond: device.framesPerSecond)
        screen.bounds = CGRect(origin: .zero, size: device.screenSize(in: orientation))
        animations = AnimationTransactionStack(clock: clock, recorder: traceRecorder)
        window = UIWindow(
            screen: screen, clock: clock, notificationCenter: notificationCenter, traceRecorder: traceRecorder,
            animations: animations
        ) { [animations, traceRecorder] window in
            LayoutEngine(window: window, animations: animations, diagnostics: traceRecorder)
        }
        window.windowSafeAreaInsets = device.safeArea(in: orientation)
        let clock = self.clock
        audit = ObserverAudit(
            bus: notificationCenter, selectorTargetsAreWeak: profile.selectorObserversAreWeak,
            now: { clock.now })
        keyboard = SystemKeyboard(host: self, mode: mode)
        // The parts report to the simulation and reach each other directly.
        notificationCenter.monitor = self
        window.lifecycleMonitor = self
        window.firstResponderObserver = keyboard
        window.layoutEngine.keyboard = keyboard
        animations.animationsDidStart = { [weak self] end in self?.startFrames(until: end) }
        application = UIApplication(host: self)
        currentDevice = Self.uiDevice(device, profile, host: self)
        // This is the thread's current simulation while its clock runs and its center delivers,
        // and, between those, as the simulation created last (`CurrentSimulation`).
        clock.workScope = { [weak self] work in CurrentSimulation.with(self, work) }
        notificationCenter.deliveryScope = { [weak self] work in CurrentSimulation.with(self, work) }
        CurrentSimulation.becomeLastCreated(self)
        window.makeKeyAndVisible()
        clock.addTurnEndHandler { [weak self] in self?.endOfTurnLayout() }
        recordScreen()
        // What the app registered on NotificationCenter.default outside any simulation.
        if handsOverAppRegistrations { notificationCenter.adoptAllRegistrations(of: NotificationBus.detachedDefault) }
        if !device.iOSVersions.contains(profile.majorVersion) {
            let versions = device.iOSVersions
            diagnostic(
                "no \(device.name) ran \(profile.name) (devices with its screen ran iOS \(versions.lowerBound)–\(versions.upperBound)); its keyboard heights are those of iOS \(device.keyboardEra(for: profile.majorVersion).since) and later"
            )
        }
    }

    /// Runs `body` with this simulation as the thread's current simulation: what UIKit's
    /// ambient API reaches — `NotificationCenter.default`, `UIApplication.shared`,
    /// `UIScreen.main`, `UIDevice.current` and the calls with no receiver (`UIView.animate`,
    /// `performWithoutAnimation`, `beginAnimations`).
    ///
    /// The current simulation is, innermost first: the one running on this thread (its clock
    /// running a task, its center delivering a post, a block passed here), else the one created
    /// last on this thread while it is alive. A synchronous test that makes one simulation needs
    /// nothing more. Wrap code in
    /// `perform` when a thread holds two simulations and the older one is meant, and in an
    /// `async` test around code after an `await` (the test may resume on another thread).
    ///
    /// ```swift
    /// first.perform { UIView.animate(withDuration: 0.3) { field.frame.origin.y = 100 } }
    /// ```
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try CurrentSimulation.with(self, body)
    }

    /// What outlives the simulation on its center goes back to the thread's center outside any
    /// simulation, for the next one: registrations a view controller made end here (as its
    /// screen does); the app's (a singleton's, a library object's) carry on, as across the
    /// tests of an iOS test bundle, which share one app.
    isolated deinit {
        guard handsOverAppRegistrations else { return }
        let audit = self.audit
        NotificationBus.detachedDefault.takeBackRegistrations(of: notificationCenter) { registration in
            // A selector-style observer belongs to its target (a view or a controller ends with
            // the simulation; any other object is the app's), whatever code registered it; a
            // Combine subscription belongs to the controller whose code made it, if any.
            if let target = registration.selectorTarget { return !(target is UIResponder) }
            return !audit.belongsToController(registration)
        }
    }

    /// `device` and `profile` as UIKit's `UIDevice` describes them.
    package static func uiDevice(_ device: Device, _ profile: BehaviorProfile, host: (any ApplicationHost)?) -> UIDevice {
        UIDevice(idiom: device.idiom == .pad ? .pad : .phone, name: device.name, systemVersion: profile.version.systemVersion, host: host)
    }

    /// The calling thread's current simulation (see `perform(_:)` for the rule), if any.
    nonisolated public static var current: Simulation? { CurrentSimulation.object as? Simulation }

    /// Records the screen's orientation, size and safe area (what pictures of the trace draw).
    private func recordScreen() {
        record(.screen(orientation: orientation.rawValue, size: screen.bounds.size, safeArea: device.safeArea(in: orientation)))
    }

    /// The keyboard as keyboard layout guides read it, when the window was last laid out.
    private var keyboardAtLastLayout: (frame: CGRect, phase: SystemKeyboard.Phase, placement: SystemKeyboard.Placement)?

    /// UIKit's deferred layout at the end of a run-loop turn: only when something invalidated
    /// the window's layout, or the keyboard its layout guides follow has changed.
    private func endOfTurnLayout() {
        let keyboardNow = (frame: keyboard.frame, phase: keyboard.phase, placement: keyboard.placement)
        let keyboardChanged = keyboardAtLastLayout.map { $0 != keyboardNow } ?? true
        guard window.layoutEngine.needsPass || keyboardChanged else { return }
        keyboardAtLastLayout = keyboardNow
        window.layoutIfNeeded()
    }

    // MARK: Time

    /// The current virtual time.
    public var now: SimulationInstant { clock.now }

    /// Runs everything due in the next `duration` of virtual time.
    ///
    /// - Precondition: `duration` is not negative (time never goes backwards) and ends within the
    ///   clock's range (about 292 years).
    public func advance(by duration: Duration) { clock.advance(by: duration) }

    /// Runs everything due up to `instant`.
    public func advance(to instant: SimulationInstant) { clock.advance(to: instant) }

    /// Runs until nothing is pending (animations finished, notifications posted).
    @discardableResult
    public func runUntilIdle() -> Int { clock.runUntilIdle() }

    // MARK: System events

    /// Rotates the interface. With the keyboard up this is reported as a hide, then a show in
    /// the new orientation.
    public func rotate(to newOrientation: UIInterfaceOrientation) {
        guard newOrientation != orientation else { return }
        perform {
            keyboard.rotate { [self] in
                // A Stage Manager window gets the whole screen again (unconfirmed: iPadOS
                // rearranges its windows; place it again after the rotation).
                let wasPlaced = window.frame != screen.bounds
                orientation = newOrientation
                screen.bounds = CGRect(origin: .zero, size: device.screenSize(in: newOrientation))
                window.resize(to: screen.bounds, safeArea: device.safeArea(in: newOrientation))
                recordScreen()
                if wasPlaced { record(.window(frame: screen.bounds.traceRounded)) }
                window.layoutIfNeeded()
            }
        }
    }

    // MARK: Stage Manager

    /// Places the app's window as Stage Manager does on iPad (iPadOS 16 and later): `frame` in
    /// screen coordinates, inside the screen; nil gives the window the whole screen again. The
    /// keyboard stays at the bottom of the screen, not of the window, and its notifications'
    /// frames stay in screen coordinates: a handler must convert them from the screen's
    /// coordinate space (`view.convert(frame, from: UIScreen.main.coordinateSpace)`, or
    /// `view.window?.screen.coordinateSpace`) and intersect them with its view, as Apple's
    /// documentation of `keyboardFrameEndUserInfoKey` says; `convert(frame, from: nil)` treats
    /// them as the window's and is off by the window's origin. The window's safe area is the
    /// part of the screen's margins it reaches into (unconfirmed: no public value). Frame
    /// records and the judge's measurements are in screen coordinates from then on, where the
    /// keyboard is, and a `window` record says where the window is.
    ///
    /// ```swift
    /// let sim = Simulation(device: .iPad10, profile: .iOS17)
    /// sim.placeWindow(CGRect(x: 120, y: 100, width: 700, height: 640))
    /// ```
    ///
    /// - Precondition: the device is an iPad, the iOS version 16 or later, and `frame` lies
    ///   inside the screen and is at least `Simulation.smallestWindow` in each direction
    ///   (`windowPlacementProblem` says why not).
    public func placeWindow(_ frame: CGRect?) {
        if let frame {
            let problem = Self.windowPlacementProblem(frame, device: device, profile: profile, screen: screen.bounds)
            requireArgument(problem == nil, "placeWindow(\(frame.uiKitDescription))", problem ?? "")
        }
        let target = frame ?? screen.bounds
        perform {
            window.resize(
                to: target, safeArea: Self.windowSafeArea(target, screenSafeArea: device.safeArea(in: orientation), screen: screen.bounds))
            record(.window(frame: target.traceRounded))
            window.layoutIfNeeded()
        }
    }

    /// The smallest Stage Manager window simulated, in each direction (unconfirmed: iPadOS sets
    /// its own minimum, not published; 320 is the narrowest Slide Over width).
    nonisolated public static let smallestWindow: CGFloat = 320

    /// Why `frame` cannot be a Stage Manager window on `device` with `profile` on a screen of
    /// `screen` (nil: it can): an iPhone, an iOS before 16, a frame outside the screen or too small.
    nonisolated public static func windowPlacementProblem(_ frame: CGRect, device: Device, profile: BehaviorProfile, screen: CGRect)
        -> String?
    {
        if device.idiom != .pad { return "Stage Manager windows are iPad's; \(device.name) is an iPhone" }
        if profile.majorVersion < 16 { return "Stage Manager came with iPadOS 16; this is \(profile.name)" }
        if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) || !screen.contains(frame) {
            return "expected a window inside the \(formatNumber(screen.width)) × \(formatNumber(screen.height))-point screen"
        }
        if frame.width < smallestWindow || frame.height < smallestWindow {
            return "expected a window at least \(formatNumber(smallestWindow)) points in each direction"
        }
        return nil
    }

    /// A window's safe area: the part of the screen's unsafe margins it reaches into.
    static func windowSafeArea(_ frame: CGRect, screenSafeArea insets: UIEdgeInsets, screen: CGRect) -> UIEdgeInsets {
        let safe = screen.inset(by: insets)
        return UIEdgeInsets(
            top: min(frame.height, max(0, safe.minY - frame.minY)), left: min(frame.width, max(0, safe.minX - frame.minX)),
            bottom: min(frame.height, max(0, frame.maxY - safe.maxY)), right: min(frame.width, max(0, frame.maxX - safe.maxX)))
    }

    /// `view`'s presentation frame at `instant` in screen coordinates (the window's while it
    /// fills the screen): what frame records and the judge's measurements hold.
    package func presentationFrameOnScreen(_ view: UIView, at instant: SimulationInstant) -> CGRect {
        view.presentationFrameInWindow(at: instant).offsetBy(dx: screen.windowOrigin.x, dy: screen.windowOrigin.y)
    }

    /// Posts a keyboard notification exactly as given — a device's log, a bug report — with
    /// nothing added: a key `userInfo` lacks stays missing. The keyboard first takes the
    /// posted frames as its own (`SystemKeyboard.adoptPosted`), and a "will" notification with
    /// a duration is posted inside the keyboard's animation block, as iOS does.
    ///
    /// ```swift
    /// sim.postKeyboardNotification(UIResponder.keyboardWillShowNotification, userInfo: [
    ///     UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: CGRect(x: 0, y: 407, width: 375, height: 260)),
    /// ])   // no duration, no curve: a handler that force-unwraps them crashes
    /// ```
    ///
    /// - Parameter object: `.profileDefault` posts what this iOS version posts (the screen from
    ///   16.1, nil before).
    public func postKeyboardNotification(
        _ name: Notification.Name, userInfo: [AnyHashable: Any]?,
        object: PostedObject = .profileDefault
    ) {
        let info = userInfo ?? [:]
        postKeyboardNotification(
            name, userInfo: userInfo, object: object,
            reading: PostedKeyboardValues(
                beginFrame: KeyboardInfo.rect(in: info, UIResponder.keyboardFrameBeginUserInfoKey),
                endFrame: KeyboardInfo.rect(in: info, UIResponder.keyboardFrameEndUserInfoKey),
                duration: KeyboardInfo.number(in: info, UIResponder.keyboardAnimationDurationUserInfoKey)?.doubleValue,
                curve: KeyboardInfo.number(in: info, UIResponder.keyboardAnimationCurveUserInfoKey)?.intValue))
    }

    /// What the keyboard takes from a posted userInfo: the frames (an `NSValue` holding a
    /// rectangle), the duration and the curve (an `NSNumber`), each nil when the userInfo lacks
    /// it or holds another type.
    package struct PostedKeyboardValues: Sendable {
        package var beginFrame: CGRect?
        package var endFrame: CGRect?
        package var duration: Double?
        package var curve: Int?

        package init(beginFrame: CGRect?, endFrame: CGRect?, duration: Double?, curve: Int?) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.duration = duration
            self.curve = curve
        }
    }

    /// Posts `name` with `userInfo` as `postKeyboardNotification(_:userInfo:object:)` does, the
    /// keyboard taking `values` — what reading `userInfo` gives — as its own: a logged post
    /// knows them typed, and looking them up again in the dictionary (AnyHashable keys, a
    /// dynamic cast per comparison and per `as? CGRect`) was most of a replayed post's cost.
    package func postKeyboardNotification(
        _ name: Notification.Name, userInfo: [AnyHashable: Any]?, object: PostedObject, reading values: PostedKeyboardValues
    ) {
        let duration = values.duration ?? 0
        let curve = values.curve ?? profile.keyboardAnimationCurve
        keyboard.adoptPosted(name, beginFrame: values.beginFrame, endFrame: values.endFrame, duration: duration, curve: curve)
        let isWill = SystemKeyboard.willNames.contains(name)
        let postedObject: Any? =
            switch object {
            case .profileDefault: profile.notificationObjectIsScreen ? screen : nil
            case .screen: screen
            case .none: nil
            }
        perform {
            deliverKeyboardNotifications(
                [name], object: postedObject, userInfo: userInfo,
                keyboardTiming: isWill && duration > 0 ? (duration, UIView.AnimationCurve(curve)) : nil)
        }
    }

    /// The `object` of a keyboard notification posted with `postKeyboardNotification`.
    public enum PostedObject: String, Sendable, Hashable, CaseIterable {
        /// What the simulation's iOS version posts: the `UIScreen` from iOS 16.1, nil before.
        case profileDefault
        /// The `UIScreen`.
        case screen
        /// nil.
        case none
    }

    /// Dismisses the keyboard interactively (a scroll view's `.interactive` dismiss mode): the
    /// keyboard follows the finger over `duration` with no notification, then the hide is posted.
    ///
    /// - Precondition: `duration` is more than zero and at most 60 s.
    public func interactivelyDismissKeyboard(over duration: Duration = .milliseconds(300)) {
        requireArgument(
            duration > .zero && duration <= .seconds(60), "interactivelyDismissKeyboard(over: \(duration))",
            "expected a duration more than 0 and at most 60 seconds")
        keyboard.interactiveDismiss(over: duration) { [weak self] in
            _ = self?.window.endEditing(true)
        }
    }

    /// Views whose frames every frame record includes (in addition to the first responder).
    public func recordFrames(of views: [UIView]) {
        trackedFrameViews = views
    }

    /// Records `event` in the trace at the current time.
    package func record(_ event: TraceRecord.Event) {
        traceRecorder.record(event)
    }

    /// Records a diagnostic in the trace.
    public func diagnostic(_ message: String) {
        traceRecorder.diagnostic(message)
    }

    // MARK: Frames

    /// Records no display frame after the current instant (this instant's frames still are):
    /// a replay's frame records end where the replay ends, whatever runs after it.
    public func stopRecordingFrames() {
        lastFrameInstant = now
    }

    private func startFrames(until end: SimulationInstant) {
        framesUntil = max(framesUntil, end)
        guard frameSubscription == nil else { return }
        // The state at the instant the movement starts, before anything has moved: the first
        // record of every run of frames (index: the frame on screen at that instant).
        recordFrame(index: displayLink.frameIndex(atOrAfter: now + .nanoseconds(1)) - 1, at: now)
        frameSubscription = displayLink.add { [weak self] index, instant in
            guard let self else { return }
            self.recordFrame(index: index, at: instant)
            if instant >= self.framesUntil, let subscription = self.frameSubscription {
                self.displayLink.remove(subscription)
                self.frameSubscription = nil
            }
        }
    }

    private func recordFrame(index: Int, at instant: SimulationInstant) {
        if let lastFrameInstant, instant > lastFrameInstant { return }
        // The keyboard's whole presentation frame, below the screen when hidden (nil: there is
        // no software keyboard, a hardware keyboard in the Simulator).
        // Numbers are kept as the JSON Lines spell them, so a saved trace is judged as the live one.
        let keyboardFrame = keyboard.placement == .none ? nil : keyboard.presentationFrame(at: instant).traceRounded
        var views = trackedFrameViews
        if let focused = window.firstResponder as? UIView, !views.contains(where: { $0 === focused }) {
            views.insert(focused, at: 0)
        }
        let frames = views.filter { $0.window != nil }.map {
            NamedFrame(name: $0.debugName, frame: presentationFrameOnScreen($0, at: instant).traceRounded)
        }
        // One record per display frame: a frame recorded at this instant before a jump is
        // superseded by what the display shows once the instant's work is done (the recorder
        // keeps the last recording of a frame within an instant).
        record(
            .frame(
                index: index, keyboard: keyboardFrame, views: frames,
                constants: window.layoutEngine.animatingConstants(at: instant).map { NamedConstant(name: $0.name, value: $0.value) }))
    }
}

// MARK: - The trace records the animation machinery

extension TraceRecorder: AnimationRecorder {
    func recordAnimation(_ summary: String) {
        record(.animation(summary))
    }
}

// MARK: - The app's and the animations' host

extension Simulation: ApplicationHost, AnimationStackOwner {}

// MARK: - The keyboard's host

extension Simulation: KeyboardHost {
    func postKeyboardNotifications(_ names: [Notification.Name], info: KeyboardInfo, inAnimationTransaction: Bool) {
        let transaction = inAnimationTransaction && info.animationDuration > 0
        deliverKeyboardNotifications(
            names, object: profile.notificationObjectIsScreen ? screen : nil,
            userInfo: info.userInfo(includingDeprecatedKeys: profile.includesDeprecatedKeys),
            keyboardTiming: transaction ? (info.animationDuration, info.animationCurve) : nil)
    }

    /// Posts `names` through the bus. With `keyboardTiming`, inside the keyboard's own
    /// animation block: whatever a handler lays out moves with the keyboard, and a
    /// UIView.animate in the handler inherits its duration and curve.
    private func deliverKeyboardNotifications(
        _ names: [Notification.Name], object: Any?, userInfo: [AnyHashable: Any]?,
        keyboardTiming: (duration: Double, curve: UIView.AnimationCurve)?
    ) {
        if let keyboardTiming {
            let keyboardBlock = AnimationTransaction(
                source: "keyboard", duration: .timeInterval(keyboardTiming.duration),
                curve: TimingCurve(keyboardTiming.curve))
            animations.open(keyboardBlock, inherits: false)
        }
        for name in names {
            notificationCenter.post(name: name, object: object, userInfo: userInfo)
        }
        if keyboardTiming != nil {
            // UIKit moves the keyboard layout guide inside the keyboard's animation: the views
            // that own one are laid out in the transaction (only those — a constant a handler
            // changed elsewhere without layoutIfNeeded() still jumps at the end of the turn).
            for owner in window.layoutEngine.keyboardGuideOwners { owner.layoutIfNeeded() }
            animations.close()
        }
    }

    /// A keyboard raised now rides the arriving screen: a presentation slides it up from one
    /// screen height below, a push in from one screen width to the right, for what is left of
    /// the transition.
    var keyboardRide: KeyboardRide? {
        guard let transition = transitionUnderWay, transition.kind == .present || transition.kind == .push else { return nil }
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

    func keyboardMotionDidStart(until end: SimulationInstant) {
        startFrames(until: end)
    }

    func keyboardDiagnostic(_ message: String) {
        diagnostic(message)
    }

    func keyboardPlacementDidChange(to placement: SystemKeyboard.Placement) {
        record(.keyboard(placement: placement.rawValue))
    }
}

// MARK: - The bus's monitor

extension Simulation: @preconcurrency BusMonitor {
    func bus(_ bus: NotificationBus, didAdd registration: Registration) {
        record(.observer(action: .add, registration: audit.didAdd(registration)))
    }

    func bus(_ bus: NotificationBus, didRemove registration: Registration, reason: RemovalReason) {
        record(
            .observer(
                action: reason == .removed ? .removed : .targetDeallocated, registration: audit.didRemove(registration, reason: reason)))
    }

    func bus(_ bus: NotificationBus, didPost notification: Notification, postID: Int) {
        record(
            .notification(
                postID: postID, name: notification.name.rawValue,
                object: notification.object.map(Self.describeObject),
                userInfo: OrderedUserInfo(notification.userInfo)))
    }

    func bus(_ bus: NotificationBus, willDeliver notification: Notification, to registration: Registration, postID: Int) {
        let delivery = audit.willDeliver(notification, to: registration, postID: postID)
        record(.delivery(postID: postID, name: delivery.name, registration: delivery.registration, ownerState: delivery.ownerState))
    }

    func bus(_ bus: NotificationBus, didDeliver notification: Notification, to registration: Registration) {
        audit.didDeliver()
    }

    func bus(_ bus: NotificationBus, diagnostic: String) {
        self.diagnostic(diagnostic)
    }

    private static func describeObject(_ object: Any) -> String {
        switch object {
        case is UIScreen: "UIScreen"
        case let view as UIView: view.debugName
        case let controller as UIViewController: controller.auditName
        case let mode as UITextInputMode: mode.description
        default: String(describing: type(of: object))
        }
    }
}

// MARK: - The lifecycle monitor

extension Simulation: LifecycleMonitor {
    var screenBounds: CGRect { screen.bounds }

    func track(_ controller: UIViewController) {
        audit.track(controller)
    }

    func controller(_ controller: UIViewController, willRun event: LifecycleEvent) {
        if event != .loadView { record(.lifecycle(controller: controller.auditName, event: event)) }
        audit.pushContext(controller, method: "\(controller.auditName).\(event)")
    }

    func controller(_ controller: UIViewController, didRun event: LifecycleEvent) {
        audit.popContext()
    }

    func controllerDidDeinit(serial: Int, name: String) {
        audit.controllerDidDeinit(serial: serial)
        record(.lifecycle(controller: name, event: .deinit))
    }

    /// The simulation let go of `controller`, and with it of its children and of what it
    /// presents.
    func controllerWasReleased(_ controller: UIViewController, by reason: String) {
        audit.controllerWasReleased(controller, by: reason)
        record(.lifecycle(controller: controller.auditName, event: .released))
        for child in controller.children { controllerWasReleased(child, by: reason) }
        if let presented = controller.presentedViewController { controllerWasReleased(presented, by: reason) }
    }

    func controllerWasInstalled(_ controller: UIViewController) {
        audit.controllerWasInstalled(controller)
    }

    func coversPresenter(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .fullScreen: true
        case .automatic: !profile.automaticPresentationIsSheet
        case .pageSheet, .formSheet, .overFullScreen: false
        }
    }

    func presentedFrame(for style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
        guard !coversPresenter(style), style != .overFullScreen else { return bounds }
        // A sheet starts 10 pt below the top safe-area inset (unconfirmed).
        let top = window.windowSafeAreaInsets.top + 10
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    func transitionWillBegin(animated: Bool, kind: TransitionKind) {
        transitionSerial += 1
        transitionUnderWay = animated ? (transitionSerial, kind, clock.now, Self.duration(of: kind)) : nil
    }

    func performTransition(animated: Bool, kind: TransitionKind, completion: @escaping () -> Void) {
        // A presentation or push announced itself in `transitionWillBegin`; any other transition
        // replaces what was under way.
        let announced = transitionUnderWay.map { $0.kind == kind && $0.start == clock.now } ?? false
        if !announced { transitionWillBegin(animated: animated, kind: kind) }
        guard animated, let serial = transitionUnderWay?.serial else {
            completion()
            return
        }
        clock.schedule(after: Self.duration(of: kind)) { [weak self] in
            if self?.transitionUnderWay?.serial == serial { self?.transitionUnderWay = nil }
            completion()
        }
    }

    func transitionDuration(of kind: TransitionKind) -> Duration { Self.duration(of: kind) }

    static func duration(of kind: TransitionKind) -> Duration {
        kind == .push || kind == .pop ? navigationTransitionDuration : presentationTransitionDuration
    }
}
