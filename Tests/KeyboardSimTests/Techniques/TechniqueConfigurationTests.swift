import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSim
import KeyboardSimCore

@MainActor @Suite("TechniqueConfiguration: the technique as a scenario file configures it")
struct TechniqueConfigurationTests {
    @Test("registration and removal points are spelled as scenario files spell them")
    func spellings() {
        #expect(TechniqueConfiguration.RegistrationPoint.allCases.map(\.description) == ["viewDidLoad", "viewWillAppear"])
        #expect(TechniqueConfiguration.RemovalPoint.allCases.map(\.description) == ["viewWillDisappear", "deinit", "never"])
    }

    @Test("naming only the technique gives selector observers from viewWillAppear to viewWillDisappear and a 20-point gap")
    func defaults() {
        let technique = TechniqueConfiguration(name: .stackOffset)
        #expect(technique.observers == .selector && technique.register == .viewWillAppear && technique.unregister == .viewWillDisappear)
        #expect(
            technique.gap == 20 && technique.bug == nil && !technique.capturesSelfStrongly && !technique.dispatchAsync
                && !technique.forceUnwrap)
    }

    @Test("a scenario file's technique decodes into the typed values")
    func decodes() throws {
        let text = """
            {"title": "t", "device": "iPhone SE (3rd generation)", "screen": "login-bottom-field",
             "technique": {"name": "bottom-constant", "bug": "frameBegin", "observers": "block", "register": "viewDidLoad",
                           "unregister": "deinit", "gap": 8, "capturesSelfStrongly": true, "dispatchAsync": true, "forceUnwrap": true},
             "steps": []}
            """
        var expected = TechniqueConfiguration(
            name: .bottomConstant, observers: .block, register: .viewDidLoad, unregister: .deinit, gap: 8,
            bug: .frameBegin, capturesSelfStrongly: true)
        expected.dispatchAsync = true
        expected.forceUnwrap = true
        #expect(try Scenario.parse(text, file: "t.json").technique == expected)
    }

    @Test("a bug of another technique is refused with the technique's own bugs in mind")
    func foreignBug() {
        let text = """
            {"title": "t", "device": "iPhone SE (3rd generation)", "screen": "survey-stack",
             "technique": {"name": "stack-offset", "bug": "frameBegin"}, "steps": []}
            """
        #expect {
            try Scenario.parse(text, file: "t.json")
        } throws: { error in
            (error as? ScenarioError)?.message == "unknown bug of stack-offset \"frameBegin\"; expected one of \"repeatedWillShow\""
        }
    }
}
