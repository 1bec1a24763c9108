import Foundation
import Testing
@testable import KeyboardSim

@Suite("Inline screens: the one-line constraint syntax")
struct ConstraintLineTests {
    @Test("every part of the syntax", arguments: [
        ("entry.bottom == safeArea.bottom - 8 @750 #inputsSpace", "entry.bottom == safeArea.bottom - 8 @750 #inputsSpace"),
        ("a.width==0.5*b.width+4", "a.width == 0.5 * b.width + 4"),
        ("photo.height <= 120", "photo.height <= 120"),
        ("a.centerY >= b.centerY", "a.centerY >= b.centerY"),
        ("  a.top   ==   b.bottom   #gap_1 ", "a.top == b.bottom #gap_1"),
        ("a.width == b.height @1", "a.width == b.height @1"),
    ])
    func parses(text: String, canonical: String) throws {
        let line = try ConstraintLine.parse(text)
        #expect(line.description == canonical)
    }

    @Test("the parts land where UIKit puts them")
    func fields() throws {
        let line = try ConstraintLine.parse("entry.bottom == 2 * safeArea.bottom - 8 @750 #inputsSpace")
        #expect(line.first.item == "entry" && line.first.attribute == .bottom)
        #expect(line.relation == .equal)
        #expect(line.second?.item == "safeArea" && line.second?.attribute == .bottom && line.second?.offset == 20)
        #expect(line.multiplier == 2 && line.constant == -8 && line.priority == 750 && line.identifier == "inputsSpace")
    }

    @Test("errors name the place and what was expected", arguments: [
        ("", 0, "expected an item and an attribute"),
        ("nameField", 0, "expected an item and an attribute"),
        ("nameField.botom == view.bottom", 10, "unknown attribute \"botom\" (did you mean \"bottom\"?)"),
        ("a.top = b.top", 6, "expected ==, <= or >= after a.top"),
        ("a.top == b.top +", 16, "expected a number after \"+\""),
        ("a.top == b.top @", 16, "expected a priority (1–1000) after \"@\""),
        ("a.top == b.top @0", 16, "priority 0 is out of range"),
        ("a.top == b.top #", 16, "expected an identifier after \"#\""),
        ("a.top == b.top * 2", 15, "unexpected \"* 2\" at the end of the constraint"),
        ("a.top == 20", 9, "only width and height can be compared with a constant alone"),
        ("a.top == b.leading", 9, "cannot relate top to leading"),
        ("a.width == b.top", 11, "cannot relate width to top"),
        ("a.top == 2 *", 12, "expected an item and an attribute after \"*\""),
    ])
    func errors(text: String, offset: Int, message: String) {
        #expect {
            try ConstraintLine.parse(text)
        } throws: { error in
            guard let error = error as? ConstraintLine.SyntaxError else { return false }
            return error.offset == offset && error.message.hasPrefix(message)
        }
    }
}

@Suite("Inline screens: building and binding")
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

    @Test("each technique's parts are required of an inline screen", arguments: TechniqueCatalogue.entries.map(\.name))
    func partsRequired(technique: String) throws {
        let text = """
        {"title": "t", "device": "iPhone SE (3rd generation)",
         "screen": {"views": [{"id": "other", "type": "textField"}], "constraints": []},
         "technique": {"name": "\(technique)"}, "steps": []}
        """
        #expect {
            try Scenario.parse(text, file: "inline.json")
        } throws: { error in
            (error as? ScenarioError)?.message.hasPrefix("\(technique) needs a textField with the id \"nameField\"") == true
        }
    }
}

@Suite("Scenario arrays")
struct ScenarioArrayTests {
    private func message(_ steps: String, screen: String = "\"login-bottom-field\"") -> String? {
        let text = """
        {"title": "t", "device": "iPhone SE (3rd generation)", "screen": \(screen),
         "technique": {"name": "bottom-constant"}, "steps": \(steps)}
        """
        do {
            _ = try Scenario.parse(text, file: "a.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("steps, views and constraints must be arrays; steps and views are bounded")
    func arrays() {
        #expect(message("5") == "a.json:2:53: $.steps: expected an array of steps, found the number 5")
        let many = "[" + Array(repeating: "{\"at\": 1, \"do\": \"dismissKeyboard\"}", count: 1001).joined(separator: ",") + "]"
        #expect(message(many) == "a.json:2:53: $.steps: 1001 steps; at most 1000 are allowed")
        #expect(message("[]", screen: "{\"views\": {}}") == "a.json:1:76: $.screen.views: expected an array of views, found an object")
        #expect(message("[]", screen: "{\"views\": [], \"constraints\": \"x\"}")
                == "a.json:1:95: $.screen.constraints: expected an array of constraint strings, found the string \"x\"")
    }
}
