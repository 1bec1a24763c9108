import Foundation
import Testing

/// The repository's root, for the bundled scenarios.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func scenario(_ name: String) -> String { root.appendingPathComponent("Scenarios/\(name)").path }

/// Writes `text` to a temporary scenario file and returns its path.
private func temporaryScenario(_ text: String, name: String = UUID().uuidString) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-\(name).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

private let valid = """
    {
      "title": "t", "device": "iPhone SE (3rd generation)", "screen": "login-bottom-field",
      "technique": { "name": "bottom-constant" },
      "steps": [
        { "at": 0.5, "do": "focus", "field": "nameField" },
        { "at": 1.5, "do": "dismissKeyboard" }
      ],
      "expect": { "fieldClearsKeyboard": true }
    }
    """

/// The same scenario on an inline screen.
private let validInline = """
    {
      "title": "t", "device": "iPhone SE (3rd generation)",
      "screen": { "views": [{ "id": "nameField", "type": "textField" }],
                  "constraints": ["nameField.leading == view.leading + 20", "nameField.trailing == view.trailing - 20",
                                  "nameField.bottom == safeArea.bottom - 20 #bottomSpace"] },
      "technique": { "name": "bottom-constant" },
      "steps": [
        { "at": 0.5, "do": "focus", "field": "nameField" },
        { "at": 1.5, "do": "dismissKeyboard" }
      ],
      "expect": { "fieldClearsKeyboard": true }
    }
    """

/// Invalid inline screens and what `kbsim run` says (the constraint syntax points at the
/// character inside the string).
private let invalidInline: [(text: String, message: String)] = [
    (
        validInline.replacingOccurrences(of: "safeArea.bottom - 20", with: "safeArea.botom - 20"),
        ":5:61: $.screen.constraints[2]: \"nameField.bottom == safeArea.botom - 20 #bottomSpace\": unknown attribute \"botom\" (did you mean \"bottom\"?)"
    ),
    (
        validInline.replacingOccurrences(of: "view.leading + 20", with: "veiw.leading + 20"),
        ":4:53: $.screen.constraints[0]: \"nameField.leading == veiw.leading + 20\": unknown item \"veiw\" (did you mean \"view\"?)"
    ),
    (
        validInline.replacingOccurrences(of: "nameField.trailing == view", with: "nameField.trailing = view"),
        ":4:93: $.screen.constraints[1]: \"nameField.trailing = view.trailing - 20\": expected ==, <= or >= after nameField.trailing"
    ),
    (
        validInline.replacingOccurrences(of: " #bottomSpace", with: ""),
        ":4:30: $.screen.constraints: bottom-constant needs a constraint with the identifier #bottomSpace"
    ),
    (
        validInline.replacingOccurrences(of: "\"type\": \"textField\"", with: "\"type\": \"label\""),
        ":3:24: $.screen.views: bottom-constant needs \"nameField\" to be a textField, not a label"
    ),
]

@MainActor @Suite("kbsim run and check")
struct ScenarioEndToEndTests {
    @Test("run prints the trace and the verdicts, exit 0 when every expectation holds")
    func runText() throws {
        let result = try KBSimBinary.run(["run", scenario("bottom-constant.json")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("post #2 UIKeyboardWillChangeFrameNotification object=UIScreen"))
        #expect(
            result.stdout.contains(
                "✔ fieldClearsKeyboard = true (expected true): nameField clear by 20 points at all 3 rest points of the technique's screen")
        )
        #expect(result.stdout.hasSuffix("PASS\n"))
    }

