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
        #expect(result.rows.map { "\($0.device.id) \($0.orientation)" } ==
                ["iphone-se-3 portrait", "iphone-se-3 landscapeRight", "ipad-10 portrait", "ipad-10 landscapeRight"])
        #expect(result.passed, "\(TechniqueMatrix.text(result))")
        let phone = result.rows[0].cells
        #expect(phone.filter { $0.result == nil }.map(\.kind) == [.undocked, .split, .floating])
        #expect(result.rows[2].cells.allSatisfy { $0.result != nil })
        // Every applicable cell ran its scenario and judged it against the shared expectations.
        let emoji = try #require(phone.first { $0.kind == .emoji }?.result)
        #expect(emoji.trace.contains { if case .notification(_, let name, _, _) = $0.event { name == "UIKeyboardWillShowNotification" } else { false } })
        #expect(emoji.verdicts.filter { $0.expected != nil }.count == TechniqueMatrix.expectations.count)
    }

    @Test("a bug shows in the cells it affects, with the reason")
    func buggyTechnique() {
        let result = TechniqueMatrix.run(TechniqueConfiguration(name: .frameShift, bug: .landscapeWidthAsHeight),
                                         devices: [Device.iPhoneSE3])
        #expect(result.rows[0].cells.allSatisfy { $0.result?.passed ?? true }, "portrait reads the right height")
        #expect(result.rows[1].cells.filter { $0.result != nil }.allSatisfy { $0.text == "✘ off screen" }, "the frame shift pushes the field off the top")
        #expect(result.failures == 4)
        let text = TechniqueMatrix.text(result)
        #expect(text.contains("8 cells, 4 failing"))
        #expect(text.contains("iphone-se-3 landscape standard: fieldClearsKeyboard = false: at t=2.5s the field"))
    }
}

/// The matrix's mark for a field that is not clear says which way: covered, off screen, or
/// clear of the keyboard at the wrong gap (too high, too close).
@Suite("The matrix's clearance marks")
struct ClearanceMarkTests {
    @Test("each sentence of fieldClearsKeyboard gives its mark", arguments: [
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
