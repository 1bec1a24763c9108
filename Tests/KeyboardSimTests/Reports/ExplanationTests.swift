import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@Suite("Explanation")
struct ExplanationTests {
    private func scene(field: CGRect, keyboardTop: CGFloat) -> String {
        Explanation.sceneSummary(keyboard: CGRect(x: 0, y: keyboardTop, width: 375, height: 260),
                                 views: [NamedFrame(name: "nameField", frame: field)], focused: "nameField")
    }

    @Test("a field above the keyboard: its gap")
    func above() {
        #expect(scene(field: CGRect(x: 20, y: 353, width: 335, height: 34), keyboardTop: 407)
                == "the keyboard's top at y 407, nameField at y 353–387 (20 points above the keyboard).")
    }

    @Test("a field wholly under the keyboard is said to be so, never more points under it than its height (issue 15)")
    func wholeFieldUnder() {
        #expect(scene(field: CGRect(x: 20, y: 613, width: 335, height: 34), keyboardTop: 407)
                == "the keyboard's top at y 407, nameField at y 613–647 (all of it under the keyboard, 206 points below its top).")
    }

    @Test("a field the keyboard's top cuts through: how many of its points are covered")
    func partlyUnder() {
        #expect(scene(field: CGRect(x: 20, y: 390, width: 335, height: 34), keyboardTop: 407)
                == "the keyboard's top at y 407, nameField at y 390–424 (17 of its 34 points under the keyboard).")
    }
}
