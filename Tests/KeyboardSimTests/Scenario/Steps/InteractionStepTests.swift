import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

/// A field whose delegate writes down what it is asked, and a tap-to-dismiss recognizer on the
/// screen: what the `tap`, `type` and `pressReturn` steps reach through UIKit's paths.
@MainActor private final class TypingScreen: UIViewController, UITextFieldDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let hidden = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
    private(set) var asked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "screenView"
        field.accessibilityIdentifier = "field"
        hidden.accessibilityIdentifier = "hiddenField"
        hidden.isHidden = true
        field.delegate = self
        view.addSubview(field)
        view.addSubview(hidden)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TypingScreen.endEditing))
    }

    func endEditing() {
        asked.append("tap-to-dismiss")
        view.endEditing(true)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append("change \(range.location),\(range.length) \(String(reflecting: string))")
        return string != "!"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        asked.append("return")
        textField.resignFirstResponder()
        return true
    }
}

@MainActor @Suite("Scenario steps that tap, type and press return")
struct InteractionStepTests {
    /// The screen on an iPhone SE (3rd generation), and a context whose failures are collected.
    private func showing() -> (Simulation, TypingScreen, StepContext, () -> [String]) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = TypingScreen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        final class Failures { var messages: [String] = [] }
        let failures = Failures()
        let context = StepContext(
            simulation: sim, navigation: nil, releaseScreens: {}, recordFailure: { failures.messages.append($0) })
        return (sim, screen, context, { failures.messages })
    }

    @Test("type deletes first, then types each character through the delegate, which may refuse one")
    func typing() {
        let (sim, screen, context, failures) = showing()
        sim.perform {
            TapStep(view: "field").perform(in: context)
            #expect(screen.field.isFirstResponder, "a tapped field becomes first responder")
            TypeStep(text: "Adx!").perform(in: context)
            TypeStep(text: "a", delete: 1).perform(in: context)
        }
        #expect(screen.field.text == "Ada")
        #expect(
            screen.asked == [
                #"change 0,0 "A""#, #"change 1,0 "d""#, #"change 2,0 "x""#, #"change 3,0 "!""#, #"change 2,1 """#, #"change 2,0 "a""#,
            ])
        #expect(failures().isEmpty)
    }

    @Test("pressReturn asks textFieldShouldReturn; a tap on the screen's background reaches its tap-to-dismiss recognizer")
    func returnKeyAndTapToDismiss() {
        let (sim, screen, context, failures) = showing()
        sim.perform {
            TapStep(view: "field").perform(in: context)
            PressReturnStep().perform(in: context)
        }
        #expect(!screen.field.isFirstResponder)
        sim.perform {
            TapStep(view: "field").perform(in: context)
            TapStep(view: "screenView").perform(in: context)
        }
        #expect(screen.asked == ["return", "tap-to-dismiss"])
        #expect(!screen.field.isFirstResponder)
        #expect(failures().isEmpty)
    }

    @Test("with no text input first responder, type and pressReturn could not act; a hidden or missing view cannot be tapped")
    func couldNotAct() {
        let (sim, screen, context, failures) = showing()
        sim.perform {
            TypeStep(text: "x").perform(in: context)
            TypeStep(delete: 2).perform(in: context)
            PressReturnStep().perform(in: context)
            TapStep(view: "hiddenField").perform(in: context)
            TapStep(view: "ghost").perform(in: context)
        }
        #expect(
            failures() == [
                "type: no text input is first responder; nothing was typed",
                "type: no text input is first responder; nothing was typed",
                "pressReturn: no text input is first responder; there is no return key to press",
                "tap: hiddenField: it is hidden",
                #"tap: no view named "ghost" on the visible screen"#,
            ])
        #expect(screen.asked.isEmpty)
        #expect(!screen.hidden.isFirstResponder)
        #expect(Trace(sim.trace).diagnostics == failures(), "each is in the trace as a diagnostic")
    }

    private func run(_ steps: [String], device: String = "iphone-se-3") throws -> Trace {
        let scenario = try Scenario.parse(
            """
            {"title": "t", "device": "\(device)", "screen": "settings-form-scroll", "technique": {"name": "scroll-view-insets"},
             "steps": [\(steps.joined(separator: ", "))], "expect": {"observerLeaks": 0}}
            """, file: "form.json")
        return ScenarioRunner.run(scenario).trace
    }

    @Test("the settings form's Next/Done chain: return moves focus field by field with the keyboard up, Done on the last hides it")
    func nextDoneChain() throws {
        let trace = try run([
            #"{"at": 0.5, "do": "tap", "view": "firstNameField"}"#, #"{"at": 1, "do": "type", "text": "Ada"}"#,
            #"{"at": 1.5, "do": "pressReturn"}"#, #"{"at": 2, "do": "pressReturn"}"#, #"{"at": 2.5, "do": "pressReturn"}"#,
            #"{"at": 3, "do": "pressReturn"}"#, #"{"at": 3.5, "do": "pressReturn"}"#,
        ])
        #expect(trace.status == .passed)
        #expect(trace.diagnostics.isEmpty)
        let focus = trace.records.compactMap { record -> String? in
            if case .focus(_, let to) = record.event { to ?? "none" } else { nil }
        }
        #expect(focus == ["firstNameField", "emailField", "phoneField", "cityField", "nameField", "none"])
        let posts = trace.records.compactMap { record -> (Double, String)? in
            if case .notification(_, let name, _, _) = record.event { (record.time.seconds, name) } else { nil }
        }
        let hides = posts.filter { $0.1 == "UIKeyboardWillHideNotification" }
        #expect(hides.count == 1, "the keyboard stays up while focus moves; Done hides it")
        #expect(hides.first?.0 == 3.5)
        // iOS 11 and later post no keyboard notification when focus moves with the keyboard up:
        // only the fields' did-end and did-begin editing.
        let moves = posts.filter { (1.5..<3.5).contains($0.0) }.map(\.1)
        #expect(
            moves
                == Array(repeating: ["UITextFieldTextDidEndEditingNotification", "UITextFieldTextDidBeginEditingNotification"], count: 4)
                .flatMap { $0 })
        #expect(trace.steps.map(\.summary).prefix(2) == ["tap firstNameField", #"type "Ada""#])
    }

    @Test("a type step with nothing focused fails the run with stepsThatCouldNotAct, and says so after the verdict")
    func typingWithNothingFocused() throws {
        let trace = try run([#"{"at": 0.5, "do": "type", "text": "Ada"}"#])
        #expect(trace.status == .failed)
        #expect(trace.verdicts.last?.detail == "at t=0.5s step 0: type: no text input is first responder; nothing was typed")
        #expect(trace.outcome == "FAIL — 1 thing was not simulated as written; the trace's diagnostic says what")
    }
}
