import Foundation
import SimulationContext

// The defaults of UIApplicationDelegate's optional methods (UIApplication.swift lists them with
// what the simulation calls), each Apple's documented default or an empty body.

extension UIApplicationDelegate {
    /// The delegate's window read through the protocol, as Swift reads Apple's optional
    /// requirement [`optional var window: UIWindow? { get set }`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window):
    /// a double optional, `nil` when the delegate declares no `window`, `.some(nil)` when it
    /// declares one that holds no window, the window otherwise. So iOS code reads
    /// `UIApplication.shared.delegate?.window??.rootViewController`, or
    /// `guard let window = delegate.window else { … }` and then `window?.addSubview(view)`. A
    /// delegate's own `var window: UIWindow?` answers when it is read through the delegate's
    /// class; through the protocol the simulation reads it from the delegate's stored
    /// properties (a `window` computed by the delegate is not seen there, and reads as `nil`).
    ///
    /// Setting it through the protocol is not kept (say so in the trace): the simulation cannot
    /// reach a delegate's own property from the protocol; set it on the delegate's class.
    public var window: UIWindow?? {
        get {
            var mirror: Mirror? = Mirror(reflecting: self)
            while let current = mirror {
                for child in current.children where child.label == "window" || child.label == "$__lazy_storage_$_window" {
                    return .some(child.value as? UIWindow)
                }
                mirror = current.superclassMirror
            }
            return nil
        }
        set {
            CurrentSimulation.host?.diagnostic(
                "\(type(of: self)).window set through UIApplicationDelegate: not kept (set it on the delegate's own `var window: UIWindow?`)"
            )
        }
    }
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool { false }
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
    public func application(
        _ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any],
        completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func application(
        _ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any],
        withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func application(
        _ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    public func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void
    ) { completionHandler() }
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    public func application(
        _ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
        reply: @escaping ([AnyHashable: Any]?) -> Void
    ) { reply(nil) }
    public func application(
        _ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool { true }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    {
        .all
    }
    public func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? { nil }
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {}
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}
    public func application(
        _ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval
    ) {}
    public func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {}

    /// The app's entry point when the delegate is marked `@main`, as UIKit's: on iOS it runs
    /// `UIApplicationMain`. A simulation is not started from here (make a `Simulation` and call
    /// `connectScene(_:appDelegate:)`): this writes that to standard error and returns.
    public static func main() {
        FileHandle.standardError.write(
            Data(
                "KeyboardSim: \(Self.self).main(): UIApplicationMain is not simulated; make a Simulation and call connectScene(_:appDelegate:)\n"
                    .utf8))
    }
}
