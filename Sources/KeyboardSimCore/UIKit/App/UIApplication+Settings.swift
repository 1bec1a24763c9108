import Foundation
import SimulationContext

// Apple's documented members of UIApplication that the simulation stores, answers with a
// documented value, or reports as not simulated (Apple's documentation of UIApplication).

extension UIApplication {
    /// Leaves "`what`: not simulated" in the trace of the app's simulation (or the current one).
    func notSimulated(_ what: String) {
        let message = "UIApplication.\(what): not simulated"
        if let window = windows.first {
            window.traceRecorder.diagnostic(message)
        } else {
            CurrentSimulation.host?.diagnostic(message)
        }
    }

    /// The app's layout direction (https://developer.apple.com/documentation/uikit/uiapplication/userinterfacelayoutdirection),
    /// which follows the app's language: left to right, the simulated app's (a trait override
    /// on a window or a view does not change it).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        (keyWindow ?? windows.first)?.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Notifications (names; posted where the simulation has the moment)

    /// Posted after the app finished launching: by `Simulation.connectScene(_:appDelegate:)`
    /// after the app delegate's `application(_:didFinishLaunchingWithOptions:)`.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted on a memory warning (never: the simulation has no memory pressure).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted at a significant time change, such as midnight (never: the virtual clock has no
    /// calendar).
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user takes a screenshot (never: screenshots are not simulated).
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when protected files become available (never: protected data is always available).
    nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when protected files are about to become unavailable (never: see above).
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted when background refresh status changes (never: it stays `.available`).
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted when the status bar's frame changed (deprecated; never: the status bar is not drawn).
    nonisolated public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted when the status bar's frame is about to change (deprecated; never).
    nonisolated public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted when the status bar's orientation changed (deprecated; never: observe
    /// `UIDevice.orientationDidChangeNotification` or the controllers' size transitions).
    nonisolated public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted when the status bar's orientation is about to change (deprecated; never).
    nonisolated public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// The user info key of the status bar's frame (deprecated).
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// The user info key of the status bar's orientation (deprecated).
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    // MARK: URLs

    /// The URL of the app's page in Settings ("app-settings:").
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings (iOS 16; "app-settings:notifications",
    /// unconfirmed: Apple's documentation gives the constant, not its value).
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// The URL of the default apps settings (iOS 18.3; "app-settings:default-applications",
    /// unconfirmed, as above).
    nonisolated public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"

    /// Whether an app can open `url`: false, for every URL (no other app is installed in the
    /// simulation), and the trace says so when called on the main actor during a simulation.
    nonisolated public func canOpenURL(_ url: URL) -> Bool {
        if SimulatedMainActor.isMain {
            MainActor.assumeIsolated { notSimulated("canOpenURL(\(url.absoluteString)) (no app opens URLs here): false") }
        }
        return false
    }

    /// Opens `url` in another app: no app is installed in the simulation, so nothing opens;
    /// `completion` is called at once with false, and the trace says so.
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        notSimulated("open(\(url.absoluteString)) (no app opens URLs here): completion(false)")
        completion?(false)
    }

    /// Opens `url` (deprecated in iOS 10): as `open(_:options:completionHandler:)`, false.
    public func openURL(_ url: URL) -> Bool {
        notSimulated("openURL(\(url.absoluteString)) (no app opens URLs here): false")
        return false
    }

