import Foundation
import KeyboardSimCore
import Testing

extension KeyboardTestStore {
    /// Asserts that the controller received `name` next, with the values stated.
    ///
    /// Takes the first notification named `name` among those received and not yet asserted.
    /// With `exhaustivity: .on`, a notification received before it and not asserted fails the
    /// test here (and is then treated as asserted); with `.off` it is passed over. Each value
    /// stated must equal the one posted (a value the post lacks fails); a value left `nil` is
    /// not checked. Fails when the controller received no such notification.
    ///
    /// ```swift
    /// store.receive(.keyboardWillShow, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
    ///               duration: 0.25, curve: .keyboard)
    /// ```
    ///
    /// - Parameters:
    ///   - name: the notification's name (`.keyboardWillShow`, `UIResponder.keyboardWillShowNotification`).
    ///   - beginFrame: `UIKeyboardFrameBeginUserInfoKey`, in screen coordinates.
    ///   - endFrame: `UIKeyboardFrameEndUserInfoKey`, in screen coordinates.
    ///   - duration: `UIKeyboardAnimationDurationUserInfoKey`, in seconds.
    ///   - curve: `UIKeyboardAnimationCurveUserInfoKey` (`.keyboard` is UIKit's 7).
    ///   - fileID: Where a failure is reported: the caller's file, line and column (leave the
    ///     defaults).
    ///   - filePath: The caller's file path, for the failure's source location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receive(
        _ name: Notification.Name, beginFrame: CGRect? = nil, endFrame: CGRect? = nil,
        duration: TimeInterval? = nil, curve: UIView.AnimationCurve? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let deliveries = simulation.audit.deliveries
        let indices = pendingIndices
        guard let position = indices.firstIndex(where: { deliveries[$0].name == name.rawValue }) else {
            fail(FailureText.notReceived(name, controller: controllerName, pending: pending), location)
            return
        }
        let skipped = indices[..<position].map(notification(at:))
        let received = notification(at: indices[position])
        cursor = indices[position] + 1
        if exhaustivity == .on, !skipped.isEmpty {
            fail(FailureText.receivedBefore(skipped, expected: name, controller: controllerName), location)
        }
        let differences = FailureText.differences(
            received, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve)
        if !differences.isEmpty {
            fail(FailureText.mismatch(received, controller: controllerName, differences: differences), location)
        }
    }

    /// Treats every notification received so far as asserted, whatever the exhaustivity.
    ///
    /// ```swift
    /// form.nameField.becomeFirstResponder()
    /// sim.advance(by: .seconds(1))
    /// store.skipReceivedNotifications()       // the show is not what this test is about
    /// ```
    public func skipReceivedNotifications() {
        cursor = simulation.audit.deliveries.count
    }

    /// The notifications received and not yet asserted, in order (what `finish()` would report).
    public var unassertedNotifications: [ReceivedNotification] { pending }

    /// Asserts that every notification the controller received has been asserted (with
    /// `exhaustivity: .on`; with `.off` it checks nothing). Leftovers fail the test at this
    /// line, each with its frames, duration and curve, and are then treated as asserted.
    ///
    /// Without `finish()`, the store makes the same check when it is deinitialized and reports
    /// at the line that created it.
    ///
    /// ```swift
    /// store.receive(.keyboardDidHide)
    /// store.finish()
    /// ```
    public func finish(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        reportLeftovers(at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
