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
            harness.changes == [
                "bottomSpace.constant: -20 → -280", "nameField.frame: {{20, 613}, {335, 34}} → {{20, 353}, {335, 34}}",
                "bottomSpace.constant: -280 → -20", "nameField.frame: {{20, 353}, {335, 34}} → {{20, 613}, {335, 34}}",
            ])
        #expect(animations(harness).count == 2)
    }

    @Test("frameBegin reads where the keyboard starts: below the screen, so nothing moves")
    func frameBegin() throws {
        let (harness, controller) = harness(.frameBegin)
        harness.willShow(keyboard)
        #expect(try #require(controller).bottomConstraint.constant == -20)
        #expect(harness.changes == [HandlerChanges.changedNothing])
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
        #expect(buggy.changes(of: "bottomSpace.constant") == ["bottomSpace.constant: -20 → -220"])
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
        #expect(buggy.changes(of: "bottomSpace.constant") == ["bottomSpace.constant: -20 → -356"])
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
        "the timing bugs pass another duration or other options to UIView.animate, and the trace's animation says which",
        arguments: [
            (nil, 0.25, UInt(0x70000), "UIView.animate: 0.5 s keyboard spring (curve 7) — nameField"),
            (TechniqueBug.hardCodedTiming, 0.3, UInt(0x30000), "UIView.animate: 0.3 s linear — nameField"),
            (
                .rawCurveOptions, 0.25, UInt(0x7),
                "UIView.animate, options 0x7 = [layoutSubviews, allowUserInteraction, beginFromCurrentState, curve: easeInOut]: 0.25 s easeInEaseOut — nameField"
            ),
            (
                .curveOrShiftedCurve, 0.25, UInt(0x70007),
                "UIView.animate, options 0x70007 = [layoutSubviews, allowUserInteraction, beginFromCurrentState, curve: keyboard(7)]: 0.5 s keyboard spring (curve 7) — nameField"
            ),
        ])
    func timing(bug: TechniqueBug?, duration: Double, options: UInt, animation: String) throws {
        let (harness, controller) = harness(bug)
        let userInfo = keyboard.userInfo()
        #expect(try #require(controller).animationDuration(in: userInfo) == duration)
        #expect(try #require(controller).animationOptions(in: userInfo).rawValue == options)
        harness.willShow(keyboard)
        #expect(animations(harness) == [animation])
    }

    @Test(
        "the trace's change of bottomSpace ends at the constant the handler set",
        arguments: [nil] + TechniqueCatalog.bugs(of: .bottomConstant))
    func changeMatchesHandler(bug: TechniqueBug?) throws {
        let (harness, controller) = harness(bug, device: .iPhone11Pro)
        harness.willShow(TechniqueHarness.keyboard(CGRect(x: 0, y: 476, width: 375, height: 336)))
        let constant = try #require(controller).bottomConstraint.constant
        let recorded = harness.changes(of: "bottomSpace.constant")
        if constant == -20 {
            #expect(recorded.isEmpty)
        } else {
            #expect(recorded == ["bottomSpace.constant: -20 → \(formatNumber(constant))"])
        }
    }
}
