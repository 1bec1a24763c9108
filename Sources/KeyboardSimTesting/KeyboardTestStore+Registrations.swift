import Foundation
import KeyboardSimCore
import Testing

extension KeyboardTestStore {
    /// A registration a test expects the controller to hold: its style and the name it observes.
    ///
    /// ```swift
    /// store.expectRegistrations([.selector(.keyboardWillShow), .block(.keyboardWillHide)])
    /// ```
    public struct Registration: Hashable, Sendable, CustomStringConvertible {
        /// How the observer was registered.
        public var style: ObserverStyle
        /// The observed name; `nil` observes every notification.
        public var name: Notification.Name?

        /// A registration of `style` for `name`.
        public init(style: ObserverStyle, name: Notification.Name?) {
            self.style = style
            self.name = name
        }

        /// `addObserver(_:selector:name:object:)`.
        public static func selector(_ name: Notification.Name?) -> Self { Self(style: .selector, name: name) }
        /// `addObserver(forName:object:queue:using:)`.
        public static func block(_ name: Notification.Name?) -> Self { Self(style: .block, name: name) }
        /// `addObserver(of:for:using:)`, a typed keyboard message.
        public static func message(_ name: Notification.Name?) -> Self { Self(style: .message, name: name) }

        /// `selector for UIKeyboardWillShowNotification`.
        public var description: String { "\(style) for \(name?.rawValue ?? "every notification")" }

        /// How a test writes it: `.selector(.keyboardWillShow)`.
        var sourceSpelling: String {
            "." + style.rawValue + "(" + (name.map(Notification.Name.sourceSpelling(of:)) ?? "nil") + ")"
        }

        init(_ registration: ObserverRegistration) {
            self.init(style: registration.style, name: registration.name.map { Notification.Name(rawValue: $0) })
        }
    }

    /// The registrations on the notification center attributed to the controller, in
    /// registration (and delivery) order. They stay listed after the controller is deallocated
    /// while they are still on the center.
    public var registrations: [ObserverRegistration] {
        let live = Set(simulation.notificationCenter.currentRegistrations.map(\.id))
        return simulation.audit.registrations.filter { $0.owner == controllerName && live.contains($0.id) }
    }

    /// Asserts the registrations the controller holds now, in registration order.
    ///
    /// With `exhaustivity: .on` the list must be exactly `expected` (a registration made twice
    /// is listed twice); with `.off`, each registration in `expected` must be held, others may
    /// be. The failure names the missing and the unexpected registrations, with where each was
    /// added. Like every assertion but `receive`, it first reports (when exhaustive) the
    /// notifications received and not asserted.
    ///
    /// ```swift
    /// store.expectRegistrations([.selector(.keyboardWillShow), .selector(.keyboardWillHide)])
    /// nav.popViewController(animated: true)
    /// sim.advance(by: .seconds(1))
    /// store.expectRegistrations([])
    /// ```
    public func expectRegistrations(
        _ expected: [Registration],
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportLeftovers(at: location)
        let held = registrations
        if held.map(Registration.init) == expected { return }
        var unmatched = held
        var missing: [Registration] = []
        for registration in expected {
            if let index = unmatched.firstIndex(where: { Registration($0) == registration }) {
                unmatched.remove(at: index)
            } else {
                missing.append(registration)
            }
        }
        let unexpected = exhaustivity == .on ? unmatched : []
        if missing.isEmpty && unexpected.isEmpty && exhaustivity == .off { return }
        fail(
            FailureText.registrations(
                controller: controllerName, expected: expected, held: held,
                missing: missing, unexpected: unexpected), location)
    }
}