    @Test("--format json prints JSON Lines with the contract's records, identical in every process")
    func runJSON() throws {
        let first = try KBSimBinary.run(["run", "--format", "json", scenario("bottom-constant.json")])
        let second = try KBSimBinary.run(["run", scenario("bottom-constant.json"), "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout, "byte-identical output")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        let records = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let willShow = try #require(
            records.first { $0["name"] as? String == "UIKeyboardWillShowNotification" && $0["kind"] as? String == "notification" })
        #expect(willShow["t"] as? Double == 0.5)
        let userInfo = try #require(willShow["userInfo"] as? [String: Any])
        #expect(userInfo["UIKeyboardFrameEndUserInfoKey"] as? [Double] == [0, 407, 375, 260])
        #expect(userInfo["UIKeyboardFrameBeginUserInfoKey"] as? [Double] == [0, 667, 375, 260])
        #expect(userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? Double == 0.25)
        #expect(userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? Int == 7)
        #expect(userInfo["UIKeyboardIsLocalUserInfoKey"] as? Bool == true)
        let delivery = try #require(
            records.first { $0["kind"] as? String == "delivery" && $0["name"] as? String == "UIKeyboardWillShowNotification" })
        #expect(delivery["observer"] as? String == "BottomConstantController")
        #expect(delivery["style"] as? String == "selector")
        #expect(records.contains { $0["kind"] as? String == "lifecycle" && $0["event"] as? String == "viewDidLoad" })
        #expect(records.contains { $0["kind"] as? String == "observer" && $0["action"] as? String == "add" })
        let frame = try #require(records.first { $0["kind"] as? String == "frame" && $0["frame"] as? Int == 31 })
        #expect((frame["keyboard"] as? [Double])?.count == 4)
        #expect(((frame["views"] as? [String: Any])?["nameField"] as? [Double])?.count == 4)
        let verdicts = records.filter { $0["kind"] as? String == "verdict" }
        #expect(
            verdicts.map { $0["check"] as? String ?? "" } == [
                "fieldClearsKeyboard", "maxTrackingError", "overlapPointSeconds", "restoreError", "observerLeaks",
                "leakedControllers", "deliveriesWhileHidden", "duplicateDeliveries",
                "handlerCrashes",
            ])
        #expect(verdicts.allSatisfy { $0["passed"] as? Bool == true })
    }

    @Test("an inline screen replays like a catalogue screen")
    func inlineScreen() throws {
        let path = try temporaryScenario(validInline)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try KBSimBinary.run(["run", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "✔ fieldClearsKeyboard = true (expected true): nameField clear by 20 points at all 1 rest points of the technique's screen")
        )
    }

    @Test("JSON Lines say what the screen and the keyboard's placement are when they change")
    func screenAndPlacementRecords() throws {
        let result = try KBSimBinary.run(["run", "--format", "json", scenario("keyboard-layout-guide.json")])
        #expect(
            result.stdout.contains(
                "{\"t\": 0, \"kind\": \"screen\", \"orientation\": \"portrait\", \"size\": [768, 1024], \"safeArea\": [20, 0, 0, 0]}"))
        #expect(result.stdout.contains("{\"t\": 1.5, \"kind\": \"keyboard\", \"placement\": \"undocked\"}"))
        #expect(result.stdout.contains("{\"t\": 3.5, \"kind\": \"keyboard\", \"placement\": \"floating\"}"))
    }

    @Test("a failed expectation exits 1")
    func failing() throws {
        let path = try temporaryScenario(
            valid.replacingOccurrences(of: "\"fieldClearsKeyboard\": true", with: "\"fieldClearsKeyboard\": false"))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try KBSimBinary.run(["run", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✘ fieldClearsKeyboard = true (expected false)"))
        #expect(result.stdout.hasSuffix("FAIL\n"))
    }

    @Test("--fps 120 doubles the frame records")
    func fps() throws {
        let sixty = try KBSimBinary.run(["run", "--format", "json", scenario("bottom-constant.json")])
        let oneTwenty = try KBSimBinary.run(["run", "--format", "json", "--fps", "120", scenario("bottom-constant.json")])
        let count = { (text: String) in text.split(separator: "\n").filter { $0.contains("\"kind\": \"frame\"") }.count }
        #expect(count(oneTwenty.stdout) > count(sixty.stdout) * 19 / 10)
    }

    @Test(
        "invalid files exit 65 with file:line:column, the JSON path and what was expected",
        arguments: [
            (
                valid.replacingOccurrences(of: "\"dismissKeyboard\"", with: "\"dismis\""),
                ":6:24: $.steps[1].do: unknown step \"dismis\" (did you mean \"dismissKeyboard\"?)"
            ),
            (
                valid.replacingOccurrences(of: "\"title\": \"t\",", with: "\"title\": \"t\", \"devise\": 1,"),
                ":2:27: $.devise: unknown key \"devise\" (did you mean \"device\"?)"
            ),
            (
                valid.replacingOccurrences(of: "\"at\": 1.5", with: "\"at\": -1"),
                ":6:13: $.steps[1].at: -1 is out of range; expected 0 to 600"
            ),
            (
                valid.replacingOccurrences(of: "\"at\": 1.5", with: "\"at\": 0.1"),
                ":6:13: $.steps[1].at: 0.1 comes before the previous step's 0.5; steps must be in time order"
            ),
            (
                valid.replacingOccurrences(of: "iPhone SE (3rd generation)", with: "iPhone 99"),
                ":2:27: $.device: unknown device \"iPhone 99\""
            ),
            (
                valid.replacingOccurrences(of: "\"bottom-constant\" }", with: "\"bottom-constant\", \"bug\": \"frameBgin\" }"),
                ":3:52: $.technique.bug: unknown bug of bottom-constant \"frameBgin\" (did you mean \"frameBegin\"?)"
            ),
            (
                valid.replacingOccurrences(of: "\"fieldClearsKeyboard\": true", with: "\"fieldClearsKeyboard\": 1"),
                ":8:38: $.expect.fieldClearsKeyboard: expected true or false, found the number 1"
            ),
            (
                valid.replacingOccurrences(of: "\"screen\": \"login-bottom-field\",", with: ""),
                ":1:1: $: missing key \"screen\""
            ),
            (String(valid.dropLast(2)), ":8:44: $: invalid JSON: unexpected end of file; expected ',' or '}'"),
        ])
    func invalid(text: String, message: String) throws {
        try expectInvalid(text, message)
    }

    @Test("invalid inline screens exit 65 with the place in the constraint string", arguments: invalidInline)
    func invalidInlineScreen(text: String, message: String) throws {
        try expectInvalid(text, message)
    }

    private func expectInvalid(_ text: String, _ message: String) throws {
        let path = try temporaryScenario(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try KBSimBinary.run(["run", path])
        #expect(result.status == 65)
        #expect(result.stderr == path + message + "\n" || result.stderr.hasPrefix(path + message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test(
        "usage errors exit 64",
        arguments: [
            (["run"], "kbsim run: no scenario file given"),
            (["run", "--format", "xml", "x.json"], "kbsim run: --format must be text or json, not 'xml'"),
            (["run", "--fps", "30", "x.json"], "kbsim run: --fps must be 60 or 120, not '30'"),
            (["run", "--formt", "json", "x.json"], "kbsim run: unknown option '--formt' (did you mean \"--format\"?)"),
            (["run", "x.json", "--fps", "60", "--fps", "120"], "kbsim run: --fps is given twice; give it once"),
        ])
    func usage(arguments: [String], message: String) throws {
        let result = try KBSimBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(
        "a missing file or folder cannot be read: 66, named, in run and check alike",
        arguments: [
            (["run", "/no/such/scenario.json"], "kbsim run: cannot read /no/such/scenario.json: no such file\n"),
            (["check", "/no/such/folder"], "kbsim check: cannot read /no/such/folder: no such file or folder\n"),
        ])
    func missingFile(arguments: [String], message: String) throws {
        let result = try KBSimBinary.run(arguments)
        #expect(result.status == 66)
        #expect(result.stderr == message)
    }

    @Test("check replays every bundled scenario and they all pass")
    func checkBundled() throws {
        let result = try KBSimBinary.run(["check", root.appendingPathComponent("Scenarios").path])
        #expect(result.status == 0, "\(result.stdout)")
        let summary = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasSuffix("passed, 0 failed, 0 unchecked"))
        #expect(!result.stdout.contains("FAIL"))
    }

    @Test("explain narrates each step with what the handler changed and what the user sees")
    func explain() throws {
        let result = try KBSimBinary.run(["explain", scenario("stack-offset.json")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0.5 s — focus nameField"))
        #expect(result.stdout.contains("StackOffsetController changed outerTop.constant from 20 to -67.5"))
        #expect(result.stdout.contains("duration 0: an in-place change, nothing slides"))
        #expect(
            result.stdout.contains(
                "What the user sees when it settles at t=1s: the keyboard's top at y 407, nameField at y 353–387 (20 points above the keyboard)."
            ))
        #expect(result.stdout.hasSuffix("PASS\n"))
    }

    @Test("list techniques, screens and scenarios")
    func lists() throws {
        #expect(try KBSimBinary.run(["list", "techniques"]).stdout.contains("bottom-constant (screen login-bottom-field)"))
        #expect(try KBSimBinary.run(["list", "screens"]).stdout.contains("detail: "))
    }

    @Test("matrix prints the verdict table and exits 1 when a cell fails; unknown names are usage errors")
    func matrix() throws {
        let buggy = try KBSimBinary.run(["matrix", "bottom-constant", "--bug", "frameBegin", "--device", "iphone-se-3"])
        #expect(buggy.status == 1)
        #expect(buggy.stdout.contains("iPhone SE (3rd generation)  portrait     ✘ covered"))
        #expect(buggy.stdout.contains("10 cells, 10 failing"))
        let typo = try KBSimBinary.run(["matrix", "bottom-constnt"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("did you mean \"bottom-constant\"?"))
        let wrongBug = try KBSimBinary.run(["matrix", "stack-offset", "--bug", "frameBegin"])
        #expect(wrongBug.status == 64)
        #expect(wrongBug.stderr.contains("its bugs: repeatedWillShow"))
    }
}
