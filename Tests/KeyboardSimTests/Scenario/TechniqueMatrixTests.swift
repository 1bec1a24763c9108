import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("The technique matrix")
struct TechniqueMatrixTests {
    private let devices = [Device.iPhoneSE3, Device.named("ipad-10")!]

    @Test("a correct technique passes every cell; iPad-only keyboards are not applied to phones")
    func correctTechnique() throws {
        let result = TechniqueMatrix.run(TechniqueConfiguration(name: .bottomConstant), devices: devices)
        #expect(
            result.rows.map { "\($0.device.id) \($0.orientation)" } == [
                "iphone-se-3 portrait", "iphone-se-3 landscapeRight", "ipad-10 portrait", "ipad-10 landscapeRight",
            ])
        #expect(result.passed, "\(TechniqueMatrix.text(result))")
        let phone = result.rows[0].cells
        #expect(phone.filter { $0.result == nil }.map(\.kind) == [.undocked, .split, .floating])
        #expect(result.rows[2].cells.allSatisfy { $0.result != nil })
        // Every applicable cell ran its scenario and judged it against the shared expectations.
        let emoji = try #require(phone.first { $0.kind == .emoji }?.result)
        #expect(
            emoji.trace.contains {
                if case .notification(_, let name, _, _) = $0.event { name == "UIKeyboardWillShowNotification" } else { false }
            })
        #expect(emoji.verdicts.filter { $0.expected != nil }.count == TechniqueMatrix.expectations.count)
    }

    @Test("the floating column applies from iPadOS 13: before it, an iPad's floating cell is not run")
    func floatingFromIPadOS13() throws {
        let iOS12 = try #require(BehaviorProfile.all.first { $0.majorVersion == 12 })
        let iOS13 = try #require(BehaviorProfile.all.first { $0.majorVersion == 13 })
        #expect(!TechniqueMatrix.KeyboardKind.floating.applies(to: .iPad97, on: iOS12))
        #expect(TechniqueMatrix.KeyboardKind.floating.applies(to: .iPad97, on: iOS13))
        #expect(TechniqueMatrix.KeyboardKind.split.applies(to: .iPad97, on: iOS12))
        let pads = Device.representatives.filter { $0.idiom == .pad }.count
        #expect(TechniqueMatrix.cellCount(profile: iOS12) == TechniqueMatrix.cellCount() - 2 * pads)
        let result = TechniqueMatrix.run(
            TechniqueConfiguration(name: .bottomConstant), profile: iOS12, devices: [.iPad97], orientations: [.portrait],
            keyboards: [.split, .floating])
        #expect(result.rows.first?.cells.map { $0.result == nil } == [false, true])
    }

    @Test("a bug shows in the cells it affects, with the reason")
    func buggyTechnique() {
        let result = TechniqueMatrix.run(
            TechniqueConfiguration(name: .frameShift, bug: .landscapeWidthAsHeight),
            devices: [Device.iPhoneSE3])
        #expect(result.rows[0].cells.allSatisfy { $0.result?.passed ?? true }, "portrait reads the right height")
        #expect(
            result.rows[1].cells.filter { $0.result != nil }.allSatisfy { $0.text == "✘ off screen" },
            "the frame shift pushes the field off the top")
        #expect(result.failures == 5)
        let text = TechniqueMatrix.text(result)
        #expect(text.contains("10 cells, 5 failing"))
        #expect(text.contains("Why (5 cells, 1 reason):\n  5 cells: fieldClearsKeyboard = false: at t="), "\(text)")
        #expect(text.contains("is pushed off the screen\n    (iphone-se-3 landscape standard, "), "\(text)")
    }
}

/// The matrix's mark for a field that is not clear says which way: covered, off screen, or
/// clear of the keyboard at the wrong gap (too high, too close).
@Suite("The matrix's clearance marks")
struct ClearanceMarkTests {
    @Test(
        "each sentence of fieldClearsKeyboard gives its mark",
        arguments: [
            ("at t=1.5s the field nameField {{20, 613}, {335, 34}} is under the keyboard {{0, 407}, {375, 260}}", "covered"),
            ("at t=2.5s the field nameField {{20, -346}, {335, 34}} is pushed off the screen", "off screen"),
            ("at t=1.5s the gap to the keyboard is 40 points, not the 20 asked for", "too high"),
            ("at t=1.5s the gap to the keyboard is 4 points, not at least the 20 asked for", "too close"),
            ("the handler trapped: Fatal error: Unexpectedly found nil", "covered"),
        ])
    func marks(detail: String, mark: String) {
        #expect(Judge.clearanceMark(detail) == mark)
    }
}

