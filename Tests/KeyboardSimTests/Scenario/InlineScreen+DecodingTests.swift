import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

@MainActor @Suite("Inline screens: decoding a technique's parts")
struct InlineScreenDecodingTests {
    @Test("each technique's parts are required of an inline screen", arguments: TechniqueCatalog.entries.map(\.name))
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

@MainActor @Suite("Scenario arrays")
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
        let many = "[" + Array(repeating: "{\"at\": 1, \"do\": \"dismissKeyboard\"}", count: 100_001).joined(separator: ",") + "]"
        #expect(message(many) == "a.json:2:53: $.steps: 100001 steps; at most 100000 are allowed")
        #expect(message("[]", screen: "{\"views\": {}}") == "a.json:1:76: $.screen.views: expected an array of views, found an object")
        #expect(
            message("[]", screen: "{\"views\": [], \"constraints\": \"x\"}")
                == "a.json:1:95: $.screen.constraints: expected an array of constraint strings, found the string \"x\"")
    }
}
