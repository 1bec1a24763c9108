import Foundation
import SimulationContext

/// A scene of the app, as UIKit's `UIScene` (iOS 13+): the app has one, a `UIWindowScene`.
@preconcurrency @MainActor open class UIScene: NSObject {
    /// Whether `object` is a scene of the same app (the simulated app has one scene), as
    /// NSObject's `isEqual(_:)` answers for scenes (`==` asks it).
    nonisolated open override func isEqual(_ object: Any?) -> Bool { (object as? UIScene)?.identity == identity }

    /// The app's scene identity, hashed: equal scenes hash alike.
    nonisolated open override var hash: Int { identity.hashValue }

    nonisolated private let identity: ObjectIdentifier

    /// The scene's delegate (held strongly, as UIKit holds it): set by
    /// `Simulation.connectScene(_:appDelegate:)`.
    public internal(set) var delegate: (any UISceneDelegate)?

    /// The scene's session.
    public let session: UISceneSession

    init(identity: ObjectIdentifier) {
        self.identity = identity
        session = UISceneSession(role: .windowApplication, persistentIdentifier: "KeyboardSim-scene-1")
        super.init()
        session.scene = self
    }

    /// A scene for `session`, as UIKit makes a scene of the app's class: not connected to the
    /// simulated app (its `activationState` is `.unattached`). The simulated app's scene is
    /// `UIApplication.shared.connectedScenes`'s.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        identity = ObjectIdentifier(session)
        super.init()
        session.scene = self
    }

    /// The scene's title, shown by the app switcher (`""`; stored: there is no app switcher).
    public var title: String! = ""
    /// The scene's subtitle (`""`; stored).
    public var subtitle = ""
    /// When the scene would be chosen for an activation (stored: the app has one scene).
    public var activationConditions = UISceneActivationConditions()
    /// The scene's system protection (iOS 18; `nil`: apps are not locked here).
    public var systemProtectionManager: UIScene.SystemProtectionManager? { nil }

    /// Opens `url` in another app: no app is installed in the simulation, so `completion` is
    /// called at once with false, and the trace says so.
    public func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        CurrentSimulation.host?.diagnostic(
            "UIScene.open(\(url.absoluteString)): not simulated (no app opens URLs here): completion(false)")
        completion?(false)
    }

    /// Tells the scene that asynchronous state restoration finished: not simulated; the trace
    /// says so.
    public func completeStateRestoration() {
        CurrentSimulation.host?.diagnostic(
            "UIScene.completeStateRestoration(): not simulated (no state restoration)")
    }
    /// Tells the scene that state restoration continues: not simulated; the trace says so.
    public func extendStateRestoration() {
        CurrentSimulation.host?.diagnostic(
            "UIScene.extendStateRestoration(): not simulated (no state restoration)")
    }

    /// Posted when a scene is connected: by `Simulation.connectScene(_:appDelegate:)`, after the
    /// delegate's `scene(_:willConnectTo:options:)` (unconfirmed order: Apple documents that it
    /// is posted as the scene is added to the app).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is disconnected (never: the one scene stays).
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active: after `sceneDidBecomeActive(_:)` when a scene delegate
    /// is connected (at connection and on `Simulation.enterForeground()`).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign active: after `sceneWillResignActive(_:)` on
    /// `Simulation.enterBackground()` with a scene delegate connected.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground: after `sceneWillEnterForeground(_:)`.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene went to the background: after `sceneDidEnterBackground(_:)`.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when a scene's system protection changed (never).
    nonisolated public static let systemProtectionDidChangeNotification = Notification.Name("UISceneSystemProtectionDidChangeNotification")

    /// Where the scene is in its life (`.unattached` for a scene of no app).
    public var activationState: ActivationState { .unattached }
}

/// The app's window scene, as UIKit's `UIWindowScene`: the simulation's window, screen and
/// interface orientation, read where iOS 13 and later code reads them instead of the deprecated
/// `UIApplication` properties.
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
/// let landscape = scene?.interfaceOrientation.isLandscape == true
/// ```
public final class UIWindowScene: UIScene {
    /// The app (held weakly: the app keeps its scene).
    private weak var application: UIApplication?
    /// The screen the scene is shown on.
    public let screen: UIScreen

    /// What the app's window is made of, for `UIWindow(windowScene:)`.
    let windowParts: UIWindow.Parts

    init(application: UIApplication, window: UIWindow) {
        self.application = application
        screen = window.screen
        windowParts = window.parts
        super.init(identity: ObjectIdentifier(application))
    }