/// A failed matrix says why in a few lines: cells whose reasons differ only in their numbers
/// share a line that shows the values those numbers took.
@Suite("The matrix's why-list")
struct MatrixWhyTests {
    @Test("reasons that differ only in numbers are one line, with the values; others their own")
    func grouped() {
        let failing = [
            ("a portrait standard", "fieldClearsKeyboard = false: at t=2.5s the gap to the keyboard is 54 points, not the 20 asked for"),
            ("a portrait emoji", "fieldClearsKeyboard = false: at t=1.5s the gap to the keyboard is 40 points, not the 20 asked for"),
            (
                "b landscape standard",
                "fieldClearsKeyboard = false: at t=1.5s the field nameField {{20, -302}, {335, 34}} is pushed off the screen"
            ),
            ("c landscape standard", "fieldClearsKeyboard = false: at t=1.5s the gap to the keyboard is 41 points, not the 20 asked for"),
            ("d portrait standard", "fieldClearsKeyboard = false: at t=1.5s the gap to the keyboard is 44 points, not the 20 asked for"),
        ]
        #expect(
            TechniqueMatrix.whyText(failing) == """
                Why (5 cells, 2 reasons):
                  4 cells: fieldClearsKeyboard = false: at t=2.5 or 1.5s the gap to the keyboard is 40 to 54 points, not the 20 asked for
                    (a portrait standard, a portrait emoji, c landscape standard and 1 more)
                  b landscape standard: fieldClearsKeyboard = false: at t=1.5s the field nameField {{20, -302}, {335, 34}} is pushed off the screen

                """)
    }

    @Test("the arithmetic behind a rest point is shown as the group's first cell had it, its numbers together")
    func arithmetic() {
        let failing = [
            (
                "a portrait standard",
                "fieldClearsKeyboard = false: at t=1.5s the gap to the keyboard is 54 points, not the 20 asked for: the keyboard covers the screen's bottom 335 points; the field rose 335 points (its bottom from y = 758 to 423), where rising 301 leaves the gap; its scroll view's adjustedContentInset.bottom is 369 (contentInset 335 + 34 of safe area the system adds)"
            ),
            (
                "b portrait standard",
                "fieldClearsKeyboard = false: at t=1.5s the gap to the keyboard is 41 points, not the 20 asked for: the keyboard covers the screen's bottom 291 points; the field rose 291 points (its bottom from y = 700 to 409), where rising 270 leaves the gap; its scroll view's adjustedContentInset.bottom is 312 (contentInset 291 + 21 of safe area the system adds)"
            ),
        ]
        #expect(
            TechniqueMatrix.whyText(failing) == """
                Why (2 cells, 1 reason):
                  2 cells: fieldClearsKeyboard = false: at t=1.5s the gap to the keyboard is 54 or 41 points, not the 20 asked for
                    (a portrait standard, b portrait standard)
                    in a portrait standard, the keyboard covers the screen's bottom 335 points; the field rose 335 points (its bottom from y = 758 to 423), where rising 301 leaves the gap; its scroll view's adjustedContentInset.bottom is 369 (contentInset 335 + 34 of safe area the system adds)

                """)
    }

    @Test(
        "a failed rest point says why from the frames: what the keyboard covers, how far the field rose and had to, and a scroll view's adjusted inset"
    )
    @MainActor func restPointArithmetic() throws {
        let sizeOnly = ScenarioRunner.run(
            try Scenario.parse(
                """
                {"title": "t", "device": "iphone-se-3", "screen": "login-bottom-field", "technique": {"name": "bottom-constant", "bug": "sizeOnly"},
                 "steps": [{"at": 0.2, "do": "hardwareKeyboard", "connected": true}, {"at": 0.5, "do": "focus", "field": "nameField"}]}
                """, file: "t.json"))
        let clears = try #require(sizeOnly.verdicts.first { $0.check == .fieldClearsKeyboard })
        // The handler moves by the end frame's height, 260; the shortcuts bar covers 44.
        #expect(clears.value == .bool(false))
        #expect(
            clears.detail
                == "at t=2s the gap to the keyboard is 236 points, not the 20 asked for: the keyboard covers the screen's bottom 44 points; the field rose 260 points (its bottom from y = 647 to 387), where rising 44 leaves the gap"
        )
        let scroll = ScenarioRunner.run(
            try Scenario.parse(
                """
                {"title": "t", "device": "iphone-16", "screen": "settings-form-scroll", "technique": {"name": "scroll-view-insets", "bug": "doubleSafeArea"},
                 "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}]}
                """, file: "t.json"))
        let detail = try #require(scroll.verdicts.first { $0.check == .fieldClearsKeyboard }?.detail)
        #expect(detail.contains("its scroll view's adjustedContentInset.bottom is"), "\(detail)")
        #expect(detail.contains("of safe area the system adds)"), "\(detail)")
    }

    @Test("a whole failing matrix stays under 30 lines, and one call writes the player page of its first failing cell")
    @MainActor func short() throws {
        let result = TechniqueMatrix.run(TechniqueConfiguration(name: .bottomConstant, bug: .doubleSafeArea))
        let text = TechniqueMatrix.text(result)
        #expect(result.failures > 40)
        #expect(text.split(separator: "\n").count <= 30, "\(text)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-cell-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cell = try #require(result.firstFailingCell)
        #expect(cell.name == "iphone-11-pro portrait standard")
        try HTMLReport.write([cell.trace], to: path)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("iPhone 11 Pro"))
        let passing = TechniqueMatrix.run(TechniqueConfiguration(name: .bottomConstant), devices: [.iPhoneSE3])
        #expect(passing.firstFailingCell == nil)
    }
}

