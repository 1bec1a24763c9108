import Foundation
import KeyboardSim

/// `kbsim bench replay`: how fast a replay runs against the wall clock (the anchor is real time,
/// 1×), on a 200-view screen at 120 Hz, and how long a cold `kbsim run` takes.
@MainActor package enum ReplayBenchmark {
    /// How `kbsim bench replay` runs (its `--quick` and `--no-cold` shorten it).
    package struct Options: Sendable {
        /// Simulated seconds of the long replay (a focus/emoji/dismiss cycle every 2 s).
        package var simulatedSeconds = 60.0
        /// Replays timed per figure; the report gives the median.
        package var repetitions = 5
        /// The `kbsim` executable and the scenario for the cold-run figure; nil skips it.
        package var executable: String?
        /// The scenario the cold `kbsim run` processes replay.
        package var coldScenario = "Scenarios/bottom-constant.json"
        /// How many cold `kbsim run` processes are timed (0 skips them).
        package var coldRuns = 10
        /// Posts in the dense logged replay (5 ms apart; 10,000 are 50 simulated seconds).
        package var densePosts = 10_000

        /// The default run: the figures the documentation quotes.
        package init() {}
    }

    /// The replay's targets (issue 5): at least 1,000× real time; a cold run under 100 ms.
    package static let speedTarget = 1000.0
    /// The goal for a cold `kbsim run` process, in seconds.
    package static let coldRunTarget = 0.100

    /// The bottom-constant technique on a screen of 200 views: a 33 × 6 grid of labels (equal
    /// widths in each row, each row under the last) added to the technique's login screen (the
    /// email field and `nameField`) once its view has loaded. All 200 take part in layout; the
    /// trace follows the named ones — the two fields, or with `namesEveryView` every label as
    /// well (each display frame then records 201 views).
    enum Grid {
        static let rows = 33, columns = 6

        /// The bottom-constant controller for `configuration`, its view loaded with the grid.
        @MainActor static func controller(
            _ configuration: TechniqueConfiguration, environment: TechniqueEnvironment, namesEveryView: Bool
        ) -> TechniqueController {
            let controller = TechniqueCatalog.makeController(configuration, environment: environment)
            controller.loadViewIfNeeded()
            addLabels(to: controller.view, namesEveryView: namesEveryView)
            return controller
        }

        @MainActor private static func addLabels(to view: UIView, namesEveryView: Bool) {
            var previousRow: [UILabel] = []
            for row in 0..<rows {
                var labels: [UILabel] = []
                for column in 0..<columns {
                    let label = UILabel()
                    label.text = "r\(row)c\(column)"
                    if namesEveryView { label.accessibilityIdentifier = "label\(row)_\(column)" }
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    var constraints = [
                        label.topAnchor.constraint(
                            equalTo: previousRow.first?.bottomAnchor ?? view.safeAreaLayoutGuide.topAnchor,
                            constant: previousRow.isEmpty ? 90 : 1)
                    ]
                    if let left = labels.last {
                        constraints.append(label.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 4))
                        constraints.append(label.widthAnchor.constraint(equalTo: left.widthAnchor))
                    } else {
                        constraints.append(label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20))
                    }
                    if column == columns - 1 {
                        constraints.append(label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20))
                    }
                    NSLayoutConstraint.activate(constraints)
                    labels.append(label)
                }
                previousRow = labels
            }
        }
    }

    /// The long scenario: iPhone 13 Pro Max at 120 Hz, a focus, emoji, emoji off and dismiss
    /// every 2 simulated seconds.
    static func scenario(seconds: Double) -> Scenario {
        var steps: [(at: Double, action: any ScenarioStepAction)] = []
        var t = 0.5
        while t + 1.5 < seconds {
            steps += [
                (t, FocusStep(field: "nameField")), (t + 0.5, EmojiStep(on: true)), (t + 0.9, EmojiStep(on: false)),
                (t + 1.3, DismissKeyboardStep()),
            ]
            t += 2
        }
        return Scenario(
            generated: "bench:grid-200", title: "200-view grid, bottom-constant, 120 Hz", device: .iPhone13ProMax,
            orientation: .portrait, profile: .iOS17,
            technique: TechniqueConfiguration(name: .bottomConstant),
            steps: steps, expectations: TechniqueMatrix.expectations, framesPerSecond: 120)
    }

    /// A dense logged replay, as `kbsim import` writes one: a focus, then `posts` keyboard
    /// notifications 5 ms apart with their full userInfo (frames, centers, bounds, duration,
    /// curve, isLocal) on an iPhone SE (3rd generation), cycling through a show and a hide —
    /// will-change-frame, will-show, did-change-frame, did-show, then the same four for the hide
    /// — so every handler the technique registers runs, and each show starts an animation while
    /// the last is still running.
    static func denseLogText(posts: Int) -> String {
        let cycle: [(name: String, shown: Bool)] = [
            ("UIKeyboardWillChangeFrameNotification", true), ("UIKeyboardWillShowNotification", true),
            ("UIKeyboardDidChangeFrameNotification", true), ("UIKeyboardDidShowNotification", true),
            ("UIKeyboardWillChangeFrameNotification", false), ("UIKeyboardWillHideNotification", false),
            ("UIKeyboardDidChangeFrameNotification", false), ("UIKeyboardDidHideNotification", false),
        ]
        func frame(_ y: Double) -> JSONValue { .numbers([0, y, 375, 260]) }
        var steps: [JSONValue] = [.object([("at", .number(0.5)), ("do", .string("focus")), ("field", .string("nameField"))])]
        for index in 0..<posts {
            let (name, shown) = cycle[index % cycle.count]
            let (begin, end) = shown ? (667.0, 407.0) : (407.0, 667.0)
            steps.append(
                .object([
                    ("at", .number(0.5 + Double(index) * 0.005)), ("do", .string("post")), ("name", .string(name)),
                    (
                        "userInfo",
                        .object([
                            ("UIKeyboardFrameBeginUserInfoKey", frame(begin)), ("UIKeyboardFrameEndUserInfoKey", frame(end)),
                            ("UIKeyboardAnimationDurationUserInfoKey", .number(0.25)),
                            ("UIKeyboardAnimationCurveUserInfoKey", .number(7)), ("UIKeyboardIsLocalUserInfoKey", .bool(true)),
                            ("UIKeyboardCenterBeginUserInfoKey", .numbers([187.5, begin + 130])),
                            ("UIKeyboardCenterEndUserInfoKey", .numbers([187.5, end + 130])),
                            ("UIKeyboardBoundsUserInfoKey", .numbers([0, 0, 375, 260])),
                        ])
                    ),
                ]))
        }
        return JSONBenchmark.scenarioText(
            steps: steps, compact: false, title: "generated for kbsim bench replay: \(posts) logged posts, 5 ms apart")
    }

    struct DenseFigures {
        var replaySeconds: [Double] = []
        var simulatedSeconds = 0.0
        var posts = 0
        var deliveries = 0
        var passed = true
    }

    /// Replays the dense log `repetitions` times (read beforehand, outside the timing).
    static func measureDenseReplay(_ scenario: Scenario, repetitions: Int) -> DenseFigures {
        var figures = DenseFigures()
        figures.simulatedSeconds = scenario.duration
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            let result = ScenarioRunner.run(scenario)
            figures.replaySeconds.append((ContinuousClock.now - start).secondsValue)
            figures.passed = result.passed
            figures.posts = result.trace.count { if case .notification = $0.event { true } else { false } }
            figures.deliveries = result.trace.count { if case .delivery = $0.event { true } else { false } }
        }
        return figures
    }

    /// The dense log's posts through a raw Foundation center, with only what no simulation can
    /// leave out: each post's userInfo made as the replay makes it (an `NSValue` or `NSNumber`
    /// per value), posted, and — for will-show and will-hide, the two that bottom-constant
    /// observes — read by a block observer as its handler reads them (end frame, duration,
    /// curve). Seconds per post, each repetition, and the deliveries of the last.
    static func measureFoundationFloor(_ scenario: Scenario, repetitions: Int) -> (secondsPerPost: [Double], deliveries: Int) {
        let notifications = scenario.steps.compactMap { ($0.action as? PostStep)?.notification }
        let center = Foundation.NotificationCenter()
        let reader = FloorReader()
        let tokens = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in reader.read(note) }
        }
        defer { for token in tokens { center.removeObserver(token) } }
        var secondsPerPost: [Double] = []
        for _ in 0..<repetitions {
            reader.deliveries = 0
            let start = ContinuousClock.now
            for notification in notifications {
                center.post(name: Notification.Name(notification.name), object: nil, userInfo: notification.userInfoDictionary())
            }
            secondsPerPost.append((ContinuousClock.now - start).secondsValue / Double(max(1, notifications.count)))
        }
        return (secondsPerPost, reader.deliveries)
    }

    /// The floor's observer: reads what bottom-constant's handler reads, through Foundation's
    /// own types. (Foundation's blocks are `@Sendable`; the benchmark posts on the thread that
    /// made it, so nothing crosses threads.)
    final class FloorReader: @unchecked Sendable {
        var deliveries = 0
        var sum = 0.0

        func read(_ notification: Notification) {
            deliveries += 1
            guard let info = notification.userInfo else { return }
            if let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue { sum += Double(end.minY) }
            if let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber { sum += duration.doubleValue }
            if let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber { sum += Double(curve.intValue) }
        }
    }

    struct ReplayFigures {
        var replaySeconds: [Double] = []
        var renderSeconds: [Double] = []
        var simulatedSeconds = 0.0
        var frameRecords = 0
        var viewsPerFrame = 0
        var traceBytes = 0
        var passed = true
        var verdictSummary = ""
    }

    static func measureReplay(_ options: Options, namesEveryView: Bool) -> ReplayFigures {
        var figures = ReplayFigures()
        let scenario = scenario(seconds: options.simulatedSeconds)
        figures.simulatedSeconds = scenario.duration
        for _ in 0..<options.repetitions {
            let start = ContinuousClock.now
            let result = ScenarioRunner.run(
                scenario, framesPerSecond: 120,
                screen: .technique { configuration, environment in
                    Grid.controller(configuration, environment: environment, namesEveryView: namesEveryView)
                })
            let replayed = ContinuousClock.now
            let lines = TraceReport.jsonLines(result.trace)
            figures.renderSeconds.append((ContinuousClock.now - replayed).secondsValue)
            figures.replaySeconds.append((replayed - start).secondsValue)
            figures.traceBytes = lines.utf8.count
            figures.passed = result.passed
            figures.verdictSummary = result.verdicts.map { "\($0.check) \($0.value)" }.joined(separator: ", ")
            let frames = result.trace.compactMap { record -> Int? in
                if case .frame(_, _, let views, _) = record.event { views.count } else { nil }
            }
            figures.frameRecords = frames.count
            figures.viewsPerFrame = frames.max() ?? 0
        }
        return figures
    }

    /// Wall time of `executable run scenario` as a fresh process, each run.
    static func measureColdRuns(executable: String, scenario: String, runs: Int) throws -> [Double] {
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["run", scenario]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            times.append((ContinuousClock.now - start).secondsValue)
            guard process.terminationStatus == 0 else {
                throw BenchmarkError("\(executable) run \(scenario) exited \(process.terminationStatus)")
            }
        }
        return times
    }

    struct BenchmarkError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs both replays (and the cold runs, with an executable) and reports them with their
    /// checks: the expectations hold, the speed target, the cold-run target.
    package static func run(_ options: Options) throws -> BenchmarkReport {
        var checks: [BenchmarkCheck] = []
        var out =
            "Replay benchmark (anchor: real time, 1× — the 200-view replay must run at least \(formatNumber(speedTarget))× faster)\n\n"
        out += "200-view screen (33 × 6 labels in rows of equal widths, two fields), bottom-constant, iPhone 13 Pro Max, 120 Hz,\n"
        out += "a focus, emoji on, emoji off and dismiss every 2 s (median of \(options.repetitions) runs each)\n"
        for namesEveryView in [false, true] {
            let figures = measureReplay(options, namesEveryView: namesEveryView)
            let median = figures.replaySeconds.sorted()[figures.replaySeconds.count / 2]
            let medianRender = figures.renderSeconds.sorted()[figures.renderSeconds.count / 2]
            let speed = figures.simulatedSeconds / median
            let withTrace = figures.simulatedSeconds / (median + medianRender)
            out +=
                namesEveryView
                ? "\nEvery view traced (the worst case: no target)\n" : "\nThe fields traced (as a replay traces a screen's named views)\n"
            out +=
                "  simulated: \(formatNumber(figures.simulatedSeconds)) s, \(figures.frameRecords) frame records of \(figures.viewsPerFrame) views, JSON Lines \(figures.traceBytes / 1024) KiB\n"
            let traced = namesEveryView ? "every view traced" : "fields traced"
            checks.append(BenchmarkCheck("\(traced): verdicts", figures.passed ? .ok : .wrong))
            out += "  verdicts: \(figures.verdictSummary) — \(figures.passed ? "all hold" : "WRONG: an expectation failed")\n"
            out += "  replay: \(formatNumber(median * 1000, decimals: 1)) ms wall → \(formatNumber(speed, decimals: 0))× real time"
            if namesEveryView {
                out += "\n"
            } else {
                checks.append(BenchmarkCheck("replay speed", speed >= speedTarget ? .ok : .bad))
                out +=
                    speed >= speedTarget
                    ? " (target ≥ \(formatNumber(speedTarget))×: met)\n" : " (target ≥ \(formatNumber(speedTarget))×: BAD, missed)\n"
            }
            out +=
                "  replay and JSON Lines rendered: \(formatNumber((median + medianRender) * 1000, decimals: 1)) ms → \(formatNumber(withTrace, decimals: 0))× real time\n"
        }
        let denseLog = try Scenario.parse(denseLogText(posts: options.densePosts), file: "bench:dense-log")
        let dense = measureDenseReplay(denseLog, repetitions: options.repetitions)
        let denseMedian = dense.replaySeconds.sorted()[dense.replaySeconds.count / 2]
        let denseSpeed = dense.simulatedSeconds / denseMedian
        out +=
            "\nA dense logged replay: \(options.densePosts) logged posts 5 ms apart with their full userInfo (a show and a hide every 40 ms),\n"
        out += "bottom-constant, iPhone SE (3rd generation), iOS 17, 60 Hz, read once beforehand (median of \(options.repetitions) runs)\n"
        out +=
            "  simulated: \(formatNumber(dense.simulatedSeconds)) s, \(dense.posts) notifications posted (the field's too), \(dense.deliveries) deliveries; verdicts: \(dense.passed ? "all hold" : "WRONG: an expectation failed")\n"
        checks.append(BenchmarkCheck("dense replay: verdicts", dense.passed ? .ok : .wrong))
        // No speed target: its ≥ 1,000× was retired (issue 47) — what a user waits for is their own
        // test run, which Benchmarks/users-test-time measures.
        out += "  replay: \(formatNumber(denseMedian * 1000, decimals: 1)) ms wall → \(formatNumber(denseSpeed, decimals: 0))× real time"
        out += " (no target: what a user waits for is their test run, Benchmarks/users-test-time)\n"
        // The replay's cost a post, beside what Foundation alone takes for the same posts.
        let floor = measureFoundationFloor(denseLog, repetitions: options.repetitions)
        let floorMedian = floor.secondsPerPost.sorted()[floor.secondsPerPost.count / 2]
        let replayPerPost = denseMedian / Double(max(1, options.densePosts))
        out +=
            "  per post: the replay \(formatNumber(replayPerPost * 1e6, decimals: 2)) µs; Foundation alone \(formatNumber(floorMedian * 1e6, decimals: 2)) µs "
            + "(each userInfo made and posted through a raw NotificationCenter, \(floor.deliveries) read by a block observer as the handler reads them)\n"
        if let executable = options.executable {
            let times = try measureColdRuns(executable: executable, scenario: options.coldScenario, runs: options.coldRuns).sorted()
            let coldMedian = times[times.count / 2]
            out += "\nCold `kbsim run \(options.coldScenario)` (a fresh process each time, output discarded), \(options.coldRuns) runs:\n"
            checks.append(BenchmarkCheck("cold run", coldMedian < coldRunTarget ? .ok : .bad))
            out +=
                "  median \(formatNumber(coldMedian * 1000, decimals: 1)) ms, slowest \(formatNumber((times.last ?? 0) * 1000, decimals: 1)) ms"
            out +=
                coldMedian < coldRunTarget
                ? " (target < \(formatNumber(coldRunTarget * 1000)) ms: met)\n"
                : " (target < \(formatNumber(coldRunTarget * 1000)) ms: BAD, missed)\n"
        }
        return BenchmarkReport(text: out, checks: checks)
    }
}
