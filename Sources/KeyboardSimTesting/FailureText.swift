import Foundation
import KeyboardSimCore

/// The store's failure messages: what happened, then how to fix it or how to assert it.
/// Each is tested word for word (Tests/KeyboardSimTestingTests/FailureTextTests.swift).
enum FailureText {
    static let skipHint = "skip them with skipReceivedNotifications(), or use exhaustivity: .off"

    /// Notifications received and never asserted.
    static func leftovers(_ left: [ReceivedNotification], controller: String, moment: String?) -> String {
        let when = moment.map { " when \($0)" } ?? ""
        return """
            \(controller) received \(count(left.count, "notification")) that \(left.count == 1 ? "was" : "were") not asserted\(when):
            \(lines(left))
            Assert \(left.count == 1 ? "it" : "them, in order,") with \(calls(left)), \(left.count == 1 ? "skip it with skipReceivedNotifications(), or use exhaustivity: .off" : skipHint).
            """
    }

    /// Leftovers of a store that outlived the test it was created in, for standard error.
    static func outlivedItsTest(_ leftovers: String, at location: FailureLocation, test: String?) -> String {
        let place = "\(location.sourceLocation.fileID):\(location.sourceLocation.line)"
        let which = test.map { "the test it was created in (\($0))" } ?? "the test it was created in"
        return """
            KeyboardTestStore created at \(place) outlived \(which), so this can no longer fail it; \
            end the test with store.finish():
            \(leftovers)
            """
    }

    /// A store released off the main actor, where it cannot read the simulation.
    static func releasedOffMainActor(at location: FailureLocation) -> String {
        let place = "\(location.sourceLocation.fileID):\(location.sourceLocation.line)"
        return """
            KeyboardTestStore created at \(place) went away off the main actor, where it cannot read the simulation: \
            what its controller received since the last assertion was not checked. End the test with store.finish().
            """
    }

    /// `receive(name)` found notifications before the one it names that were not asserted.
    static func receivedBefore(_ skipped: [ReceivedNotification], expected: Notification.Name, controller: String) -> String {
        """
        \(controller) received \(count(skipped.count, "notification")) before \(expected.rawValue) that \(skipped.count == 1 ? "was" : "were") not asserted:
        \(lines(skipped))
        Assert \(skipped.count == 1 ? "it" : "them, in order,") with \(calls(skipped)) before receive(\(Notification.Name.sourceSpelling(of: expected))), \(skipped.count == 1 ? "skip it with skipReceivedNotifications(), or use exhaustivity: .off" : skipHint).
        """
    }

    /// `receive(name)` found no such notification.
    static func notReceived(_ name: Notification.Name, controller: String, pending: [ReceivedNotification]) -> String {
        let head = "Expected \(controller) to receive \(name.rawValue), but no such notification arrived since the last assertion"
        if pending.isEmpty {
            return head
                + ", nor any other. Check that it registers for \(name.rawValue) on the simulation's center, and that the simulation was advanced (sim.advance(by:)) after the keyboard moved."
        }
        return head + ". It received, unasserted:\n" + lines(pending)
    }

    /// The stated values that differ from the received ones, one line each.
    static func differences(
        _ received: ReceivedNotification, beginFrame: CGRect?, endFrame: CGRect?,
        duration: TimeInterval?, curve: UIView.AnimationCurve?
    ) -> [String] {
        var lines: [String] = []
        func compare(_ label: String, _ expected: String?, _ actual: String?, equal: Bool) {
            guard let expected, !equal else { return }
            lines.append("\(label): expected \(expected), received \(actual ?? "none (the key is missing from userInfo)")")
        }
        compare(
            "begin frame", beginFrame?.uiKitDescription, received.beginFrame?.uiKitDescription,
            equal: beginFrame == received.beginFrame)
        compare(
            "end frame", endFrame?.uiKitDescription, received.endFrame?.uiKitDescription,
            equal: endFrame == received.endFrame)
        compare(
            "duration", duration.map { formatNumber($0, decimals: 6) }, received.duration.map { formatNumber($0, decimals: 6) },
            equal: duration == received.duration)
        compare(
            "curve", curve.map { String($0.rawValue) }, received.curve.map { String($0.rawValue) },
            equal: curve == received.curve)
        return lines
    }

    /// A received notification whose stated values differ.
    static func mismatch(_ received: ReceivedNotification, controller: String, differences: [String]) -> String {
        "\(received.name.rawValue) received by \(controller) at \(received.time) (\(received.registration.style) #\(received.registration.id)) differs from what the test states:\n"
            + differences.map { "  " + $0 }.joined(separator: "\n")
    }