    /// The keys of `open(_:options:completionHandler:)`'s options, as UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link's app.
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// An event attribution for the open.
        public static let eventAttribution = Self(rawValue: "UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// The keys of the options `application(_:open:options:)` gets, as UIKit's
    /// `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that opened the URL.
        public static let sourceApplication = Self(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the opening app passed.
        public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file is opened in place.
        public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// An event attribution.
        public static let eventAttribution = Self(rawValue: "UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// The kinds of extensions an app may refuse, as UIKit's `UIApplication.ExtensionPointIdentifier`.
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Custom keyboards ("com.apple.keyboard-service"). The simulation has no custom
        /// keyboards, so `application(_:shouldAllowExtensionPointIdentifier:)` is not asked.
        public static let keyboard = Self(rawValue: "com.apple.keyboard-service")
    }

    /// The kinds of default app (iOS 18.2), as UIKit's `UIApplication.Category`.
    public enum Category: Int, Sendable {
        /// The default web browser.
        case webBrowser = 0
        /// The default mail app.
        case mailClient
    }

    /// Why `isDefault(_:)` could not answer, as UIKit's `UIApplication.CategoryDefaultError`.
    public struct CategoryDefaultError: Error, Hashable, Sendable {
        /// Why it failed.
        public enum Code: Int, Sendable {
            /// Asked too often.
            case rateLimited = 1
        }
        /// Why it failed.
        public let code: Code
        /// When to ask again (the user info key).
        public static let retryAvailabilityDateErrorKey = "UIApplicationCategoryDefaultRetryAvailabilityDateErrorKey"
    }

    /// Whether the app is the default for `category`: false (the simulated app is no one's
    /// default). Never throws here.
    nonisolated public func isDefault(_ category: UIApplication.Category) throws -> Bool { false }

    // MARK: Events

    /// Dispatches `event` to the key window (`UIWindow.sendEvent(_:)`), as UIKit does. The
    /// simulation's events carry no touches or presses, and the window's trace says so.
    public func sendEvent(_ event: UIEvent) {
        guard let window = windows.first(where: \.isKeyWindow) ?? windows.first else {
            notSimulated("sendEvent(_:) (no window)")
            return
        }
        window.sendEvent(event)
    }

    /// Whether the app ignores touches (deprecated): while `beginIgnoringInteractionEvents()`
    /// calls outnumber `endIgnoringInteractionEvents()` ones.
    public var isIgnoringInteractionEvents: Bool { ignoringInteractionEvents > 0 }
    /// Starts ignoring touches (deprecated in iOS 13): counted for `isIgnoringInteractionEvents`;
    /// the simulation's taps are still delivered, and the trace says so.
    public func beginIgnoringInteractionEvents() {
        ignoringInteractionEvents += 1
        notSimulated("beginIgnoringInteractionEvents() (Simulation.tap still delivers taps)")
    }
    /// Balances a `beginIgnoringInteractionEvents()` call (deprecated).
    public func endIgnoringInteractionEvents() {
        ignoringInteractionEvents = max(0, ignoringInteractionEvents - 1)
    }

    /// Starts receiving remote-control events (headphone buttons): no such events happen in the
    /// simulation, and the trace says so.
    public func beginReceivingRemoteControlEvents() {
        receivesRemoteControlEvents = true
        notSimulated("beginReceivingRemoteControlEvents() (no remote-control events happen)")
    }
    /// Stops receiving remote-control events.
    public func endReceivingRemoteControlEvents() { receivesRemoteControlEvents = false }

    // MARK: Orientation and appearance

    /// The orientations the app supports in `window`: the app delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, which answers `.all` by default (the
    /// simulated app has no Info.plist listing them: unconfirmed what iOS answers without one).
    /// `Simulation.rotate(to:)` intersects it with the top controller's.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .all
    }

    /// The text size the user chose: the current traits' (`UITraitCollection.current`).
    public var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.current.preferredContentSizeCategory }

    /// The status bar's frame (deprecated in iOS 13): the screen's width by the window's top
    /// safe area inset (unconfirmed: on devices with a notch the status bar is a few points
    /// shorter than the safe area), at the top of the screen.
    public var statusBarFrame: CGRect {
        guard let window = windows.first else { return .zero }
        return CGRect(x: 0, y: 0, width: window.screen.bounds.width, height: window.windowSafeAreaInsets.top)
    }
    /// How long the status bar takes to rotate 90° (deprecated): 0.3 s (unconfirmed).
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
    /// Hides or shows the status bar (deprecated): stored in `isStatusBarHidden`; nothing drawn.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) { isStatusBarHidden = hidden }
    /// Sets the status bar's style (deprecated): stored in `statusBarStyle`; nothing drawn.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) { self.statusBarStyle = statusBarStyle }
    /// Rotates the status bar (deprecated; iOS 9 and later ignore it): not simulated, the
    /// interface rotates with `Simulation.rotate(to:)`; the trace says so.
    public func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {
        notSimulated("setStatusBarOrientation(\(interfaceOrientation)) (use Simulation.rotate(to:))")
    }

