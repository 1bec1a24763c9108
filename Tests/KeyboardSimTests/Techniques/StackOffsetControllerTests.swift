import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("StackOffsetController: the tutorial's handler and its repeatedWillShow variant")
struct StackOffsetControllerTests {
    private let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260))
    private let shorter = TechniqueHarness.keyboard(CGRect(x: 0, y: 451, width: 375, height: 216))

    private func harness(_ bug: TechniqueBug? = nil) throws -> (TechniqueHarness, StackOffsetController) {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .stackOffset, bug: bug))
        return (harness, try #require(harness.controller as? StackOffsetController))
    }

    @Test("willShow moves the outer stack so the buried field ends the gap above the keyboard; willHide restores it")
    func tutorial() throws {
        let (harness, controller) = try harness()
        harness.willShow(keyboard)
        let moved = controller.outerTop.constant
        #expect(moved < 20)
        harness.sim.advance(by: .seconds(1))
        let field = controller.nameField.convert(controller.nameField.bounds, to: nil)
        #expect(abs(field.maxY - (407 - 20)) < 0.001)
        harness.willHide(keyboard)
        #expect(controller.outerTop.constant == 20)
        #expect(
            harness.changes(of: "outerTop.constant") == [
                "outerTop.constant: 20 → \(formatNumber(moved))", "outerTop.constant: \(formatNumber(moved)) → 20",
            ])
    }

    @Test(
        "repeatedWillShow saves the moved constant on a second willShow, and the hide restores that",
        arguments: [
            (nil, true), (TechniqueBug.repeatedWillShow, false),
        ])
    func repeatedWillShow(bug: TechniqueBug?, restoresOriginal: Bool) throws {
        let (harness, controller) = try harness(bug)
        harness.willShow(keyboard)
        let first = controller.outerTop.constant
        harness.sim.advance(by: .seconds(1))
        harness.willShow(shorter)
        harness.sim.advance(by: .seconds(1))
        harness.willHide(shorter)
        #expect(controller.outerTop.constant == (restoresOriginal ? 20 : first))
        #expect(harness.changes(of: "outerTop.constant").last?.hasSuffix(" → \(restoresOriginal ? "20" : formatNumber(first))") == true)
    }

    @Test(
        "the trace's changes of the outer top end at the constant the handler set",
        arguments: [nil] + TechniqueCatalog.bugs(of: .stackOffset))
    func changeMatchesHandler(bug: TechniqueBug?) throws {
        let (harness, controller) = try harness(bug)
        harness.willShow(keyboard)
        harness.sim.advance(by: .seconds(1))
        harness.willShow(shorter)
        let changes = harness.changes(of: "outerTop.constant")
        #expect(changes.count == 2)
        #expect(changes.last?.hasSuffix(" → \(formatNumber(controller.outerTop.constant))") == true)
    }
}
