import Foundation

/// The window's lifecycle monitor: controllers' lifecycle methods, releases and deinits go into
/// the trace and the observer audit; a presentation learns whether it covers the presenter (by
/// the iOS version; its presentation controller places it) and gets its timing (the window's
/// `ScreenTransitions`).
@MainActor final class LifecycleReporter {
    private let audit: ObserverAudit
    private let recorder: TraceRecorder
    private let clock: VirtualClock
    private let screen: UIScreen
    private let profile: BehaviorProfile
    /// Held weakly: the window holds its monitor weakly, and the simulation holds both.
    private weak var window: UIWindow?
    let transitions: ScreenTransitions

    init(
        audit: ObserverAudit, recorder: TraceRecorder, clock: VirtualClock, screen: UIScreen, profile: BehaviorProfile,
        window: UIWindow, transitions: ScreenTransitions
    ) {
        self.audit = audit
        self.recorder = recorder
        self.clock = clock
        self.screen = screen
        self.profile = profile
        self.window = window
        self.transitions = transitions
    }
}

extension LifecycleReporter: LifecycleMonitor {
    var screenBounds: CGRect { screen.bounds }

    func perform(_ work: () -> Void) {
        clock.withinScope(work)
    }

    func diagnostic(_ message: String) {
        recorder.diagnostic(message)
    }

    func track(_ controller: UIViewController) {
        audit.track(controller)
    }

    func controller(_ controller: UIViewController, willRun event: LifecycleEvent) {
        if event != .loadView { recorder.record(.lifecycle(controller: controller.auditName, event: event)) }
        audit.pushContext(controller, method: "\(controller.auditName).\(event)")
    }

    func controller(_ controller: UIViewController, didRun event: LifecycleEvent) {
        audit.popContext()
    }

    func controllerDidDeinit(serial: Int, name: String) {
        audit.controllerDidDeinit(serial: serial)
        recorder.record(.lifecycle(controller: name, event: .deinit))
    }

    /// The simulation let go of `controller`, and with it of its children and of what it
    /// presents.
    func controllerWasReleased(_ controller: UIViewController, by reason: String) {
        audit.controllerWasReleased(controller, by: reason)
        recorder.record(.lifecycle(controller: controller.auditName, event: .released))
        for child in controller.children { controllerWasReleased(child, by: reason) }
        if let presented = controller.presentedViewController { controllerWasReleased(presented, by: reason) }
    }

    func controllerWasInstalled(_ controller: UIViewController) {
        audit.controllerWasInstalled(controller)
    }

    func coversPresenter(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .automatic, .none: !profile.automaticPresentationIsSheet
        default: style.kind == .covering
        }
    }
}