    /// `expectRegistrations` found another list.
    static func registrations(
        controller: String, expected: [KeyboardTestStore.Registration], held: [ObserverRegistration],
        missing: [KeyboardTestStore.Registration], unexpected: [ObserverRegistration]
    ) -> String {
        var text = "\(controller) holds other registrations on the notification center than expected:"
        if missing.isEmpty && unexpected.isEmpty {
            text +=
                "\n  the same registrations, in another order: "
                + held.map { "#\($0.id) \(KeyboardTestStore.Registration($0))" }.joined(separator: ", ")
        }
        for registration in missing {
            text += "\n  missing: \(registration)"
        }
        for registration in unexpected {
            text += "\n  not expected: \(registration)"
        }
        let list = held.map { KeyboardTestStore.Registration($0).sourceSpelling }.joined(separator: ", ")
        text += "\nIt holds, in order: [\(list)]."
        if Set(held.map(KeyboardTestStore.Registration.init)).count < held.count {
            text +=
                " A registration held twice was made twice: the controller adds it again each time (viewWillAppear) without removing it (viewWillDisappear)."
        }
        return text
    }

    // MARK: Audit

    static func leak(_ leak: AuditReport.LeakedController) -> String {
        if leak.retainedBy.isEmpty {
            return
                "\(leak.name) is still alive after it was \(leak.releasedBy) at \(leak.releasedAt), and no registration on the notification center holds it: something else keeps a strong reference to it (the test itself, a closure, a timer, a parent). Keep only a weak reference in the test (weak var), and capture [weak self] in closures the controller stores."
        }
        let list = leak.retainedBy.map { "\($0)" }.joined(separator: "; ")
        return
            "\(leak.name) leaked: it is still alive after it was \(leak.releasedBy) at \(leak.releasedAt), retained by the notification center through \(list). A block observer keeps everything it captures alive until its token is removed, so a removeObserver in deinit never runs. Capture [weak self] in the block, and remove the token in viewWillDisappear."
    }

    static func neverReleased(_ controller: String) -> String {
        "\(controller) was never released by the simulation (popped, dismissed, or replaced as the window's root), so whether it leaks cannot be told. Release it (nav.popViewController(animated:), dismiss(animated:), sim.window.rootViewController = nil) and advance the simulation before expectNoLeak()."
    }

    static func offScreen(_ delivery: ObserverAudit.Delivery) -> String {
        let owner = delivery.registration.owner ?? delivery.registration.observer
        let state =
            delivery.ownerReleased
            ? "after it was released" : "while it was off screen (\(delivery.ownerState?.rawValue ?? "not in a window"))"
        let added = delivery.registration.registeredIn.map { ", added in \($0)" } ?? ""
        return
            "\(delivery.name) (post #\(delivery.postID) at \(delivery.time)) was delivered to \(owner) \(state), through \(delivery.registration.style) #\(delivery.registration.id)\(added): a screen that is not visible reacted to another screen's keyboard. Add the observer in viewWillAppear and remove it in viewWillDisappear."
    }

    static func duplicate(_ duplicate: AuditReport.DuplicateDelivery) -> String {
        let through = duplicate.registrations.map { "\($0)" }.joined(separator: "; ")
        return
            "\(duplicate.name) (post #\(duplicate.postID) at \(duplicate.time)) was delivered \(duplicate.registrations.count) times to \(duplicate.owner), through \(through): the observer was added more than once. Don't add it again in every viewWillAppear: add it once (viewDidLoad), or remove it in viewWillDisappear."
    }

    static func leftBehind(_ left: AuditReport.LeftBehind, controller: String) -> String {
        let state = left.ownerDeallocated ? "was deallocated" : "was released"
        let fix =
            switch left.registration.style {
            case .selector:
                "Remove the observer when the screen goes away: NotificationCenter.default.removeObserver(self) in viewWillDisappear (or deinit)."
            case .block, .message:
                "Keep the token that addObserver(forName:object:queue:using:) returns and pass it to removeObserver(_:) in viewWillDisappear; removeObserver(self) does not remove block observers."
            }
        return "Registration \(left.registration) is still on the notification center although \(controller) \(state). \(fix)"
    }

    // MARK: Pieces

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func lines(_ notifications: [ReceivedNotification]) -> String {
        notifications.map { "  \($0)" }.joined(separator: "\n")
    }

    static func calls(_ notifications: [ReceivedNotification]) -> String {
        let calls = notifications.map(\.receiveCall)
        return calls.count <= 1 ? calls.joined() : calls.dropLast().joined(separator: ", ") + " and " + (calls.last ?? "")
    }
}
