import Foundation

/// A scene's session, as UIKit's `UISceneSession` (iOS 13+): what the system keeps about one
/// scene of the app — its role, its configuration, and the scene while it is connected. The
/// simulated app has one session, for its one window scene (`Simulation.connectScene(_:appDelegate:)`).
@preconcurrency @MainActor public final class UISceneSession: NSObject {
    /// The kind of scene a session is for, as UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app's main window scene (UIKit's `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A scene on an external display (not simulated: the simulation has one screen).
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role (`.windowApplication`).
    public let role: Role
    /// The session's identifier, the same in every run ("KeyboardSim-scene-1": UIKit makes a
    /// unique one; a fixed one keeps runs identical).
    public let persistentIdentifier: String
    /// The configuration the app delegate chose for the scene
    /// (`application(_:configurationForConnecting:options:)`).
    public internal(set) var configuration: UISceneConfiguration
    /// The scene while it is connected (held weakly).
    public internal(set) weak var scene: UIScene?
    /// What the app keeps with the session (stored; never restored, no state restoration is
    /// simulated).
    public var userInfo: [String: Any]?
    /// The activity that restores the scene's state (stored; never restored).
    public var stateRestorationActivity: NSUserActivity?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`: what
/// `application(_:configurationForConnecting:options:)` returns. Its `delegateClass`,
/// `sceneClass` and `storyboard` are stored: the simulation connects the scene delegate the test
/// gives `Simulation.connectScene(_:appDelegate:)`, and makes no scene of the app's class (a
/// Swift class cannot be made from its metatype here without a required initializer).
@preconcurrency @MainActor public final class UISceneConfiguration: NSObject {
    /// The configuration's name (Info.plist's `UISceneConfigurationName`), if any.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene delegate's class (stored; see the type).
    public var delegateClass: AnyClass?
    /// The scene's class (stored; see the type).
    public var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the root (stored; see the type).
    public var storyboard: UIStoryboard?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension UIScene {
    /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet (or any more).
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Why the scene was connected, as UIKit's `UIScene.ConnectionOptions`: a launch by the
    /// user, with no URL, activity, shortcut or notification response (none is simulated, so
    /// there are no such members to read).
    @preconcurrency @MainActor public final class ConnectionOptions {
        init() {}
    }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`: every method optional (each has an empty
/// default here). For a scene-based app UIKit calls these instead of the app delegate's
/// active/background methods, and so does the simulation (`Simulation.enterBackground()`,
/// `enterForeground()`) once a scene delegate is connected.
@preconcurrency @MainActor public protocol UISceneDelegate: SelectorResponding {
    /// The scene is being connected: make the window here (a `UIWindowSceneDelegate`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// URLs were given to the scene (never called: nothing opens URLs here).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The scene is about to continue an activity of this type (never called: no Handoff).
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// The scene continues a user activity (never called).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The scene could not continue an activity (never called).
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// A user activity was updated (never called).
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
    /// The activity that restores the scene's state (`nil` by default; never asked: no state
    /// restoration).
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restores the scene's interaction state (never called).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: its `window` is the scene's
/// window, which the delegate makes in `scene(_:willConnectTo:options:)` with
/// `UIWindow(windowScene:)`, as Xcode's template does.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         window = UIWindow(windowScene: windowScene)
///         window?.rootViewController = UINavigationController(rootViewController: FormController())
///         window?.makeKeyAndVisible()
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed (iOS 13): called by
    /// `Simulation.rotate(to:)` and `placeWindow` with what they were, once the window took its
    /// new size.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
    /// A Home screen quick action (never called: no Home screen; the default calls
    /// `completionHandler(false)`).
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}
