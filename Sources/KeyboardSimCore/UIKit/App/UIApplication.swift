import Foundation
import SimulationContext

/// The simulated app, as UIKit's `UIApplication`: one per simulation (`sim.application`), and
/// `UIApplication.shared` in the `UIKit` module is the current simulation's.
///
/// What iOS code asks the app around the keyboard is simulated: its windows, the key window,
/// the interface orientation the old tutorials read from the status bar, and the action sent to
/// the first responder to dismiss the keyboard from anywhere:
///
/// ```swift
/// UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
/// let landscape = UIApplication.shared.statusBarOrientation.isLandscape
/// ```
///
/// (`#selector(UIResponder.resignFirstResponder)` on iOS; on Linux the method itself.)
@preconcurrency @MainActor public final class UIApplication: UIResponder {
    /// The simulation's window (nil: a detached app, `UIApplication.shared` with no simulation).
    private weak var window: UIWindow?
    /// The app's one window scene, made when first asked for (`connectedScenes`), so that every
    /// answer is the same object, as on iOS.
    var windowScene: UIWindowScene?

    /// The app of a simulation whose one window is `window`.
    package init(window: UIWindow) {
        self.window = window
        super.init()
        window.application = self
    }

    /// A detached app with no window: what `UIApplication.shared` is with no simulation.
    package override init() {}

    /// The local notifications scheduled (deprecated API, so kept untyped; they never fire).
    var localNotifications: [NSObject] = []
    /// The notification settings registered (deprecated API, so kept untyped).
    var registeredNotificationSettings: NSObject?

    /// The app's pasteboards (`UIPasteboard.general` and the named ones), made when first asked
    /// for: each simulation's app starts with an empty general pasteboard.
    private var pasteboardStore: Pasteboards?

    /// The app's Core Animation transactions (`CATransaction`), made when first asked for.
    private var coreAnimationStore: CoreAnimationTransactions?

    /// The app's appearance proxies (`UIView.appearance()`), made when first asked for.
    private(set) var appearanceProxyStore: AppearanceProxies?

    /// The app's appearance proxies.
    var appearanceProxies: AppearanceProxies {
        if let appearanceProxyStore { return appearanceProxyStore }
        let store = AppearanceProxies()
        appearanceProxyStore = store
        return store
    }

    /// The app's Core Animation transactions, whose clock is `host`'s (nil: the detached app's, with
    /// no clock).
    func coreAnimationTransactions(host: (any ApplicationHost)?) -> CoreAnimationTransactions {
        if let coreAnimationStore { return coreAnimationStore }
        let store = CoreAnimationTransactions(host: host)
        coreAnimationStore = store
        return store
    }

    /// The app's pasteboards, which belong to `host` (nil: the detached app's).
    func pasteboards(host: (any ApplicationHost)?) -> Pasteboards {
        if let pasteboardStore { return pasteboardStore }
        let store = Pasteboards(host: host)
        pasteboardStore = store
        return store
    }

    /// The app's editing menu controller (`UIMenuController.shared`), made when first asked for.
    private var menuControllerStore: UIMenuController?

    /// The app's editing menu controller, which posts to `host`'s center (nil: the detached app's).
    func menuController(host: (any ApplicationHost)?) -> UIMenuController {
        if let menuControllerStore { return menuControllerStore }
        let menu = UIMenuController(host: host)
        menuControllerStore = menu
        return menu
    }

