// Our driver for Toast-Swift (scalessec/Toast-Swift): measure.py --run builds it with the ported piece.
// What its README shows (https://github.com/scalessec/Toast-Swift/blob/d780ff8fe55659b4fddf1fbfaf930d967f35d9ea/README.md):
// `view.makeToast(_:)` at the shared defaults (the source's documentation: 3 seconds, at the bottom),
// a completion told whether the toast was tapped, tap to dismiss and queueing in `ToastManager`.
// What users report from devices (https://github.com/scalessec/Toast-Swift/issues/34,
// https://github.com/scalessec/Toast-Swift/issues/62): with the keyboard up, a bottom toast is
// hidden behind the keyboard; the maintainer answers that this is expected, and that a toast meant to
// be seen must be shown in a view above the keyboard.
import KeyboardSim
import ToastSwift
import UIKit

/// When a Timer fired and a fade ended, from when the probe began.
@MainActor final class ProbeLog: NSObject {
    let sim: Simulation
    let start: SimulationInstant
    var timerFired: Duration?
    var fadeEnded: Duration?
    init(sim: Simulation) {
        self.sim = sim
        start = sim.now
    }
    @objc func fire(_ timer: Timer) { timerFired = sim.now - start }
}

@MainActor final class Log {
    var completions: [String] = []
}

@main struct ToastSwiftDriver {
    @MainActor static func main() {
        let report = Comparisons()
        let readme = "https://github.com/scalessec/Toast-Swift/blob/d780ff8fe55659b4fddf1fbfaf930d967f35d9ea/README.md"
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        let log = Log()

        controller.view.makeToast("This is a piece of toast") { didTap in log.completions.append("didTap \(didTap)") }
        let toast = controller.view.subviews.last!
        sim.advance(by: .milliseconds(300))
        let shown = (alpha: toast.alpha, frame: toast.frame, inView: toast.superview != nil)
        // Every 50 ms: when the toast starts fading out and when it leaves the view.
        var fadeStarts: Int?
        var removedAt: Int?
        for tick in 7...80 where removedAt == nil {
            sim.advance(by: .milliseconds(50))
            if fadeStarts == nil && toast.alpha < 1 { fadeStarts = tick * 50 }
            if toast.superview == nil { removedAt = tick * 50 }
        }
        let at3_1 = removedAt.map { $0 > 3100 } ?? true
        // What the toast's code asks of UIKit, alone: a Timer made at 0 and added to the main run
        // loop 0.2 s later, and a 0.2 s fade with .beginFromCurrentState.
        let probeLog = ProbeLog(sim: sim)
        let timer = Timer(
            timeInterval: 1.0, target: probeLog, selector: #selector(ProbeLog.fire(_:)), userInfo: nil, repeats: false)
        sim.advance(by: .milliseconds(200))
        RunLoop.main.add(timer, forMode: .common)
        let probe = UIView()
        controller.view.addSubview(probe)
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveEaseIn, .beginFromCurrentState], animations: { probe.alpha = 0 }
        ) { _ in
            MainActor.assumeIsolated { probeLog.fadeEnded = sim.now - probeLog.start }
        }
        sim.advance(by: .seconds(2))
        report.note(
            "probe: a 1 s Timer made at 0 and added to RunLoop.main at 0.2 s fired at \(probeLog.timerFired.map { "\($0)" } ?? "never"); a 0.2 s fade begun at 0.2 s ended at \(probeLog.fadeEnded.map { "\($0)" } ?? "never")"
        )
        probe.removeFromSuperview()
        report.note(
            "fade-out seen from \(fadeStarts.map { "\($0) ms" } ?? "never"), toast removed by \(removedAt.map { "\($0) ms" } ?? "never")")
        report.compare(
            "makeToast shows the toast at the bottom for the default duration (3 s, after a 0.2 s fade-in), then fades it out and calls the completion with didTap false",
            source: readme + " (Basic Examples; ToastManager.duration and ToastStyle.fadeDuration in the source)",
            simulation:
                "at 0.3 s alpha \(shown.alpha), frame \(shown.frame) in a \(controller.view.bounds.size) view; still shown at 3.1 s: \(at3_1); at 3.6 s in the view: \(toast.superview != nil); completions \(log.completions)",
            agrees: shown.alpha == 1 && shown.inView && at3_1 && toast.superview == nil && log.completions == ["didTap false"]
                && shown.frame.maxY == controller.view.bounds.maxY - 10)

        controller.view.makeToast("tap me") { didTap in log.completions.append("didTap \(didTap)") }
        let tapped = controller.view.subviews.last!
        sim.advance(by: .milliseconds(300))
        sim.tap(tapped)
        sim.advance(by: .milliseconds(300))
        report.compare(
            "with tap to dismiss (on by default), a tap hides the toast and the completion hears didTap true",
            source: readme + " (ToastManager.shared.isTapToDismissEnabled)",
            simulation: "after a tap at 0.3 s and 0.3 s more: in the view \(tapped.superview != nil); completions \(log.completions)",
            agrees: tapped.superview == nil && log.completions.last == "didTap true")

        sim.tap(field)
        sim.advance(by: .seconds(1))
        let keyboard = sim.keyboard.frame
        controller.view.makeToast("behind the keyboard?")
        let covered = controller.view.subviews.last!
        sim.advance(by: .milliseconds(300))
        let frame = covered.convert(covered.bounds, to: nil)
        report.compare(
            "with the keyboard up, a bottom toast is where the keyboard covers it (users report it hidden; the maintainer says this is expected)",
            source: "https://github.com/scalessec/Toast-Swift/issues/34, https://github.com/scalessec/Toast-Swift/issues/62",
            simulation:
                "keyboard \(keyboard); toast \(frame) in the window: \(frame.intersection(keyboard).height) of its \(frame.height) points under the keyboard",
            agrees: keyboard.contains(frame))
        report.diagnostics(sim.diagnostics)
        report.finish()
    }
}