    /// The scene's windows: the simulation's one window.
    public var windows: [UIWindow] { application?.windows ?? [] }

    /// The key window (iOS 15+).
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The interface orientation.
    public var interfaceOrientation: UIInterfaceOrientation { application?.statusBarOrientation ?? .portrait }

    /// The app's state as the scene's: active, inactive or in the background.
    public override var activationState: ActivationState {
        switch application?.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        case nil: .unattached
        }
    }

    /// The window `UIWindow(windowScene:)` stands in for: the simulation's.
    var hostWindow: UIWindow? { application?.windows.first }

    /// What gives the scene's activity items for the system's share commands (iOS 15; held
    /// weakly; stored: nothing reads it here).
    public weak var activityItemsConfigurationSource: (any UIActivityItemsConfigurationProviding)?

    /// The scene's screenshot service (iOS 13), one per scene, made when first read: set its
    /// delegate to offer a full-page PDF (screenshots are not simulated: it is never asked).
    public private(set) lazy var screenshotService: UIScreenshotService? = UIScreenshotService(windowScene: self)

    /// The scene's coordinate space: the screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    /// The scene's traits: its window's size and device traits, with the scene's own overrides
    /// (not the window's: those are below the scene).
    public var traitCollection: UITraitCollection {
        let base = hostWindow?.traits ?? UITraitCollection.current
        return traitOverrides.isEmpty ? base : UITraitCollection(traits: traitOverrides.applied(to: base.traits))
    }
    /// The traits the scene sets for its windows and everything in them (iOS 17): see
    /// `UITraitOverrides`. A change tells each view and controller whose traits it changed.
    public var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            if storedTraitOverrides.isEmpty, !newValue.isEmpty { TraitResolution.noteOverride() }
            TraitResolution.changing(under: hostWindow) { storedTraitOverrides = newValue }
        }
    }
    private var storedTraitOverrides = UITraitOverrides()
    /// Whether the scene fills the screen: false while Stage Manager places the window
    /// (`Simulation.placeWindow`), true otherwise.
    public var isFullScreen: Bool { hostWindow.map { $0.frame == screen.bounds } ?? true }
    /// The scene's geometry now (iOS 16): its orientation and its frame on the screen.
    public var effectiveGeometry: Geometry {
        Geometry(
            coordinateSpace: coordinateSpace, interfaceOrientation: interfaceOrientation,
            systemFrame: hostWindow?.frame ?? screen.bounds)
    }
    /// The status bar of the scene: its frame, style and whether it is hidden.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    /// Asks for a geometry change (iOS 16; `GeometryPreferences.iOS(interfaceOrientations:)` asks
    /// for a rotation): not simulated, the interface rotates with `Simulation.rotate(to:)`;
    /// `errorHandler` gets an error, and the trace says so.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        hostWindow?.traceRecorder.diagnostic(
            "UIWindowScene.requestGeometryUpdate(_:): not simulated (use Simulation.rotate(to:) or placeWindow)")
        errorHandler?(CocoaError(.featureUnsupported))
    }

    /// A scene's geometry, as UIKit's `UIWindowScene.Geometry` (iOS 16).
    @preconcurrency @MainActor public final class Geometry {
        /// The scene's coordinate space.
        public let coordinateSpace: any UICoordinateSpace
        /// The interface orientation.
        public let interfaceOrientation: UIInterfaceOrientation
        /// The scene's frame on the screen.
        public let systemFrame: CGRect
        /// Whether the user is resizing the window (false: resizes are instant here).
        public var isInteractivelyResizing: Bool { false }

        init(coordinateSpace: any UICoordinateSpace, interfaceOrientation: UIInterfaceOrientation, systemFrame: CGRect) {
            self.coordinateSpace = coordinateSpace
            self.interfaceOrientation = interfaceOrientation
            self.systemFrame = systemFrame
        }
    }

    /// What a geometry update asks for, as UIKit's `UIWindowScene.GeometryPreferences`.
    @preconcurrency @MainActor open class GeometryPreferences {
        /// Preferences that ask for nothing.
        public init() {}

        /// On iOS: the orientations the scene should take.
        @preconcurrency @MainActor open class iOS: GeometryPreferences {
            /// The orientations asked for.
            open var interfaceOrientations: UIInterfaceOrientationMask
            /// Preferences for `interfaceOrientations`.
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }
        }
    }

    /// How a window scene goes away, as UIKit's `UIWindowScene.DismissalAnimation`.
    public enum DismissalAnimation: Int, Sendable {
        /// The standard animation.
        case standard = 1
        /// As if the user committed the content.
        case commit
        /// As if the user declined it.
        case decline
    }

    /// How a scene may be resized, as UIKit's `UIWindowScene.ResizingRestrictions`.
    public enum ResizingRestrictions: UInt, Sendable {
        /// The system decides.
        case unspecified = 0
        /// Not resizable.
        case none
        /// Resizable keeping its aspect ratio.
        case uniform
        /// Freely resizable.
        case freeform
    }

    /// How a scene is shown (deprecated), as UIKit's `UIWindowScene.PresentationStyle`.
    public enum PresentationStyle: UInt, Sendable {
        /// The system decides.
        case automatic = 0
        /// A standard window.
        case standard
        /// A prominent window.
        case prominent
    }
}

