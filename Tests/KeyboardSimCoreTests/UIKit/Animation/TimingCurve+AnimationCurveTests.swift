import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("TimingCurve: UIKit's curve values")
struct TimingCurveAnimationCurveTests {
    @Test(
        "curves map to UIKit's timing; undocumented values fall back",
        arguments: [
            (0, "easeInEaseOut"), (1, "easeIn"), (2, "easeOut"), (3, "linear"), (7, "keyboard spring (curve 7)"),
            (4, "easeInEaseOut"), (12, "easeInEaseOut"),
        ])
    func curves(raw: Int, name: String) {
        let curve = UIView.AnimationCurve(raw)
        #expect(TimingCurve(curve).description == name)
        #expect(TimingCurve.isUndocumented(curve) == ![0, 1, 2, 3, 7].contains(raw))
    }
}
