import Testing
import UIKit
import KeyboardSim

/// A controller that observes a panel pinned above the keyboard and a scroll view, as keyboard
/// code observes what moves without telling it.
private final class WatchingController: UIViewController {
    let panel = UIView()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
    var bottom: NSLayoutConstraint!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        view.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 375, height: 1000)
        bottom = panel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor), panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 50), bottom,
        ])
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        func point(_ value: Any?) -> String? {
            (value as? NSValue).map { "\(Int($0.cgPointValue.x)),\(Int($0.cgPointValue.y))" }
        }
        let new = point(change?[.newKey]), old = point(change?[.oldKey])
        log.append("\(keyPath ?? "") new \(new ?? "-") old \(old ?? "-")")
    }
}

@MainActor @Suite("Key-value observing of a view's geometry")
struct KeyValueObservingTests {
    private func show() -> (Simulation, WatchingController) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = WatchingController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        return (sim, controller)
    }

    @Test("a view's center observed: told when a layout pass moves it, with the new value; .initial tells at once")
    func centerThroughLayout() {
        let (sim, controller) = show()
        controller.panel.addObserver(controller, forKeyPath: "center", options: [.new, .initial], context: nil)
        #expect(controller.log == ["center new 187,642 old -"])
        controller.bottom.constant = -260
        sim.advance(by: .seconds(1))
        #expect(controller.log.last == "center new 187,382 old -")
        #expect(controller.log.count == 2)
        controller.panel.removeObserver(controller, forKeyPath: "center")
        controller.bottom.constant = 0
        sim.advance(by: .seconds(1))
        #expect(controller.log.count == 2, "removed: told nothing more")
    }

    @Test("a scroll view's contentOffset observed with its old and new values")
    func contentOffset() {
        let (sim, controller) = show()
        controller.scrollView.addObserver(controller, forKeyPath: "contentOffset", options: [.new, .old], context: nil)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        sim.advance(by: .zero)
        #expect(controller.log == ["contentOffset new 0,120 old 0,-20"], "from where it rested, under the status bar")
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(controller.log.count == 1, "the same value: no change to tell")
    }

    @Test("a key path that is not simulated, and an observer that handles nothing, are said in the trace")
    func refusals() {
        let (sim, controller) = show()
        controller.panel.addObserver(controller, forKeyPath: "alpha", options: [.new], context: nil)
        controller.panel.alpha = 0.5
        #expect(controller.log.isEmpty)
        #expect(sim.diagnostics.contains { $0.contains("\"alpha\"") && $0.contains("not simulated") })
        let plain = UIViewController()
        controller.panel.addObserver(plain, forKeyPath: "frame", options: [], context: nil)
        controller.panel.frame.origin.y = 10
        #expect(sim.diagnostics.contains { $0.contains("UIViewController.observeValue") && $0.contains("not handled") })
    }
}
