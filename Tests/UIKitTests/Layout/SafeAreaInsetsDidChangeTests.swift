import Foundation
import KeyboardSim
import Testing
import UIKit

/// The callbacks' order, shared by the views and the controller of a test.
@MainActor private final class CallbackLog {
    var entries: [String] = []
}

private final class SafeAreaLoggingView: UIView {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        let insets = safeAreaInsets
        log.entries.append("\(name) safeArea top=\(insets.top) bottom=\(insets.bottom)")
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        log.entries.append("\(name) margins left=\(layoutMargins.left)")
    }
}

private final class SafeAreaLoggingController: UIViewController {
    let log: CallbackLog
    var rootView: SafeAreaLoggingView { view as! SafeAreaLoggingView }

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { view = SafeAreaLoggingView("root", log: log) }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.entries.append("controller viewSafeAreaInsetsDidChange top=\(view.safeAreaInsets.top)")
    }
}

@MainActor
@Suite("UIView.safeAreaInsetsDidChange")
struct SafeAreaInsetsDidChangeTests {
    @Test(
        "Called in the window's layout when a view's safe area changes: entering the window, additional insets, moving out of the unsafe area"
    )
    func calledWhenTheSafeAreaChanges() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let log = CallbackLog()
        let controller = SafeAreaLoggingController(log: log)
        let child = SafeAreaLoggingView("child", log: log)
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: controller.view.topAnchor),
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        // Out of a window the safe area is zero: nothing to report.
        #expect(log.entries.isEmpty)
        sim.window.rootViewController = controller
        sim.advance(by: .milliseconds(100))
        // iPhone 16: 59 points at the top, 34 at the bottom. The root view's comes with its
        // controller's; the child's once the pass has given it its frame.
        #expect(
            log.entries == [
                "root safeArea top=59.0 bottom=34.0", "controller viewSafeAreaInsetsDidChange top=59.0",
                "child safeArea top=59.0 bottom=34.0",
            ])
        log.entries.removeAll()
        sim.advance(by: .milliseconds(100))
        #expect(log.entries.isEmpty, "a pass that changes no safe area reports none")
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        sim.advance(by: .milliseconds(100))
        #expect(
            log.entries == [
                "root safeArea top=69.0 bottom=34.0", "controller viewSafeAreaInsetsDidChange top=69.0",
                "child safeArea top=69.0 bottom=34.0",
            ])
        log.entries.removeAll()
        // The child moves down out of the top's unsafe area: its own safe area changes alone.
        controller.view.constraints.first { $0.firstAttribute == .top && $0.firstItem === child }?.constant = 100
        sim.advance(by: .milliseconds(100))
        #expect(log.entries == ["child safeArea top=0.0 bottom=34.0"])
        #expect(sim.diagnostics == [])
    }

    @Test("layoutMarginsDidChange is called for margins set during the window's layout")
    func marginsDuringLayout() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let log = CallbackLog()
        let controller = SafeAreaLoggingController(log: log)
        sim.window.rootViewController = controller
        sim.advance(by: .milliseconds(100))
        log.entries.removeAll()
        controller.rootView.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        #expect(log.entries == ["root margins left=24.0"])
    }
}