    /// The app's state, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (a call, the app switcher).
        case inactive
        /// In the background.
        case background
    }

    /// The app's state: `.active` until the user leaves the app (`Simulation.enterBackground()`),
    /// `.inactive` while it is leaving or coming back, `.background` while it is away.
    public internal(set) var applicationState: State = .active

    /// The user leaves the app: the delegate's `applicationWillResignActive(_:)` and
    /// `willResignActiveNotification` (the state becomes `.inactive`), then
    /// `applicationDidEnterBackground(_:)` and `didEnterBackgroundNotification` (`.background`),
    /// posted on `center` with the app as the object, as UIKit posts them. Nothing when the app
    /// is not active.
    package func leave(postingOn center: NotificationBus) {
        guard applicationState == .active else { return }
        applicationState = .inactive
        if let scene = connectedSceneWithDelegate {
            scene.delegate?.sceneWillResignActive(scene)
            center.post(name: UIScene.willDeactivateNotification, object: scene)
        } else {
            delegate?.applicationWillResignActive(self)
        }
        center.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .background
        if let scene = connectedSceneWithDelegate {
            scene.delegate?.sceneDidEnterBackground(scene)
            center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        } else {
            delegate?.applicationDidEnterBackground(self)
        }
        center.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// The user comes back: `applicationWillEnterForeground(_:)` and
    /// `willEnterForegroundNotification` while the state is still `.background` (unconfirmed:
    /// Apple's documentation describes the transition, not the state read during it), then
    /// `applicationDidBecomeActive(_:)` and `didBecomeActiveNotification` with the state
    /// `.active`. Nothing when the app is not in the background.
    package func returnToForeground(postingOn center: NotificationBus) {
        guard applicationState == .background else { return }
        if let scene = connectedSceneWithDelegate {
            scene.delegate?.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
        } else {
            delegate?.applicationWillEnterForeground(self)
        }
        center.post(name: Self.willEnterForegroundNotification, object: self)
        applicationState = .active
        if let scene = connectedSceneWithDelegate {
            scene.delegate?.sceneDidBecomeActive(scene)
            center.post(name: UIScene.didActivateNotification, object: scene)
        } else {
            delegate?.applicationDidBecomeActive(self)
        }
        center.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The window scene once a scene delegate is connected (`Simulation.connectScene`): a
    /// scene-based app, whose scene delegate hears what the app delegate hears otherwise ("UIKit
    /// doesn't call this method if your app uses scenes", Apple's documentation of
    /// `applicationDidBecomeActive(_:)` and its three siblings).
    private var connectedSceneWithDelegate: UIWindowScene? {
        windowScene?.delegate != nil ? windowScene : nil
    }

    // MARK: Stored settings (UIApplication+Settings.swift documents them)

    /// Whether the idle timer is disabled (false): stored; the simulated device never sleeps.
    public var isIdleTimerDisabled = false
    /// Whether shaking the device offers undo (true, as Apple documents the default): stored;
    /// shakes are not simulated.
    public var applicationSupportsShakeToEdit = true
    /// The number on the app's icon (deprecated in iOS 17; 0): stored, nothing is drawn.
    public var applicationIconBadgeNumber = 0
    /// Whether the network activity indicator shows (deprecated; false): stored, nothing drawn.
    public var isNetworkActivityIndicatorVisible = false
    /// The Home screen quick actions (`nil`): stored; the Home screen is not simulated.
    public var shortcutItems: [UIApplicationShortcutItem]?
    /// Whether the status bar is hidden (deprecated; false): stored, the status bar is not drawn.
    public var isStatusBarHidden = false
    /// The status bar's style (deprecated; `.default`): stored.
    public var statusBarStyle: UIStatusBarStyle = .default
    /// How many `beginIgnoringInteractionEvents()` calls are not yet balanced.
    var ignoringInteractionEvents = 0
    /// Whether the app asked for remote-control events.
    var receivesRemoteControlEvents = false
    /// The background tasks begun and not ended.
    nonisolated let backgroundTasks = BackgroundTaskRegistry()

    /// The app's delegate. A simulated app has one, as an app target always does (an app
    /// extension has none: libraries test `delegate` to tell them apart); set your own if you
    /// like. Held weakly, as UIKit holds it, but for the simulation's default.
    public weak var delegate: (any UIApplicationDelegate)? {
        get { assignedDelegate ?? (assignedDelegateWasSet ? nil : defaultDelegate) }
        set { assignedDelegate = newValue; assignedDelegateWasSet = true }
    }

    private weak var assignedDelegate: (any UIApplicationDelegate)?
    private var assignedDelegateWasSet = false
    private let defaultDelegate = SimulatedAppDelegate()

    /// Posted when the app becomes active (UIKit's `didBecomeActiveNotification`).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Whether the class responds to `selector`: `sharedApplication` is answered yes (this is an
    /// app, not an extension); any other selector as `UIResponder.responds(to:)` answers it.
    override public class func responds(to selector: Selector) -> Bool {
        selector.name == "sharedApplication" || super.responds(to: selector)
    }

    /// Calls the class method `selector`: `sharedApplication` gives the current simulation's app;
    /// any other selector as `UIResponder.perform(_:)` answers it.
    override public class func perform(_ selector: Selector) -> Unmanaged<AnyObject>! {
        guard selector.name == "sharedApplication" else { return super.perform(selector) }
        // The object `UIApplication.shared` is: the current simulation's app, or the thread's
        // detached one.
        let app =
            CurrentSimulation.host?.application
            ?? CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }
        return Unmanaged.passUnretained(app)
    }

    /// The app's windows: the simulation's one window.
    public var windows: [UIWindow] { window.map { [$0] } ?? [] }

    /// The key window.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The interface orientation (deprecated in iOS 13, still what many handlers read).
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene")
    public var statusBarOrientation: UIInterfaceOrientation { window?.screen.interfaceOrientation ?? .portrait }

    /// Sends `action` to `target`, or — with a `nil` target — to the key window's first
    /// responder, as UIKit does; returns whether a responder handled it. The action is the
    /// method itself (`UIResponder.resignFirstResponder`), what `#selector` passed to
    /// `sendAction` becomes on Linux.
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(
        _ action: (Target) -> () -> Result, to target: Any?,
        from sender: Any?, for event: UIEvent?
    ) -> Bool {
        guard let receiver = self.receiver(of: Target.self, explicit: target) else { return false }
        _ = action(receiver)()
        return true
    }

    /// Sends an action that takes the sender (`LoginViewController.submit` for `submit(_:)`).
    @discardableResult
    public func sendAction<Target: AnyObject, Sender, Result>(
        _ action: (Target) -> (Sender) -> Result, to target: Any?,
        from sender: Sender, for event: UIEvent?
    ) -> Bool {
        guard let receiver = self.receiver(of: Target.self, explicit: target) else { return false }
        _ = action(receiver)(sender)
        return true
    }

    /// Sends an action kept as a `Selector` value (`Selector("resignFirstResponder",
    /// UIResponder.resignFirstResponder)`) to `target`, or to the first responder of the method's
    /// class up the chain; returns whether it was sent. One made from a name alone finds no
    /// method: nothing is sent, and the trace says so.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let method = action.method else {
            window?.traceRecorder.diagnostic("UIApplication.sendAction: \(action.unreachable(on: self) ?? action.name); not sent")
            return false
        }
        let receiver: AnyObject? =
            if let target { target as AnyObject } else {
                sequence(first: windows.first { $0.isKeyWindow }?.firstResponder as UIResponder?, next: { $0?.next }).lazy
                    .compactMap { $0 }.first { method.accepts($0) }
            }
        guard let receiver else { return false }
        if let why = action.unreachable(on: receiver, with: sender) {
            window?.traceRecorder.diagnostic("UIApplication.sendAction: \(why); not sent")
            return false
        }
        // The sender itself: wrapped in an Optional, an action that takes `Any` would get the Optional.
        if let sender { return method.call(receiver, sender) }
        return method.call(receiver, sender as Any)
    }

    /// The explicit target, or the first responder of the key window and then its next
    /// responders, the first that is a `Target`.
    private func receiver<Target: AnyObject>(of type: Target.Type, explicit target: Any?) -> Target? {
        if let target { return target as? Target }
        var responder: UIResponder? = windows.first { $0.isKeyWindow }?.firstResponder
        while let current = responder {
            if let match = current as? Target { return match }
            responder = current.next
        }
        return nil
    }
}

