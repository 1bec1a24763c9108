import Foundation

extension Simulation {
    /// Launches the app as a scene-based app launches (iOS 13+), with `sceneDelegate` as its
    /// window scene's delegate, so that an app's `SceneDelegate` runs unchanged — in the order
    /// of Apple's "Managing your app's life cycle": with `appDelegate`, it becomes the app's
    /// delegate and hears `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)` (nil options); then the app's delegate is
    /// asked `application(_:configurationForConnecting:options:)` (the session's
    /// `configuration`), the scene delegate is connected and hears
    /// `scene(_:willConnectTo:options:)`, where it makes its window with
    /// `UIWindow(windowScene:)` and sets its root controller (shown in the simulation's window,
    /// with its appearance callbacks); the simulation's window then becomes the delegate's
    /// `window`; last come `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
    /// From then on `enterBackground()` and `enterForeground()` call the scene delegate instead
    /// of the app delegate's four methods, as UIKit does for a scene-based app.
    ///
    /// Posted on the way: `UIApplication.didFinishLaunchingNotification` after
    /// `application(_:didFinishLaunchingWithOptions:)` (with an `appDelegate`),
    /// `UIScene.willConnectNotification` after `scene(_:willConnectTo:options:)`, and
    /// `UIScene.willEnterForegroundNotification` and `didActivateNotification` after the
    /// delegate's matching methods.
    ///
    /// Not simulated, each said here: the connection options carry nothing; a second scene,
    /// `sceneDidDisconnect(_:)` and state restoration do not happen. A second call leaves a
    /// diagnostic, as does a delegate that makes no window.
    ///
    /// ```swift
    /// let sim = Simulation(device: .iPhone16)
    /// let sceneDelegate = SceneDelegate()          // the app's, unchanged
    /// sim.connectScene(sceneDelegate, appDelegate: AppDelegate())
    /// ```
    public func connectScene(_ sceneDelegate: any UIWindowSceneDelegate, appDelegate: (any UIApplicationDelegate)? = nil) {
        perform {
            guard let scene = application.connectedScenes.first as? UIWindowScene else { return }
            guard scene.delegate == nil else {
                diagnostic("connectScene(_:appDelegate:): the scene is already connected to a delegate; the simulated app has one scene")
                return
            }
            if let appDelegate {
                application.delegate = appDelegate
                _ = appDelegate.application(application, willFinishLaunchingWithOptions: nil)
                _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
                notificationCenter.post(name: UIApplication.didFinishLaunchingNotification, object: application)
            }
            let options = UIScene.ConnectionOptions()
            if let configuration = application.delegate?.application(
                application, configurationForConnecting: scene.session, options: options)
            {
                scene.session.configuration = configuration
            }
            scene.delegate = sceneDelegate
            sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
            notificationCenter.post(name: UIScene.willConnectNotification, object: scene)
            if let made = sceneDelegate.window, made.sceneHost === window {
                sceneDelegate.window = window
            } else if sceneDelegate.window == nil {
                diagnostic(
                    "connectScene(_:appDelegate:): the scene delegate's window is nil after scene(_:willConnectTo:options:); nothing it made is shown"
                )
            }
            sceneDelegate.sceneWillEnterForeground(scene)
            notificationCenter.post(name: UIScene.willEnterForegroundNotification, object: scene)
            sceneDelegate.sceneDidBecomeActive(scene)
            notificationCenter.post(name: UIScene.didActivateNotification, object: scene)
        }
    }

    /// Tells a connected window scene delegate that the scene's geometry changed
    /// (`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`) when the orientation or
    /// the window's size did, with what they were.
    func tellSceneDelegateGeometryChanged(orientation previousOrientation: UIInterfaceOrientation, traits previousTraits: UITraitCollection)
    {
        guard let scene = application.connectedScenes.first as? UIWindowScene,
            let delegate = scene.delegate as? any UIWindowSceneDelegate
        else { return }
        delegate.windowScene(
            scene, didUpdate: screen.coordinateSpace, interfaceOrientation: previousOrientation, traitCollection: previousTraits)
    }
}
