import KeyboardSim
import Testing
import UIKit

/// Core Animation's explicit animations as Apple documents them (`CALayer.add(_:forKey:)`,
/// `CAAnimation`, `CATransaction`): an animation added to a layer runs for its active duration on
/// the simulation's clock, its delegate hears it start and stop, a transaction's completion block
/// runs when the animations added in it have ended, and the layer's model values never change.
/// A PIN field's "shake" on a wrong code (KAPinField) is the pattern.
@MainActor @Suite("Core Animation's explicit animations run on the virtual clock")
struct CoreAnimationTests {
    @MainActor final class Listener: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) {
            events.append("start \(Int((CACurrentMediaTime() * 1000).rounded()))")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append("stop \(flag) \(Int((CACurrentMediaTime() * 1000).rounded()))")
        }
    }

    private func shake(duration: CFTimeInterval = 0.6) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = duration
        animation.values = [-14.0, 14.0, -14.0, 14.0, -8.0, 8.0, -4.0, 4.0, 0.0]
        return animation
    }

    @Test("a transaction's completion block runs when its shake ends; the layer keeps a copy under its key until then")
    func shakeCompletion() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        sim.window.addSubview(field)
        var completed: [Int] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed.append(Int((CACurrentMediaTime() * 1000).rounded())) }
        let animation = shake()
        field.layer.add(animation, forKey: "shake")
        CATransaction.commit()
        #expect(completed == [], "not at commit: an animation was added")
        #expect(field.layer.animationKeys() == ["shake"])
        let running = field.layer.animation(forKey: "shake")
        #expect(running !== animation, "the layer holds a copy, as Apple documents")
        #expect((running as? CAKeyframeAnimation)?.keyPath == "transform.translation.x")
        #expect((running as? CAKeyframeAnimation)?.values?.count == 9)
        animation.duration = 5  // a change after add(_:forKey:) does not reach the running copy
        sim.advance(by: .milliseconds(599))
        #expect(completed == [])
        sim.advance(by: .milliseconds(1))
        #expect(completed == [600])
        #expect(field.layer.animationKeys() == nil, "removed on completion")
        #expect(CATransform3DIsIdentity(field.layer.transform), "the model value never changes")
        #expect(
            sim.diagnostics == [
                "CALayer.add(_:forKey: \"shake\"): CAKeyframeAnimation of transform.translation.x runs 0.6 s on the simulation's clock; the values it animates are not applied to the layer's presentation"
            ])
    }

    @Test("with no animation added, the completion block runs at commit")
    func emptyTransaction() {
        _ = Simulation(device: .iPhoneSE3, profile: .iOS17)
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.commit()
        #expect(ran == 1)
    }

    @Test("the delegate hears the start and the end; a removed animation stops unfinished; a replaced one too")
    func delegate() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let layer = CALayer()
        let listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.25
        fade.delegate = listener
        layer.add(fade, forKey: "fade")
        sim.advance(by: .milliseconds(300))
        #expect(listener.events == ["start 0", "stop true 250"])

        listener.events = []
        layer.add(fade, forKey: "fade")
        sim.advance(by: .milliseconds(100))
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animationKeys() == nil)
        sim.advance(by: .milliseconds(500))
        #expect(listener.events == ["start 300", "stop false 400"])

        listener.events = []
        layer.add(fade, forKey: "fade")
        sim.advance(by: .milliseconds(50))
        layer.add(fade, forKey: "fade")
        sim.advance(by: .seconds(1))
        #expect(listener.events == ["start 900", "stop false 950", "start 950", "stop true 1200"])
    }

    @Test(
        "the active duration: the transaction's when the animation has none, repeats, autoreverses, speed, kept when not removed on completion"
    )
    func activeDuration() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let layer = CALayer()
        var ends: [String] = []
        func run(_ name: String, seconds: Double? = nil, _ configure: (CABasicAnimation) -> Void) {
            CATransaction.begin()
            if let seconds { CATransaction.setAnimationDuration(seconds) }
            CATransaction.setCompletionBlock { ends.append("\(name) \(Int((CACurrentMediaTime() * 1000).rounded()))") }
            let animation = CABasicAnimation(keyPath: "position.y")
            configure(animation)
            layer.add(animation, forKey: name)
            CATransaction.commit()
        }
        run("default") { _ in }
        run("transaction", seconds: 1) { _ in }
        run("repeats") {
            $0.duration = 0.1
            $0.repeatCount = 3
            $0.autoreverses = true
        }
        run("fast") {
            $0.duration = 0.4
            $0.speed = 2
        }
        run("kept") {
            $0.duration = 0.05
            $0.isRemovedOnCompletion = false
            $0.fillMode = .forwards
        }
        sim.advance(by: .seconds(2))
        #expect(ends == ["kept 50", "fast 200", "default 250", "repeats 600", "transaction 1000"])
        #expect(layer.animationKeys() == ["kept"])
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("named timing functions have Apple's control points")
    func timingFunctions() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for index in 0..<4 {
                var point: [Float] = [0, 0]
                function.getControlPoint(at: index, values: &point)
                values += point
            }
            return values
        }
        #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        let custom = CAMediaTimingFunction(controlPoints: 0.4, 0.2, 0, 1)
        var second: [Float] = [0, 0]
        custom.getControlPoint(at: 2, values: &second)
        #expect(second == [0, 1])
    }
}