    /// Whether the app can change its icon (false: the simulation has no Home screen).
    public var supportsAlternateIcons: Bool { false }
    /// The alternate icon's name (`nil`: the primary icon).
    public var alternateIconName: String? { nil }
    /// Changes the app's icon: not simulated; `completionHandler` is called at once with an
    /// error, and the trace says so.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (((any Error)?) -> Void)? = nil) {
        notSimulated("setAlternateIconName(\(alternateIconName ?? "nil")) (no Home screen)")
        completionHandler?(CocoaError(.featureUnsupported))
    }
    /// Sets the Newsstand icon (deprecated in iOS 9): not simulated; the trace says so.
    public func setNewsstandIconImage(_ image: UIImage?) { notSimulated("setNewsstandIconImage(_:)") }

    // MARK: Scenes

    /// Whether the app supports more than one scene (false: the simulated app has one).
    public var supportsMultipleScenes: Bool { false }
    /// The sessions of the app's scenes: its one window scene's.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    /// Asks for a new scene or an existing session's (iOS 17): not simulated (one scene);
    /// `errorHandler` gets an error, and the trace says so.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        notSimulated("activateSceneSession(for:) (the simulated app has one scene)")
        errorHandler?(CocoaError(.featureUnsupported))
    }
    /// Asks for a scene (deprecated in iOS 17): as `activateSceneSession(for:errorHandler:)`.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        notSimulated("requestSceneSessionActivation(_:userActivity:options:) (the simulated app has one scene)")
        errorHandler?(CocoaError(.featureUnsupported))
    }
    /// Asks to close a scene's session: not simulated (the one scene stays); `errorHandler`
    /// gets an error, and the trace says so.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        notSimulated("requestSceneSessionDestruction(_:options:) (the one scene stays)")
        errorHandler?(CocoaError(.featureUnsupported))
    }
    /// Asks for a session's snapshot to be refreshed: not simulated (no app switcher); the
    /// trace says so.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {
        notSimulated("requestSceneSessionRefresh(_:) (no app switcher)")
    }

    // MARK: Background execution

    /// Begins a background task; returns its identifier (1, 2, …; never `.invalid`). The
    /// simulated app's background time never runs out, so `handler` is never called.
    nonisolated public func beginBackgroundTask(expirationHandler handler: (@MainActor () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasks.begin()
    }
    /// Begins a background task named `taskName` (as `beginBackgroundTask(expirationHandler:)`).
    nonisolated public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        backgroundTasks.begin()
    }
    /// Ends a background task.
    nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { backgroundTasks.end(identifier) }
    /// How long the app may still run in the background: `.greatestFiniteMagnitude`, what Apple
    /// documents for an app in the foreground; the simulated app's background time never runs out.
    nonisolated public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// The smallest background fetch interval (0).
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// An interval that never fetches (`.greatestFiniteMagnitude`, unconfirmed: UIKit's constant
    /// is a very large number).
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    /// Sets the background fetch interval (deprecated in iOS 13): not simulated (no background
    /// fetch happens); the trace says so.
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        notSimulated("setMinimumBackgroundFetchInterval(\(minimumBackgroundFetchInterval)) (no background fetch)")
    }
    /// Whether the app may refresh in the background (`.available`).
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// Keeps a VoIP socket alive (deprecated in iOS 9): not simulated; false, and the trace says so.
    public func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
        notSimulated("setKeepAliveTimeout(\(timeout)) (no VoIP sockets)")
        return false
    }
    /// Removes the keep-alive handler (deprecated; nothing was set).
    public func clearKeepAliveTimeout() {}
    /// Whether protected files can be read (true: the simulated device is never locked).
    nonisolated public var isProtectedDataAvailable: Bool { true }

    // MARK: Remote notifications

    /// Registers with the push service: not simulated (no push service); neither
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` nor the failure is
    /// called, and the trace says so.
    public func registerForRemoteNotifications() {
        notSimulated("registerForRemoteNotifications() (no push service; no delegate callback)")
    }
    /// Unregisters from the push service (nothing was registered).
    public func unregisterForRemoteNotifications() {}
    /// Whether the app is registered for remote notifications (false).
    public var isRegisteredForRemoteNotifications: Bool { false }
    /// Cancels the scheduled local notifications (deprecated in iOS 10): `scheduledLocalNotifications`
    /// becomes empty.
    public func cancelAllLocalNotifications() { localNotifications = [] }

    // MARK: State restoration (not simulated)

    /// Tells the app that asynchronous state restoration finished: state restoration is not
    /// simulated; the trace says so.
    public func completeStateRestoration() { notSimulated("completeStateRestoration() (no state restoration)") }
    /// Tells the app that state restoration continues asynchronously: not simulated; the trace
    /// says so.
    public func extendStateRestoration() { notSimulated("extendStateRestoration() (no state restoration)") }
    /// Asks for no snapshot at the next launch: no snapshots are taken; the trace says so.
    public func ignoreSnapshotOnNextApplicationLaunch() { notSimulated("ignoreSnapshotOnNextApplicationLaunch() (no snapshots)") }
    /// Registers an object for state restoration: not simulated (nothing is kept); the trace says so.
    public class func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
        CurrentSimulation.host?.diagnostic(
            "UIApplication.registerObject(forStateRestoration:restorationIdentifier: \(restorationIdentifier)): not simulated (no state restoration)"
        )
    }
    /// The archive key of the app's bundle version (the constant's name as its value, unconfirmed).
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The archive key of the system version (as above).
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
    /// The archive key of the archive's date (as above).
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// The archive key of the interface idiom (as above).
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// The archive key of a controller's storyboard (as above).
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboardKey"

    /// The exception UIKit raises for an orientation the app does not support (the simulation
    /// leaves a diagnostic instead).
    public static let invalidInterfaceOrientationException = NSExceptionName("UIApplicationInvalidInterfaceOrientation")
}

/// A background task's identifier, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public var rawValue: Int
    /// The identifier `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task (0).
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The background tasks begun and not ended, numbered from 1; safe from any thread, as UIKit's
/// nonisolated `beginBackgroundTask` is.
final class BackgroundTaskRegistry: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var next = 1
    private var running: Set<Int> = []

    func begin() -> UIBackgroundTaskIdentifier {
        lock.lock()
        defer { lock.unlock() }
        let identifier = next
        next += 1
        running.insert(identifier)
        return UIBackgroundTaskIdentifier(rawValue: identifier)
    }

    func end(_ identifier: UIBackgroundTaskIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        running.remove(identifier.rawValue)
    }

    /// The tasks not ended yet.
    var runningCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return running.count
    }
}

