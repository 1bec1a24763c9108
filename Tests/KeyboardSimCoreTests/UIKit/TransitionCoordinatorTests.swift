import Foundation
import Testing
import KeyboardSimCore

/// A screen that slides its bottom bar in with the push that shows it, as apps do with
/// `transitionCoordinator?.animate(alongsideTransition:)` in `viewWillAppear`.
@MainActor private final class BarController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 667, width: 375, height: 44))
    var events: [String] = []
    var from: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { events.append("no coordinator"); return }
        from = coordinator.viewController(forKey: .from)
        events.append("willAppear animated=\(coordinator.isAnimated) duration=\(coordinator.transitionDuration)")
        coordinator.animate(
            alongsideTransition: { [bar] _ in bar.frame.origin.y = 623 },
            completion: { [weak self] _ in self?.events.append("completion") })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear coordinator=\(transitionCoordinator != nil)")
    }
}

@MainActor @Suite("transitionCoordinator: animations alongside a push, pop, presentation or dismissal")
struct TransitionCoordinatorTests {
    private func navigation() -> (Simulation, UINavigationController, UIViewController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        return (sim, navigation, root)
    }

    @Test(
        "a push: the pushed controller's block animates over the 0.35 s transition; the completion runs before viewDidAppear; then no coordinator"
    )
    func push() {
        let (sim, navigation, root) = navigation()
        #expect(root.transitionCoordinator == nil, "no transition under way")
        let pushed = BarController()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.from === root && navigation.transitionCoordinator != nil)
        #expect(pushed.bar.frame.minY == 623, "the model value at once")
        sim.advance(by: .milliseconds(175))
        let midway = pushed.bar.layer.presentation()?.frame.minY ?? 0
        #expect(midway > 623 && midway < 667, "on screen it is on its way: \(midway)")
        sim.advance(by: .milliseconds(200))
        #expect(pushed.bar.layer.presentation()?.frame.minY == 623)
        #expect(pushed.events == ["willAppear animated=true duration=0.35", "completion", "didAppear coordinator=false"])
        #expect(navigation.transitionCoordinator == nil && root.transitionCoordinator == nil)
    }

    @Test("not animated: a coordinator that is not animated; the block applies at once and the completion runs")
    func unanimated() {
        let (sim, navigation, _) = navigation()
        let pushed = BarController()
        navigation.pushViewController(pushed, animated: false)
        sim.advance(by: .milliseconds(1))
        #expect(pushed.events == ["willAppear animated=false duration=0.0", "completion", "didAppear coordinator=false"])
        #expect(pushed.layer(for: pushed.bar) == 623)
    }

    @Test("a presentation and its dismissal each have a coordinator from the presenter to the presented and back")
    func presentAndDismiss() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let presenter = UIViewController()
        sim.window.rootViewController = presenter
        sim.advance(by: .seconds(1))
        let presented = BarController()
        presenter.present(presented, animated: true)
        #expect(presented.from === presenter)
        let coordinator = presented.transitionCoordinator
        #expect(coordinator?.transitionDuration == 0.4)
        sim.advance(by: .seconds(1))
        #expect(
            coordinator?.animate(alongsideTransition: nil, completion: { _ in Issue.record("a finished transition runs nothing") }) == false
        )
        presented.dismiss(animated: true)
        #expect(presented.transitionCoordinator?.viewController(forKey: .to) === presenter)
        #expect(presented.transitionCoordinator?.viewController(forKey: .from) === presented)
        sim.advance(by: .seconds(1))
        #expect(presenter.transitionCoordinator == nil)
    }

    @Test(
        "a pop: the leaving controller sees the coordinator in viewWillDisappear, a grandchild through its parents; the popped controller is released"
    )
    func pop() {
        let (sim, navigation, root) = navigation()
        final class Leaving: UIViewController {
            var sawCoordinator = false
            let child = UIViewController()
            var childSawCoordinator = false
            override func viewDidLoad() { super.viewDidLoad(); addChild(child); view.addSubview(child.view) }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                sawCoordinator = transitionCoordinator?.viewController(forKey: .to) === parent?.children.first
                childSawCoordinator = child.transitionCoordinator != nil
            }
        }
        var leaving: Leaving? = Leaving()
        weak let released = leaving
        navigation.pushViewController(leaving!, animated: false)
        sim.advance(by: .seconds(1))
        navigation.popViewController(animated: true)
        #expect(leaving?.sawCoordinator == true && leaving?.childSawCoordinator == true)
        #expect(root.transitionCoordinator?.view(forKey: .to) === root.view)
        sim.advance(by: .milliseconds(175))
        let halfway = navigation.transitionCoordinator?.percentComplete ?? 0
        #expect(halfway > 0.4 && halfway < 0.6, "\(halfway)")
        sim.advance(by: .seconds(1))
        leaving = nil
        #expect(released == nil, "the coordinator keeps no controller alive")
    }

    @Test("a push while a push runs completes the first, its coordinator's completion included")
    func pushDuringPush() {
        let (sim, navigation, _) = navigation()
        let first = BarController()
        navigation.pushViewController(first, animated: true)
        sim.advance(by: .milliseconds(100))
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(first.events.contains("completion"))
        sim.advance(by: .seconds(1))
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test("a block added while the transition runs animates over the time left")
    func addedWhileRunning() {
        let (sim, navigation, _) = navigation()
        let pushed = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        pushed.view.addSubview(view)
        navigation.pushViewController(pushed, animated: true)
        sim.advance(by: .milliseconds(250))
        var ended = false
        #expect(
            pushed.transitionCoordinator?.animate(
                alongsideTransition: { _ in view.frame.origin.x = 100 }, completion: { _ in ended = true }) == true)
        sim.advance(by: .milliseconds(50))
        let x = view.layer.presentation()?.frame.minX ?? 0
        #expect(x > 0 && x < 100, "halfway through the 0.1 s left: \(x)")
        sim.advance(by: .milliseconds(60))
        #expect(view.layer.presentation()?.frame.minX == 100 && ended)
    }
}

extension UIViewController {
    /// The bar's y on screen (its presentation layer), for the tests above.
    fileprivate func layer(for view: UIView) -> CGFloat? { view.layer.presentation()?.frame.minY }
}