/// `UIKeyInput`'s members on UIKit's text inputs are open, as they are on iOS (Objective-C
/// methods): PIN and OTP fields override them to forward typing to a hidden field.
@MainActor @Suite("UIKeyInput's members can be overridden")
struct KeyInputOverrideTests {
    final class PinField: UITextField {
        var typed: [String] = []
        var deletes = 0
        override func insertText(_ text: String) {
            typed.append(text)
            super.insertText(text)
        }
        override func deleteBackward() {
            deletes += 1
            super.deleteBackward()
        }
        override var hasText: Bool { super.hasText || !typed.isEmpty }
    }

    final class NoteView: UITextView {
        var typed: [String] = []
        override func insertText(_ text: String) {
            typed.append(text)
            super.insertText(text.uppercased())
        }
    }

    @Test("typing reaches a text field subclass's overrides")
    func textField() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let field = PinField(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        sim.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(!field.hasText)
        sim.type("12")
        sim.pressDelete()
        #expect(field.typed == ["1", "2"])
        #expect(field.deletes == 1)
        #expect(field.text == "1")
        field.text = ""
        #expect(field.hasText, "the override answers")
    }

    @Test("typing reaches a text view subclass's override")
    func textView() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let view = NoteView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        sim.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        sim.type("ab")
        #expect(view.typed == ["a", "b"])
        #expect(view.text == "AB")
    }
}

/// UIKit's attribute keys for attributed strings (Foundation on Linux declares none of them).
@Suite("NSAttributedString.Key: UIKit's keys")
struct AttributedStringKeyTests {
    @Test("the keys and the underline styles")
    func keys() {
        let keys: [NSAttributedString.Key] = [
            .kern, .tracking, .underlineStyle, .strikethroughStyle, .underlineColor, .strikethroughColor, .strokeColor,
            .strokeWidth, .shadow, .link, .baselineOffset, .obliqueness, .expansion, .ligature, .textEffect,
            .writingDirection, .verticalGlyphForm,
        ]
        #expect(Set(keys).count == keys.count, "distinct")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSUnderlineStyle.single.rawValue == 0x01)
        #expect(NSUnderlineStyle.thick.rawValue == 0x02)
        #expect(NSUnderlineStyle.double.rawValue == 0x09)
        #expect(NSUnderlineStyle.patternDot.rawValue == 0x0100)
        #expect(NSUnderlineStyle.byWord.rawValue == 0x8000)
        let text = NSAttributedString(string: "1 2 3 4", attributes: [.kern: 16.0, .underlineStyle: NSUnderlineStyle.single.rawValue])
        #expect(text.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 16)
    }
}

/// `accessibilityPerformEscape()` is every responder's (Apple declares it on `NSObject`): a view
/// controller overrides it to dismiss itself (FloatingPanel's panel controller).
@MainActor @Suite("accessibilityPerformEscape() on view controllers")
struct AccessibilityEscapeTests {
    final class Panel: UIViewController {
        var dismissible = true
        override func accessibilityPerformEscape() -> Bool { dismissible }
    }

    @Test("a controller's override answers; UIKit's default is false for views and controllers")
    func escape() {
        let panel = Panel()
        #expect(panel.accessibilityPerformEscape())
        panel.dismissible = false
        #expect(!panel.accessibilityPerformEscape())
        #expect(!UIViewController().accessibilityPerformEscape())
        #expect(!UIView().accessibilityPerformEscape())
    }
}

/// `UIRotationGestureRecognizer`, declared as the pinch is: a bottom sheet adds one to tell a
/// rotation from its pan (FloatingPanel); nothing recognizes a rotation in a simulation.
@MainActor @Suite("UIRotationGestureRecognizer")
struct RotationGestureTests {
    @Test("its rotation is what is set, its velocity 0; added to a view, it stays possible")
    func rotation() {
        let view = UIView()
        let rotation = UIRotationGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(rotation)
        #expect(rotation.rotation == 0)
        rotation.rotation = .pi / 2
        #expect(rotation.rotation == .pi / 2)
        #expect(rotation.velocity == 0)
        #expect(rotation.state == .possible)
        #expect(view.gestureRecognizers?.contains { $0 === rotation } == true)
    }
}
