import Testing
import UIKit
import KeyboardSim

/// A form whose field is pinned to the safe area's bottom and raised by the whole keyboard height:
/// right in a screen of its own, a gap the tab bar's height inside a tab bar controller.
private final class FormController: UIViewController {
    let field = UITextField()
    var bottom: NSLayoutConstraint!
    var appearances: [String] = []
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottom = field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor), field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44), bottom,
        ])
        tokens.append(
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak self] note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated {
                    self?.bottom.constant = -frame.height
                    self?.view.layoutIfNeeded()
                }
            })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("willAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearances.append("didDisappear")
    }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

private final class Refuser: UITabBarControllerDelegate {
    var selected: [Int] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.title != "Locked"
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(tabBarController.selectedIndex)
    }
}

@MainActor @Suite("UITabBarController: the bar above the home indicator, the safe area above the bar, tabs switched")
struct TabBarControllerTests {
    @Test("the selected screen fills the container and its safe area ends above the bar (49 points over the home indicator's 34)")
    func layout() throws {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let form = FormController(), other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [form, other]
        sim.window.rootViewController = tabs
        sim.advance(by: .seconds(1))
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(form.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(form.view.safeAreaInsets.bottom == 83)
        #expect(form.tabBarController === tabs)
        #expect(tabs.tabBar.items?.count == 2)
        #expect(other.viewIfLoaded?.window == nil, "only the selected tab's view is in the window")
        form.stop()
    }

    @Test("the classic gap: raising a safe-area-pinned field by the whole keyboard height leaves the bar's height between it and the keys")
    func tabBarGap() throws {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let form = FormController()
        let tabs = UITabBarController()
        tabs.viewControllers = [form]
        sim.window.rootViewController = tabs
        sim.advance(by: .seconds(1))
        sim.tap(form.field)
        sim.advance(by: .seconds(1))
        let keysTop = sim.keyboard.frame.minY
        let fieldBottom = form.field.convert(form.field.bounds, to: nil).maxY
        #expect(keysTop - fieldBottom == 83, "the bar and the home indicator's inset, counted twice")
        form.stop()
    }

    @Test(
        "switching tabs runs the appearance callbacks, takes the old screen out of the window and its keyboard away; the delegate may refuse a tab"
    )
    func switching() throws {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let form = FormController(), second = FormController(), locked = UIViewController()
        locked.title = "Locked"
        let tabs = UITabBarController()
        let refuser = Refuser()
        tabs.delegate = refuser
        tabs.viewControllers = [form, second, locked]
        sim.window.rootViewController = tabs
        sim.advance(by: .seconds(1))
        sim.tap(form.field)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY < 852)
        sim.selectTab(1, of: tabs)
        sim.advance(by: .seconds(1))
        #expect(tabs.selectedIndex == 1)
        #expect(form.view.window == nil && second.view.window === sim.window)
        #expect(form.appearances == ["willAppear", "didDisappear"])
        #expect(second.appearances == ["willAppear"])
        #expect(!form.field.isFirstResponder)
        #expect(sim.keyboard.frame.minY == 852, "the keyboard went with the field's screen")
        sim.selectTab(2, of: tabs)
        #expect(tabs.selectedIndex == 1, "refused")
        #expect(refuser.selected == [1])
        tabs.selectedIndex = 7
        #expect(sim.diagnostics.contains { $0.contains("selectedIndex = 7") })
        form.stop()
        second.stop()
    }
}
