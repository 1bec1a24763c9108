import Foundation

/// A scene of the app, as UIKit's `UIScene` (iOS 13+): the app has one, a `UIWindowScene`.
@preconcurrency @MainActor open class UIScene: Hashable {
    /// Scenes are equal when they are the same app's (the simulated app has one scene).
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs.identity == rhs.identity }

    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    nonisolated private let identity: ObjectIdentifier

    /// The scene's delegate (held strongly, as UIKit holds it): set by
    /// `Simulation.connectScene(_:appDelegate:)`.
    public internal(set) var delegate: (any UISceneDelegate)?

    /// The scene's session.
    public let session: UISceneSession

    init(identity: ObjectIdentifier) {
        self.identity = identity
        session = UISceneSession(role: .windowApplication, persistentIdentifier: "KeyboardSim-scene-1")
        session.scene = self
    }

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
