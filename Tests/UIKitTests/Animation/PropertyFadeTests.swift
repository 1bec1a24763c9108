import KeyboardSim
import Testing
import UIKit

/// Animations that change what UIKit animates without moving anything: `alpha` and
/// `backgroundColor`, which Apple's `UIView` page lists among the animatable properties
/// (<https://developer.apple.com/documentation/uikit/uiview>, "Animations").
@MainActor @Suite("A fade or a colour change takes its duration: the completion waits for it")
struct PropertyFadeTests {
    @Test("a 0.2 s fade's completion runs after 0.2 s, not at once; a block that changes nothing completes on the next turn")
    func fadeTakesItsDuration() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let toast = UIView(frame: CGRect(x: 80, y: 600, width: 200, height: 40))
        controller.view.addSubview(toast)
        var faded: [Double] = []
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
            toast.alpha = 0
        } completion: { finished in
            if finished { faded.append(sim.now.seconds) }
        }
        sim.advance(by: .milliseconds(100))
        #expect(faded.isEmpty, "half way through the fade")
        sim.advance(by: .milliseconds(150))
        #expect(faded.count == 1 && abs(faded[0] - 0.2) < 0.02, "\(faded)")

        var recoloured = false
        UIView.animate(withDuration: 0.3, delay: 0.1, options: []) {
            toast.backgroundColor = .red
        } completion: { _ in
            recoloured = true
        }
        sim.advance(by: .milliseconds(300))
        #expect(!recoloured, "the delay and the duration have not passed")
        sim.advance(by: .milliseconds(150))
        #expect(recoloured)

        var nothing = false
        UIView.animate(withDuration: 0.2) {
            toast.alpha = 0
        } completion: { _ in
            nothing = true
        }
        sim.advance(by: .milliseconds(20))
        #expect(nothing, "nothing changed (already 0): UIKit completes on a later turn")
    }
}