/// Whether the app may refresh in the background, as UIKit's `UIBackgroundRefreshStatus`.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    /// Not allowed, and the user cannot allow it.
    case restricted = 0
    /// The user turned it off.
    case denied
    /// Allowed.
    case available
}

/// What a background fetch found, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data.
    case newData = 0
    /// Nothing new.
    case noData
    /// The fetch failed.
    case failed
}

/// A Home screen quick action, as UIKit's `UIApplicationShortcutItem` (stored: the Home screen
/// is not simulated).
open class UIApplicationShortcutItem: NSObject {
    /// The action's type, which the app matches.
    public let type: String
    /// Its title.
    public let localizedTitle: String
    /// Its subtitle.
    public let localizedSubtitle: String?
    /// Its data.
    public let userInfo: [String: any NSSecureCoding]?

    /// An action of `type` titled `localizedTitle`.
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
        localizedSubtitle = nil
        userInfo = nil
        super.init()
    }
}

/// A request for a scene (iOS 17), as UIKit's `UISceneSessionActivationRequest` (not simulated:
/// the app has one scene).
@preconcurrency @MainActor public final class UISceneSessionActivationRequest: NSObject {
    /// The role of the scene asked for.
    public let role: UISceneSession.Role
    /// The session to activate, if an existing one.
    public let session: UISceneSession?
    /// The activity to continue (stored).
    public var userActivity: NSUserActivity?

    /// A request for a new scene of `role`.
    public init(role: UISceneSession.Role) {
        self.role = role
        session = nil
    }

    /// A request for `session`'s scene.
    public init(session: UISceneSession) {
        role = session.role
        self.session = session
    }
}

/// How a scene's session is closed, as UIKit's `UISceneDestructionRequestOptions` (stored).
@preconcurrency @MainActor public final class UISceneDestructionRequestOptions: NSObject {
    /// How the window goes away.
    public var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard
    /// Options with the standard animation.
    public override init() {}
}
