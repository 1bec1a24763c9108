import Foundation
import KeyboardSim

/// `kbsim bench scale`: the scale cases of issue 46, each at two sizes side by side, so that how
/// the cost grows shows beside the cost itself — observers added and removed one by one on a
/// simulation's center, a chain of views built, laid out and rotated with the keyboard shown for
/// a field at its bottom, and the memory a long
/// session at 120 fps keeps recording (display frame records stop at
/// `Simulation.maximumFrameRecords`).
///
///     let report = ScaleBenchmark.run(ScaleBenchmark.Options())
///     report.checks.map(\.name)  // ["observers: delivered and removed", "observers: linear", "chain: rotated and shown", "chain: linear", "session: records bounded", …]
@MainActor package enum ScaleBenchmark {
    /// How `kbsim bench scale` runs (its `--quick` lowers the sizes).
    package struct Options: Sendable {
        /// Observers added and removed: a small count and the issue's.
        package var observers = (small: 1_000, large: 10_000)
        /// Chain depths: a small one and the hierarchy's limit (`UIView.maximumHierarchyDepth`).
        package var chainDepths = (small: 100, large: 1_000)
        /// Simulated seconds of the long session, at 120 fps: 3 hours by default.
        package var sessionSeconds = 3 * 3_600
        /// The default run: the figures the documentation quotes.
        package init() {}
    }

    /// Growth allowed from the small size to the large one, per item, for "linear": 3 times the
    /// small size's cost per item (allocator and cache effects, not a quadratic walk, which at
    /// ten times the items is ten times per item).
    static let linearFactor = 3.0

    final class Listener {
        var received = 0
        func keyboardWillShow(_ notification: Notification) { received += 1 }
    }

    /// Seconds to add `count` selector observers to a fresh simulation's center, one post to all,
    /// and their removal one by one (newest first: the order apps' deinits run in); whether
    /// every one was delivered and none is left.
    static func observers(_ count: Int) -> (add: Double, remove: Double, correct: Bool) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let listeners = (0..<count).map { _ in Listener() }
        var start = ContinuousClock.now
        for listener in listeners {
            sim.notificationCenter.addObserver(
                listener, selector: Listener.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        let add = (ContinuousClock.now - start).secondsValue
        sim.notificationCenter.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        start = ContinuousClock.now
        for listener in listeners.reversed() { sim.notificationCenter.removeObserver(listener) }
        let remove = (ContinuousClock.now - start).secondsValue
        let correct = listeners.allSatisfy { $0.received == 1 } && sim.notificationCenter.currentRegistrations.isEmpty
        return (add, remove, correct)
    }

    /// Seconds to build a chain `depth` views deep in a window (each resizing with its
    /// superview, a text field the deepest), to rotate it and let the rotation's layout run, and
    /// to focus the field and let the keyboard's show run; whether the views follow the window
    /// into landscape and the keyboard came up for the field.
    static func chain(_ depth: Int) -> (build: Double, rotate: Double, show: Double, correct: Bool) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        var start = ContinuousClock.now
        var top: UIView = sim.window
        for _ in 1..<depth {
            let view = UIView(frame: top.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            top.addSubview(view)
            top = view
        }
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        top.addSubview(field)
        sim.advance(by: .milliseconds(100))
        let build = (ContinuousClock.now - start).secondsValue
        start = ContinuousClock.now
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        let rotate = (ContinuousClock.now - start).secondsValue
        start = ContinuousClock.now
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let show = (ContinuousClock.now - start).secondsValue
        let rotated = top.bounds.size == CGSize(width: 667, height: 375)
        return (build, rotate, show, rotated && field.isFirstResponder && sim.keyboard.visibleFrame != nil)
    }

    /// A session of `seconds` at 120 fps with the keyboard shown and hidden every second (its
    /// motion recorded frame by frame): the records kept, the display frames among them, and how
    /// much the resident set grew, in kilobytes.
    static func session(seconds: Int) -> (records: Int, frames: Int, bound: Int, otherBound: Int, kilobytes: Int?, elapsed: Double) {
        let before = SolverBenchmark.residentKilobytes()
        let start = ContinuousClock.now
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17, framesPerSecond: 120)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        sim.window.addSubview(field)
        for second in 0..<seconds {
            if second % 2 == 0 { field.becomeFirstResponder() } else { field.resignFirstResponder() }
            sim.advance(by: .seconds(1))
        }
        let trace = sim.trace
        let frames = trace.count { if case .frame = $0.event { true } else { false } }
        let after = SolverBenchmark.residentKilobytes()
        let kilobytes = before.flatMap { before in after.map { $0 - before } }
        return (
            trace.count, frames, sim.maximumFrameRecords, sim.maximumTraceRecords, kilobytes, (ContinuousClock.now - start).secondsValue
        )
    }

    /// Runs the cases and reports them side by side, with their checks: results right (every
    /// delivery made and every observer gone; the deepest view rotated; no more frame records
    /// than the bound), and growth linear from the small size to the large one.
    package static func run(_ options: Options) -> BenchmarkReport {
        var out = "Scale benchmark (issue 46): each case at two sizes, side by side\n\n"
        var checks: [BenchmarkCheck] = []

        let (small, large) = options.observers
        let o1 = observers(small)
        let o2 = observers(large)
        let perSmall = (o1.add + o1.remove) / Double(small)
        let perLarge = (o2.add + o2.remove) / Double(large)
        let observersLinear = perLarge <= perSmall * linearFactor
        out += "  selector observers on a simulation's center: added, one post, removed one by one (newest first)\n"
        out += "    \(pad(small)) observers  add \(ms(o1.add)) ms  remove \(ms(o1.remove)) ms  \(us(perSmall)) µs per observer\n"
        out += "    \(pad(large)) observers  add \(ms(o2.add)) ms  remove \(ms(o2.remove)) ms  \(us(perLarge)) µs per observer"
        out += "  (\(observersLinear ? "linear" : "BAD, grows faster than linear"))\n"
        out += "    deliveries and removals: \(o1.correct && o2.correct ? "all made, none left" : "WRONG")\n\n"
        checks.append(BenchmarkCheck("observers: delivered and removed", o1.correct && o2.correct ? .ok : .wrong))
        checks.append(BenchmarkCheck("observers: linear", observersLinear ? .ok : .bad))

        let (shallow, deep) = options.chainDepths
        let c1 = chain(shallow)
        let c2 = chain(deep)
        let chainPerSmall = (c1.build + c1.rotate + c1.show) / Double(shallow)
        let chainPerLarge = (c2.build + c2.rotate + c2.show) / Double(deep)
        let chainLinear = chainPerLarge <= chainPerSmall * linearFactor
        out += "  a chain of views in a window, each resizing with its superview, a text field the deepest: "
        out += "built and laid out, rotated, then the field focused and the keyboard shown\n"
        out += "    \(pad(shallow)) levels  build \(ms(c1.build)) ms  rotate \(ms(c1.rotate)) ms  show \(ms(c1.show)) ms  "
        out += "\(us(chainPerSmall)) µs per level\n"
        out += "    \(pad(deep)) levels  build \(ms(c2.build)) ms  rotate \(ms(c2.rotate)) ms  show \(ms(c2.show)) ms  "
        out += "\(us(chainPerLarge)) µs per level"
        out += "  (\(chainLinear ? "linear" : "BAD, grows faster than linear"))\n"
        out += "    the views in landscape (667 × 375) and the keyboard up for the field: \(c1.correct && c2.correct ? "yes" : "WRONG")\n\n"
        checks.append(BenchmarkCheck("chain: rotated and shown", c1.correct && c2.correct ? .ok : .wrong))
        checks.append(BenchmarkCheck("chain: linear", chainLinear ? .ok : .bad))

        let s = session(seconds: options.sessionSeconds)
        let bounded = s.frames <= s.bound && s.records - s.frames <= s.otherBound + 1
        out += "  a session of \(formatNumber(Double(options.sessionSeconds) / 60, decimals: 1)) simulated minutes at 120 fps, "
        out += "the keyboard shown and hidden every second\n"
        out +=
            "    \(s.records) records kept, \(s.frames) of them display frames (bounds \(s.bound) display frames, \(s.otherBound) others: \(bounded ? "kept" : "WRONG, exceeded"))"
        out += ", resident set grew \(s.kilobytes.map { "\(formatNumber(Double($0) / 1024, decimals: 1)) MB" } ?? "unknown")"
        out += ", \(formatNumber(s.elapsed, decimals: 1)) s\n"
        checks.append(BenchmarkCheck("session: records bounded", bounded ? .ok : .wrong))
        return BenchmarkReport(text: out, checks: checks)
    }

    private static func pad(_ n: Int) -> String {
        let text = String(n)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }

    private static func ms(_ seconds: Double) -> String { formatNumber(seconds * 1_000, decimals: 1) }
    private static func us(_ seconds: Double) -> String { formatNumber(seconds * 1_000_000, decimals: 2) }
}
