import Testing
import UIKit
import KeyboardSim

@MainActor
@Suite("NestedStackViewController (port): the outer stack's centerY constant lifts the form until the edited field clears the keyboard")
struct NestedStackViewControllerTests {
    /// The form: header 64, names 34, contact 34 + 8 + 34, Save 50, three gaps of 20.
    static let formHeight: CGFloat = 64 + 34 + 76 + 50 + 60
    /// The phone field's bottom, measured from the form's top.
    static let phoneFieldMaxYInForm: CGFloat = 64 + 20 + 34 + 20 + 76

    @Test(
        "show, hide and release with the lowest field: the form rises by the overlap plus 16, and comes back",
        arguments: Phone.both)
    func showHideRelease(_ phone: Phone) {
        let sim = Simulation(device: phone.device, profile: .iOS17)
        let safeCenterY = (phone.safeArea.top + phone.screen.height - phone.safeArea.bottom) / 2
        let restingFormTop = safeCenterY - Self.formHeight / 2
        weak var released: NestedStackViewController?
        do {
            let controller = NestedStackViewController()
            released = controller
            sim.window.rootViewController = controller
            sim.advance(by: .seconds(1))
            #expect(sim.notificationCenter.currentRegistrations.count == 2)
            #expect(controller.formCenterYConstraint.constant == 0)
            #expect(controller.formStack.windowFrame.minY == restingFormTop)
            #expect(controller.formStack.windowFrame.height == Self.formHeight)
            // Nested: the phone field is in the contact stack, in the form stack.
            #expect(controller.phoneField.superview === controller.contactStack)
            #expect(controller.contactStack.superview === controller.formStack)
            #expect(controller.phoneField.windowFrame.maxY == restingFormTop + Self.phoneFieldMaxYInForm)
            #expect(controller.firstNameField.windowFrame.width == controller.lastNameField.windowFrame.width)
            let readable = controller.view.readableContentGuide.layoutFrame
            #expect(readable.width > 0)
            #expect(controller.formStack.windowFrame.minX == readable.minX)
            #expect(controller.formStack.windowFrame.maxX == readable.maxX)

            // The letters with the bar: the phone pad has no bar and leaves the field clear
            // (`phonePadLeavesTheFieldClear`).
            controller.phoneField.keyboardType = .default
            controller.phoneField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboard.frame == phone.keyboard)
            let overlap = restingFormTop + Self.phoneFieldMaxYInForm + 16 - phone.keyboard.minY
            #expect(overlap > 0, "the keyboard covers the phone field at rest")
            #expect(controller.formCenterYConstraint.constant == -overlap)
            #expect(controller.phoneField.windowFrame.maxY == phone.keyboard.minY - 16)
            #expect(controller.formStack.windowFrame.minY == restingFormTop - overlap)

            controller.phoneField.resignFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(controller.formCenterYConstraint.constant == 0)
            #expect(controller.formStack.windowFrame.minY == restingFormTop)
        }
        sim.window.rootViewController = nil
        sim.advance(by: .seconds(1))
        #expect(released == nil)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty, "removed in viewWillDisappear")
        let report = sim.audit.report()
        #expect(report.isClean, "\(report)")
    }

    @Test(
        "focus moving between fields with the keyboard up (iOS 17 posts nothing): the form lifts for a covered field and comes down for a clear one"
    )
    func focusMovesBetweenFields() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = NestedStackViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let restingFirstName = controller.firstNameField.windowFrame
        let keyboardTop: CGFloat = 407

        controller.firstNameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.minY == keyboardTop)
        #expect(controller.formCenterYConstraint.constant == 0, "the first-name field is clear of the keyboard")
        #expect(controller.firstNameField.windowFrame == restingFirstName)

        let postsBefore = sim.keyboardNotificationNames
        controller.phoneField.keyboardType = .default  // the same keys as the first-name field's
        controller.phoneField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardNotificationNames == postsBefore, "no keyboard notification")
        #expect(controller.phoneField.windowFrame.maxY == keyboardTop - 16)

        controller.firstNameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(controller.formCenterYConstraint.constant == 0)
        #expect(controller.firstNameField.windowFrame == restingFirstName)

        controller.view.endEditing(true)
        sim.advance(by: .seconds(1))
        #expect(controller.formCenterYConstraint.constant == 0)
        #expect(controller.firstNameField.windowFrame == restingFirstName)
    }

    @Test(
        "the phone field's own keypad, shorter (no predictive bar), re-posts the show in place and leaves the field clear: the form stays")
    func phonePadLeavesTheFieldClear() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = NestedStackViewController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let restingPhone = controller.phoneField.windowFrame
        controller.firstNameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        let postsBefore = sim.keyboardNotificationNames
        controller.phoneField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 451, width: 375, height: 216), "the phone pad: 216, no bar")
        #expect(
            sim.keyboardNotificationNames.dropFirst(postsBefore.count).contains("UIKeyboardWillShowNotification"),
            "a keyboard of another height: the show is posted again")
        #expect(controller.formCenterYConstraint.constant == 0)
        #expect(controller.phoneField.windowFrame == restingPhone)
        #expect(restingPhone.maxY + 16 <= 451, "clear of the pad by the handler's 16-point margin")
    }
}
