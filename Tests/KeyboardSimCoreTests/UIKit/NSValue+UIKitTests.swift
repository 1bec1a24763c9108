import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("NSValue: UIKit's geometry accessors")
struct NSValueUIKitTests {
    @Test("cgRectValue, cgPointValue and cgSizeValue read what the value holds")
    func roundTrip() {
        let rect = CGRect(x: 0, y: 407, width: 375, height: 260)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(NSValue(rect: rect).cgRectValue == rect)
    }

    @Test("a value holding another type reads as zero instead of stopping the process")
    func mismatch() {
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgRectValue == .zero)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPointValue == .zero)
        #expect((NSNumber(value: 7) as NSValue).cgSizeValue == .zero)
    }

    @Test("the keyboard's notification frames read through cgRectValue, as an iOS handler does")
    func keyboardUserInfo() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let controller = UIViewController()
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        var frames: [CGRect] = []
        let token = sim.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { frames.append(value.cgRectValue) }
        }
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.notificationCenter.removeObserver(token)
        #expect(frames == [CGRect(x: 0, y: 407, width: 375, height: 260)])
    }
}
