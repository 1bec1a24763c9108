import Foundation
@testable import KeyboardSim
@testable import KeyboardSimCore

/// A technique's controller on a simulated screen, as the scenario runner sets it up (in a
/// navigation controller, appeared), with an environment that collects what it records.
@MainActor final class TechniqueHarness {
    /// What the controller recorded through its environment, in order.
    final class Records {
        var notes: [(controller: String, text: String)] = []
        var crashes: [(controller: String, reason: String)] = []
        var dispatched = 0
    }

    let sim: Simulation
    let records: Records
    let controller: TechniqueController
    let navigation: UINavigationController

    init(_ configuration: TechniqueConfiguration, device: Device = .iPhoneSE3, orientation: UIInterfaceOrientation = .portrait) {
        let sim = Simulation(device: device, orientation: orientation, profile: .iOS17)
        let records = Records()
        self.records = records
        let changes = HandlerChanges(recorder: sim.traceRecorder)
        let environment = TechniqueEnvironment(
            recordNote: { text, controller in records.notes.append((controller, text)) },
            recordCrash: { controller, reason in records.crashes.append((controller, reason)) },
            dispatchAsync: { action in
                records.dispatched += 1
                _ = sim.clock.dispatchAsync(action)
            }, postBeingDelivered: { sim.postBeingDelivered }, handlerWillRun: changes.handlerWillRun,
            handlerDidReturn: changes.handlerDidReturn)
        controller = TechniqueCatalog.makeController(configuration, environment: environment)
        navigation = UINavigationController(rootViewController: controller)
        navigation.isNavigationBarHidden = true
        sim.window.rootViewController = navigation
        sim.advance(by: .zero)
        self.sim = sim
    }

    var notes: [String] { records.notes.map(\.text) }

    /// What the handlers changed, as the trace's `change` records say it (`bottomSpace.constant:
    /// -20 → -280`), or `HandlerChanges.changedNothing` for a handler that changed nothing.
    var changes: [String] {
        sim.trace.compactMap {
            switch $0.event {
            case .change(_, let property, let from, let to, _): "\(property): \(from) → \(to)"
            case .note(_, HandlerChanges.changedNothing): HandlerChanges.changedNothing
            default: nil
            }
        }
    }

    /// The changes of one property (`bottomSpace.constant`), as `changes` says them.
    func changes(of property: String) -> [String] {
        changes.filter { $0.hasPrefix(property + ": ") }
    }

    /// The keyboard's notification as UIKit posts it: the keyboard rises from below the screen
    /// to `endFrame` (screen coordinates), for 0.25 s on curve 7 unless told otherwise.
    static func keyboard(
        _ endFrame: CGRect, from beginFrame: CGRect? = nil, duration: TimeInterval = 0.25,
        curve: UIView.AnimationCurve = UIView.AnimationCurve(7)
    ) -> KeyboardInfo {
        KeyboardInfo(
            beginFrame: beginFrame ?? endFrame.offsetBy(dx: 0, dy: endFrame.height), endFrame: endFrame,
            animationDuration: duration, animationCurve: curve, isLocal: true)
    }

    /// Posts a will-show with `info` on the center, as the keyboard would.
    func willShow(_ info: KeyboardInfo) {
        sim.notificationCenter.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info.userInfo())
    }

    /// Posts a will-hide with `info` on the center.
    func willHide(_ info: KeyboardInfo) {
        sim.notificationCenter.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info.userInfo())
    }

    /// Posts a will-show whose `userInfo` is exactly `userInfo`.
    func willShow(userInfo: [AnyHashable: Any]) {
        sim.notificationCenter.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
    }
}
