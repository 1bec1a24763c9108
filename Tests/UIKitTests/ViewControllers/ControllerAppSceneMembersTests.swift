import KeyboardSim
import Testing
import UIKit

// Apple's documented members of UIViewController, UIApplication, the scenes and UIWindow that
// touch the lifecycle, layout, animation, rotation and the keyboard, each against Apple's
// documentation of the member (cited in its doc comment), and the stored ones' defaults.

/// Records callbacks and the transition flags as they read during them.
private final class FlagController: UIViewController {
    let name: String
    var log: [String] = []
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    private func flags() -> String {
        [
            isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil,
            isMovingToParent ? "toParent" : nil, isMovingFromParent ? "fromParent" : nil,
        ].compactMap { $0 }.joined(separator: ",")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name) willAppear [\(flags())]")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("\(name) isAppearing window=\(view.window != nil) frame=\(view.frame.size.width)x\(view.frame.size.height)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) didAppear [\(flags())]")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name) willDisappear [\(flags())]")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) didDisappear [\(flags())]")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.append("\(name) safeArea top=\(view.safeAreaInsets.top) bottom=\(view.safeAreaInsets.bottom)")
    }
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        log.append("\(name) margins left=\(view.layoutMargins.left)")
    }
    override func updateViewConstraints() {
        log.append("\(name) updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("\(name) willLayout")
    }
}

private final class PortraitOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

private final class LabelController: UIViewController {
    @ViewLoading var label: UILabel
    override func viewDidLoad() {
        super.viewDidLoad()
        label = UILabel()
        label.text = "loaded"
    }
}

