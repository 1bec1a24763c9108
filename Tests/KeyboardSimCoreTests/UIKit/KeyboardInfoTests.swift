import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

@MainActor @Suite("KeyboardInfo")
struct KeyboardInfoTests {
    private func note(_ userInfo: [AnyHashable: Any]?) -> Notification {
        Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
    }

    private let complete: [AnyHashable: Any] = [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: CGRect(x: 0, y: 667, width: 375, height: 260)),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: CGRect(x: 0, y: 407, width: 375, height: 260)),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UInt(7)),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]

    @Test("decodes UIKit's userInfo, curve 7 included")
    func decodes() throws {
        let info = try KeyboardInfo(validating: note(complete))
        #expect(info.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(info.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(info.animationDuration == 0.25)
        #expect(info.animationCurve == .keyboard)
        #expect(info.animationCurve.rawValue == 7)
        #expect(info.isLocal == true)
        #expect(info.animationOptions.rawValue == 7 << 16)
        #expect(KeyboardInfo(note(complete)) == info)
    }

    @Test("isLocal is optional (absent before iOS 9); Swift numbers and CGRects are accepted")
    func lenient() throws {
        var userInfo = complete
        userInfo[UIResponder.keyboardIsLocalUserInfoKey] = nil
        userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] = 0.4
        userInfo[UIResponder.keyboardFrameEndUserInfoKey] = CGRect(x: 0, y: 100, width: 10, height: 10)
        let info = try KeyboardInfo(validating: note(userInfo))
        #expect(info.isLocal == nil)
        #expect(info.animationDuration == 0.4)
        #expect(info.endFrame == CGRect(x: 0, y: 100, width: 10, height: 10))
    }

    @Test(
        "a missing key is named in the error",
        arguments: [
            UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
            UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        ])
    func missingKey(key: String) {
        var userInfo = complete
        userInfo[key] = nil
        #expect(throws: KeyboardInfoError.missingKey(key, name: "UIKeyboardWillShowNotification")) {
            try KeyboardInfo(validating: note(userInfo))
        }
        #expect(KeyboardInfo(note(userInfo)) == nil)
    }

    @Test("a wrong type says what was expected and what was found")
    func wrongType() {
        var userInfo = complete
        userInfo[UIResponder.keyboardFrameEndUserInfoKey] = "NSRect: {{0, 407}, {375, 260}}"
        do {
            _ = try KeyboardInfo(validating: note(userInfo))
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "UIKeyboardWillShowNotification userInfo[UIKeyboardFrameEndUserInfoKey] is String (NSRect: {{0, 407}, {375, 260}}); expected NSValue holding a CGRect"
            )
        }
        userInfo = complete
        userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] = "7"
        #expect(throws: KeyboardInfoError.self) { try KeyboardInfo(validating: note(userInfo)) }
        #expect(throws: KeyboardInfoError.missingUserInfo(name: "UIKeyboardWillShowNotification")) {
            try KeyboardInfo(validating: note(nil))
        }
    }
}
