import Foundation
import SimulationContext

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
    /// The interface orientation (changed by `rotate(to:)`): the screen's.
    public var orientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// Virtual time and the run loop.
    public let clock: VirtualClock
    /// The task that made the simulation (a test's own), whose code after an `await` is the
    /// test's, not a task outside the simulation (`MainThreadChecker`); nil outside a task.
    private let creatingTask: UnsafeRawPointer? = withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }
    /// The UIKit calls said to run outside the simulation (`MainThreadChecker`), each said once.
    var callsReportedOutside: Set<String> = []
    /// Whether the calling task is the one that made the simulation.
    var isCreatingTask: Bool {
        guard let creatingTask else { return false }
        return withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) == creatingTask } ?? false }
    }
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
    public let keyboard: SystemKeyboard
    /// The app: `UIApplication.shared` for code this simulation runs.
    public let application: UIApplication
    /// The device as UIKit describes it: `UIDevice.current` for code this simulation runs.
    public let currentDevice: UIDevice
    /// Registrations, deliveries and lifecycle, with the report of what went wrong.
    public let audit: ObserverAudit
    /// Where `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and a controller made with a
    /// nib name find their documents when the bundle is `nil` or `Bundle.main`, and the modules
    /// their custom classes are searched in (after the document's `customModule`). Empty by default.
    public var interfaceBuilderResources = InterfaceBuilderResources()
    /// The module whose storyboards, xibs and asset catalogs (its target's `kbsim-port.txt`,
    /// ``PortedDocuments``) this simulation searches after `interfaceBuilderResources`: the module
    /// of the code that made it, or of the `ControllerUnderTest` it runs.
    package var portedDocumentsModule: String? {
        didSet { portedResources = nil }
    }
    private var portedResources: InterfaceBuilderResources?

    /// The documents of `portedDocumentsModule`, read when a document is first looked for; a
    /// manifest that cannot be read leaves a diagnostic.
    package var portedInterfaceBuilderResources: InterfaceBuilderResources {
        if let portedResources { return portedResources }
        guard let module = portedDocumentsModule else { return InterfaceBuilderResources() }
        let (resources, problems) = PortedDocuments.resources(forModule: module)
        for problem in problems { diagnostic("ported Interface Builder documents: \(problem)") }
        portedResources = resources
        return resources
    }
    /// Main-actor jobs given to this simulation's run loop (`SimulatedMainActor`), the ones not
    /// yet run given back to the real main executor at the end.
    var mainActorJobs: [MainActorJob] = []
    /// The tasks this run loop has run as the main actor, sent back to it when a continuation
    /// resumes them (`SimulatedMainActor`).
    let mainActorTasks = MainActorTasks()
    /// The Foundation timers added to this simulation's main run loop.
    nonisolated package let mainRunLoopTimers = MainRunLoopTimers()

    /// Where every part of the simulation appends what happens.
    package let traceRecorder: TraceRecorder
    /// The open animation blocks (UIView.animate, the keyboard's transaction). This simulation's
    /// own: see `AnimationTransactionStack` for how UIKit's receiver-less calls reach it.
    let animations: AnimationTransactionStack
    package var animationStack: AnimationTransactionStack { animations }
    /// Everything that happened, in order. Records are only ever appended; those of the current
    /// instant are final once the clock moves on (see `TraceRecorder`).
    public var trace: [TraceRecord] { traceRecorder.records }
    /// The most display frame records `trace` keeps: 250,000 by default, about 100 MB of
    /// memory (a frame record with the keyboard and two views takes about 400 bytes) and 35
    /// minutes of continuous movement at 120 frames per second. Display frames are what grows
    /// with a run's length; the other records grow with what happens, not with time. Past the
    /// bound one diagnostic says so, and later display frames are not recorded (notifications,
    /// focus and lifecycle records still are), so verdicts that measure frames judge the
    /// recorded ones. Set it lower to record less: `sim.maximumFrameRecords = 0` records no
    /// display frame at all.
    public var maximumFrameRecords: Int {
        get { traceRecorder.maximumFrameRecords }
        set {
            requireArgument(newValue >= 0, "maximumFrameRecords = \(newValue)", "expected 0 or more display frame records")
            traceRecorder.maximumFrameRecords = newValue
        }
    }
    /// The most records other than display frames `trace` keeps: 1,000,000 by default.
    /// Notifications, deliveries, focus changes, animations, diagnostics and a replay's
    /// measurements grow with what happens rather than with time, but a long session that keeps
    /// showing and hiding the keyboard makes them without end (6 a second when it shows
    /// or hides every second). Past the bound one diagnostic says so and later records are not
    /// kept — but for a replay's run header, what it is held to, its observer audit and its
    /// verdicts — so verdicts judge the recorded ones; observers still hear every post. With
    /// `maximumFrameRecords` this bounds a trace's memory (<doc:WhatIsSimulated> states it).
    public var maximumTraceRecords: Int {
        get { traceRecorder.maximumRecords }
        set {
            requireArgument(newValue >= 0, "maximumTraceRecords = \(newValue)", "expected 0 or more trace records")
            traceRecorder.maximumRecords = newValue
        }
    }
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

    // The parts the simulation is composed of, each given what it needs when it is made and
    // reporting into the trace (`traceRecorder`); none asks the simulation back.
    /// Posts the keyboard's notifications on the bus (and a logged replay's).
    private let keyboardPoster: KeyboardPoster
    /// The bus's monitor: registrations, posts and deliveries into the audit and the trace.
    private let busReporter: BusReporter

    /// The post (its number in the trace) whose delivery is under way, innermost; nil between
    /// deliveries.
    package var postBeingDelivered: Int? { busReporter.postBeingDelivered }
    /// The window's lifecycle monitor: controllers into the audit and the trace; presentations.
    private let lifecycleReporter: LifecycleReporter
    private let screenGeometry: ScreenGeometry
    /// Display frames recorded while something moves.
    private let frames: FrameRecorder
    /// Moves the keyboard's host of accessory and input views with the keyboard, frame by frame.
    private let inputSetHostFollower: InputSetHostFollower
    /// The window laid out at the end of a run-loop turn.
    private let deferredLayout: DeferredLayout

    /// How long animated push/pop and present/dismiss transitions take (unconfirmed: UIKit's
    /// navigation transition is commonly measured near 0.35 s; presentations are taken as 0.4 s).
    public static let navigationTransitionDuration: Duration = ScreenTransitions.navigationDuration
    /// How long a presentation's transition lasts.
    public static let presentationTransitionDuration: Duration = ScreenTransitions.presentationDuration

    /// Creates a simulation with a visible, empty key window.
    ///
    /// - Parameters:
    ///   - device: the simulated device (`Device.catalog`).
    ///   - orientation: the initial interface orientation.
    ///   - profile: the iOS behavior profile.
    ///   - sdk: the major version of the iOS SDK the app was built with, the profile's own
    ///     (`profile.sdk`) by default; on iOS 26 an app built with the iOS 18 SDK gets the iOS 18
    ///     keyboard; an older iOS shows an app built with a newer SDK its own. An SDK that never
    ///     shipped is a programming error.
    ///   - framesPerSecond: display frames per second, 1 to 240; the device's own rate by default.
    ///   - keyboard: `.simulated` (the default), or `.drivenByPosts` for a logged replay: the
    ///     keyboard moves only where `postKeyboardNotification` puts it.
    ///   - fileID: where the simulation is made, the caller's `#fileID` by default: the
    ///     storyboards, xibs and asset catalogs its module's `kbsim-port.txt` lists are searched
    ///     after `interfaceBuilderResources`, so a test loads them by name as the app does.
    public convenience init(
        device: Device = .iPhoneSE3, orientation: UIInterfaceOrientation = .portrait,
        profile: BehaviorProfile = .iOS17, sdk: Int? = nil, framesPerSecond: Int? = nil,
        keyboard mode: SystemKeyboard.Mode = .simulated, fileID: String = #fileID
    ) {
        var profile = profile
        if let sdk {
            switch profile.settingSDK(String(sdk)) {
            case .success(let built): profile = built
            case .failure(let refusal): requireArgument(false, "Simulation(sdk: \(sdk))", refusal.message)
            }
        }
        self.init(
            device: device, orientation: orientation, profile: profile, framesPerSecond: framesPerSecond, keyboard: mode,
            handsOverAppRegistrations: true)
        portedDocumentsModule = PortedDocuments.module(ofFileID: fileID)
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
        // Each part is made with what it needs, in the order they need each other.
        let clock = VirtualClock()
        self.clock = clock
        traceRecorder = TraceRecorder(clock: clock)
        displayLink = DisplayLink(clock: clock, framesPerSecond: framesPerSecond ?? device.framesPerSecond)
        notificationCenter = NotificationBus(selectorTargetsAreWeak: profile.selectorObserversAreWeak)
        screen = UIScreen(
            portraitSize: device.portraitSize, scale: device.scale, maximumFramesPerSecond: device.framesPerSecond,
            idiom: device.idiom == .pad ? .pad : .phone)
        screen.interfaceOrientation = orientation
        screen.bounds = CGRect(origin: .zero, size: device.screenSize(in: orientation))
        let motion = MotionChannel()
        animations = AnimationTransactionStack(clock: clock, recorder: traceRecorder, motion: motion)
        window = UIWindow(
            screen: screen, clock: clock, notificationCenter: notificationCenter, traceRecorder: traceRecorder,
            animations: animations
        ) { [animations, traceRecorder] window in
            LayoutEngine(window: window, animations: animations, diagnostics: traceRecorder)
        }
        window.windowSafeAreaInsets = device.safeArea(in: orientation)
        window.scrollsFirstResponderIntoView = Behaviors.textFieldScrollsIntoView.value(at: profile.version)
        audit = ObserverAudit(
            bus: notificationCenter, selectorTargetsAreWeak: profile.selectorObserversAreWeak,
            now: { clock.now })
        let transitions = ScreenTransitions(clock: clock)
        keyboardPoster = KeyboardPoster(bus: notificationCenter, animations: animations, window: window, screen: screen, profile: profile)
        keyboard = SystemKeyboard(
            KeyboardEnvironment(
                clock: clock, device: device, profile: profile, screen: screen, motion: motion, transitions: transitions,
                poster: SheetKeyboardAvoidance(posting: keyboardPoster, animations: animations, window: window, screen: screen),
                recorder: traceRecorder),
            mode: mode)
        busReporter = BusReporter(audit: audit, recorder: traceRecorder)
        lifecycleReporter = LifecycleReporter(audit: audit, recorder: traceRecorder, clock: clock)
        screenGeometry = ScreenGeometry(screen: screen, profile: profile, transitions: transitions)
        frames = FrameRecorder(
            displayLink: displayLink, clock: clock, window: window, screen: screen, keyboard: keyboard, recorder: traceRecorder)
        inputSetHostFollower = InputSetHostFollower(displayLink: displayLink, keyboard: keyboard)
        deferredLayout = DeferredLayout(window: window, keyboard: keyboard)
        application = UIApplication(window: window)
        currentDevice = Self.uiDevice(device, profile, screen: screen)
        // The parts that report as things happen are connected to those they report to.
        notificationCenter.monitor = busReporter
        window.lifecycleMonitor = lifecycleReporter
        window.presentationGeometry = screenGeometry
        window.firstResponderObserver = keyboard
        window.layoutEngine.keyboard = keyboard
        // Whatever starts moving — the keyboard, a block's animations, a scroll — is drawn, and
        // the views the keyboard hosts follow it. (Weakly: the window holds the stack, and with
        // it the channel, which the frame recorder and the follower reach.)
        motion.listen { [weak frames] end in frames?.start(until: end) }
        motion.listen { [weak inputSetHostFollower] end in inputSetHostFollower?.start(until: end) }
        // This is the thread's current simulation while its clock runs and its center delivers,
        // and, between those, as the simulation created last (`CurrentSimulation`).
        clock.workScope = { [weak self] work in CurrentSimulation.with(self, work) }
        notificationCenter.deliveryScope = { [weak self] work in CurrentSimulation.with(self, work) }
        CurrentSimulation.becomeLastCreated(self)
        SimulatedMainActor.install()
        if UIView.fittingSizeSolver == nil {
            UIView.fittingSizeSolver = { view, target, horizontal, vertical in
                var system = FittingSizeSystem(root: view)
                return system.size(fitting: target, horizontal: horizontal, vertical: vertical)
            }
        }
        window.makeKeyAndVisible()
        clock.addTurnEndHandler { [weak deferredLayout] in deferredLayout?.endOfTurn() }
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
    ///
    /// Not an `isolated deinit`: the runtime runs one at once only when the caller's executor is
    /// the main actor's by identity, and a process's first test reached the main actor before the
    /// first simulation wrapped its executor (`SimulatedMainActor`), so there every simulation's
    /// end was put off until after the test — its screen alive, the app's registrations handed to
    /// a later test's simulation. This one ends the simulation where the last reference goes,
    /// on the main thread or queue; let go on another thread, on the main queue.
    deinit {
        let end = SimulationEnd(
            jobs: mainActorJobs, center: notificationCenter, audit: handsOverAppRegistrations ? audit : nil)
        if SimulatedMainActor.isMain {
            MainActor.assumeIsolated { end.run() }
        } else {
            // Let go on another thread (Swift Testing releasing a suite that holds a store): what
            // the simulation holds — its window, the keyboard, presentations' windows — is kept
            // until the end runs on the main queue, and let go there, so that no UIKit object's
            // deinit (a layout engine's) runs off the main actor.
            // The main queue lets them go once this thread has let go of the stored properties
            // (the last one signals), so that its release of them is the last.
            let owned = Mirror(reflecting: self).children.map(\.value).filter { !($0 is ReleaseSignal) }
            let kept = KeptAlive(values: owned, released: storedPropertiesReleased.semaphore)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { end.run() }
                kept.letGoAfterOwner()
            }
        }
    }

    /// `device` and `profile` as UIKit's `UIDevice` describes them, its orientation `screen`'s.
    package static func uiDevice(_ device: Device, _ profile: BehaviorProfile, screen: UIScreen?) -> UIDevice {
        UIDevice(
            idiom: device.idiom == .pad ? .pad : .phone, name: device.name, systemVersion: profile.version.systemVersion, screen: screen)
    }

    /// The calling thread's current simulation (see `perform(_:)` for the rule), if any.
    nonisolated public static var current: Simulation? { CurrentSimulation.object as? Simulation }

    /// Records the screen's orientation, size and safe area (what pictures of the trace draw).
    private func recordScreen() {
        record(.screen(orientation: orientation.rawValue, size: screen.bounds.size, safeArea: device.safeArea(in: orientation)))
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

    /// Rotates the device and the interface: `UIDevice.orientationDidChangeNotification` is
    /// posted (the device turns first; the order is unconfirmed), then the interface rotates.
    /// With the keyboard up this is reported as a hide, then a show in the new orientation.
    ///
    /// The interface rotates only to an orientation that both the app
    /// (`UIApplication.supportedInterfaceOrientations(for:)`, which asks the app delegate) and the
    /// window's top full-screen controller (`supportedInterfaceOrientations`: all but upside down
    /// on an iPhone by default) support, as on iOS
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations);
    /// otherwise the device turns (its notification is posted) and the interface stays, and the
    /// trace says so.
    public func rotate(to newOrientation: UIInterfaceOrientation) {
        guard newOrientation != orientation else { return }
        perform {
            if currentDevice.isGeneratingDeviceOrientationNotifications {
                notificationCenter.post(name: UIDevice.orientationDidChangeNotification, object: currentDevice)
            }
            let supported = application.supportedInterfaceOrientations(for: window)
                .intersection(window.topFullScreenController?.supportedInterfaceOrientations ?? .all)
            guard supported.supports(newOrientation) else {
                diagnostic(
                    "rotate(to: \(newOrientation)): the interface stays \(orientation): \(window.topFullScreenController?.auditName ?? "the app") does not support \(newOrientation)"
                )
                return
            }
            let previousOrientation = orientation
            let previousTraits = window.windowScene?.traitCollection ?? window.traits
            keyboard.rotate { [self] in
                // A Stage Manager window gets the whole screen again (unconfirmed: iPadOS
                // rearranges its windows; place it again after the rotation).
                let wasPlaced = window.frame != screen.bounds
                screen.interfaceOrientation = newOrientation
                screen.bounds = CGRect(origin: .zero, size: device.screenSize(in: newOrientation))
                window.resize(to: screen.bounds, safeArea: device.safeArea(in: newOrientation)) {
                    recordScreen()
                    if wasPlaced { record(.window(frame: screen.bounds.traceRounded)) }
                }
                tellSceneDelegateGeometryChanged(orientation: previousOrientation, traits: previousTraits)
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
            let previousTraits = window.windowScene?.traitCollection ?? window.traits
            defer { tellSceneDelegateGeometryChanged(orientation: orientation, traits: previousTraits) }
            window.resize(
                to: target, safeArea: Self.windowSafeArea(target, screenSafeArea: device.safeArea(in: orientation), screen: screen.bounds)
            ) {
                record(.window(frame: target.traceRounded))
            }
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
        frames.frameOnScreen(view, at: instant)
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
            case .profileDefault: keyboardPoster.defaultObject
            case .screen: screen
            case .none: nil
            }
        perform {
            keyboardPoster.deliver(
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

    /// Dismisses the keyboard interactively, as a finger dragging a scroll view in an interactive
    /// dismiss mode does (``drag(_:by:from:over:)``), through the same steps: the finger touches
    /// down where it takes the keyboard — the keyboard's top, less the `keyboardDismissPadding`
    /// of the keyboard layout guides around the scroll view (iOS 17) — and moves 80% of the
    /// keyboard's height down over `duration`, one step per display frame (unconfirmed: where a
    /// user lets go); the keyboard follows it with no notification, and when it lifts, moving
    /// down, the keyboard is dismissed and the hide is posted from where the finger left it.
    ///
    /// The dismiss mode is that of the scroll view the finger drags: the first one, up from the
    /// first responder, whose `keyboardDismissMode` is `.interactive` or
    /// `.interactiveWithAccessory`, else the first such in the window (a chat's transcript,
    /// which does not hold the bar's text view), else `.interactive` with the padding of the
    /// guides around the first responder, and the trace says no such scroll view was found. So a chat
    /// screen's bar stays docked with its controller in `.interactive`, the keys stopping where
    /// the bar is still on screen, and goes with them in `.interactiveWithAccessory`; with the bar
    /// alone up, `.interactive` has nothing to take down, and the trace says so.
    ///
    /// What a drag does beside the keyboard is not done: the finger is on the keyboard's edge, so
    /// no content scrolls and no pan gesture recognizer sees it (``drag(_:by:from:over:)`` does
    /// both).
    ///
    /// - Precondition: `duration` is more than zero and at most 60 s.
    public func interactivelyDismissKeyboard(over duration: Duration = .milliseconds(300)) {
        requireArgument(
            duration > .zero && duration <= .seconds(60), "interactivelyDismissKeyboard(over: \(duration))",
            "expected a duration more than 0 and at most 60 seconds")
        dragKeyboardDown(over: duration)
    }

    /// Views whose frames every frame record includes (in addition to the first responder).
    public func recordFrames(of views: [UIView]) {
        frames.trackedViews = views
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
        frames.stop()
    }

    // The last stored property, so the last one a deinit lets go of (Swift releases stored
    // properties in the order they are declared; SimulationLifetimeTests checks it is last).
    /// Signals when this simulation's deinit has let go of its stored properties.
    private let storedPropertiesReleased = ReleaseSignal()
}

// MARK: - The trace records the animation machinery

extension TraceRecorder: AnimationRecorder {
    func recordAnimation(_ summary: String) {
        record(.animation(summary))
    }
}

// MARK: - The current simulation, as UIKit's receiver-less names reach it

extension Simulation: ApplicationHost, AnimationStackOwner {
    package var searchedInterfaceBuilderResources: InterfaceBuilderResources {
        interfaceBuilderResources.followed(by: portedInterfaceBuilderResources)
    }

    package func diagnoseCallOutside(_ call: String, _ message: String) {
        guard !isCreatingTask, callsReportedOutside.insert(call).inserted else { return }
        diagnostic(message)
    }
}

// MARK: - The keyboard's reports go into the trace

extension TraceRecorder: KeyboardRecorder {
    func recordPlacement(_ placement: SystemKeyboard.Placement) {
        record(.keyboard(placement: placement.rawValue))
    }
}

/// Values held until a closure on the main queue lets them go, after their owner's deinit has
/// let go of its own references (see `Simulation.deinit`).
private final class KeptAlive: @unchecked Sendable {
    let values: [Any]
    private let released: DispatchSemaphore
    init(values: [Any], released: DispatchSemaphore) {
        self.values = values
        self.released = released
    }

    /// Lets the values go on the main queue once the owner's stored properties are let go: at
    /// once when they are, else in a later turn of the main queue (never waiting on it).
    func letGoAfterOwner() {
        guard released.wait(timeout: .now()) == .timedOut else { return }
        DispatchQueue.main.async { self.letGoAfterOwner() }
    }
}

/// Signals its semaphore when it goes: a simulation's last stored property, let go after all
/// the others.
private final class ReleaseSignal: Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    deinit { semaphore.signal() }
}

/// What a simulation that goes away leaves to do on the main actor (see `Simulation.deinit`).
private struct SimulationEnd: @unchecked Sendable {
    let jobs: [MainActorJob]
    let center: NotificationBus
    /// The simulation's audit when it hands the app's registrations back.
    let audit: ObserverAudit?

    @MainActor func run() {
        for job in jobs { job.giveBack() }
        guard let audit else { return }
        NotificationBus.detachedDefault.takeBackRegistrations(of: center) { registration in
            // A selector-style observer belongs to its target (a view or a controller ends with
            // the simulation; any other object is the app's), whatever code registered it; a
            // Combine subscription belongs to the controller whose code made it, if any.
            if registration.endsWithSimulation { return false }
            if let target = registration.selectorTarget { return !(target is UIResponder) }
            switch registration.kind {
            case .block(let token, _, _, false), .message(let token, _, _):
                // A block or typed message observer belongs to whoever keeps its token: the
                // controller whose code registered it, if the controller keeps it; otherwise the
                // object that does (the bus hands it on only if someone still holds the token).
                guard let owner = audit.owner(of: registration) else { return true }
                return !storedProperties(of: owner, referTo: token)
            default:
                return !audit.belongsToController(registration)
            }
        }
    }
}
