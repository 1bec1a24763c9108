import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

@MainActor @Suite("KeyboardLayoutGuideController: no notifications, the guide")
struct KeyboardLayoutGuideControllerTests {
    @Test("it observes no keyboard notification and lets the guide follow undocked keyboards")
    func noObservers() throws {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .keyboardLayoutGuide))
        let center = harness.sim.notificationCenter
        #expect(center.registrationCount(for: UIResponder.keyboardWillShowNotification) == 0)
        #expect(center.registrationCount(for: UIResponder.keyboardWillHideNotification) == 0)
        #expect(harness.controller.view.keyboardLayoutGuide.followsUndockedKeyboard)
        harness.willShow(TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260)))
        #expect(harness.notes.isEmpty)
    }
}
