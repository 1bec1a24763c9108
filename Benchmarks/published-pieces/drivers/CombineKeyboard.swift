// Our driver for CombineKeyboard (Woollim/CombineKeyboard): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/Woollim/CombineKeyboard/blob/b1e347b99ac5b32597564031456c354f7ab91ae3/README.md):
// `CombineKeyboard.shared.height` emits the keyboard's current height when subscribed and then each
// change; `heightUpdated` emits only the changes; `frame` the keyboard's frame.
import Combine
import CombineKeyboard
import KeyboardSim
import UIKit

@MainActor final class Recorder {
    var heights: [CGFloat] = []
    var updates: [CGFloat] = []
    var frames: [CGRect] = []
    var late: [CGFloat] = []
    var cancellables = Set<AnyCancellable>()
}

@main struct CombineKeyboardDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/Woollim/CombineKeyboard/blob/b1e347b99ac5b32597564031456c354f7ab91ae3/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))

        let recorder = Recorder()
        CombineKeyboard.shared.height.sink { recorder.heights.append($0) }.store(in: &recorder.cancellables)
        CombineKeyboard.shared.heightUpdated.sink { recorder.updates.append($0) }.store(in: &recorder.cancellables)
        CombineKeyboard.shared.frame.sink { recorder.frames.append($0) }.store(in: &recorder.cancellables)
        let atSubscription = recorder.heights

        sim.tap(field)
        sim.advance(by: .seconds(1))
        let keyboard = sim.keyboard.frame
        CombineKeyboard.shared.height.sink { recorder.late.append($0) }.store(in: &recorder.cancellables)
        report.compare(
            "height emits the current height when subscribed (0 with no keyboard), then the keyboard's height when it shows",
            source: readme,
            simulation:
                "at subscription \(atSubscription); after the tap \(recorder.heights) (keyboard \(keyboard)); a subscription made while it is up first gets \(recorder.late)",
            agrees: atSubscription == [0] && recorder.heights == [0, keyboard.height] && recorder.late == [keyboard.height])

        sim.rotate(to: .landscapeRight)
        sim.advance(by: .seconds(1))
        let landscape = sim.keyboard.frame
        _ = field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        report.compare(
            "heightUpdated emits only changes: the keyboard showing, a rotation's new height, and 0 when it hides",
            source: readme,
            simulation: "heightUpdated \(recorder.updates); landscape keyboard \(landscape); frames \(recorder.frames)",
            agrees: recorder.updates.first == keyboard.height && recorder.updates.last == 0
                && recorder.updates.contains(landscape.height))
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
