import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("Inline screens: building and binding")
struct InlineScreenTests {
    @Test("views nest, stacks arrange, frames translate, constraints activate with their identifiers")
    func builds() throws {
        let text = """
            {"title": "t", "device": "iPhone SE (3rd generation)",
             "screen": {"views": [{"id": "card", "frame": [0, 100, 375, 200], "autoresizing": ["flexibleWidth"]},
                                  {"id": "row", "type": "stack", "axis": "horizontal", "spacing": 8, "in": "card"},
                                  {"id": "nameField", "type": "textField", "in": "row"},
                                  {"id": "go", "type": "button", "text": "Go", "in": "row"}],
                        "constraints": ["row.leading == card.leading + 16", "row.trailing == card.trailing - 16",
                                        "row.bottom == card.bottom - 20 @999 #bottomSpace"]},
             "technique": {"name": "bottom-constant"},
             "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}]}
            """
        let scenario = try Scenario.parse(text, file: "inline.json")
        let screen = try #require(scenario.inlineScreen)
        #expect(scenario.screen == "inline")
        let sim = Simulation(device: .iPhoneSE3, orientation: .portrait, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let built = screen.build(in: controller.view)
        controller.view.layoutIfNeeded()
        let card = try #require(built.views["card"])
        let row = try #require(built.views["row"] as? UIStackView)
        #expect(card.translatesAutoresizingMaskIntoConstraints && card.autoresizingMask == .flexibleWidth)
        #expect(!row.translatesAutoresizingMaskIntoConstraints)
        #expect(row.arrangedSubviews.map(\.accessibilityIdentifier) == ["nameField", "go"])
        #expect(row.frame == CGRect(x: 16, y: 200 - 20 - 34, width: 343, height: 34))
        let bottom = try #require(built.constraints["bottomSpace"])
        #expect(bottom.isActive && bottom.priority == UILayoutPriority(999) && bottom.constant == -20)
        #expect(built.textField("nameField") === row.arrangedSubviews.first)
    }
}
