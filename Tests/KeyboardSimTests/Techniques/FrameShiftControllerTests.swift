import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("FrameShiftController: the tutorial's handler and its landscapeWidthAsHeight variant")
struct FrameShiftControllerTests {
    private func harness(_ bug: TechniqueBug? = nil, orientation: UIInterfaceOrientation = .portrait) throws
        -> (TechniqueHarness, FrameShiftController, UITextField)
    {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .frameShift, bug: bug), orientation: orientation)
        let controller = try #require(harness.controller as? FrameShiftController)
        let field = try #require(controller.contentView.subviews.first { $0.accessibilityIdentifier == "nameField" } as? UITextField)
        // What UIKit asks the delegate before the field becomes first responder.
        #expect(controller.textFieldShouldBeginEditing(field))
        return (harness, controller, field)
    }

    @Test("willShow shifts the content view up by the least amount that uncovers the field; willHide puts it back")
    func tutorial() throws {
        let (harness, controller, _) = try harness()
        let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260))
        harness.willShow(keyboard)
        #expect(controller.shift == 194 && controller.contentView.frame.minY == -194)
        #expect(harness.changes == ["contentView.frame: {{0, 0}, {375, 667}} → {{0, -194}, {375, 667}}"])
        harness.willHide(keyboard)
        #expect(controller.shift == 0 && controller.contentView.frame.minY == 0)
    }

    @Test("a field the keyboard does not cover does not move")
    func notObscured() throws {
        let (harness, controller, _) = try harness()
        harness.willShow(TechniqueHarness.keyboard(CGRect(x: 0, y: 627, width: 375, height: 40)))
        #expect(controller.shift == 0)
        #expect(harness.changes == [HandlerChanges.changedNothing])
    }

    @Test("landscapeWidthAsHeight takes a landscape keyboard's width for its height; in portrait it is the tutorial")
    func landscapeWidthAsHeight() throws {
        let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 213, width: 667, height: 162))
        let (correct, tutorial, _) = try harness(orientation: .landscapeRight)
        correct.willShow(keyboard)
        let (buggy, variant, _) = try harness(.landscapeWidthAsHeight, orientation: .landscapeRight)
        buggy.willShow(keyboard)
        #expect(abs(variant.shift - tutorial.shift - (213 - (375 - 667))) < 0.001)
        #expect(buggy.changes == ["contentView.frame: {{0, 0}, {667, 375}} → {{0, \(formatNumber(-variant.shift))}, {667, 375}}"])
        let portrait = TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260))
        let (upright, uprightVariant, _) = try harness(.landscapeWidthAsHeight)
        upright.willShow(portrait)
        #expect(uprightVariant.shift == 194)
    }
}