/// The status bar of a window scene, as UIKit's `UIStatusBarManager` (iOS 13): its frame is the
/// screen's width by the window's top safe area inset (unconfirmed: on devices with a notch the
/// status bar is a few points shorter than the safe area); the status bar itself is not drawn.
@preconcurrency @MainActor public final class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) { self.scene = scene }

    /// The status bar's frame in the screen's coordinates.
    public var statusBarFrame: CGRect {
        guard let scene, let window = scene.hostWindow else { return .zero }
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: window.windowSafeAreaInsets.top)
    }
    /// Whether the status bar is hidden (the app's deprecated `isStatusBarHidden`, false by default).
    public var isStatusBarHidden: Bool { scene?.hostWindow?.application?.isStatusBarHidden ?? false }
    /// The status bar's style (the app's `statusBarStyle`, `.default`).
    public var statusBarStyle: UIStatusBarStyle { scene?.hostWindow?.application?.statusBarStyle ?? .default }
}

/// When a scene should be chosen for an activation, as UIKit's `UISceneActivationConditions`
/// (stored: the simulated app has one scene).
@preconcurrency @MainActor public final class UISceneActivationConditions: NSObject {
    /// Conditions that accept any target content.
    public override init() {}
}

extension UIScene {
    /// Options for a scene activation request, as UIKit's `UIScene.ActivationRequestOptions`.
    @preconcurrency @MainActor open class ActivationRequestOptions {
        /// The scene asking (stored).
        open var requestingScene: UIScene?
        /// Options with no requesting scene.
        public init() {}
    }

    /// Options for `UIScene.open(_:options:completionHandler:)`, as UIKit's
    /// `UIScene.OpenExternalURLOptions`.
    @preconcurrency @MainActor open class OpenExternalURLOptions {
        /// Open only a universal link's app (false).
        open var universalLinksOnly = false
        /// Options with the defaults.
        public init() {}
    }

    /// How a URL was given to a scene, as UIKit's `UIScene.OpenURLOptions`.
    @preconcurrency @MainActor open class OpenURLOptions {
        /// The bundle identifier of the app that opened it.
        public let sourceApplication: String?
        /// The annotation it passed.
        public let annotation: Any?
        /// Whether the file is opened in place.
        public let openInPlace: Bool

        init(sourceApplication: String?, annotation: Any?, openInPlace: Bool) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }

    /// A scene's system protection (iOS 18), as UIKit's `UIScene.SystemProtectionManager`.
    @preconcurrency @MainActor public final class SystemProtectionManager {
        /// Whether the app is locked or hidden (false).
        public var isUserAuthenticationRequired: Bool { false }
        init() {}
    }
}

/// A URL given to a scene, as UIKit's `UIOpenURLContext` (`scene(_:openURLContexts:)`).
@preconcurrency @MainActor public final class UIOpenURLContext: NSObject {
    /// The URL.
    public let url: URL
    /// How it was given.
    public let options: UIScene.OpenURLOptions

    /// A context for `url` opened by `sourceApplication` (for a test that calls the delegate).
    public init(url: URL, sourceApplication: String? = nil) {
        self.url = url
        options = UIScene.OpenURLOptions(sourceApplication: sourceApplication, annotation: nil, openInPlace: false)
    }
}

extension UIApplication {
    /// The app's scenes: its one window scene (none for a detached app with no window).
    public var connectedScenes: Set<UIScene> {
        guard let window = windows.first else { return [] }
        if windowScene?.screen !== window.screen { windowScene = UIWindowScene(application: self, window: window) }
        return windowScene.map { [$0] } ?? []
    }
}

extension UIWindow {
    /// The scene the window is shown in (iOS 13): the app's window scene for the simulation's
    /// window, `nil` for a window no simulation shows.
    public var windowScene: UIWindowScene? {
        application?.connectedScenes.first as? UIWindowScene
    }
}
