import Foundation
import Testing
@testable import KeyboardSim

@Suite("KeyboardInfo")
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

    @Test("a missing key is named in the error", arguments: [
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
            #expect(error.description == "UIKeyboardWillShowNotification userInfo[UIKeyboardFrameEndUserInfoKey] is String (NSRect: {{0, 407}, {375, 260}}); expected NSValue holding a CGRect")
        }
        userInfo = complete
        userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] = "7"
        #expect(throws: KeyboardInfoError.self) { try KeyboardInfo(validating: note(userInfo)) }
        #expect(throws: KeyboardInfoError.missingUserInfo(name: "UIKeyboardWillShowNotification")) {
            try KeyboardInfo(validating: note(nil))
        }
    }
}

@Suite("UIView.AnimationCurve and AnimationOptions")
struct AnimationValueTests {
    @Test("AnimationCurve(rawValue: 7) succeeds, as the imported UIKit enum does")
    func curveSeven() {
        let curve = UIView.AnimationCurve(rawValue: 7)
        #expect(curve != nil)
        #expect(curve == .keyboard)
        #expect(curve?.isDeclaredCase == false)
        #expect([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("options have UIKit's raw values")
    func rawValues() {
        typealias O = UIView.AnimationOptions
        #expect([O.layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
                 .overrideInheritedDuration, .overrideInheritedCurve, .allowAnimatedContent,
                 .showHideTransitionViews, .overrideInheritedOptions].map(\.rawValue) == (0..<10).map { 1 << $0 })
        #expect([O.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear].map(\.rawValue) == [0, 0x10000, 0x20000, 0x30000])
        #expect(O.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(O.preferredFramesPerSecond30.rawValue == 7 << 24)
    }

    @Test("curve << 16 keeps 7 in the curve field; curve | curve << 16 also switches on three options")
    func curveConversion() {
        let right = UIView.AnimationOptions(rawValue: 7 << 16)
        #expect(right.rawValue == 0x70000)
        #expect(right.curve == .keyboard)
        #expect(right.description == "[curve: keyboard(7)]")
        let mistake = UIView.AnimationOptions(rawValue: 7 | 7 << 16)
        #expect(mistake.rawValue == 0x70007)
        #expect(mistake.contains(.layoutSubviews) && mistake.contains(.allowUserInteraction) && mistake.contains(.beginFromCurrentState))
        #expect(mistake.description == "[layoutSubviews, allowUserInteraction, beginFromCurrentState, curve: keyboard(7)]")
        let raw = UIView.AnimationOptions(rawValue: 7)
        #expect(raw.curve == .easeInOut, "the raw curve without << 16 leaves the curve field at 0")
        #expect(raw.description == "[layoutSubviews, allowUserInteraction, beginFromCurrentState, curve: easeInOut]")
    }

    @Test("easeInEaseOut matches the reference values", arguments: [
        (0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278),
    ])
    func bezier(x: Double, y: Double) {
        #expect(abs(CubicBezierTimingFunction.easeInEaseOut.progress(at: x) - y) < 5e-7)
    }

    @Test("the keyboard spring is critically damped with ω = √(1000/3) and snaps at 0.5 s")
    func spring() {
        #expect(abs(KeyboardSpring.omega - 18.2574) < 1e-4)
        #expect(abs(KeyboardSpring.progress(atSeconds: 0.5 - 1e-9) - 0.9989) < 1e-4)
        #expect(KeyboardSpring.progress(atSeconds: 0.5) == 1)
        #expect(KeyboardSpring.progress(atSeconds: 0) == 0)
        let t = 1.0 / 60
        #expect(abs(KeyboardSpring.progress(atSeconds: t) - (1 - exp(-KeyboardSpring.omega * t) * (1 + KeyboardSpring.omega * t))) < 1e-15)
    }
}

@Suite("Device catalogue")
struct DeviceCatalogueTests {
    @Test("the required screens are all there", arguments: [
        CGSize(width: 320, height: 568), CGSize(width: 375, height: 667), CGSize(width: 414, height: 736),
        CGSize(width: 375, height: 812), CGSize(width: 414, height: 896), CGSize(width: 393, height: 852),
        CGSize(width: 768, height: 1024), CGSize(width: 820, height: 1180),
    ])
    func screens(size: CGSize) {
        #expect(Device.catalogue.contains { $0.portraitSize == size })
    }

    @Test("values from the facts file are confirmed; the rest say why they were chosen")
    func provenance() {
        #expect(Device.iPhoneSE3.portraitKeyboard.withPredictiveBar == .confirmed(260, "shared/facts/ios-keyboard.md: 375×667 → 260 (iOS 11+)"))
        #expect(Device.iPhoneSE3.portraitKeyboard.withoutPredictiveBar.value == 216)
        #expect(Device.iPhone11Pro.portraitKeyboard.withPredictiveBar.value == 335)
        #expect(Device.iPhone8Plus.portraitKeyboard.withoutPredictiveBar.value == 226)
        #expect(Device.iPad97.landscapeKeyboard.withPredictiveBar.value == 398)
        #expect(!Device.iPhoneSE3.landscapeKeyboard.withoutPredictiveBar.isConfirmed)
        #expect(Device.iPhoneSE3.landscapeKeyboard.withoutPredictiveBar.description == "162 (unconfirmed)")
        for device in Device.catalogue {
            for measured in [device.portraitKeyboard, device.landscapeKeyboard].flatMap({ [$0.withoutPredictiveBar, $0.withPredictiveBar, $0.emoji] }) {
                #expect(measured.isConfirmed ? !measured.source.isEmpty : !(measured.unconfirmedReason ?? "").isEmpty, "\(device.name)")
                #expect(measured.value > 0)
            }
        }
    }

    @Test("devices are found by name, id or alias")
    func lookup() {
        #expect(Device.named("iPhone SE (3rd generation)") == .iPhoneSE3)
        #expect(Device.named("iphone 8") == .iPhoneSE3)
        #expect(Device.named("ipad-9-7") == .iPad97)
        #expect(Device.named("iPhone 99") == nil)
        #expect(Set(Device.catalogue.map(\.id)).count == Device.catalogue.count)
    }

    @Test("profiles are found by version")
    func profiles() {
        #expect(BehaviorProfile.named("17") == .iOS17)
        #expect(BehaviorProfile.named("iOS 10") == .iOS10)
        #expect(BehaviorProfile.named("12") == nil)
        #expect(BehaviorProfile.behaviourTable.allSatisfy { $0.values.count == BehaviorProfile.all.count })
    }
}