/// A field given by a key path is called by its property's name in the trace and the failures.
@Suite("ControllerUnderTest: the field's name")
struct ControllerFieldNameTests {
    final class Form: UIViewController {
        let messageField = UITextField()
        var optionalField: UITextField?
    }

    @Test("a key path's last property names the field")
    @MainActor func propertyNames() {
        #expect(ControllerUnderTest.propertyName(\Form.messageField) == "messageField")
        #expect(ControllerUnderTest.propertyName(\Form.optionalField) == "optionalField")
        #expect(ControllerUnderTest({ Form() }, field: \.messageField).fieldName == "messageField")
        #expect(ControllerUnderTest({ Form() }, field: { $0.messageField }).fieldName == "nameField")
    }
}

/// The keypads as matrix columns (`--keyboard decimalPad`), never a default column.
@MainActor @Suite("The matrix's keypad columns")
struct TechniqueMatrixKeypadTests {
    /// The end frame's height of the cell's first willShow.
    private func shownHeight(_ cell: TechniqueMatrix.Cell) -> Double? {
        cell.result?.trace.lazy.compactMap { record -> Double? in
            guard case .notification(_, let name, _, let userInfo) = record.event, name == "UIKeyboardWillShowNotification",
                case .rect(let end)? = userInfo[UIResponder.keyboardFrameEndUserInfoKey]
            else { return nil }
            return Double(end.height)
        }.first
    }

    @Test("the keypads are columns a matrix runs when named: the field gets the keyboard type, the keyboard its shorter height")
    func keypadColumns() throws {
        #expect(TechniqueMatrix.KeyboardKind.defaults == [.standard, .emoji, .korean, .accessory, .hardware, .undocked, .split, .floating])
        #expect(TechniqueMatrix.KeyboardKind.keypads.allSatisfy { !TechniqueMatrix.KeyboardKind.defaults.contains($0) })
        #expect(TechniqueMatrix.cellCount() == 102, "the default columns, as before")
        let result = TechniqueMatrix.run(
            TechniqueConfiguration(name: .bottomConstant), devices: [.iPhoneSE3, Device.named("iPhone 16")!], orientations: [.portrait],
            keyboards: [.standard, .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad])
        #expect(result.passed, "\(result)")
        // The letters with the predictive bar, then each keypad without it: 260 → 216 on 375 × 667
        // (iOS 17's eras), 336 → 291 on 393 × 852.
        #expect(result.rows[0].cells.map { shownHeight($0) } == [260, 216, 216, 216, 216])
        #expect(result.rows[1].cells.map { shownHeight($0) } == [336, 291, 291, 291, 291])
        let text = TechniqueMatrix.text(result)
        #expect(text.contains("a keypad column gives the field its keyboard type at 0.2 s"), "\(text)")
        #expect(text.contains("standard  numberPad  decimalPad"), "\(text)")
        #expect(
            !TechniqueMatrix.text(
                TechniqueMatrix.run(
                    TechniqueConfiguration(name: .bottomConstant), devices: [.iPhoneSE3], orientations: [.portrait], keyboards: [.standard])
            ).contains("keypad"))
    }

    @Test("your controller's field takes the keypad's keyboard type under its own name")
    func keypadOnYourField() throws {
        let scenarios = TechniqueMatrix.scenarios(
            name: "x", technique: TechniqueConfiguration(name: .bottomConstant), profile: .iOS17, devices: [.iPhoneSE3],
            orientations: [.portrait], keyboards: [.decimalPad])
        let step = try #require(scenarios.first?.steps.first)
        #expect((step.action as? KeyboardTypeStep) == KeyboardTypeStep(field: "nameField", type: .decimalPad))
        let renamed = step.naming(primaryField: "amountField")
        #expect((renamed.action as? KeyboardTypeStep) == KeyboardTypeStep(field: "amountField", type: .decimalPad))
    }
}
