import Foundation
import KeyboardSimCore

/// One notification a controller received: one delivery of a post to one of its registrations,
/// with the keyboard values of the post's `userInfo`.
///
/// Its description is what failure messages print, frames in UIKit's `{{x, y}, {w, h}}` form:
///
///     UIKeyboardWillShowNotification at t=0s: begin {{0, 667}, {375, 260}}, end {{0, 407}, {375, 260}}, duration 0.25, curve 7 (selector #1)
public struct ReceivedNotification: Hashable, Sendable, CustomStringConvertible {
    /// The notification's name.
    public var name: Notification.Name
    /// When it was delivered.
    public var time: SimulationInstant
    /// The post's number on the bus (a post delivered twice has one number).
    public var postID: Int
    /// The registration it was delivered to, attributed to the controller.
    public var registration: ObserverRegistration
    /// `UIKeyboardFrameBeginUserInfoKey`, when the post carries a rectangle there.
    public var beginFrame: CGRect?
    /// `UIKeyboardFrameEndUserInfoKey`, when the post carries a rectangle there.
    public var endFrame: CGRect?
    /// `UIKeyboardAnimationDurationUserInfoKey` in seconds, when present.
    public var duration: TimeInterval?
    /// `UIKeyboardAnimationCurveUserInfoKey`, when present.
    public var curve: UIView.AnimationCurve?

    init(delivery: ObserverAudit.Delivery, userInfo: OrderedUserInfo?) {
        name = Notification.Name(delivery.name)
        time = delivery.time
        postID = delivery.postID
        registration = delivery.registration
        beginFrame = userInfo?.beginFrame
        endFrame = userInfo?.endFrame
        duration = userInfo?.animationDuration
        curve = userInfo?.animationCurve.map(UIView.AnimationCurve.init)
    }

    /// `begin {{…}}, end {{…}}, duration 0.25, curve 7`: the values present, in UIKit's order.
    public var values: String {
        var parts: [String] = []
        if let beginFrame { parts.append("begin \(beginFrame.uiKitDescription)") }
        if let endFrame { parts.append("end \(endFrame.uiKitDescription)") }
        if let duration { parts.append("duration \(formatNumber(duration, decimals: 6))") }
        if let curve { parts.append("curve \(curve.rawValue)") }
        return parts.isEmpty ? "no keyboard values in userInfo" : parts.joined(separator: ", ")
    }

    public var description: String {
        "\(name.rawValue) at \(time): \(values) (\(registration.style) #\(registration.id))"
    }

    /// The call that asserts this notification by name: `receive(.keyboardWillShow)`.
    var receiveCall: String {
        "receive(\(Notification.Name.sourceSpelling(of: name)))"
    }
}

extension Notification.Name {
    /// `UIResponder.keyboardWillShowNotification`, to write `store.receive(.keyboardWillShow)`.
    public static let keyboardWillShow = UIResponder.keyboardWillShowNotification
    /// `UIResponder.keyboardDidShowNotification`.
    public static let keyboardDidShow = UIResponder.keyboardDidShowNotification
    /// `UIResponder.keyboardWillHideNotification`.
    public static let keyboardWillHide = UIResponder.keyboardWillHideNotification
    /// `UIResponder.keyboardDidHideNotification`.
    public static let keyboardDidHide = UIResponder.keyboardDidHideNotification
    /// `UIResponder.keyboardWillChangeFrameNotification`.
    public static let keyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    /// `UIResponder.keyboardDidChangeFrameNotification`.
    public static let keyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification

    /// How a test writes `name`: `.keyboardWillShow` for UIKit's six keyboard notifications,
    /// `Notification.Name("…")` for any other.
    static func sourceSpelling(of name: Notification.Name) -> String {
        let short: [Notification.Name: String] = [
            .keyboardWillShow: "keyboardWillShow", .keyboardDidShow: "keyboardDidShow",
            .keyboardWillHide: "keyboardWillHide", .keyboardDidHide: "keyboardDidHide",
            .keyboardWillChangeFrame: "keyboardWillChangeFrame", .keyboardDidChangeFrame: "keyboardDidChangeFrame",
        ]
        return short[name].map { ".\($0)" } ?? "Notification.Name(\"\(name.rawValue)\")"
    }
}
