import Testing
import UIKit
import KeyboardSim

/// A screen with a field pinned to the safe area's top: where the navigation bar ends.
private final class PinnedController: UIViewController {
    let field = UITextField()
    let scroll = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for view in [field, scroll] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            scroll.topAnchor.constraint(equalTo: field.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        scroll.contentSize = CGSize(width: 393, height: 3000)
    }
}

/// A delegate that records what it hears, with the appearance callbacks of the controllers it
/// watches, in one log.
private final class Recorder: UINavigationControllerDelegate {
    var log: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("willShow \(viewController.title ?? "?") \(animated)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("didShow \(viewController.title ?? "?") \(animated)")
    }
}

private final class Logged: UIViewController {
    let recorder: Recorder
    init(_ title: String, recorder: Recorder) {
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.log.append("\(title ?? "?") viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.log.append("\(title ?? "?") viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.log.append("\(title ?? "?") viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.log.append("\(title ?? "?") viewDidDisappear")
    }
}

@MainActor @Suite("UINavigationController's bars: the navigation bar and toolbar as views, hiding them, the keyboard, the delegate")
struct NavigationBarsTests {
    private func showNavigation(_ root: UIViewController, device: Device = .iPhone16) -> (Simulation, UINavigationController) {
        let sim = Simulation(device: device, profile: .iOS17)
        let navigation = UINavigationController(rootViewController: root)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        return (sim, navigation)
    }

    @Test("the navigation bar is a 44-point view below the status bar; the children's safe area begins below it")
    func navigationBarFrame() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(navigation.navigationBar.isHidden == false)
        #expect(screen.view.window === sim.window)
        #expect(abs(screen.view.safeAreaInsets.top - (59 + 44)) < 0.001)
        #expect(screen.field.frame.minY == 103)
        #expect(navigation.view.subviews.last === navigation.toolbar, "the bars stay above the children's views")
        #expect(navigation.navigationBar.topItem === screen.navigationItem)
    }

    @Test("setNavigationBarHidden(true, animated: false) moves the safe area's top up to the status bar at once")
    func hideWithoutAnimation() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        navigation.setNavigationBarHidden(true, animated: false)
        sim.advance(by: .milliseconds(16))
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(screen.view.safeAreaInsets.top == 59)
        #expect(screen.field.frame.minY == 59)
        navigation.isNavigationBarHidden = false
        sim.advance(by: .milliseconds(16))
        #expect(screen.field.frame.minY == 103)
    }

    @Test("animated, the field moves over hideShowBarDuration (0.2 s) on the clock")
    func hideAnimated() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        #expect(screen.field.frame.minY == 59, "the model value at once")
        sim.advance(by: .milliseconds(100))
        let midway = screen.field.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 59 && midway < 103, "mid-animation: \(midway)")
        sim.advance(by: .milliseconds(150))
        #expect(screen.field.layer.presentation()?.frame.minY == 59)
    }

    @Test(
        "the toolbar: hidden at first; shown, 44 points above the home indicator with the top controller's items, the safe area ending above it"
    )
    func toolbar() {
        let screen = PinnedController()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        screen.toolbarItems = [item]
        let (sim, navigation) = showNavigation(screen)
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        #expect(screen.view.safeAreaInsets.bottom == 34)
        navigation.setToolbarHidden(false, animated: false)
        sim.advance(by: .milliseconds(16))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(navigation.toolbar.items?.first === item)
        #expect(abs(screen.view.safeAreaInsets.bottom - (34 + 44)) < 0.001)
        #expect(abs(screen.scroll.frame.maxY - (852 - 34 - 44)) < 0.001)
    }

    @Test("hidesBarsWhenKeyboardAppears: the keyboard's willShow hides both bars, and they stay hidden when it goes")
    func hidesBarsWhenKeyboardAppears() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        navigation.hidesBarsWhenKeyboardAppears = true
        navigation.setToolbarHidden(false, animated: false)
        sim.advance(by: .milliseconds(16))
        sim.tap(screen.field)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY < 852, "the keyboard is up")
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(screen.field.frame.minY == 59)
        screen.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(navigation.isNavigationBarHidden, "Apple documents only the hiding")
    }

    @Test("without hidesBarsWhenKeyboardAppears the bar stays when the keyboard appears")
    func barsStayByDefault() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        #expect(navigation.hidesBarsWhenKeyboardAppears == false)
        sim.tap(screen.field)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY < 852, "the keyboard is up")
        #expect(!navigation.isNavigationBarHidden)
        #expect(screen.field.frame.minY == 103)
    }

    @Test("hidesBarsOnTap: a tap in the content hides the bar, the next shows it")
    func hidesBarsOnTap() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        sim.tap(screen.view)
        sim.advance(by: .seconds(1))
        #expect(navigation.isNavigationBarHidden)
        sim.tap(screen.view)
        sim.advance(by: .seconds(1))
        #expect(!navigation.isNavigationBarHidden)
        navigation.hidesBarsOnTap = false
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
        sim.tap(screen.view)
        sim.advance(by: .seconds(1))
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsOnSwipe: dragging the content up hides the bar, down shows it")
    func hidesBarsOnSwipe() {
        let screen = PinnedController()
        let (sim, navigation) = showNavigation(screen)
        sim.drag(screen.scroll, by: CGPoint(x: 0, y: -200))
        sim.advance(by: .seconds(1))
        #expect(!navigation.isNavigationBarHidden, "off by default")
        navigation.hidesBarsOnSwipe = true
        sim.drag(screen.scroll, by: CGPoint(x: 0, y: -200))
        sim.advance(by: .seconds(1))
        #expect(navigation.isNavigationBarHidden)
        sim.drag(screen.scroll, by: CGPoint(x: 0, y: 100))
        sim.advance(by: .seconds(1))
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("interactivePopGestureRecognizer: a screen-edge pan from the left whose delegate and isEnabled apps set")
    func interactivePopGestureRecognizer() {
        final class Blocker: UIGestureRecognizerDelegate {}
        let (_, navigation) = showNavigation(UIViewController())
        let blocker = Blocker()
        let recognizer = navigation.interactivePopGestureRecognizer
        #expect((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        navigation.interactivePopGestureRecognizer?.delegate = blocker
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(recognizer?.delegate === blocker)
        #expect(recognizer?.isEnabled == false)
    }

    @Test("the delegate: willShow before the transition's appearance callbacks, didShow after them, for the root, a push and a pop")
    func delegateOrder() {
        let recorder = Recorder()
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let root = Logged("Root", recorder: recorder)
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = recorder
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        #expect(recorder.log == ["willShow Root false", "Root viewWillAppear", "Root viewDidAppear", "didShow Root false"])
        recorder.log = []
        let detail = Logged("Detail", recorder: recorder)
        navigation.pushViewController(detail, animated: true)
        #expect(recorder.log == ["willShow Detail true", "Root viewWillDisappear", "Detail viewWillAppear"])
        sim.advance(by: .seconds(1))
        #expect(
            recorder.log == [
                "willShow Detail true", "Root viewWillDisappear", "Detail viewWillAppear", "Root viewDidDisappear", "Detail viewDidAppear",
                "didShow Detail true",
            ])
        recorder.log = []
        navigation.popViewController(animated: false)
        #expect(
            recorder.log == [
                "willShow Root false", "Detail viewWillDisappear", "Root viewWillAppear", "Detail viewDidDisappear", "Root viewDidAppear",
                "didShow Root false",
            ])
    }
}