/// The app delegate's protocol, as UIKit's `UIApplicationDelegate`: every method optional (each has
/// an empty default here, where there are no optional protocol requirements).
@preconcurrency @MainActor public protocol UIApplicationDelegate: SelectorResponding {
    /// The app is about to stop being active (UIKit's optional method; nothing by default).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is in the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is active again.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is launching (true by default). Only `Simulation.connectScene(_:appDelegate:)`
    /// calls it; otherwise a test that wants the app's launch code calls it.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// The app finished launching (true by default); called as `willFinishLaunching` is.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// The configuration of the scene about to connect (iOS 13+): a configuration named
    /// "Default Configuration" for the session's role by default, as Xcode's template returns.
    /// Called by `Simulation.connectScene(_:appDelegate:)`.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Sessions the user discarded (never called: the simulated app has one session).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // Apple's other optional methods, with the empty or documented defaults of
    // UIApplicationDelegate+Defaults.swift; the simulation calls those whose moment it has and
    // says there which it never calls.

    // `window`, Apple's `optional var window: UIWindow? { get set }`, is read through the
    // protocol as Swift reads an optional requirement (UIApplicationDelegate+Defaults.swift).
    /// The app will terminate (never called: the simulated app is not terminated).
    func applicationWillTerminate(_ application: UIApplication)
    /// The app received a memory warning (never called: no memory pressure).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// A significant time change (never called).
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// Protected data became available (never called: it always is).
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// Protected data will become unavailable (never called).
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// The app finished launching (deprecated form; never called: `Simulation.connectScene`
    /// calls `application(_:didFinishLaunchingWithOptions:)`).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// Whether key commands are localized automatically (true by default; asked by nothing).
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
    /// HealthKit authorization (never called).
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
    /// Opens a URL given to the app (false by default; never called: nothing opens URLs here).
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Opens a URL (deprecated form; false by default; never called).
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
    /// Opens a URL (deprecated form; false by default; never called).
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    /// Whether the app continues an activity of this type (false by default; never called).
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    /// Continues a user activity (false by default; never called: no Handoff).
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// A user activity could not be continued (never called).
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// A user activity was updated (never called).
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    /// The push service registered the app (never called: no push service).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// The push service refused the app (never called).
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived (never called; the default calls `completionHandler(.noData)`).
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// A remote notification arrived (deprecated form; never called).
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
    /// A notification action (deprecated; never called; the default calls `completionHandler()`).
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void)
    /// A notification action with a response (deprecated; never called; the default calls
    /// `completionHandler()`).
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    /// A background fetch (deprecated; never called; the default calls `completionHandler(.noData)`).
    func application(
        _ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// Events for a background URL session (never called; the default calls `completionHandler()`).
    func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)
    /// A Home screen quick action (never called; the default calls `completionHandler(false)`).
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    /// A WatchKit extension's request (never called; the default replies `nil`).
    func application(
        _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void)
    /// Whether the app allows an extension point (true by default; never asked: the simulation
    /// has no custom keyboards).
    func application(
        _ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool
    /// The orientations the app supports in `window` (`.all` by default): asked by
    /// `UIApplication.supportedInterfaceOrientations(for:)` at each `Simulation.rotate(to:)`.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// The controller for a restoration path (`nil` by default; never called: no state restoration).
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    )
        -> UIViewController?
    /// Whether to save the app's state (false by default; never asked).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the app's state (false by default; never asked).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to save the app's state (deprecated form; false; never asked).
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the app's state (deprecated form; false; never asked).
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// The app's state is about to be saved (never called).
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// The app's state was restored (never called).
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    /// The status bar's frame will change (deprecated; never called).
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    /// The status bar's frame changed (deprecated; never called).
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)
    /// The status bar will rotate (deprecated; never called).
    func application(
        _ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval
    )
    /// The status bar rotated (deprecated; never called).
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    /// A local notification arrived while the app ran (deprecated in iOS 10; never called:
    /// local notifications are not delivered here).
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenterDelegate")
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    /// The user answered `registerUserNotificationSettings(_:)` (deprecated in iOS 10): here at
    /// once, with the settings asked for.
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenter")
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    /// The user chose an action of a local notification (deprecated in iOS 10; never called; the
    /// default calls `completionHandler()`).
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenterDelegate")
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
        completionHandler: @escaping () -> Void)
    /// The user chose an action of a local notification, with a response (deprecated in iOS 10;
    /// never called; the default calls `completionHandler()`).
    @available(*, deprecated, message: "Use UserNotifications framework's UNUserNotificationCenterDelegate")
    func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification,
        withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// The delegate a simulated app has until one is set.
