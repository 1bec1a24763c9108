import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("Explanation")
struct ExplanationTests {
    private func scene(field: CGRect, keyboardTop: CGFloat) -> String {
        Explanation.sceneSummary(
            keyboard: CGRect(x: 0, y: keyboardTop, width: 375, height: 260),
            views: [NamedFrame(name: "nameField", frame: field)], focused: "nameField")
    }

    @Test("a field above the keyboard: its gap")
    func above() {
        #expect(
            scene(field: CGRect(x: 20, y: 353, width: 335, height: 34), keyboardTop: 407)
                == "the keyboard's top at y 407, nameField at y 353–387 (20 points above the keyboard).")
    }

    @Test("a field wholly under the keyboard is said to be so, never more points under it than its height (issue 15)")
    func wholeFieldUnder() {
        #expect(
            scene(field: CGRect(x: 20, y: 613, width: 335, height: 34), keyboardTop: 407)
                == "the keyboard's top at y 407, nameField at y 613–647 (all of it under the keyboard, 206 points below its top).")
    }

    @Test("a field the keyboard's top cuts through: how many of its points are covered")
    func partlyUnder() {
        #expect(
            scene(field: CGRect(x: 20, y: 390, width: 335, height: 34), keyboardTop: 407)
                == "the keyboard's top at y 407, nameField at y 390–424 (17 of its 34 points under the keyboard).")
    }

    @Test("a field below a keyboard frame that ends above it, or beside one, is not said to be under it (issue 15: an iPad split log)")
    func notUnderAFrameThatDoesNotReachIt() {
        let split = Explanation.sceneSummary(
            keyboard: CGRect(x: 0, y: -264, width: 768, height: 304),
            views: [NamedFrame(name: "nameField", frame: CGRect(x: 20, y: 970, width: 500, height: 34))],
            focused: "nameField")
        #expect(split == "the keyboard's top at y -264, nameField at y 970–1004 (below the keyboard's frame, which ends at y 40).")
        let floating = Explanation.sceneSummary(
            keyboard: CGRect(x: 400, y: 600, width: 320, height: 250),
            views: [NamedFrame(name: "nameField", frame: CGRect(x: 20, y: 700, width: 300, height: 34))],
            focused: "nameField")
        #expect(floating == "the keyboard's top at y 600, nameField at y 700–734 (beside the keyboard, which spans x 400–720).")
        // The keyboard's bottom cuts through the field: only the covered points count.
        let cut = Explanation.sceneSummary(
            keyboard: CGRect(x: 0, y: 100, width: 375, height: 100),
            views: [NamedFrame(name: "nameField", frame: CGRect(x: 20, y: 180, width: 300, height: 34))],
            focused: "nameField")
        #expect(cut == "the keyboard's top at y 100, nameField at y 180–214 (20 of its 34 points under the keyboard).")
    }
}
