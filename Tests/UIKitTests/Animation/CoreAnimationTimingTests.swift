import Foundation
import KeyboardSim
import Testing
import UIKit

/// `CASpringAnimation`, `CATransition` and the `CAMediaTiming` protocol as Apple declares them:
/// springs and transitions run on the simulation's clock as every animation added to a layer
/// does; a layer's own timing is kept and the trace says it is not applied.
@MainActor @Suite("CASpringAnimation, CATransition and CAMediaTiming")
struct CoreAnimationTimingTests {
    @Test("a spring has Core Animation's defaults; its settling duration follows its damping as Apple's example says")
    func springDefaults() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(spring.initialVelocity == 0)
        #expect(spring.keyPath == "position.x")
        // Apple's settlingDuration page: damping 5 settles in about 2.85 s; damping 15 in less.
        spring.damping = 5
        let loose = spring.settlingDuration
        #expect(abs(loose - 2.85) < 0.2, "\(loose)")
        spring.damping = 15
        #expect(spring.settlingDuration < loose)
        #expect(spring.settlingDuration > 0)
        spring.damping = 20  // critically damped (2·√(k·m))
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 1.5, "\(spring.settlingDuration)")
    }

    @Test("init(perceptualDuration:bounce:) gives a spring whose perceptualDuration and bounce read back")
    func perceptualSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.91) < 0.01, "\(spring.stiffness)")
        #expect(abs(spring.damping - 20.106) < 0.01, "\(spring.damping)")
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.bounce - 0.2) < 1e-9)
        #expect(spring.duration == spring.settlingDuration)
        #expect(spring.allowsOverdamping == false)
    }

    @Test("a spring added to a layer runs its duration on the clock; its copy keeps its spring")
    func springOnTheClock() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let layer = CALayer()
        var ended: [Int] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { ended.append(Int((CACurrentMediaTime() * 1000).rounded())) }
        let jump = CASpringAnimation(keyPath: "position.y")
        jump.damping = 50
        jump.mass = 10
        jump.stiffness = 1500
        jump.initialVelocity = 100
        jump.duration = 0.4
        layer.add(jump, forKey: "jump")
        CATransaction.commit()
        let copy = layer.animation(forKey: "jump") as? CASpringAnimation
        #expect(copy !== jump)
        #expect(copy?.mass == 10 && copy?.stiffness == 1500 && copy?.damping == 50 && copy?.initialVelocity == 100)
        sim.advance(by: .milliseconds(399))
        #expect(ended == [])
        sim.advance(by: .milliseconds(1))
        #expect(ended == [400])
        #expect(
            sim.diagnostics == [
                "CALayer.add(_:forKey: \"jump\"): CASpringAnimation of position.y runs 0.4 s on the simulation's clock; the values it animates are not applied to the layer's presentation"
            ])
    }

    @Test("a transition keeps its type and subtype, runs on the clock under kCATransition and says it is not presented")
    func transition() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        sim.window.addSubview(label)
        let transition = CATransition()
        #expect(transition.type == .fade)
        #expect(transition.subtype == nil)
        #expect(transition.startProgress == 0 && transition.endProgress == 1)
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.3
        label.layer.add(transition, forKey: kCATransition)
        #expect(label.layer.animationKeys() == ["transition"])
        #expect((label.layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromRight)
        sim.advance(by: .milliseconds(300))
        #expect(label.layer.animationKeys() == nil)
        #expect(CATransitionType.moveIn.rawValue == "moveIn" && CATransitionType.reveal.rawValue == "reveal")
        #expect(CATransitionSubtype.fromBottom.rawValue == "fromBottom" && CATransitionSubtype.fromTop.rawValue == "fromTop")
        #expect(
            sim.diagnostics == [
                "CALayer.add(_:forKey: \"transition\"): CATransition push fromRight runs 0.3 s on the simulation's clock; the transition is not presented"
            ])
    }

    @Test("CAAnimation and CALayer adopt CAMediaTiming; a layer's own timing is kept, and the trace says it is not applied")
    func mediaTiming() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        let timed: [any CAMediaTiming] = [fade, layer]
        for object in timed {
            #expect(object.speed == 1 && object.duration == 0 && object.beginTime == 0 && object.timeOffset == 0)
            #expect(object.repeatCount == 0 && object.repeatDuration == 0 && !object.autoreverses && object.fillMode == .removed)
            object.duration = 0.5
            object.autoreverses = true
        }
        #expect(fade.duration == 0.5 && fade.autoreverses)
        #expect(layer.duration == 0.5 && layer.autoreverses)
        layer.speed = 0
        layer.timeOffset = 1.5
        #expect(layer.speed == 0 && layer.timeOffset == 1.5)
        layer.add(fade, forKey: "fade")
        sim.advance(by: .seconds(1))
        #expect(layer.animationKeys() == nil, "the animation ran on its own timing: 2 × 0.5 s, ended at 1 s")
        #expect(
            Array(sim.diagnostics.prefix(2)) == [
                "CALayer.speed = 0: a layer's own timing is kept; the animations added to it and its sublayers run on their own timing (not simulated)",
                "CALayer.timeOffset = 1.5: a layer's own timing is kept; the animations added to it and its sublayers run on their own timing (not simulated)",
            ])
    }
}
