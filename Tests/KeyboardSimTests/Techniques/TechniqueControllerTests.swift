import Foundation
import Testing
import KeyboardSimTestSupport
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("TechniqueController: observing, trapping and dispatching through its environment")
struct TechniqueControllerTests {
    private let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 407, width: 375, height: 260))

    private func bottomSpace(_ harness: TechniqueHarness) -> CGFloat? {
        (harness.controller as? BottomConstantController)?.bottomConstraint.constant
    }

    @Test("what a handler changed is recorded under the controller's name; a handler that runs records no crash")
    func changes() {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .bottomConstant))
        harness.willShow(keyboard)
        let controllers = harness.sim.trace.compactMap {
            if case .change(let controller, _, _, _, _) = $0.event { controller } else { nil }
        }
        #expect(controllers == ["BottomConstantController", "BottomConstantController"])
        #expect(harness.changes(of: "bottomSpace.constant") == ["bottomSpace.constant: -20 → -280"])
        #expect(harness.records.crashes.isEmpty && harness.records.dispatched == 0)
        #expect(bottomSpace(harness) == -280)
    }

    @Test("with forceUnwrap a missing key traps: the crash is recorded once and nothing is handled after it")
    func forceUnwrap() {
        var technique = TechniqueConfiguration(name: .bottomConstant)
        technique.forceUnwrap = true
        let harness = TechniqueHarness(technique)
        var userInfo = keyboard.userInfo()
        userInfo[UIResponder.keyboardFrameEndUserInfoKey] = nil
        harness.willShow(userInfo: userInfo)
        harness.willShow(keyboard)
        let trap =
            "Fatal error: Unexpectedly found nil while unwrapping an Optional value (UIKeyboardWillShowNotification userInfo has no UIKeyboardFrameEndUserInfoKey)"
        #expect(harness.records.crashes.map(\.controller) == ["BottomConstantController"])
        #expect(harness.records.crashes.map(\.reason) == [trap])
        #expect(harness.controller.crashReason == trap)
        #expect(harness.notes.isEmpty)
        #expect(bottomSpace(harness) == -20)
    }

    @Test("without forceUnwrap a missing key is noted, and the handler's guard lets the notification go")
    func missingKey() {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .bottomConstant))
        var userInfo = keyboard.userInfo()
        userInfo[UIResponder.keyboardFrameEndUserInfoKey] = nil
        harness.willShow(userInfo: userInfo)
        #expect(
            harness.notes == [
                "UIKeyboardWillShowNotification userInfo has no UIKeyboardFrameEndUserInfoKey; a handler that force-unwraps it crashes here"
            ])
        #expect(harness.records.crashes.isEmpty)
        #expect(bottomSpace(harness) == -20)
    }

    @Test("with dispatchAsync the handler runs in a later turn of the run loop, after the dispatch note")
    func dispatchAsync() {
        var technique = TechniqueConfiguration(name: .bottomConstant)
        technique.dispatchAsync = true
        let harness = TechniqueHarness(technique)
        harness.willShow(keyboard)
        #expect(harness.records.dispatched == 1)
        #expect(
            harness.notes == ["DispatchQueue.main.async: the handler runs in the next turn, outside the keyboard's animation transaction"])
        #expect(bottomSpace(harness) == -20)
        #expect(harness.changes.isEmpty)
        harness.sim.advance(by: .milliseconds(1))
        #expect(harness.changes(of: "bottomSpace.constant") == ["bottomSpace.constant: -20 → -280"])
        #expect(bottomSpace(harness) == -280)
    }

    @Test("a controller whose view left the window records nothing but still handles, at once")
    func offScreen() {
        var technique = TechniqueConfiguration(name: .bottomConstant)
        technique.register = .viewDidLoad
        technique.unregister = .never
        technique.dispatchAsync = true
        let harness = TechniqueHarness(technique)
        harness.navigation.pushViewController(PlainDetailController(), animated: false)
        harness.sim.advance(by: .seconds(1))
        #expect(harness.controller.viewIfLoaded?.window == nil)
        harness.willShow(keyboard)
        #expect(harness.notes.isEmpty && harness.records.dispatched == 0)
        #expect(bottomSpace(harness) == -280)
    }

    @Test(
        "the observers are added and removed at the configured points",
        arguments: [
            (TechniqueConfiguration.RegistrationPoint.viewDidLoad, TechniqueConfiguration.RemovalPoint.viewWillDisappear, 0),
            (.viewWillAppear, .viewWillDisappear, 0),
            (.viewWillAppear, .never, 1),
            (.viewDidLoad, .deinit, 1),
        ])
    func registration(
        register: TechniqueConfiguration.RegistrationPoint, unregister: TechniqueConfiguration.RemovalPoint,
        afterLeaving: Int
    ) {
        var technique = TechniqueConfiguration(name: .bottomConstant)
        technique.register = register
        technique.unregister = unregister
        let harness = TechniqueHarness(technique)
        let center = harness.sim.notificationCenter
        #expect(center.registrationCount(for: UIResponder.keyboardWillShowNotification) == 1)
        #expect(center.registrationCount(for: UIResponder.keyboardWillHideNotification) == 1)
        harness.navigation.pushViewController(PlainDetailController(), animated: false)
        harness.sim.advance(by: .seconds(1))
        #expect(center.registrationCount(for: UIResponder.keyboardWillShowNotification) == afterLeaving)
    }

    @Test("a handler run from within another is part of it: one set of changes, for the outer one's post; a trap inside ends both")
    func nestedHandlers() throws {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .bottomConstant))
        let controller = try #require(harness.controller as? BottomConstantController)
        controller.recordingChanges(for: 1) {
            controller.bottomConstraint.constant = -100
            controller.recordingChanges(for: 2) { controller.bottomConstraint.constant = -200 }
            controller.bottomConstraint.constant = -300
        }
        let posts = harness.sim.trace.compactMap { if case .change(_, _, _, _, let post) = $0.event { post } else { nil } }
        #expect(harness.changes(of: "bottomSpace.constant") == ["bottomSpace.constant: -20 → -300"] && posts == [1])
        controller.recordingChanges(for: 3) {
            controller.recordingChanges(for: 4) {
                controller.bottomConstraint.constant = -400
                controller.trap("a trap")
            }
        }
        #expect(harness.changes(of: "bottomSpace.constant").last == "bottomSpace.constant: -300 → -400")
        #expect(harness.records.crashes.map(\.reason) == ["a trap"])
    }
}
