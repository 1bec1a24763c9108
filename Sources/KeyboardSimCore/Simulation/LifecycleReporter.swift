import Foundation

/// The window's lifecycle monitor: controllers' lifecycle methods, releases and deinits go into
/// the trace and the observer audit. It only reports: what a controller asks of the screen
/// (its bounds, whether a presentation covers the presenter, the transitions' timing) is
/// `ScreenGeometry`'s.
@MainActor final class LifecycleReporter {
    private let audit: ObserverAudit
    private let recorder: TraceRecorder
    private let clock: VirtualClock

    init(audit: ObserverAudit, recorder: TraceRecorder, clock: VirtualClock) {
        self.audit = audit
        self.recorder = recorder
        self.clock = clock
    }
}

extension LifecycleReporter: LifecycleMonitor {
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
}
