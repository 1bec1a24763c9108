import Foundation

/// The bus's monitor: every registration, removal, post and delivery goes into the trace,
/// attributed by the observer audit to the controller and lifecycle state it belongs to.
@MainActor final class BusReporter {
    private let audit: ObserverAudit
    private let recorder: TraceRecorder
    /// The post whose delivery is under way, innermost: the one a handler running now was
    /// called for. (Both read and written around every delivery, without the run-time
    /// exclusivity check: each access is a single read, write or append.)
    @exclusivity(unchecked) private(set) var postBeingDelivered: Int?
    /// The deliveries a handler's own post interrupted, innermost last (usually none: a scalar
    /// for the common case keeps a recorded post as cheap as before).
    @exclusivity(unchecked) private var interrupted: [Int] = []

    init(audit: ObserverAudit, recorder: TraceRecorder) {
        self.audit = audit
        self.recorder = recorder
    }

    /// How a notification's object is named in the trace.
    private static func describeObject(_ object: Any) -> String {
        switch object {
        case is UIScreen: "UIScreen"
        case let view as UIView: view.debugName
        case let controller as UIViewController: controller.auditName
        case let mode as UITextInputMode: mode.description
        default: String(describing: type(of: object))
        }
    }
}

extension BusReporter: @preconcurrency BusMonitor {
    func bus(_ bus: NotificationBus, didAdd registration: Registration) {
        recorder.record(.observer(action: .add, registration: audit.didAdd(registration)))
    }

    func bus(_ bus: NotificationBus, didRemove registration: Registration, reason: RemovalReason) {
        recorder.record(
            .observer(
                action: reason == .removed ? .removed : .targetDeallocated, registration: audit.didRemove(registration, reason: reason)))
    }

    func bus(_ bus: NotificationBus, didPost notification: Notification, postID: Int) {
        recorder.record(
            .notification(
                postID: postID, name: notification.name.rawValue,
                object: notification.object.map(Self.describeObject),
                userInfo: OrderedUserInfo(notification.userInfo)))
    }

    func bus(_ bus: NotificationBus, willDeliver notification: Notification, to registration: Registration, postID: Int) {
        let delivery = audit.willDeliver(notification, to: registration, postID: postID)
        if let outer = postBeingDelivered { interrupted.append(outer) }
        postBeingDelivered = postID
        recorder.record(
            .delivery(postID: postID, name: delivery.name, registration: delivery.registration, ownerState: delivery.ownerState))
    }

    func bus(_ bus: NotificationBus, didDeliver notification: Notification, to registration: Registration) {
        postBeingDelivered = interrupted.isEmpty ? nil : interrupted.removeLast()
        audit.didDeliver()
    }

    func bus(_ bus: NotificationBus, diagnostic: String) {
        recorder.diagnostic(diagnostic)
    }
}
