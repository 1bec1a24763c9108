import Testing
import UIKit
import KeyboardSim

// A scene-based app as Xcode's template makes it: the app delegate returns the default
// configuration, the scene delegate makes the window in scene(_:willConnectTo:options:).
// The order is Apple's ("Managing your app's life cycle"; "UIKit doesn't call this method if
// your app uses scenes" in the documentation of applicationDidBecomeActive(_:) and its siblings).

private final class LaunchLog {
    var events: [String] = []
}

private final class FormController: UIViewController {
    let field = UITextField()
    let log: LaunchLog
    init(log: LaunchLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.events.append("viewDidLoad")
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        view.addSubview(field)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.events.append("viewDidAppear")
    }
}

private final class AppDelegate: UIResponder, UIApplicationDelegate {
    let log: LaunchLog
    init(log: LaunchLog) { self.log = log }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        log.events.append("didFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.events.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.events.append("applicationDidBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.events.append("applicationDidEnterBackground") }
}

private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: LaunchLog
    var form: FormController?
    init(log: LaunchLog) { self.log = log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        log.events.append("willConnectTo \(session.configuration.name ?? "nil")")
        let form = FormController(log: log)
        self.form = form
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: form)
        window?.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.events.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.events.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.events.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.events.append("sceneDidEnterBackground") }
}

@MainActor @Suite("UIWindowSceneDelegate: a scene-based app launches, shows its window and hears its scene's life")
struct SceneDelegateTests {
    @Test("the launch in Apple's order; the delegate's window is the simulation's, showing its root controller")
    func launch() throws {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let log = LaunchLog()
        let appDelegate = AppDelegate(log: log)
        let sceneDelegate = SceneDelegate(log: log)
        sim.connectScene(sceneDelegate, appDelegate: appDelegate)
        #expect(
            log.events == [
                "didFinishLaunching", "configurationForConnecting", "willConnectTo Default Configuration", "viewDidLoad", "viewDidAppear",
                "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        #expect(sceneDelegate.window === sim.window)
        let navigation = try #require(sim.window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController === sceneDelegate.form)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate === sceneDelegate)
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.activationState == .foregroundActive)
        #expect(sim.window.windowScene === scene)
        // The screen works as any: the field brings the keyboard (iOS 17, 336 points tall here).
        let form = try #require(sceneDelegate.form)
        form.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(sim.diagnostics == [])
    }

    @Test("background and foreground go to the scene delegate, not the app delegate")
    func backgroundAndForeground() throws {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let log = LaunchLog()
        let appDelegate = AppDelegate(log: log)
        let sceneDelegate = SceneDelegate(log: log)
        sim.connectScene(sceneDelegate, appDelegate: appDelegate)
        let mark = log.events.count
        sim.enterBackground()
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.activationState == .background)
        sim.enterForeground()
        #expect(
            Array(log.events[mark...]) == [
                "sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("a second connection and a delegate that makes no window leave diagnostics")
    func misuse() {
        final class WindowlessDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        sim.connectScene(WindowlessDelegate())
        sim.connectScene(WindowlessDelegate())
        #expect(
            sim.diagnostics == [
                "connectScene(_:appDelegate:): the scene delegate's window is nil after scene(_:willConnectTo:options:); nothing it made is shown",
                "connectScene(_:appDelegate:): the scene is already connected to a delegate; the simulated app has one scene",
            ])
        #expect(sim.window.rootViewController == nil)
    }
}