private final class SimulatedAppDelegate: UIApplicationDelegate {}

/// An event UIKit passes along with an action (touches, presses); the simulation sends none.
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// An event with no touches or presses (the simulation passes none where UIKit passes one).
    public override init() {}
}

/// What UIKit's receiver-less names (`UIApplication.shared`, a responder's misuse) read from
/// the thread's current simulation (`CurrentSimulation`).
@MainActor package protocol ApplicationHost: AnyObject {
    /// The simulation's app.
    var application: UIApplication { get }
    /// The simulated device's screen (what `UIScreen.main` is in the simulation).
    var screen: UIScreen { get }
    /// Leaves a diagnostic in the trace: what the app could not do as iOS would.
    func diagnostic(_ message: String)
    /// Where storyboards, xibs and their custom classes are found.
    var interfaceBuilderResources: InterfaceBuilderResources { get }
    /// The simulation's clock (`CACurrentMediaTime()`).
    var clock: VirtualClock { get }
    /// The simulation's notification center (`NotificationCenter.default` in it).
    var notificationCenter: NotificationBus { get }
    /// The display's frames (`CADisplayLink`).
    var displayLink: DisplayLink { get }
    /// Leaves `message` in the trace the first time `call` is made from outside the simulation,
    /// unless the calling task is the one that made the simulation (`MainThreadChecker`).
    func diagnoseCallOutside(_ call: String, _ message: String)
    /// Where a document and its custom classes are looked for: `interfaceBuilderResources`, then
    /// the documents the `KeyboardSimPort` plugin ported (``PortedDocuments``).
    var searchedInterfaceBuilderResources: InterfaceBuilderResources { get }
}

extension CurrentSimulation {
    /// The current simulation as UIKit's types see it (`CurrentSimulation`'s rule), if any.
    package static var host: (any ApplicationHost)? { object as? any ApplicationHost }

    /// Leaves `message` in the current simulation's trace from code that may run off the main
    /// actor (a timer's or an asset catalog's work): said when called on the main queue, where
    /// the simulation lives (`SimulatedMainActor.isMain`, whichever thread drains it); nothing
    /// to say it to elsewhere, as no simulation runs there.
    package static func diagnosticFromAnyThread(_ message: String) {
        guard object != nil, SimulatedMainActor.isMain else { return }
        MainActor.assumeIsolated { host?.diagnostic(message) }
    }
}

extension UIApplication {
    /// The keys of the options an app is launched with, as UIKit's `UIApplication.LaunchOptionsKey`
    /// (the simulation launches nothing, so no options are ever passed).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's constant's value.
        public var rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A URL the app was opened with.
        public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened it.
        public static let sourceApplication = Self(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification's payload.
        public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A user activity's details.
        public static let userActivityDictionary = Self(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// A Home screen quick action.
        public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A location event.
        public static let location = Self(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }
}
