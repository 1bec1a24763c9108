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
        #expect(result.rows[1].cells.filter { $0.result != nil }.allSatisfy { $0.text == "✘ covered" })
        #expect(result.failures == 4)
        let text = TechniqueMatrix.text(result)
        #expect(text.contains("8 cells, 4 failing"))
        #expect(text.contains("iphone-se-3 landscape standard: fieldClearsKeyboard = false: at t=2.5s the field"))
    }
}
