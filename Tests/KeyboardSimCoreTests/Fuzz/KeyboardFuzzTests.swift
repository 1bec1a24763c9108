import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

/// A seeded fuzz of the simulation itself: random action sequences (focus, resign, rotate, the
/// iPad's placements, a hardware keyboard, another app's keyboard, the predictive bar, the emoji
/// keyboard, drags; a rotation made inside a keyboard handler; a deep chain of views that later
/// rotations lay out; a small bound on display frame records) on random devices, iOS versions,
/// orientations and display rates, with the invariants of what iOS posts checked after every
/// step. The same seed gives the same
/// notifications, so a failure names the seed that reproduces it.
@MainActor @Suite("Keyboard fuzz: invariants of the notifications, seeded")
struct KeyboardFuzzTests {
    /// How many sequences, and how many actions each: a few thousand sequences, as the testing
    /// article says (`KEYBOARDSIM_FUZZ_SEQUENCES` raises it for a longer local run).
    static let sequences = ProcessInfo.processInfo.environment["KEYBOARDSIM_FUZZ_SEQUENCES"].flatMap(Int.init) ?? 2_000
    static let actionsPerSequence = 24

    enum Action: CaseIterable {
        case focusName, focusEmail, resign, rotate, undock, split, float, dock, connectHardware, disconnectHardware
        case otherAppShows, otherAppHides, predictiveBar, emoji, inputMode, drag, wait
        /// The next willShow or willChangeFrame handler rotates the device (issue 46, item 4).
        case rotateInHandler
        /// A chain of 10 to 60 views joins the screen, each resizing with its superview (the
        /// hierarchy depth tests go to 1,000).
        case deepChain
        /// 50 to 500 selector observers of every keyboard notification join the center for
        /// 0.3 s, then leave one by one in a random order: each heard the same posts, and the
        /// center is left as it was (`kbsim bench scale` goes to 10,000).
        case observerCrowd
        /// The clock jumps 5 to 60 seconds ahead with nothing done (a time shift): what is
        /// under way ends, and the next steps keep the rules.
        case timeShift
        /// A constraint of a probe view on the form gets a constant that is NaN, +infinity or
        /// -infinity (what a division by zero in a handler gives): iOS raises "NSLayoutConstraint
        /// constant is not finite! That's illegal." The trace must say so.
        case nonFiniteConstant
        /// A constraint of the probe view gets ±1e300, a finite constant no screen has: laid out
        /// or refused, nothing crashes, hangs or records a number that is not finite.
        case hugeConstant
        /// A chain of 4 to 8 views joins the form, each as wide as the one before times 1e80
        /// (every multiplier in range, their product not): the trace must say that a frame or
        /// the layout went wrong.
        case overflowingMultipliers
        /// A view on the form is given a frame with NaN or an infinity in it (iOS raises
        /// CALayerInvalidGeometry): the trace must say so.
        case nonFiniteFrame
    }

    /// The operators whose input is not finite: each must leave a diagnostic or a crash record.
    static let nonFiniteActions: Set<Action> = [.nonFiniteConstant, .overflowingMultipliers, .nonFiniteFrame]

    /// One sequence's outcome: every keyboard notification as a line, and what broke an invariant.
    struct Outcome: Equatable {
        var lines: [String] = []
        var violations: [String] = []
    }

    /// The keyboard notifications' rules, followed as they are posted.
    struct Rules {
        /// The last will-notification of a show or a hide not yet followed by its did.
        var openWill: String?
        /// Whether the app was last told the keyboard goes away (a willHide with no willShow after).
        var announcedHidden = true
        /// The end frame the open will-notification announced: its did says the same.
        var openEnd: CGRect?
    }

