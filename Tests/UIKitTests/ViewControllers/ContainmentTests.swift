import Testing
import UIKit
import KeyboardSim

/// A controller that logs its containment calls and its appearance, in one list shared by a test.
final class ContainedController: UIViewController {
    let name: String
    let log: ContainmentLog

    init(_ name: String, log: ContainmentLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.calls.append("\(name) willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.calls.append("\(name) didMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.calls.append("\(name) viewDidAppear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.calls.append("\(name) viewDidDisappear")
    }
}

/// The calls of a test's controllers, in order.
@MainActor final class ContainmentLog {
    var calls: [String] = []
}

/// The containment messages a container sends its children, as Apple documents them:
/// `addChild(_:)` sends `willMove(toParent:)` itself and the container sends `didMove(toParent:)`
/// after the transition (https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:));
/// the container sends `willMove(toParent: nil)` before `removeFromParent()`, which sends
/// `didMove(toParent: nil)` itself (https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()).
@MainActor @Suite("Containment: willMove(toParent:) and didMove(toParent:) from UIKit's containers")
struct ContainmentTests {
    @Test("removeFromParent() sends didMove(toParent: nil) after the child has left; a controller without a parent hears nothing")
    func removeFromParent() {
        let log = ContainmentLog()
        let parent = UIViewController()
        let child = ContainedController("child", log: log)
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.calls == ["child willMove(nav)", "child didMove(nav)", "child willMove(nil)", "child didMove(nil)"])
        #expect(child.parent == nil && parent.children.isEmpty)
        child.removeFromParent()
        #expect(log.calls.count == 4)
    }

    @Test("a navigation controller's root, a push and a pop on a screen: didMove after the transition, willMove(nil) before it")
    func pushAndPop() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = ContainmentLog()
        let root = ContainedController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(log.calls == ["root willMove(nav)", "root didMove(nav)"])
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        log.calls.removeAll()

        let detail = ContainedController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(log.calls == ["detail willMove(nav)"])
        sim.advance(by: .seconds(1))
        #expect(log.calls == ["detail willMove(nav)", "root viewDidDisappear", "detail viewDidAppear", "detail didMove(nav)"])
        log.calls.removeAll()

        navigation.popViewController(animated: true)
        #expect(log.calls == ["detail willMove(nil)"])
        #expect(navigation.viewControllers == [root] && detail.parent == nil)
        sim.advance(by: .seconds(1))
        #expect(log.calls == ["detail willMove(nil)", "detail viewDidDisappear", "root viewDidAppear", "detail didMove(nil)"])
    }

    @Test("off screen, a push and a pop to root send both messages at once")
    func offScreen() {
        _ = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = ContainmentLog()
        let navigation = UINavigationController(rootViewController: ContainedController("root", log: log))
        navigation.pushViewController(ContainedController("a", log: log), animated: false)
        navigation.pushViewController(ContainedController("b", log: log), animated: true)
        navigation.popToRootViewController(animated: true)
        #expect(
            log.calls == [
                "root willMove(nav)", "root didMove(nav)", "a willMove(nav)", "a didMove(nav)", "b willMove(nav)", "b didMove(nav)",
                "a willMove(nil)", "b willMove(nil)", "a didMove(nil)", "b didMove(nil)",
            ])
    }

    @Test(
        "setViewControllers(_:animated:) and viewControllers: the leaving ones hear willMove(nil) then didMove(nil), the new ones willMove then didMove; the kept ones nothing"
    )
    func setViewControllers() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = ContainmentLog()
        let (a, b, c) = (ContainedController("a", log: log), ContainedController("b", log: log), ContainedController("c", log: log))
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        sim.window.rootViewController = navigation
        sim.advance(by: .seconds(1))
        log.calls.removeAll()

        navigation.setViewControllers([a, c], animated: true)
        sim.advance(by: .seconds(1))
        #expect(navigation.viewControllers == [a, c] && b.parent == nil && c.parent === navigation)
        #expect(navigation.topViewController === c && c.view.window != nil && b.viewIfLoaded?.window == nil)
        #expect(
            log.calls == [
                "b willMove(nil)", "c willMove(nav)", "b viewDidDisappear", "c viewDidAppear", "b didMove(nil)", "c didMove(nav)",
            ])
        log.calls.removeAll()

        navigation.viewControllers = [c]
        sim.advance(by: .seconds(1))
        #expect(navigation.viewControllers == [c] && a.parent == nil)
        #expect(log.calls == ["a willMove(nil)", "a didMove(nil)"])
    }
}
