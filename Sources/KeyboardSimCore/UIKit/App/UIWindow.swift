import Foundation
import SimulationContext

/// The app's window, as UIKit's `UIWindow`: it fills the screen, holds the root view controller
/// and tracks the first responder.
///
/// Setting `rootViewController` on a visible window loads the controller's view and runs its
/// appearance callbacks; replacing it makes the old one disappear and releases it.
///
/// A window belongs to a simulation, which makes it with the parts its views and controllers
/// use directly: the run loop, the notification center, the trace and the open animation
/// blocks.
open class UIWindow: UIView {
    /// What the window is made of, from its simulation (`init(windowScene:)` and `init(frame:)`
    /// take another window's).
    let parts: Parts

    /// The screen the window is on.
    public var screen: UIScreen { parts.screen }
    /// Whether it is the key window (`makeKeyAndVisible()`).
    public private(set) var isKeyWindow = false

    /// The guide of `safeAreaAspectFitLayoutGuide`, made when first read.
    var aspectFitGuide: AspectFitLayoutGuide?

    /// The run loop the app runs on.
    var clock: VirtualClock { parts.clock }
    /// The center UIKit's own notifications are posted on (text editing began and ended).
    var notificationCenter: NotificationBus { parts.notificationCenter }
    /// Where the window, its views and controllers record what happens (the simulation's trace).
    var traceRecorder: any UIKitRecorder { parts.traceRecorder }
    /// Whether a view of this window was refused a frame that is not finite (the crash is
    /// recorded once: see `UIView.refusesNonFiniteFrame`).
    var refusedNonFiniteFrame = false
    /// The simulation's open animation blocks: a view's frame change is recorded there.
    var animations: AnimationTransactionStack { parts.animations }
    /// Told about controllers entering and leaving the window (the simulation's lifecycle
    /// monitor).
    weak var lifecycleMonitor: (any LifecycleMonitor)?
    /// Answers what the controllers in this window ask of the screen (the simulation's
    /// `ScreenGeometry`).
    weak var presentationGeometry: (any PresentationGeometry)?
    /// Told when the first responder changes (the system keyboard).
    weak var firstResponderObserver: (any FirstResponderObserver)?
    /// The app whose window this is (set by `UIApplication.init(window:)`; nil for a window no
    /// simulation shows).
    weak var application: UIApplication?

