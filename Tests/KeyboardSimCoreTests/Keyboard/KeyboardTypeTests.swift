import Foundation
import Testing
import KeyboardSimTestSupport
import UIKit
@testable import KeyboardSimCore

/// The keyboard's height for every `UIKeyboardType`, as the focused input's
/// `UITextInputTraits.keyboardType` asks: on an iPhone the four pads (number, decimal, phone,
/// ASCII number) show no predictive bar, every other type the letters' rows with the bar as set;
/// an iPad's pads are its full keyboard. The decimal pad's heights are measured in simulator
/// screenshots (`KeyboardScreenshotTests`); the other pads' and types' are the behaviour note's
/// choice (`SystemKeyboard.behaviorNotes`).
@MainActor @Suite("Every keyboard type's height")
struct KeyboardTypeTests {
    static let pads: Set<UIKeyboardType> = [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad]

    /// The docked keyboard's height when a field of `type` is focused, the predictive bar on.
    private func height(_ type: UIKeyboardType, on device: Device, _ profile: BehaviorProfile, sdk: Int? = nil) -> CGFloat {
        let sim = Simulation(device: device, profile: profile, sdk: sdk ?? profile.majorVersion)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.keyboardType = type
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        sim.keyboard.setPredictiveBar(true)
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.maxY == device.portraitSize.height, "docked at the screen's bottom")
        return sim.keyboard.frame.height
    }

    @Test(
        "an iPhone 16 on iOS 17: the pads 291 (no bar, measured for the decimal pad), every other type 336",
        arguments: UIKeyboardType.allCases)
    func iPhone16(type: UIKeyboardType) {
        #expect(height(type, on: .iPhone16, .iOS17) == (Self.pads.contains(type) ? 291 : 336), "\(type)")
    }

    @Test(
        "the same app built with the iOS 26 SDK on iOS 26: the pads 308, every other type 335 (measured)",
        arguments: UIKeyboardType.allCases)
    func iOS26SDK(type: UIKeyboardType) throws {
        let profile = try #require(BehaviorProfile.iOS(26))
        #expect(height(type, on: .iPhone16, profile, sdk: 26) == (Self.pads.contains(type) ? 308 : 335), "\(type)")
    }

    @Test("a 375×667 iPhone on iOS 17: the pads 216, every other type 260", arguments: UIKeyboardType.allCases)
    func iPhoneSE(type: UIKeyboardType) {
        let expected: CGFloat = Self.pads.contains(type) ? 216 : 260
        #expect(height(type, on: .iPhoneSE3, .iOS17) == expected, "\(type)")
    }

    @Test("an iPad's pads are its full keyboard: every type one height", arguments: UIKeyboardType.allCases)
    func iPad(type: UIKeyboardType) {
        #expect(height(type, on: .iPad10, .iOS17) == height(.default, on: .iPad10, .iOS17), "\(type)")
    }

    @Test("focus moving from a letters field to a pad: willChangeFrame from the letters' frame to the pad's")
    func switchingFields() {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let controller = UIViewController()
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let amount = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        amount.keyboardType = .decimalPad
        sim.window.rootViewController = controller
        controller.view.addSubview(name)
        controller.view.addSubview(amount)
        sim.advance(by: .seconds(1))
        sim.keyboard.setPredictiveBar(true)
        name.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.height == 336)
        let mark = sim.keyboardNotifications.count
        amount.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 852 - 291, width: 393, height: 291))
        let change = sim.keyboardNotifications.dropFirst(mark).first { $0.name == "WillChangeFrame" }
        #expect(change?.userInfo.beginFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(change?.userInfo.endFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
    }
}
