import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("ConstantWithLayoutController: Apple's pattern")
struct ConstantWithLayoutControllerTests {
    @Test("willShow sets the entry's bottom to minus the overlap less the safe area, and the list above shrinks; willHide resets it")
    func tutorial() throws {
        let harness = TechniqueHarness(TechniqueConfiguration(name: .constantWithLayout), device: .iPhone11Pro)
        let controller = try #require(harness.controller as? ConstantWithLayoutController)
        let keyboard = TechniqueHarness.keyboard(CGRect(x: 0, y: 476, width: 375, height: 336))
        harness.willShow(keyboard)
        #expect(controller.entryBottom.constant == -302)
        #expect(harness.changes(of: "entryBottom.constant") == ["entryBottom.constant: 0 → -302"])
        #expect(harness.changes(of: "messageList.frame").count == 1)
        harness.sim.advance(by: .seconds(1))
        let list = try #require(controller.view.subviews.first { $0.accessibilityIdentifier == "messageList" })
        let entry = try #require(controller.view.subviews.first { $0.accessibilityIdentifier == "entryView" })
        #expect(entry.frame.maxY == 476 && list.frame.maxY == entry.frame.minY)
        harness.willHide(keyboard)
        #expect(controller.entryBottom.constant == 0)
        #expect(harness.changes(of: "entryBottom.constant") == ["entryBottom.constant: 0 → -302", "entryBottom.constant: -302 → 0"])
        #expect(harness.notes.isEmpty)
    }
}
