import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UIView.AnimationCurve and AnimationOptions")
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
        #expect(
            [
                O.layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
                .overrideInheritedDuration, .overrideInheritedCurve, .allowAnimatedContent,
                .showHideTransitionViews, .overrideInheritedOptions,
            ].map(\.rawValue) == (0..<10).map { 1 << $0 })
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

    @Test(
        "easeInEaseOut matches the reference values",
        arguments: [
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