    /// The safe-area insets of the whole window (set by the device and orientation).
    var windowSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if windowSafeAreaInsets != oldValue { setNeedsLayoutRecursively() } }
    }

    /// The current first responder.
    public private(set) weak var firstResponder: UIResponder?

    /// Whether a text field or text view becoming first responder scrolls the scroll view around
    /// it (`scrollFirstResponderIntoView(_:)`): from iOS 8 (the simulation sets it from its
    /// profile; true for a window no simulation made).
    var scrollsFirstResponderIntoView = true

    /// The window's traits, which its views and controllers report: they follow its size.
    private(set) lazy var traits = UITraitCollection.window(of: frame.size, on: screen)

    /// The window's Auto Layout engine, made on first use.
    private(set) lazy var layoutEngine: any AutoLayoutEngine = parts.makeLayoutEngine(self)

    /// - Parameter layoutEngine: makes the window's Auto Layout engine (the simulation's
    ///   `LayoutEngine`) when the window first needs it.
    init(
        screen: UIScreen, clock: VirtualClock, notificationCenter: NotificationBus, traceRecorder: any UIKitRecorder,
        animations: AnimationTransactionStack, layoutEngine: @escaping (UIWindow) -> any AutoLayoutEngine
    ) {
        parts = Parts(
            screen: screen, clock: clock, notificationCenter: notificationCenter, traceRecorder: traceRecorder, animations: animations,
            makeLayoutEngine: layoutEngine)
        super.init(frame: screen.bounds)
    }

    /// Archives are not simulated, and a window belongs to a simulation: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The window the scene's delegate makes in `scene(_:willConnectTo:options:)` (iOS 13+).
    ///
    /// The simulated app has one window, the simulation's: this window stands in for it. Its
    /// `rootViewController` and `makeKeyAndVisible()` go to the simulation's window (installed
    /// there as any root is, with its appearance callbacks), and
    /// `Simulation.connectScene(_:appDelegate:)` then puts the simulation's window in the scene
    /// delegate's `window`, so later code reaches the window on screen. Anything else set on
    /// the stand-in before that stays on it.
    ///
    /// A designated initializer, as on iOS: a subclass overrides it and calls `super`.
    public init(windowScene: UIWindowScene) {
        parts = windowScene.windowParts
        super.init(frame: parts.screen.bounds)
        // With the simulation's window gone, a window no simulation shows.
        sceneHost = windowScene.hostWindow
    }

    /// A window with `frame` (designated, as UIView's `init(frame:)` is on iOS, which UIWindow
    /// inherits): what an app delegate makes before scenes, `UIWindow(frame: UIScreen.main.bounds)`
    /// in `application(_:didFinishLaunchingWithOptions:)`.
    ///
    /// The simulated app has one window, the current simulation's (`Simulation.current`): as
    /// `init(windowScene:)`'s, this one stands in for it, and its `rootViewController` and
    /// `makeKeyAndVisible()` go there; its own frame is `frame`.
    ///
    /// - Precondition: a simulation is current on this thread (make the `Simulation` first): a
    ///   window belongs to one. Without one the program stops with a message that says so.
    public override init(frame: CGRect) {
        guard let host = CurrentSimulation.host?.application.windows.first else {
            fatalError(
                "KeyboardSim: UIWindow(frame:): expected a current simulation, whose app the window belongs to (make the Simulation first)")
        }
        parts = host.parts
        super.init(frame: frame)
        sceneHost = host
    }

    /// What a window is made of: a window scene keeps its window's, so that
    /// `init(windowScene:)` makes a window of the same simulation.
    struct Parts {
        let screen: UIScreen
        let clock: VirtualClock
        let notificationCenter: NotificationBus
        let traceRecorder: any UIKitRecorder
        let animations: AnimationTransactionStack
        let makeLayoutEngine: (UIWindow) -> any AutoLayoutEngine
    }

    /// The simulation's window this one stands in for (`init(windowScene:)`).
    private(set) weak var sceneHost: UIWindow?

    open override var safeAreaInsets: UIEdgeInsets { windowSafeAreaInsets }

    /// The root view controller. Assigning installs its view and runs the appearance callbacks
    /// when the window is visible.
    ///
    /// The controllers' callbacks run with this window's simulation as the current one, so a
    /// controller made after a later simulation but shown here registers its observers on this
    /// window's center.
    open var rootViewController: UIViewController? {
        didSet {
            if let sceneHost {
                sceneHost.rootViewController = rootViewController
                return
            }
            guard rootViewController !== oldValue else { return }
            inSimulation(of: lifecycleMonitor) { replaceRoot(oldValue) }
        }
    }

    private func replaceRoot(_ oldValue: UIViewController?) {
        if let old = oldValue {
            // A root already off screen (covered by a full-screen presentation) has nothing to
            // disappear from: no transition, where one made UIKit's "Unbalanced calls" twice.
            let disappears = isKeyWindow && old.appearanceState.isVisible
            if disappears { old.beginAppearanceTransition(false, animated: false) }
            old.view.removeFromSuperview()
            if disappears { old.endAppearanceTransition() }
            lifecycleMonitor?.controllerWasReleased(
                old, by: rootViewController == nil ? "window.rootViewController set to nil" : "window.rootViewController replaced")
        }
        if let root = rootViewController {
            install(root)
        }
    }

    /// Shows the window and makes it key, running the root controller's appearance callbacks.
    open func makeKeyAndVisible() {
        if let sceneHost {
            sceneHost.makeKeyAndVisible()
            return
        }
        guard !isKeyWindow else { return }
        isKeyWindow = true
        if let root = rootViewController, root.isViewLoaded, root.view.superview === self {
            root.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            root.endAppearanceTransition()
        } else if let root = rootViewController {
            install(root)
        }
    }

    private func install(_ root: UIViewController) {
        if let lifecycleMonitor { root.attach(to: lifecycleMonitor, geometry: presentationGeometry) }
        root.loadViewIfNeeded()
        if isKeyWindow { root.beginAppearanceTransition(true, animated: false) }
        root.view.frame = bounds
        addSubview(root.view)
        layoutIfNeeded()
        if isKeyWindow { root.endAppearanceTransition() }
    }

    // MARK: Key window and levels (Apple's documentation of UIWindow)

    /// Makes the window the key window (iOS 13 pairs it with `isHidden`), as
    /// `makeKeyAndVisible()` does here: the simulated window is visible once it is key. When the
    /// window was not key, `becomeKey()` is called and `didBecomeKeyNotification` posted
    /// (`makeKeyAndVisible()` at the simulation's start posts nothing, so that existing traces
    /// stay as they were).
    open func makeKey() {
        if let sceneHost {
            sceneHost.makeKey()
            return
        }
        guard !isKeyWindow else { return }
        makeKeyAndVisible()
        becomeKey()
        notificationCenter.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// Called when the window became key; an override calls `super`. Does nothing by default.
    open func becomeKey() {}
    /// Called when the window stops being key (never here: the simulation has one window, which
    /// stays key); an override calls `super`. Does nothing by default.
    open func resignKey() {}
    /// Whether the window can become key (true).
    open var canBecomeKey: Bool { true }
    /// Whether the window may resize to fit its content (Mac Catalyst; false; stored).
    open var canResizeToFitContent = false

    /// Posted when a window becomes key (by `makeKey()`).
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being key (never here: see `resignKey()`).
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window becomes visible (not posted: the simulation's window is visible from
    /// its start).
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden (not posted: the simulation's window is never hidden).
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// The window's position among windows, as UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value (UIKit's: normal 0, status bar 1000, alert 2000).
        public var rawValue: CGFloat
        /// The level `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar.
        public static let statusBar = Level(rawValue: 1000)
        /// Above alerts.
        public static let alert = Level(rawValue: 2000)
        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The window's level (`.normal`; stored: the simulation has one window).
    open var windowLevel: Level = .normal

    /// Dispatches `event` to the window's views. The simulation's events carry no touches or
    /// presses (taps are `Simulation.tap`), so nothing is delivered, and the trace says so.
    open func sendEvent(_ event: UIEvent) {
        traceRecorder.diagnostic("UIWindow.sendEvent(_:): the event carries no touches or presses; nothing delivered (use Simulation.tap)")
    }

    // MARK: Layout pass and the controllers' callbacks

    /// Runs the layout pass, telling the controllers in the window what it changed: before it,
    /// `updateViewConstraints()` where due and `viewSafeAreaInsetsDidChange()` /
    /// `viewLayoutMarginsDidChange()` for insets and margins already changed (a navigation bar, a
    /// rotation, `additionalSafeAreaInsets`); after it, the same for what the pass moved, and
    /// `viewIsAppearing(_:)` for controllers appearing whose views are now in the window.
    open override func layoutIfNeeded() {
        if sceneHost != nil {
            super.layoutIfNeeded()
            return
        }
        reportControllerChanges()
        super.layoutIfNeeded()
        if reportControllerChanges() { super.layoutIfNeeded() }
        for controller in controllersInHierarchy { controller.callViewIsAppearingIfReady() }
    }

    /// Reports safe area changes to the views and then safe area and margin changes to the
    /// controllers in the window; whether any invalidated the layout again.
    @discardableResult
    private func reportControllerChanges() -> Bool {
        reportSafeAreaChanges()
        for controller in controllersInHierarchy { controller.reportSafeAreaAndMarginChanges() }
        return layoutEngine.needsPass
    }

    /// Calls `safeAreaInsetsDidChange()` on each view of the window (the window included) whose
    /// `safeAreaInsets` differ from the ones it last reported in this window, superviews first.
    /// The insets are all worked out before any call (with each view's safe area worked out once),
    /// then the calls are made: what an app's override changes is seen after the pass. A
    /// controller's root view is followed by its controller's `viewSafeAreaInsetsDidChange()`.
    private func reportSafeAreaChanges() {
        let window = ObjectIdentifier(self)
        var changed: [UIView] = []
        UIView.withSafeAreaMemo {
            var pending: [UIView] = [self]
            while let view = pending.popLast() {
                let insets = view.safeAreaInsets
                let reported = view.rare?.reportedSafeArea.flatMap { $0.window == window ? $0.insets : nil } ?? .zero
                if insets != reported {
                    changed.append(view)
                    view.rareState.reportedSafeArea = (insets, window)
                }
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
        for view in changed {
            view.safeAreaInsetsDidChange()
            // A controller's root view: the controller hears of it next, before the subviews.
            if let controller = view.owningViewController, controller.viewIfLoaded === view {
                controller.reportSafeAreaAndMarginChanges()
            }
        }
    }

    /// The controller whose supported orientations decide a rotation: the root, or the last
    /// controller presented over it full screen.
    var topFullScreenController: UIViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController,
            presented.modalPresentationStyle.kind != .sheet
        {
            top = presented
        }
        return top
    }

    /// The controller on top: the root's top-most presented controller, or the root.
    open var topViewController: UIViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    // MARK: First responder

    /// Makes `responder` first responder (or none), running the delegates in UIKit's order:
    /// should-begin on the new one, should-end on the old one, did-end on the old one, did-begin
    /// on the new one — then tells the keyboard, once, about the change, and scrolls the new one
    /// into view in its scroll view (`scrollFirstResponderIntoView(_:)`).
    func makeFirstResponder(_ responder: UIResponder?) -> Bool {
        let old = firstResponder
        guard responder !== old else { return true }
        if let responder {
            guard responder.canBecomeFirstResponder, responder.shouldBeginEditing() else { return false }
        }
        if let old {
            guard old.canResignFirstResponder, old.shouldEndEditing() else { return false }
            firstResponder = nil
            if responder == nil {
                recordFocusChange(from: old, to: nil)
                reportKeptKeyboardNotSimulated(resigning: old)
            }
            old.didEndEditing()
        }
        firstResponder = responder
        if responder != nil { recordFocusChange(from: old, to: responder) }
        responder?.didBeginEditing()
        firstResponderObserver?.firstResponderDidChange(from: old, to: responder)
        // UIKit's text field scrolls itself into view once it is first responder (after the
        // keyboard's will-notifications when they come in this turn).
        if responder != nil { scrollFirstResponderIntoView(.becameFirstResponder) }
        return true
    }

    /// A field resigning in an iPad form sheet whose controller keeps the keyboard
    /// (`disablesAutomaticKeyboardDismissal`, true for a form sheet): iOS keeps the keyboard up;
    /// the simulation hides it, and says so here.
    private func reportKeptKeyboardNotSimulated(resigning old: UIResponder) {
        guard traits.userInterfaceIdiom == .pad else { return }
        var responder: UIResponder? = old
        while let current = responder {
            if let controller = current as? UIViewController, controller.presentingViewController != nil {
                if controller.modalPresentationStyle == .formSheet, controller.disablesAutomaticKeyboardDismissal {
                    traceRecorder.diagnostic(
                        "\(controller.auditName).disablesAutomaticKeyboardDismissal is true in a form sheet: iOS keeps the keyboard up when the field resigns; not simulated, the keyboard hides"
                    )
                }
                return
            }
            responder = current.next
        }
    }

    /// Resigns the first responder without asking its delegate (a view leaving the window, a
    /// drag that dismisses the keyboard); `successor`, when it can become first responder, takes
    /// the focus in the same change (a chat screen's controller keeping its bar).
    func forceResignFirstResponder(handingTo successor: UIResponder? = nil) {
        guard let old = firstResponder else { return }
        let next = successor.flatMap { $0 !== old && $0.canBecomeFirstResponder ? $0 : nil }
        firstResponder = nil
        recordFocusChange(from: old, to: next)
        old.didEndEditing()
        firstResponder = next
        next?.didBeginEditing()
        firstResponderObserver?.firstResponderDidChange(from: old, to: next)
    }

    /// Records the change of first responder (before the delegates' did-callbacks run).
    private func recordFocusChange(from old: UIResponder?, to new: UIResponder?) {
        func describe(_ responder: UIResponder) -> String {
            (responder as? UIView)?.debugName ?? String(describing: type(of: responder))
        }
        traceRecorder.recordFocusChange(from: old.map(describe), to: new.map(describe))
    }

    /// Places the window at `bounds` on the screen with these insets (a rotation, a Stage Manager
    /// window), runs `resized` (the simulation's records), and lays everything out again; the
    /// screen's coordinate space follows its origin.
    ///
    /// A new size is a size transition, as UIKit's: the root controller is told
    /// `willTransition(to:with:)` when the traits change and `viewWillTransition(to:with:)`
    /// (each forwarding to its children and its presented controller), the window resizes, every
    /// view and controller whose traits changed is told `traitCollectionDidChange(_:)`, the
    /// layout pass runs, then the coordinator's completions. The rotation itself is not animated
    /// here (the window takes its new size at once), so the coordinator is not animated: its
    /// alongside blocks run at once, and `transitionDuration` is 0 (unconfirmed: iOS animates a
    /// rotation, for a duration no public source here states).
    func resize(to bounds: CGRect, safeArea: UIEdgeInsets, resized: () -> Void = {}) {
        let oldTraits = traits
        let newTraits = UITraitCollection.window(of: bounds.size, on: screen)
        var coordinator: TransitionCoordinator?
        if bounds.size != frame.size, let root = rootViewController {
            let sizeChange = TransitionCoordinator(
                from: nil, to: nil, container: self, containerController: root, kind: .sizeChange, animated: false)
            if newTraits != oldTraits { root.willTransition(to: newTraits, with: sizeChange) }
            root.viewWillTransition(to: bounds.size, with: sizeChange)
            coordinator = sizeChange
        }
        // Each view's and controller's traits before, to tell those whose traits change (an
        // override may pin the trait that changed) what they were.
        let traitsBefore =
            newTraits == oldTraits
            ? nil : TraitSnapshot(views: subtree, controllers: controllersInHierarchy.filter { $0.viewIfLoaded?.window === self })
        frame = bounds
        screen.windowOrigin = bounds.origin
        windowSafeAreaInsets = safeArea
        traits = newTraits
        for view in subviews {
            guard let controller = view.owningViewController else { continue }
            // A presented controller's view goes where its presentation controller places it (a sheet).
            view.frame =
                controller.presentingViewController == nil
                ? self.bounds : controller.ownPresentationController.frameOfPresentedViewInContainerView
        }
        setNeedsLayoutRecursively()
        resized()
        coordinator?.start()
        traitsBefore?.tellChanged()
        layoutIfNeeded()
        coordinator?.finish()
    }

    /// The root view controller, then every controller below it — children and presented
    /// controllers, parents before children — whether or not its view is in the window.
    var controllersInHierarchy: [UIViewController] {
        var controllers: [UIViewController] = rootViewController.map { [$0] } ?? []
        var index = 0
        while index < controllers.count {
            let controller = controllers[index]
            controllers.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController { controllers.append(presented) }
            index += 1
        }
        return controllers
    }

    func setNeedsLayoutRecursively() {
        for view in subtree { view.setNeedsLayout() }
    }
}

/// Told when a window's first responder changes, once the change is complete (delegates
/// included): the system keyboard shows, hides or changes for the new responder.
@MainActor protocol FirstResponderObserver: AnyObject {
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?)
    /// The first responder asked for its input views to be reloaded (`reloadInputViews()`).
    func inputViewsDidReload(for responder: UIResponder)
    /// The keyboard's current input mode (`UIResponder.textInputMode`).
    var textInputMode: UITextInputMode? { get }
}

extension UIView {
    /// Resigns the first responder if it is this view or inside it. With `force`, delegates are
    /// not asked. Returns whether the view no longer holds the first responder.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return true
        }
        if force {
            window.forceResignFirstResponder()
            return true
        }
        return window.makeFirstResponder(nil)
    }
}