private final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@MainActor @Suite("UIViewController, UIApplication, scenes and UIWindow: Apple's documented members")
struct ControllerAppSceneMembersTests {
    @Test("viewIsAppearing comes between viewWillAppear and viewDidAppear, with the view in the window and laid out")
    func viewIsAppearingOrder() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = FlagController("root")
        sim.window.rootViewController = root
        let appearance = root.log.filter { $0.contains("ppear") }
        #expect(appearance == ["root willAppear []", "root isAppearing window=true frame=375.0x667.0", "root didAppear []"])
    }

    @Test("an animated push calls viewIsAppearing at its start; viewDidAppear at its end; isMovingToParent/FromParent during push and pop")
    func pushAndPop() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = FlagController("root")
        let navigation = UINavigationController(rootViewController: root)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        let detail = FlagController("detail")
        navigation.pushViewController(detail, animated: true)
        #expect(
            detail.log.filter { $0.contains("ppear") } == [
                "detail willAppear [toParent]", "detail isAppearing window=true frame=375.0x667.0",
            ])
        sim.advance(by: .seconds(1))
        #expect(detail.log.filter { $0.contains("ppear") }.last == "detail didAppear [toParent]")
        #expect(!detail.isMovingToParent)
        #expect(root.log.filter { $0.contains("Disappear") } == ["root willDisappear []", "root didDisappear []"])

        detail.log.removeAll()
        navigation.popViewController(animated: true)
        sim.advance(by: .seconds(1))
        #expect(detail.log.filter { $0.contains("ppear") } == ["detail willDisappear [fromParent]", "detail didDisappear [fromParent]"])
        #expect(!detail.isMovingFromParent)
    }

    @Test("isBeingPresented during a presentation's appearance callbacks, isBeingDismissed during its dismissal's")
    func presentAndDismiss() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = FlagController("root")
        sim.window.rootViewController = root
        let sheet = FlagController("sheet")
        root.present(sheet, animated: true)
        sim.advance(by: .seconds(1))
        #expect(
            sheet.log.filter { $0.contains("Appear") } == [
                "sheet willAppear [presented]", "sheet isAppearing window=true frame=375.0x637.0", "sheet didAppear [presented]",
            ])
        #expect(!sheet.isBeingPresented)
        sheet.dismiss(animated: true)
        sim.advance(by: .seconds(1))
        #expect(sheet.log.filter { $0.contains("Disappear") } == ["sheet willDisappear [dismissed]", "sheet didDisappear [dismissed]"])
        #expect(!sheet.isBeingDismissed)
    }

    @Test(
        "updateViewConstraints and viewSafeAreaInsetsDidChange before the first viewWillLayoutSubviews; again for additionalSafeAreaInsets")
    func safeAreaAndConstraints() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let root = FlagController("root")
        sim.window.rootViewController = root
        // iPhone 16: 59 points at the top, 34 at the bottom.
        let layout = root.log.filter { !$0.contains("ppear") }
        #expect(Array(layout.prefix(3)) == ["root updateViewConstraints", "root safeArea top=59.0 bottom=34.0", "root willLayout"])
        #expect(layout.filter { $0.contains("updateViewConstraints") }.count == 1)
        root.log.removeAll()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        sim.advance(by: .milliseconds(100))
        #expect(root.log.first == "root safeArea top=69.0 bottom=34.0")
        #expect(root.log.filter { $0.contains("safeArea") }.count == 1)
        root.log.removeAll()
        root.view.layoutMargins = UIEdgeInsets(top: 8, left: 24, bottom: 8, right: 24)
        sim.advance(by: .milliseconds(100))
        #expect(root.log.filter { $0.contains("margins") } == ["root margins left=24.0"])
        #expect(sim.diagnostics == [])
    }

    @Test("setEditing sets isEditing and editButtonItem's title and style; the item's action toggles it")
    func editing() throws {
        let controller = UIViewController()
        #expect(!controller.isEditing)
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain)
        #expect(controller.editButtonItem === item)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && item.title == "Done" && item.style == .done)
        let action = try #require(item.action)
        #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
        #expect(!controller.isEditing && item.title == "Edit")
    }

    @Test("show pushes in a navigation controller and presents without one; showDetailViewController presents")
    func show() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        sim.window.rootViewController = navigation
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        sim.advance(by: .seconds(1))
        #expect(navigation.viewControllers == [root, pushed])
        let detail = UIViewController()
        pushed.showDetailViewController(detail, sender: nil)
        sim.advance(by: .seconds(1))
        #expect(pushed.presentedViewController === detail)

        let other = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let plain = UIViewController()
        other.window.rootViewController = plain
        let shown = UIViewController()
        plain.show(shown, sender: nil)
        other.advance(by: .seconds(1))
        #expect(plain.presentedViewController === shown)
    }

    @Test("transition(from:to:) runs its animations on the virtual clock, then removes the old view and calls back")
    func childTransition() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let container = UIViewController()
        sim.window.rootViewController = container
        let first = FlagController("first")
        let second = FlagController("second")
        for child in [first, second] { container.addChild(child) }
        container.view.addSubview(first.view)
        first.beginAppearanceTransition(true, animated: false)
        first.endAppearanceTransition()
        second.view.alpha = 0
        var finished: Bool?
        container.transition(
            from: first, to: second, duration: 0.5, options: [], animations: { second.view.alpha = 1 },
            completion: { finished = $0 })
        #expect(second.view.superview === container.view && first.view.superview === container.view)
        #expect(second.log.filter { $0.contains("ppear") } == ["second willAppear []", "second isAppearing window=true frame=375.0x667.0"])
        sim.advance(by: .milliseconds(250))
        #expect(finished == nil)
        sim.advance(by: .milliseconds(300))
        #expect(finished == true)
        #expect(first.view.superview == nil)
        #expect(first.log.last == "first didDisappear []" && second.log.last == "second didAppear []")
    }

    @Test("transition(from:to:) between controllers that are not children leaves a diagnostic and does nothing")
    func childTransitionMisuse() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let container = UIViewController()
        sim.window.rootViewController = container
        var called = false
        container.transition(from: UIViewController(), to: UIViewController(), duration: 0, animations: nil) { _ in called = true }
        #expect(!called)
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("both must be its children") == true)
    }

    @Test("a container that does not forward appearance methods leaves its children to itself")
    func manualForwarding() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let container = ManualContainer()
        let child = FlagController("child")
        container.addChild(child)
        container.view.addSubview(child.view)
        sim.window.rootViewController = container
        #expect(child.log.filter { $0.contains("ppear") } == [])
    }

    @Test("a rotation the top controller does not support turns the device, not the interface; upside down is refused on an iPhone")
    func supportedOrientations() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = PortraitOnlyController()
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(sim.orientation == .portrait)
        #expect(
            sim.diagnostics == [
                "rotate(to: landscapeLeft): the interface stays portrait: PortraitOnlyController does not support landscapeLeft"
            ])

        let other = Simulation(device: .iPhoneSE3, profile: .iOS17)
        other.window.rootViewController = UIViewController()
        #expect(other.window.rootViewController?.supportedInterfaceOrientations == .allButUpsideDown)
        other.rotate(to: .portraitUpsideDown)
        #expect(other.orientation == .portrait)
        other.rotate(to: .landscapeRight)
        other.advance(by: .seconds(1))
        #expect(other.orientation == .landscapeRight)

        let pad = Simulation(device: .iPad10, profile: .iOS17)
        pad.window.rootViewController = UIViewController()
        #expect(pad.window.rootViewController?.supportedInterfaceOrientations == .all)
    }

    @Test(
        "the scene-based launch and background post UIApplication's and UIScene's notifications; a rotation tells the window scene delegate"
    )
    func sceneNotifications() {
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var updates: [String] = []
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }
            func windowScene(
                _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                traitCollection previousTraitCollection: UITraitCollection
            ) {
                updates.append("from \(previousInterfaceOrientation) to \(windowScene.interfaceOrientation)")
            }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        var names: [String] = []
        let watched: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
            UIScene.didActivateNotification, UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
        ]
        var tokens: [any NSObjectProtocol] = []
        for name in watched {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    MainActor.assumeIsolated { names.append(note.name.rawValue) }
                })
        }
        let sceneDelegate = SceneDelegate()
        let appDelegate = AppDelegate()
        sim.connectScene(sceneDelegate, appDelegate: appDelegate)
        #expect(
            names == [
                "UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification",
                "UISceneDidActivateNotification",
            ])
        names.removeAll()
        sim.enterBackground()
        sim.enterForeground()
        #expect(
            names == [
                "UISceneWillDeactivateNotification", "UISceneDidEnterBackgroundNotification", "UISceneWillEnterForegroundNotification",
                "UISceneDidActivateNotification",
            ])
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(sceneDelegate.updates == ["from portrait to landscapeLeft"])
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    @Test("what the simulated app cannot do answers as documented and says so in the trace")
    func applicationNotSimulated() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let app = UIApplication.shared
        let url = URL(string: UIApplication.openSettingsURLString)!
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        #expect(!app.canOpenURL(url))
        var opened: Bool?
        app.open(url) { opened = $0 }
        #expect(opened == false)
        app.sendEvent(UIEvent())
        #expect(
            sim.diagnostics == [
                "UIApplication.canOpenURL(app-settings:) (no app opens URLs here): false: not simulated",
                "UIApplication.open(app-settings:) (no app opens URLs here): completion(false): not simulated",
                "UIWindow.sendEvent(_:): the event carries no touches or presses; nothing delivered (use Simulation.tap)",
            ])
        let first = app.beginBackgroundTask(expirationHandler: nil)
        let second = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(first != .invalid && second.rawValue == first.rawValue + 1)
        app.endBackgroundTask(first)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        #expect(app.supportedInterfaceOrientations(for: sim.window) == .all)
    }

    @Test("@ViewLoading loads the view when the property is read")
    func viewLoading() {
        let controller = LabelController()
        #expect(!controller.isViewLoaded)
        #expect(controller.label.text == "loaded")
        #expect(controller.isViewLoaded)
    }

    @Test("the stored members keep UIKit's defaults and what is set")
    func storedDefaults() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        #expect(!controller.definesPresentationContext && !controller.providesPresentationContextTransitionStyle)
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(controller.edgesForExtendedLayout == .all && !controller.extendedLayoutIncludesOpaqueBars)
        #expect(!controller.hidesBottomBarWhenPushed && controller.toolbarItems == nil)
        controller.setToolbarItems([UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: true)
        #expect(controller.toolbarItems?.count == 1)
        #expect(!controller.disablesAutomaticKeyboardDismissal)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.disablesAutomaticKeyboardDismissal)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade && !controller.prefersStatusBarHidden)
        #expect(controller.popoverPresentationController == nil && controller.activePresentationController == nil)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods && controller.restoresFocusAfterTransition)
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.topLayoutGuide.length == 0)
        sim.advance(by: .milliseconds(100))
        #expect(controller.topLayoutGuide.length == 20)
        let app = UIApplication.shared
        #expect(!app.isIdleTimerDisabled && app.applicationSupportsShakeToEdit && !app.supportsMultipleScenes)
        app.isIdleTimerDisabled = true
        #expect(app.isIdleTimerDisabled)
        #expect(app.openSessions.count == 1)
        #expect(sim.window.windowLevel == .normal && sim.window.canBecomeKey)
        let scene = try #require(sim.window.windowScene)
        #expect(scene.isFullScreen && scene.title == "" && scene.statusBarManager?.statusBarFrame.height == 20)
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        #expect(scene.session.stateRestorationActivity == nil)
        #expect(sim.diagnostics == [])
    }
}
