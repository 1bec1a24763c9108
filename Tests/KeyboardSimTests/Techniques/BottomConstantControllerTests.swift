import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("BottomConstantController: the tutorial's handler and each bug's variant")
struct BottomConstantControllerTests {
    /// The iPhone SE's keyboard at rest: 260 points at the bottom of a 667-point screen.
    private let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260))

    private func harness(_ bug: TechniqueBug? = nil, device: Device = .iPhoneSE3) -> (TechniqueHarness, BottomConstantController?) {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .bottomConstant, bug: bug), device: device)
        return (harness, harness.controller as? BottomConstantController)
    }

    private func animations(_ harness: TechniqueHarness) -> [String] {
        harness.sim.trace.compactMap { if case .animation(let text) = $0.event { text } else { nil } }
    }

    @Test("willShow lowers bottomSpace by the part of the view the keyboard covers; willHide restores it")
    func tutorial() throws {
        let (harness, controller) = harness()
        let bottomSpace = try #require(controller?.bottomConstraint)
        harness.willShow(keyboard)
        #expect(bottomSpace.constant == -280)
        harness.willHide(keyboard)
        #expect(bottomSpace.constant == -20)
        #expect(
            harness.notes == [
                "keyboard from the end frame {{0, 407}, {375, 260}}: the part over the view, 667 − 407 = 260 − safe area 0 = 260; bottomSpace = -20 − 260 = -280",
                "bottomSpace restored to -20",
            ])
        #expect(animations(harness).count == 2)
    }

    @Test("frameBegin reads where the keyboard starts: below the screen, so nothing moves")
    func frameBegin() throws {
        let (harness, controller) = harness(.frameBegin)
        harness.willShow(keyboard)
        #expect(try #require(controller).bottomConstraint.constant == -20)
        #expect(
            harness.notes.first?.hasPrefix("keyboard from the begin frame {{0, 667}, {375, 260}}: the part over the view, 667 − 667 = 0")
                == true)
    }

    @Test("sizeOnly takes a keyboard's height where its top is what counts")
    func sizeOnly() throws {
        let floating = TechniqueHarness.keyboard(CGRect(x: 0, y: 300, width: 375, height: 200))
        let (correct, tutorial) = harness()
        correct.willShow(floating)
        #expect(try #require(tutorial).bottomConstraint.constant == -387)
        let (buggy, variant) = harness(.sizeOnly)
        buggy.willShow(floating)
        #expect(try #require(variant).bottomConstraint.constant == -220)
        #expect(buggy.notes.first?.contains("its height 200 − safe area 0 = 200") == true)
    }

    @Test("doubleSafeArea lowers a constant measured from the safe area by the home indicator's inset again")
    func doubleSafeArea() throws {
        let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 476, width: 375, height: 336))
        let (correct, tutorial) = harness(device: .iPhone11Pro)
        correct.willShow(keyboard)
        #expect(try #require(tutorial).bottomConstraint.constant == -322)
        let (buggy, variant) = harness(.doubleSafeArea, device: .iPhone11Pro)
        buggy.willShow(keyboard)
        #expect(try #require(variant).bottomConstraint.constant == -356)
        #expect(buggy.notes.first?.contains("(the safe area's 34 not subtracted); bottomSpace = -20 − 336 = -356") == true)
    }

    @Test(
        "repeatedWillShow saves the raised constant on a second willShow and restores it on hide",
        arguments: [
            (nil, -236.0, -20.0), (TechniqueBug.repeatedWillShow, -496.0, -280.0),
        ])
    func repeatedWillShow(bug: TechniqueBug?, afterSecondShow: Double, afterHide: Double) throws {
        let (harness, controller) = harness(bug)
        let bottomSpace = try #require(controller?.bottomConstraint)
        harness.willShow(keyboard)
        harness.willShow(TechniqueHarness.keyboard(CGRect(x: 0, y: 451, width: 375, height: 216)))
        #expect(bottomSpace.constant == CGFloat(afterSecondShow))
        harness.willHide(keyboard)
        #expect(bottomSpace.constant == CGFloat(afterHide))
    }

    @Test("crashingSwitch traps on the keyboard's curve 7 after setting the constant, and animates the declared curves")
    func crashingSwitch() throws {
        let (harness, controller) = harness(.crashingSwitch)
        harness.willShow(keyboard)
        #expect(
            harness.records.crashes.map(\.reason) == ["Fatal error: unexpected UIView.AnimationCurve 7 in a switch with a trapping default"]
        )
        #expect(try #require(controller).bottomConstraint.constant == -280)
        #expect(animations(harness).isEmpty)
        let (declared, _) = self.harness(.crashingSwitch)
        declared.willShow(TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260), curve: .easeOut))
        #expect(declared.records.crashes.isEmpty && animations(declared).count == 1)
    }

    @Test("noLayoutIfNeeded changes the constant in a block that lays nothing out: no animation begins")
    func noLayoutIfNeeded() throws {
        let (harness, controller) = harness(.noLayoutIfNeeded)
        harness.willShow(keyboard)
        #expect(try #require(controller).bottomConstraint.constant == -280)
        #expect(animations(harness).isEmpty)
    }

    @Test(
        "the timing bugs pass another duration or other options to UIView.animate, and say which",
        arguments: [
            (nil, 0.25, UInt(0x70000), nil),
            (TechniqueBug.hardCodedTiming, 0.3, UInt(0x30000), "UIView.animate(withDuration: 0.3, options: 0x30000 = [curve: linear])"),
            (
                .rawCurveOptions, 0.25, UInt(0x7),
                "UIView.animate(withDuration: 0.25, options: 0x7 = [layoutSubviews, allowUserInteraction, beginFromCurrentState, curve: easeInOut])"
            ),
            (
                .curveOrShiftedCurve, 0.25, UInt(0x70007),
                "UIView.animate(withDuration: 0.25, options: 0x70007 = [layoutSubviews, allowUserInteraction, beginFromCurrentState, curve: keyboard(7)])"
            ),
        ])
    func timing(bug: TechniqueBug?, duration: Double, options: UInt, note: String?) throws {
        let (harness, controller) = harness(bug)
        let userInfo = keyboard.userInfo()
        #expect(try #require(controller).animationDuration(in: userInfo) == duration)
        #expect(try #require(controller).animationOptions(in: userInfo).rawValue == options)
        harness.willShow(keyboard)
        #expect(harness.notes.dropFirst().first == note)
    }

    @Test("the explanation's new constant is the one the handler sets", arguments: [nil] + TechniqueCatalog.bugs(of: .bottomConstant))
    func explanationMatchesHandler(bug: TechniqueBug?) throws {
        let (harness, controller) = harness(bug, device: .iPhone11Pro)
        harness.willShow(TechniqueHarness.keyboard(CGRect(x: 0, y: 476, width: 375, height: 336)))
        let constant = try #require(controller).bottomConstraint.constant
        #expect(harness.notes.first?.hasSuffix(" = \(formatNumber(constant))") == true)
    }
}