    /// Runs sequence `seed` and returns its notifications and violations; `framesPerSecond`
    /// replaces the display rate the seed draws (the same actions at the same times follow).
    static func run(seed: UInt64, framesPerSecond: Int? = nil) -> Outcome {
        var random = SeededRandom(seed: seed)
        let device = Device.catalog.randomElement(using: &random)!
        let profile = BehaviorProfile.all.randomElement(using: &random)!
        let orientation = UIInterfaceOrientation.allCases.randomElement(using: &random)!
        let drawnRate = Bool.random(using: &random) ? 60 : 120
        let sim = Simulation(device: device, orientation: orientation, profile: profile, framesPerSecond: framesPerSecond ?? drawnRate)
        let form = FormController(center: sim.notificationCenter)
        sim.window.rootViewController = form
        sim.advance(by: .milliseconds(500))
        var outcome = Outcome()
        var rules = Rules()
        var step = "start"
        let screen = { sim.screen.bounds }
        var tokens: [NSObjectProtocol] = []
        var rotationInHandler: UIInterfaceOrientation?
        // Some sequences keep only a few display frames: the bound holds whatever happens.
        let frameBound = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0...40, using: &random) : nil
        if let frameBound { sim.maximumFrameRecords = frameBound }
        for name in UIResponder.keyboardNotificationNames {
            tokens.append(
                sim.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { note in
                    MainActor.assumeIsolated {
                        check(note, sim: sim, screen: screen(), profile: profile, step: step, rules: &rules, outcome: &outcome)
                        if let orientation = rotationInHandler,
                            [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification].contains(note.name)
                        {
                            rotationInHandler = nil
                            outcome.lines.append("rotates to \(orientation) in the \(note.name.rawValue) handler")
                            sim.rotate(to: orientation)
                        }
                    }
                })
        }
        for index in 0..<actionsPerSequence {
            let action = Action.allCases.randomElement(using: &random)!
            step = "#\(index) \(action)"
            outcome.lines.append("\(formatNumber(sim.now.seconds)) \(step) (\(sim.keyboard.placement), \(sim.keyboard.phase))")
            if action == .rotateInHandler {
                rotationInHandler = UIInterfaceOrientation.allCases.randomElement(using: &random)!
            } else if action == .observerCrowd {
                if let broken = observerCrowd(sim: sim, random: &random) { outcome.violations.append("\(step): \(broken)") }
            } else if Self.nonFiniteActions.contains(action) || action == .hugeConstant {
                if let broken = outOfRange(action, sim: sim, form: form, random: &random) {
                    outcome.violations.append("\(step): \(broken)")
                }
            } else {
                perform(action, sim: sim, form: form, random: &random)
            }
            sim.advance(by: .milliseconds(Int.random(in: 0...900, using: &random)))
        }
        sim.advance(by: .seconds(2))
        let frames = sim.trace.count { if case .frame = $0.event { true } else { false } }
        let boundSaid = sim.diagnostics.count { $0.contains("display frame records (Simulation.maximumFrameRecords)") }
        // At most the bound, and the bound said once, only when reached.
        if let frameBound, frames > frameBound || boundSaid > 1 || (boundSaid == 1 && frames != frameBound) {
            outcome.violations.append(
                "\(frames) display frame records kept under a bound of \(frameBound), the bound said \(boundSaid) times")
        }
        for token in tokens { sim.notificationCenter.removeObserver(token) }
        outcome.lines.insert("\(device.id) \(profile) \(orientation)", at: 0)
        return outcome
    }

    static func perform(_ action: Action, sim: Simulation, form: FormController, random: inout SeededRandom) {
        switch action {
        case .focusName: form.nameField.becomeFirstResponder()
        case .focusEmail: form.emailField.becomeFirstResponder()
        case .resign: _ = sim.window.endEditing(true)
        case .rotate: sim.rotate(to: UIInterfaceOrientation.allCases.randomElement(using: &random)!)
        case .undock: sim.keyboard.undock()
        case .split: sim.keyboard.split()
        case .float: sim.keyboard.float()
        case .dock: sim.keyboard.dock()
        case .connectHardware: sim.keyboard.connectHardwareKeyboard()
        case .disconnectHardware: sim.keyboard.disconnectHardwareKeyboard()
        case .otherAppShows: sim.keyboard.showOtherAppsKeyboard()
        case .otherAppHides: sim.keyboard.hideOtherAppsKeyboard()
        case .predictiveBar: sim.keyboard.setPredictiveBar(Bool.random(using: &random))
        case .emoji: sim.keyboard.setEmojiKeyboard(Bool.random(using: &random))
        case .inputMode: sim.keyboard.setInputMode(KeyboardInputMode.allCases.randomElement(using: &random)!)
        case .drag:
            sim.keyboard.drag(
                dx: CGFloat(Int.random(in: -200...200, using: &random)), dy: CGFloat(Int.random(in: -300...300, using: &random)))
        case .wait: break
        case .rotateInHandler, .observerCrowd, .nonFiniteConstant, .hugeConstant, .overflowingMultipliers, .nonFiniteFrame:
            break  // run by `run`, which holds the handlers and the outcome
        case .timeShift: sim.advance(by: .seconds(Int.random(in: 5...60, using: &random)))
        case .deepChain:
            var top: UIView = form.view
            for _ in 0..<Int.random(in: 10...60, using: &random) {
                let view = UIView(frame: top.bounds)
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                top.addSubview(view)
                top = view
            }
        }
    }

    /// The numbers of the records that must stay finite: notifications' frames, display frames.
    static func nonFiniteNumbers(in trace: [TraceRecord]) -> String? {
        for record in trace {
            switch record.event {
            case .frame(let index, let keyboard, let views, _):
                if let keyboard, !keyboard.hasFiniteNumbers {
                    return "display frame \(index): the keyboard at \(keyboard.uiKitDescription)"
                }
                if let view = views.first(where: { !$0.frame.hasFiniteNumbers }) {
                    return "display frame \(index): \(view.name) at \(view.frame.uiKitDescription)"
                }
            default: break
            }
        }
        return nil
    }

    /// The probe view the out-of-range operators constrain: pinned 20 points in from the
    /// form's leading edge, 200 down, 100 by 30 (made on first use).
    static func probe(on form: FormController) -> (view: UIView, constraints: [NSLayoutConstraint]) {
        if let view = form.view.subviews.first(where: { $0.accessibilityIdentifier == "fuzzProbe" }) {
            return (view, form.view.constraints.filter { $0.firstItem === view } + view.constraints)
        }
        let view = UIView()
        view.accessibilityIdentifier = "fuzzProbe"
        view.translatesAutoresizingMaskIntoConstraints = false
        form.view.addSubview(view)
        let constraints = [
            view.leadingAnchor.constraint(equalTo: form.view.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: form.view.topAnchor, constant: 200),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 30),
        ]
        NSLayoutConstraint.activate(constraints)
        return (view, form.view.constraints.filter { $0.firstItem === view } + view.constraints)
    }

    /// Runs an out-of-range operator and lays the form out. Nil when it kept the rules: an
    /// operator whose input is not finite left a diagnostic or a crash record (or the window
    /// had already refused a frame that is not finite: iOS would have stopped there, so later
    /// ones are refused without a word); nothing recorded a number that is not finite. Else
    /// what broke.
    static func outOfRange(_ action: Action, sim: Simulation, form: FormController, random: inout SeededRandom) -> String? {
        let before = sim.diagnostics.count
        let refusedBefore = sim.diagnostics.contains { $0.contains("which is not finite") }
        var what = "\(action)"
        switch action {
        case .nonFiniteConstant:
            let value = [CGFloat.nan, .infinity, -.infinity].randomElement(using: &random)!
            let constraints = probe(on: form).constraints
            let constraint = constraints.randomElement(using: &random)!
            what = "constant \(value) on \(constraint)"
            constraint.constant = value
        case .hugeConstant:
            let constraint = probe(on: form).constraints.randomElement(using: &random)!
            constraint.constant = Bool.random(using: &random) ? 1e300 : -1e300
        case .overflowingMultipliers:
            var previous = probe(on: form).view
            var made: [NSLayoutConstraint] = []
            for _ in 0..<Int.random(in: 4...8, using: &random) {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                form.view.addSubview(view)
                made += [
                    view.leadingAnchor.constraint(equalTo: form.view.leadingAnchor),
                    view.topAnchor.constraint(equalTo: previous.bottomAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                    view.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 1e80),
                ]
                previous = view
            }
            NSLayoutConstraint.activate(made)
        case .nonFiniteFrame:
            let value = [CGFloat.nan, .infinity, -.infinity].randomElement(using: &random)!
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            form.view.addSubview(view)
            what = "a frame with \(value)"
            view.frame =
                Bool.random(using: &random)
                ? CGRect(x: value, y: 10, width: 10, height: 10) : CGRect(x: 10, y: 10, width: 10, height: value)
        default:
            return nil
        }
        form.view.layoutIfNeeded()
        sim.advance(by: .milliseconds(20))
        if nonFiniteActions.contains(action), sim.diagnostics.count == before, !refusedBefore {
            return "\(what): nothing in the trace says so"
        }
        return nonFiniteNumbers(in: sim.trace).map { "\(what): a record with a number that is not finite: \($0)" }
    }

    /// Observers of every keyboard notification that hear them; each counts what it heard.
    final class CrowdObserver {
        var heard = 0
        func keyboardNotification(_ notification: Notification) { heard += 1 }
    }

    /// The crowd step: 50 to 500 observers join for 0.3 s, then leave one by one in a random
    /// order. Nil when each heard the same posts and the center's registrations are back to
    /// what they were; else what broke.
    static func observerCrowd(sim: Simulation, random: inout SeededRandom) -> String? {
        let before = sim.notificationCenter.currentRegistrations.count
        let crowd = (0..<Int.random(in: 50...500, using: &random)).map { _ in CrowdObserver() }
        for observer in crowd {
            for name in UIResponder.keyboardNotificationNames {
                sim.notificationCenter.addObserver(observer, selector: CrowdObserver.keyboardNotification, name: name, object: nil)
            }
        }
        sim.keyboard.setPredictiveBar(Bool.random(using: &random))
        sim.advance(by: .milliseconds(300))
        for observer in crowd.shuffled(using: &random) { sim.notificationCenter.removeObserver(observer) }
        let heard = Set(crowd.map(\.heard))
        let after = sim.notificationCenter.currentRegistrations.count
        guard heard.count == 1, after == before else {
            return "\(crowd.count) observers heard \(heard.sorted()) posts; registrations \(before) before, \(after) after"
        }
        return nil
    }

    /// Checks one notification against the rules.
    static func check(
        _ note: Notification, sim: Simulation, screen: CGRect, profile: BehaviorProfile, step: String,
        rules: inout Rules, outcome: inout Outcome
    ) {
        let name = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
        guard let info = KeyboardInfo(note) else {
            outcome.violations.append("\(step): \(name) without a keyboard's userInfo")
            return
        }
        let local = info.isLocal != false
        outcome.lines.append(
            "\(formatNumber(sim.now.seconds)) \(name) \(info.endFrame.uiKitDescription) \(formatNumber(info.animationDuration)) \(local ? "local" : "other")"
        )
        func violation(_ text: String) { outcome.violations.append("\(step) at \(formatNumber(sim.now.seconds)) s: \(name): \(text)") }
        // Durations and curves iOS uses.
        if info.animationDuration != 0 && info.animationDuration != profile.keyboardAnimationDuration {
            violation("duration \(info.animationDuration), expected 0 or \(profile.keyboardAnimationDuration)")
        }
        if info.animationCurve.rawValue != profile.keyboardAnimationCurve {
            violation("curve \(info.animationCurve.rawValue), expected \(profile.keyboardAnimationCurve)")
        }
        // End frames inside the screen, or just beyond the edge the keyboard leaves by (a zero
        // frame: undocked, floating). Before iOS 8 frames are in the portrait screen's
        // coordinates whatever the orientation, so that edge may be any of the four.
        let end = info.endFrame
        let bounds = profile.framesFollowRotation ? screen : CGRect(origin: .zero, size: sim.device.portraitSize)
        if end != .zero, !isInsideOrJustBeyond(end, bounds) {
            violation("end frame \(end.uiKitDescription) away from a \(bounds.size.pointsDescription) screen")
        }
        // Another app's keyboard never posts local notifications while nothing here is focused.
        if sim.keyboard.isShowingOtherAppsKeyboard, sim.window.firstResponder == nil, info.isLocal == true {
            violation("posted as this app's while another app's keyboard is up and nothing here is focused")
        }
        guard local else { return }
        // A docked show is not posted for a keyboard that is not docked.
        if note.name == UIResponder.keyboardWillShowNotification, end != .zero, end.maxY >= screen.height - 0.5, end.width == screen.width,
            ![.docked, .shortcutsBar].contains(sim.keyboard.placement)
        {
            violation("a docked willShow while the keyboard is \(sim.keyboard.placement)")
        }
        // Will and did in pairs; no didShow without its willShow; no hide after a hide.
        switch note.name {
        case UIResponder.keyboardWillChangeFrameNotification where end != .zero && end.minY < screen.maxY - 0.5:
            // A show announced: a handler that rotates the device here cuts the willShow, and the
            // rotation's hide follows this announcement, not an earlier hide.
            rules.announcedHidden = false
        case UIResponder.keyboardWillShowNotification:
            rules.openWill = "WillShow"
            rules.openEnd = end
            rules.announcedHidden = false
        case UIResponder.keyboardWillHideNotification:
            if rules.announcedHidden { violation("a hide after a hide, with no show between") }
            rules.openWill = "WillHide"
            rules.openEnd = end
            rules.announcedHidden = true
        case UIResponder.keyboardDidShowNotification:
            if rules.openWill != "WillShow" { violation("didShow without its willShow (open: \(rules.openWill ?? "none"))") }
            if let open = rules.openEnd, open != end {
                violation("didShow ends at \(end.uiKitDescription), its willShow at \(open.uiKitDescription)")
            }
            rules.openWill = nil
        case UIResponder.keyboardDidHideNotification:
            if rules.openWill != "WillHide" { violation("didHide without its willHide (open: \(rules.openWill ?? "none"))") }
            if let open = rules.openEnd, open != end {
                violation("didHide ends at \(end.uiKitDescription), its willHide at \(open.uiKitDescription)")
            }
            rules.openWill = nil
        default:
            break
        }
    }

    /// Whether `frame` touches or overlaps `screen` and lies within its span along one axis:
    /// inside it, partly below it (the shortcuts bar's frame reports the whole keyboard), or just
    /// beyond the edge it leaves by.
    static func isInsideOrJustBeyond(_ frame: CGRect, _ screen: CGRect) -> Bool {
        let t: CGFloat = 0.5
        let touches =
            frame.minX <= screen.maxX + t && frame.maxX >= screen.minX - t && frame.minY <= screen.maxY + t && frame.maxY >= screen.minY - t
        let withinX = frame.minX >= screen.minX - t && frame.maxX <= screen.maxX + t
        let withinY = frame.minY >= screen.minY - t && frame.maxY <= screen.maxY + t
        return touches && (withinX || withinY)
    }

    /// `KEYBOARDSIM_FUZZ_SEED=N swift test --filter KeyboardFuzz` prints sequence N, step by step.
    @Test("one seed, printed", .enabled(if: ProcessInfo.processInfo.environment["KEYBOARDSIM_FUZZ_SEED"] != nil))
    func printSeed() throws {
        let seed = try #require(ProcessInfo.processInfo.environment["KEYBOARDSIM_FUZZ_SEED"].flatMap(UInt64.init))
        let outcome = Self.run(seed: seed)
        print((outcome.lines + outcome.violations.map { "VIOLATION \($0)" }).joined(separator: "\n"))
    }

    /// How many sequences the frame-rate operator replays at each of `frameRates`.
    static let frameRateSequences =
        ProcessInfo.processInfo.environment["KEYBOARDSIM_FUZZ_RATE_SEQUENCES"].flatMap(Int.init) ?? 100
    /// A 60 Hz and a 120 Hz display, and 90 frames a second, at which the keyboard's 0.25 s
    /// animation ends between two display frames (22.5 frames).
    static let frameRates = [60, 120, 90]

    @Test("the same sequence at 60, 120 and 90 frames a second posts the same notifications at the same times")
    func frameRates() {
        var differences: [String] = []
        for seed in 0..<UInt64(Self.frameRateSequences) {
            let outcomes = Self.frameRates.map { Self.run(seed: seed, framesPerSecond: $0) }
            for (rate, outcome) in zip(Self.frameRates, outcomes).dropFirst() where outcome != outcomes[0] {
                let line = zip(outcomes[0].lines, outcome.lines).first { $0 != $1 }
                differences.append(
                    "seed \(seed) at \(rate) fps: " + (line.map { "\($0.1) where 60 fps has \($0.0)" } ?? "")
                        + (outcome.violations == outcomes[0].violations ? "" : " violations \(outcome.violations.prefix(2))"))
            }
        }
        let report = differences.prefix(10).joined(separator: "\n")
        #expect(differences.isEmpty, "\(differences.count) differences in \(Self.frameRateSequences) sequences:\n\(report)")
    }

    @Test("every sequence keeps the invariants, and the same seed gives the same notifications")
    func fuzz() {
        var failures: [String] = []
        var notifications = 0
        for seed in 0..<UInt64(Self.sequences) {
            let outcome = Self.run(seed: seed)
            notifications += outcome.lines.count - 1 - Self.actionsPerSequence
            if !outcome.violations.isEmpty {
                failures.append("seed \(seed) (\(outcome.lines[0])): " + outcome.violations.prefix(3).joined(separator: "; "))
            }
        }
        #expect(notifications > Self.sequences * 5, "the sequences post notifications: \(notifications)")
        let report = failures.prefix(15).joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) of \(Self.sequences) sequences broke an invariant:\n\(report)")
        for seed: UInt64 in [1, 17, 1234] {
            #expect(Self.run(seed: seed) == Self.run(seed: seed), "seed \(seed) replays the same")
        }
    }
}
