import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("LegacyAnimationsController: beginAnimations and commitAnimations")
struct LegacyAnimationsControllerTests {
    @Test("willShow ends the photo at the keyboard's top, lowered by the covered safe area, in one committed animation")
    func tutorial() throws {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .legacyAnimations), device: .iPhone11Pro)
        let controller = try #require(harness.controller as? LegacyAnimationsController)
        let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 476, width: 375, height: 336))
        harness.willShow(keyboard)
        #expect(abs(controller.photo.frame.height - (476 + 34)) < 0.001)
        #expect(harness.changes(of: "photo.frame") == ["photo.frame: {{0, 0}, {375, 812}} → {{0, 0}, {375, 510}}"])
        let animations = harness.sim.trace.compactMap { if case .animation(let text) = $0.event { text } else { nil } }
        #expect(animations.count == 1 && animations.first?.hasPrefix("beginAnimations") == true)
        harness.willHide(keyboard)
        #expect(controller.photo.frame.height == 812)
        #expect(
            harness.changes(of: "photo.frame") == [
                "photo.frame: {{0, 0}, {375, 812}} → {{0, 0}, {375, 510}}", "photo.frame: {{0, 0}, {375, 510}} → {{0, 0}, {375, 812}}",
            ])
        #expect(harness.notes.isEmpty)
    }
}
