import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSim
import KBSimCommands

/// The fuzz operators of the fourth robustness round (issue 46), seeded and in process:
/// semantic mutations (a valid value swapped for another valid one), inline screens of 100 to
/// 500 views with generated UIKit-like constraint sets, and differential runs — the same
/// scenario at 60 and 120 frames a second, and with every step moved later by the same time,
/// must reach the same verdicts. ``FuzzHarness`` checks each case as the mutation fuzz does,
/// `judge` of what `run` wrote included.
@MainActor @Suite("Fuzz: semantic mutations, generated constraint sets, frame rates and time shifts")
struct FuzzDifferentialTests {
    static let seed: UInt64 = 46
    static let semanticCasesPerScenario = 4

    // MARK: Semantic mutations

    /// The scenario with one top-level or technique value replaced by another the schema
    /// allows: a catalogue device, an orientation, an iOS version, a display rate, the
    /// technique's observers, registration, unregistration, gap or bug. The result is valid
    /// JSON of the right types; whether the combination is refused (an iOS the device never
    /// ran) is the commands' business.
    static func semanticMutation(_ bytes: [UInt8], _ random: inout SeededRandom) -> FuzzMutator.Mutation {
        guard case .object(var members)? = try? LocatedJSONParser.parse(String(decoding: bytes, as: UTF8.self)).jsonValue else {
            return FuzzMutator.Mutation(name: "semantic (not an object)", bytes: bytes)
        }
        func set(_ key: String, _ value: JSONValue, in members: inout [(key: String, value: JSONValue)]) {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                members.append((key, value))
            }
        }
        let iOSVersions: [JSONValue] = (5...18).map { .number(Double($0)) } + [.number(26), .string("iOS 17"), .string("26.1")]
        let choices: [(String, [JSONValue])] = [
            ("device", Device.catalog.map { .string(random.below(2) == 0 ? $0.name : $0.id) }),
            ("orientation", ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].map { .string($0) }),
            ("ios", iOSVersions),
            ("fps", [.number(60), .number(120)]),
            ("technique.observers", ["selector", "block", "message"].map { .string($0) }),
            ("technique.register", ["viewDidLoad", "viewWillAppear"].map { .string($0) }),
            ("technique.unregister", ["viewWillDisappear", "deinit", "never"].map { .string($0) }),
            ("technique.gap", [0, 8, 20, 44, 500].map { .number(Double($0)) }),
            (
                "technique.bug",
                [
                    "frameBegin", "sizeOnly", "noLayoutIfNeeded", "doubleSafeArea", "repeatedWillShow", "crashingSwitch", "hardCodedTiming",
                    "rawCurveOptions", "curveOrShiftedCurve", "landscapeWidthAsHeight", "insetsInDidShow", "frameNotConverted",
                    "insetsNeverRestored",
                ].map { .string($0) }
            ),
        ]
        let (path, values) = random.pick(choices)
        let value = random.pick(values)
        if path.hasPrefix("technique.") {
            let key = String(path.dropFirst("technique.".count))
            guard let index = members.firstIndex(where: { $0.key == "technique" }), case .object(var technique) = members[index].value
            else { return FuzzMutator.Mutation(name: "semantic \(path) (no technique object)", bytes: bytes) }
            set(key, value, in: &technique)
            members[index].value = .object(technique)
        } else {
            set(path, value, in: &members)
        }
        let text = JSONValue.object(members).pretty(expanding: ["steps", "screen", "views", "constraints"])
        return FuzzMutator.Mutation(name: "semantic \(path) = \(value.compact)", bytes: Array(text.utf8))
    }

    @Test(
        "semantic mutations: a valid value swapped for another valid one, through run, judge, explain, check and render",
        arguments: FuzzTests.scenarios)
    func semantic(_ name: String) throws {
        let original = try [UInt8](Data(contentsOf: FuzzTests.scenarioFolder.appendingPathComponent(name)))
        let harness = try FuzzHarness("semantic")
        defer { harness.remove() }
        var random = SeededRandom(seed: SeededRandom.seed(Self.seed, name))
        for index in 0..<Self.semanticCasesPerScenario {
            let mutation = Self.semanticMutation(original, &random)
            try harness.scenario(
                mutation.bytes, name: "semantic-\(index).json", label: "\(name) semantic \(index) (\(mutation.name))", render: index == 0)
        }
    }

    // MARK: Generated constraint sets

    /// An inline screen of `views` views placed by constraints alone, about 5.6 a view as the
    /// issue's reproducer had (100 views, 564 constraints): edges after another view's, sizes
    /// as multiples (0.5–2) of another's, fixed sizes and positions, the root view's edges,
    /// centres, on either axis; a quarter `<=`, a quarter `>=`; priorities 1000 (half), 999,
    /// 750, 250 or 1. Most such screens conflict: the run must end, breaking constraints as
    /// UIKit does and saying so.
    nonisolated static func constraintScreen(views: Int, _ random: inout SeededRandom) -> String {
        let ids = ["nameField"] + (1..<views).map { "v\($0)" }
        let viewList = [#"{"id": "nameField", "type": "textField"}"#] + ids.dropFirst().map { #"{"id": "\#($0)"}"# }
        var lines: [String] = []
        for _ in 0..<(views * 564 / 100) {
            let a = random.below(views)
            var b = random.below(2) == 0 ? a - 1 : random.below(views)
            if b < 0 || b == a { b = (a + 1) % views }
            let (first, second) = (ids[a], ids[b])
            let multiplier = random.pick(["0.5", "1", "1.5", "2", formatNumber(Double(50 + random.below(151)) / 100)])
            let constant = random.below(41)
            let relation = random.pick(["<=", ">=", "==", "=="])
            let horizontal = random.below(2) == 0
            let (lead, trail, size, centre) =
                horizontal ? ("leading", "trailing", "width", "centerX") : ("top", "bottom", "height", "centerY")
            var line: String
            switch random.below(7) {
            case 0: line = "\(first).\(lead) \(relation) \(second).\(trail) + \(constant)"
            case 1: line = "\(first).\(size) \(relation) \(multiplier) * \(second).\(size) + \(constant)"
            case 2: line = "\(first).\(size) \(relation) \(random.below(301))"
            case 3: line = "\(first).\(lead) \(relation) view.\(lead) + \(random.below(376))"
            case 4: line = "\(first).\(trail) \(relation) view.\(trail) - \(constant)"
            case 5: line = "\(first).\(centre) \(relation) \(second).\(centre) + \(constant)"
            default: line = "\(first).\(trail) \(relation) \(second).\(lead) - \(constant)"
            }
            let priority = random.pick([
                1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 999, 999, 750, 750, 750, 750, 250, 250, 250, 1,
            ])
            if priority != 1000 { line += " @\(priority)" }
            lines.append("\"\(line)\"")
        }
        return """
            {"title": "\(views) views, \(lines.count) generated constraints", "device": "iPhone 12",
             "screen": {"views": [\(viewList.joined(separator: ", "))],
                        "constraints": [\(lines.joined(separator: ",\n  "))]},
             "technique": {"name": "keyboard-layout-guide"},
             "steps": [{"at": 0.5, "do": "focus", "field": "nameField"}, {"at": 1.5, "do": "rotate", "to": "landscapeLeft"},
                       {"at": 2.5, "do": "dismissKeyboard"}], "expect": {"handlerCrashes": 0}}
            """
    }

    /// Longer than this for one generated screen through `run` and `judge` is a hang (a debug
    /// build on the 2-core CI machine takes up to about 20 s on 100 views, most of it finding the
    /// smallest conflicting set for UIKit's message).
    static let generatedTimeLimit = Duration.seconds(90)

    @Test(
        "generated constraint sets: 100 and 500 views, about 5.6 constraints a view, every run ends and judge reads it",
        arguments: [100, 500])
    func generatedConstraints(views: Int) throws {
        let harness = try FuzzHarness("constraints")
        defer { harness.remove() }
        var random = SeededRandom(seed: SeededRandom.seed(Self.seed, "constraints-\(views)"))
        let file = harness.folder.appendingPathComponent("constraints-\(views).json")
        let text = Self.constraintScreen(views: views, &random)
        try Data(text.utf8).write(to: file)
        let start = FuzzHarness.processorTime()
        let run = Captured(["run", "--format", "json", file.path])
        #expect(run.status == .ok, "\(views) views: run exit \(run.status.rawValue): \(run.stderr.prefix(300))")
        // UIKit's conflict report for the constraints broken, in the trace.
        #expect(run.stdout.contains("Unable to simultaneously satisfy constraints"))
        let trace = harness.folder.appendingPathComponent("constraints-\(views).jsonl")
        try Data(run.stdout.utf8).write(to: trace)
        let judged = Captured(["judge", trace.path])
        #expect(judged.status == run.status, "judge exit \(judged.status.rawValue): \(judged.stderr.prefix(300))")
        let used = FuzzHarness.processorTime() - start
        #expect(used < Self.generatedTimeLimit, "\(views) views took \(used) of processor time")
    }

    // MARK: Differential runs

    /// What `run --quiet` says of each verdict, without its numbers' last digits: the mark
    /// (✔, ✘ or ·) and the check's name, then the outcome's first word.
    static func verdictMarks(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", maxSplits: 2)
            guard let first = words.first else { return nil }
            if ["✔", "✘", "·"].contains(first), words.count > 1 { return "\(first) \(words[1])" }
            if ["PASS", "FAIL", "UNCHECKED", "INVALID", "ERROR"].contains(first) { return String(first) }
            return nil
        }
    }

    @Test("every bundled scenario reaches the same verdicts at 60 and at 120 frames a second", arguments: FuzzTests.scenarios)
    func frameRates(_ name: String) {
        let path = FuzzTests.scenarioFolder.appendingPathComponent(name).path
        let at60 = Captured(["run", "--quiet", "--fps", "60", path])
        let at120 = Captured(["run", "--quiet", "--fps", "120", path])
        #expect(at60.status == at120.status, "\(name): exit \(at60.status.rawValue) at 60 fps, \(at120.status.rawValue) at 120")
        #expect(!Self.verdictMarks(at60.stdout).isEmpty, "\(name): \(at60.stdout.prefix(300))")
        #expect(Self.verdictMarks(at60.stdout) == Self.verdictMarks(at120.stdout), "\(name)")
    }

    /// `text` with every step's `at` later by `shift` seconds.
    static func shifted(_ text: String, by shift: Double) -> String? {
        guard let value = try? LocatedJSONParser.parse(text).jsonValue, let (_, steps) = FuzzMutator.steps(value) else { return nil }
        let moved = steps.map { step -> JSONValue in
            guard case .object(var members) = step, let at = members.firstIndex(where: { $0.key == "at" }),
                case .number(let time) = members[at].value
            else { return step }
            members[at].value = .number(time + shift)
            return .object(members)
        }
        return FuzzMutator.settingSteps(value, moved).pretty(expanding: ["steps", "screen", "views", "constraints"])
    }

    /// `run --quiet`'s words with the times in them (`t=1.517s`, `at 2.5 s`) taken out.
    static func withoutTimes(_ output: String) -> String {
        output.replacing(/t=-?[0-9.]+ ?s/, with: "t=T").replacing(/at -?[0-9.]+ ?s\b/, with: "at T")
    }

    @Test(
        "every bundled scenario says the same with each step moved later by a whole number of display frames",
        arguments: FuzzTests.scenarios)
    func timeShift(_ name: String) throws {
        let harness = try FuzzHarness("shift")
        defer { harness.remove() }
        let text = try String(contentsOf: FuzzTests.scenarioFolder.appendingPathComponent(name), encoding: .utf8)
        var random = SeededRandom(seed: SeededRandom.seed(Self.seed, "shift-" + name))
        // A multiple of a quarter second: a whole number of frames at 60 and at 120 a second.
        let shift = Double(1 + random.below(40)) * 0.25
        let moved = try #require(Self.shifted(text, by: shift))
        let original = harness.folder.appendingPathComponent(name)
        let later = harness.folder.appendingPathComponent("later-" + name)
        try Data(text.utf8).write(to: original)
        try Data(moved.utf8).write(to: later)
        let before = Captured(["run", "--quiet", original.path])
        let after = Captured(["run", "--quiet", later.path])
        #expect(
            before.status == after.status, "\(name) moved \(shift) s later: exit \(after.status.rawValue), was \(before.status.rawValue)")
        #expect(
            Self.withoutTimes(before.stdout) == Self.withoutTimes(after.stdout),
            "\(name) moved \(shift) s later:\n\(after.stdout.prefix(600))\nwas\n\(before.stdout.prefix(600))")
    }
}
