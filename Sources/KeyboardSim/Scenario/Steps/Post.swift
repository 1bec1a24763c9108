import Foundation

/// `{"do": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {…}}` — a keyboard
/// notification as a device logged it, posted through the bus exactly as written (a missing key
/// stays missing); the keyboard takes its frames as its own first.
package struct PostStep: ScenarioStepAction {
    package static let kind = "post"
    package static let keys = ["name", "object", "userInfo"]
    /// The notification as logged: its name, object and userInfo.
    package var notification: LoggedNotification

    /// Posts `notification` as written.
    package init(_ notification: LoggedNotification) { self.notification = notification }

    package static func decode(_ step: StepReader) throws(ScenarioError) -> PostStep {
        PostStep(try LoggedNotification.decode(step.reader, step.members, step.path))
    }

    @MainActor package func perform(in context: StepContext) {
        context.simulation.postKeyboardNotification(
            Notification.Name(notification.name), userInfo: notification.userInfoDictionary(),
            object: notification.object, reading: notification.postedValues())
    }

    package var summary: String { "post \(notification.name) as logged (\(notification.userInfo.entries.count) userInfo keys)" }
    package var isLoggedPost: Bool { true }

    /// `name`, `object` (left out for the profile's default, `"UIScreen"` or null) and the
    /// `userInfo` in its order.
    package var jsonMembers: [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("name", .string(notification.name))]
        switch notification.object {
        case .profileDefault: break
        case .screen: members.append(("object", .string("UIScreen")))
        case .none: members.append(("object", .null))
        }
        members.append(("userInfo", .object(notification.userInfo.entries.map { ($0.key, $0.value.jsonValue) })))
        return members
    }
}
