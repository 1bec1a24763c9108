import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// `kbsim import`'s reader: logs in the Objective-C and Swift printing styles, what it infers,
/// and what it refuses.
@MainActor @Suite("Importing logged keyboard notifications")
struct LogImportTests {
    private func names(_ log: ImportedLog) -> [String] {
        log.posts.map { String($0.notification.name.dropFirst("UIKeyboard".count).dropLast("Notification".count)) }
    }

    private func end(_ log: ImportedLog, _ index: Int) -> CGRect? {
        if case .rect(let rect)? = log.posts[index].notification.userInfo[UIResponder.keyboardFrameEndUserInfoKey] { rect } else { nil }
    }

    // MARK: Objective-C printing

    @Test("Xcode console, NSConcreteNotification with its UIScreen: a show, a predictive-bar change and a hide, timed by the log")
    func objcSequence() throws {
        let log = try LogImporter.parse(
            """
            2024-03-01 10:15:02.101234+0100 Demo[812:4411] NSConcreteNotification 0x600000c9d8f0 {name = UIKeyboardWillChangeFrameNotification; object = <UIScreen: 0x7fc5a0d0; bounds = {{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6000; size = 750.000000 x 1334.000000>>; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 260}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            2024-03-01 10:15:02.101400+0100 Demo[812:4411] NSConcreteNotification 0x600000c9d900 {name = UIKeyboardWillShowNotification; object = <UIScreen: 0x7fc5a0d0; bounds = {{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6000; size = 750.000000 x 1334.000000>>; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 260}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            2024-03-01 10:15:03.350000+0100 Demo[812:4411] NSConcreteNotification 0x600000c9da10 {name = UIKeyboardWillShowNotification; object = <UIScreen: 0x7fc5a0d0; bounds = {{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6000; size = 750.000000 x 1334.000000>>; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = 0;
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            2024-03-01 10:15:05.000000+0100 Demo[812:4411] NSConcreteNotification 0x600000c9db20 {name = UIKeyboardWillHideNotification; object = <UIScreen: 0x7fc5a0d0; bounds = {{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6000; size = 750.000000 x 1334.000000>>; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """, file: "console.log")
        #expect(names(log) == ["WillChangeFrame", "WillShow", "WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [1, 8, 15, 22])
        #expect(log.posts.map(\.at) == [0.5, 0.500166, 1.748766, 3.398766])
        #expect(log.device.id == "iphone-se-3")
        #expect(log.orientation == .portrait)
        #expect(log.profile.majorVersion == 17)
        #expect(log.posts.allSatisfy { $0.notification.object == .screen })
        let first = log.posts[0].notification.userInfo
        #expect(first[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.25))
        #expect(first[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        #expect(first[UIResponder.keyboardIsLocalUserInfoKey] == .bool(true))
        #expect(end(log, 2) == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(
            log.findings[0]
                == "device: iPhone SE (3rd generation) — the UIScreen printed with the notifications is 375×667, which fits only its screen (--device overrides)"
        )
        #expect(log.findings[1] == "orientation: portrait — the printed UIScreen is taller than wide")
    }

    @Test("NSLog of the userInfo under a label: each dictionary takes the name mentioned before it; iOS 7 with the deprecated keys")
    func objcUserInfoOnly() throws {
        let log = try LogImporter.parse(
            """
            2014-02-11 18:03:11.512 Notes[3310:60b] keyboardWillShow:
            2014-02-11 18:03:11.514 Notes[3310:60b] {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 676}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 460}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 568}, {320, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 352}, {320, 216}}";
            }
            2014-02-11 18:03:14.020 Notes[3310:60b] keyboardWillHide:
            2014-02-11 18:03:14.021 Notes[3310:60b] {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 460}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 676}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 352}, {320, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 568}, {320, 216}}";
            }
            """, file: "nslog.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.device.id == "iphone-se-1")
        #expect(log.profile.majorVersion == 7)
        let info = log.posts[0].notification.userInfo
        #expect(info[UIResponder.keyboardCenterEndUserInfoKey] == .point(CGPoint(x: 160, y: 460)))
        #expect(info[UIResponder.keyboardBoundsUserInfoKey] == .rect(CGRect(x: 0, y: 0, width: 320, height: 216)))
        #expect(info[UIResponder.keyboardIsLocalUserInfoKey] == nil)
        #expect(log.posts.allSatisfy { $0.notification.object == .profileDefault })
        #expect(
            log.findings.contains(
                "line 2: no notification printed with this userInfo; took UIKeyboardWillShowNotification from the mention on line 1"))
        #expect(log.posts.map(\.at) == [0.5, 3.007])
    }

    @Test(
        "an iPad undocked and docked again: willHide to a zero rect, zero-rect drags, willShow from a zero rect; landscape from the frames")
    func objcUndock() throws {
        func note(_ address: String, _ name: String, begin: String, end: String, duration: String = "\"0.25\"") -> String {
            """
            NSConcreteNotification \(address) {name = \(name); userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = \(duration);
                UIKeyboardFrameBeginUserInfoKey = "NSRect: \(begin)";
                UIKeyboardFrameEndUserInfoKey = "NSRect: \(end)";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """
        }
        let docked = "{{0, 370}, {1024, 398}}", below = "{{0, 768}, {1024, 398}}", zero = "{{0, 0}, {0, 0}}"
        let log = try LogImporter.parse(
            [
                note("0x1", "UIKeyboardWillShowNotification", begin: below, end: docked),
                "(the user drags the keyboard up by its handle)",
                "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];",
                note("0x2", "UIKeyboardWillHideNotification", begin: docked, end: zero),
                note("0x3", "UIKeyboardWillChangeFrameNotification", begin: zero, end: zero, duration: "0"),
                note("0x4", "UIKeyboardDidChangeFrameNotification", begin: zero, end: zero, duration: "0"),
                note("0x5", "UIKeyboardWillShowNotification", begin: zero, end: docked),
            ].joined(separator: "\n"), file: "ipad.log")
        #expect(names(log) == ["WillShow", "WillHide", "WillChangeFrame", "DidChangeFrame", "WillShow"])
        #expect(log.device.id == "ipad-9-7")
        #expect(log.orientation == .landscapeRight)
        #expect(log.profile.majorVersion == 10)
        #expect(end(log, 1) == .zero)
        // No timestamps: iOS's rhythm — will-pairs at one instant, a did when the move ends.
        #expect(log.posts.map(\.at) == [0.5, 1.5, 2.5, 2.5, 3.5])
        let scenario = try Scenario.parse(log.scenarioJSON(), file: "ipad.json")
        let result = ScenarioRunner.run(scenario)
        let placements = result.trace.compactMap { record -> String? in
            if case .keyboard(let placement) = record.event { placement } else { nil }
        }
        #expect(placements == ["undocked", "docked"])
    }

    @Test("a Chinese input method re-posts willShow growing 216 → 289.5 on an iOS 11 iPhone 8")
    func objcInputMethod() throws {
        let log = try LogImporter.parse(
            """
            NSConcreteNotification 0x604000258c60 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            NSConcreteNotification 0x604000259d70 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = 0;
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 377.5}, {375, 289.5}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """, file: "ime.log")
        #expect(names(log) == ["WillShow", "WillShow"])
        #expect(end(log, 1) == CGRect(x: 0, y: 377.5, width: 375, height: 289.5))
        #expect(log.posts[1].notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0))
        #expect(log.device.id == "iphone-se-3")
    }

    @Test("the iOS Simulator with a hardware keyboard: only willHide, begin and end below the screen")
    func objcSimulatorHardwareKeyboard() throws {
        let log = try LogImporter.parse(
            """
            2019-06-02 09:41:00.000 App[1:2] NSConcreteNotification 0x6000 {name = UIKeyboardWillHideNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = 0;
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 812}, {375, 335}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 812}, {375, 335}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """, file: "simulator.log")
        #expect(names(log) == ["WillHide"])
        #expect(log.device.id == "iphone-11-pro")
        let result = ScenarioRunner.run(try Scenario.parse(log.scenarioJSON(), file: "simulator.json"))
        #expect(
            result.verdicts.first { $0.check == .fieldClearsKeyboard }?.detail
                == "the keyboard never came to rest while a field of the technique's screen was focused")
    }

    // MARK: Swift printing

    @Test("print(notification.userInfo): Swift dictionaries with selector labels, a predictive-bar change of duration 0 and a hide")
    func swiftUserInfo() throws {
        let log = try LogImporter.parse(
            """
            keyboardWillShow(_:) Optional([AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {187.5, 644.5}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 477}, {375, 335}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 812}, {375, 335}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {187.5, 979.5}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {375, 335}}])
            keyboardWillShow(_:) Optional([AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 521}, {375, 291}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 477}, {375, 335}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0])
            keyboardWillHide(_:) Optional([AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 812}, {375, 291}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 521}, {375, 291}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])
            """, file: "swift.log")
        #expect(names(log) == ["WillShow", "WillShow", "WillHide"])
        #expect(log.device.id == "iphone-11-pro")
        #expect(log.profile.majorVersion == 17)
        #expect(log.posts[0].notification.userInfo.entries.map(\.key) == OrderedUserInfo.keyOrder)
        #expect(end(log, 1) == CGRect(x: 0, y: 521, width: 375, height: 291))
        #expect(log.posts.map(\.at) == [0.5, 1.5, 2.5])
    }

    /// One willShow as Swift describes a notification, its userInfo inside `depth` more `Optional(`.
    private static func nestedUserInfo(_ depth: Int) -> String {
        "name = UIKeyboardWillShowNotification, object = nil, userInfo = " + String(repeating: "Optional(", count: depth)
            + #"Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 477}, {375, 335}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])"#
            + String(repeating: ")", count: depth)
    }

    @Test("Optional( around a userInfo: a few are read; tens of thousands are refused at their line instead of overflowing the stack")
    func nestedOptionals() throws {
        let double = try LogImporter.parse(Self.nestedUserInfo(1), file: "double.log")
        #expect(names(double) == ["WillShow"])
        #expect(end(double, 0) == CGRect(x: 0, y: 477, width: 375, height: 335))
        for depth in [LogScanner.maximumOptionalDepth, 26_000] {
            do {
                _ = try LogImporter.parse("first line\n" + Self.nestedUserInfo(depth), file: "deep.log")
                Issue.record("\(depth) Optional( were read")
            } catch {
                #expect(error.problems.map(\.line) == [2])
                #expect(
                    error.problems.first?.message == "a userInfo inside more than 8 Optional(…); print it once, as print(notification) does"
                )
                #expect(error.problems.first.map { $0.text.count <= 300 + 30 } == true, "a runaway line is quoted cut")
            }
        }
    }

    @Test("what import writes, run accepts: a duration run refuses is refused at its log line (it was imported, then run refused it)")
    func importedIsRunnable() throws {
        let text = "first line\n" + Self.nestedUserInfo(0).replacingOccurrences(of: "0.25", with: "90")
        do {
            let log = try LogImporter.parse(text, file: "slow.log")
            Issue.record("imported \(log.posts.count) posts")
        } catch {
            #expect(error.problems.map(\.line) == [2])
            #expect(
                error.problems.first?.message
                    == "a scenario cannot carry this, $.steps[1].userInfo.UIKeyboardAnimationDurationUserInfoKey: 90 is out of range; expected 0 to 60"
            )
        }
        let fine = try LogImporter.parse(Self.nestedUserInfo(0), file: "fine.log")
        #expect(throws: Never.self) { _ = try Scenario.parse(fine.scenarioJSON(), file: "fine.json") }
    }

    @Test(
        "a log's lines end with \\n, \\r\\n (one line end) or \\r alone: a refusal on line 3 is placed there, quoting that line",
        arguments: ["\n", "\r\n", "\r"])
    func lineEnds(lineEnd: String) throws {
        let post = Self.nestedUserInfo(0).replacingOccurrences(of: "0.25", with: "90")
        do {
            let log = try LogImporter.parse("first line" + lineEnd + "second line" + lineEnd + post + lineEnd, file: "mac.log")
            Issue.record("imported \(log.posts.count) posts")
        } catch {
            #expect(error.problems.map(\.line) == [3])
            #expect(error.problems.first?.text == post)
        }
    }

    @Test("a freshly imported log expects nothing: its replay is UNCHECKED, not PASS")
    func importedRunsUnchecked() throws {
        let log = try LogImporter.parse(Self.nestedUserInfo(0), file: "fresh.log")
        let trace = ScenarioRunner.run(log.scenario()).trace
        #expect(trace.status == .unchecked)
        #expect(trace.outcome.hasPrefix("UNCHECKED"))
    }

    @Test("Notification(name:object:userInfo:) as Swift reflects it, with the UIScreen: iOS 17 on an iPhone 16")
    func swiftNotification() throws {
        let log = try LogImporter.parse(
            """
            2025-01-20 16:02:11.834 App[4410:190331] Notification(name: __C.NSNotificationName(_rawValue: UIKeyboardWillShowNotification), object: Optional(<UIScreen: 0x10380a4a0; bounds = {{0, 0}, {393, 852}}; mode = <UIScreenMode: 0x3036c8cc0; size = 1179.000000 x 2556.000000>>), userInfo: Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 852}, {393, 336}}]))
            2025-01-20 16:02:13.100 App[4410:190331] Notification(name: __C.NSNotificationName(_rawValue: UIKeyboardWillHideNotification), object: Optional(<UIScreen: 0x10380a4a0; bounds = {{0, 0}, {393, 852}}; mode = <UIScreenMode: 0x3036c8cc0; size = 1179.000000 x 2556.000000>>), userInfo: Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 852}, {393, 336}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 516}, {393, 336}}]))
            """, file: "reflect.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.device.id == "iphone-16")
        #expect(log.profile.majorVersion == 17)
        #expect(log.posts.allSatisfy { $0.notification.object == .screen })
        #expect(log.posts.map(\.at) == [0.5, 1.766])
    }

    @Test("print(notification): name = …, object = nil, userInfo = Optional([…]) — iOS 10 on an iPhone 8 Plus")
    func swiftDescription() throws {
        let log = try LogImporter.parse(
            """
            name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 736}, {414, 271}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 465}, {414, 271}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])
            name = UIKeyboardDidShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 736}, {414, 271}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 465}, {414, 271}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])
            """, file: "describe.log")
        #expect(names(log) == ["WillShow", "DidShow"])
        #expect(log.device.id == "iphone-8-plus")
        #expect(log.profile.majorVersion == 10)
        #expect(log.posts.allSatisfy { $0.notification.object == LoggedNotification.Object.none })
        #expect(log.posts.map(\.at) == [0.5, 1.0])
    }

    @Test("a third-party keyboard's repeated willShow (0 → 216 → 256), os_log lines and garbage between them")
    func swiftThirdPartyWithGarbage() throws {
        let log = try LogImporter.parse(
            """
            Filtering the log data using "subsystem == com.example.chat"
            Timestamp                       Thread     Type        Activity             PID    TTL
            2023-05-04 11:00:00.000100+0200 0x2b1e     Default     0x0                  901    0    Chat: keyboardWillShow [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 667}, {375, 0}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 0}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            2023-05-04 11:00:00.050000+0200 0x2b1e     Error       0x0                  901    0    Chat: [LayoutConstraints] Unable to simultaneously satisfy constraints.
            	Probably at least one of the constraints in the following list is one you don't want.
            2023-05-04 11:00:00.120000+0200 0x2b1e     Default     0x0                  901    0    Chat: keyboardWillShow [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 0}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            garbage { not a dictionary ] 0x0 (null)
            2023-05-04 11:00:00.240000+0200 0x2b1e     Default     0x0                  901    0    Chat: keyboardWillShow [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 411}, {375, 256}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            """, file: "oslog.log")
        #expect(names(log) == ["WillShow", "WillShow", "WillShow"])
        #expect(log.posts.map(\.line) == [3, 6, 8])
        #expect(log.posts.map(\.at) == [0.5, 0.6199, 0.7399])
        #expect([0, 1, 2].map { end(log, $0)?.height } == [0, 216, 256])
        #expect(log.device.id == "iphone-se-3")
        // The replay: the repeated willShow moves the field twice; the correct handler keeps up.
        let result = ScenarioRunner.run(try Scenario.parse(log.scenarioJSON(), file: "oslog.json"))
        #expect(result.verdicts.first { $0.check == .fieldClearsKeyboard }?.value == .bool(true))
    }

    @Test("an iPad's floating keyboard announces itself with didChangeFrame only; a hardware keyboard's shortcuts bar")
    func swiftFloatingAndShortcutsBar() throws {
        let log = try LogImporter.parse(
            """
            keyboardDidChangeFrame [AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 0}, {0, 0}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{224, 670}, {320, 254}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            keyboardWillShow [AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 1024}, {768, 313}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 969}, {768, 313}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1]
            """, file: "ipad-float.log")
        #expect(names(log) == ["DidChangeFrame", "WillShow"])
        #expect(log.device.id == "ipad-9-7")
        #expect(log.orientation == .portrait)
        let result = ScenarioRunner.run(try Scenario.parse(log.scenarioJSON(), file: "ipad-float.json"))
        let placements = result.trace.compactMap { record -> String? in
            if case .keyboard(let placement) = record.event { placement } else { nil }
        }
        #expect(placements == ["floating", "docked"])
        #expect(result.verdicts.first { $0.check == .fieldClearsKeyboard }?.value == .bool(true))
    }

    @Test("Console.app rows: the time after the type column")
    func consoleAppRows() throws {
        let row = { (time: String, name: String, end: String) in
            "default\t\(time)+0100\tDemo\t\(name) [AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: \(end), AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7, AnyHashable(\"UIKeyboardIsLocalUserInfoKey\"): 1]"
        }
        let log = try LogImporter.parse(
            [
                row("10:15:02.250000", "keyboardWillShow", "{{0, 407}, {375, 260}}"),
                row("10:15:04.000000", "keyboardWillHide", "{{0, 667}, {375, 260}}"),
            ].joined(separator: "\n"), file: "console.txt")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.at) == [0.5, 2.25])
    }

    // MARK: Refusals

    @Test("text that looks like a keyboard notification but cannot be read is reported with its line; nothing is imported")
    func unreadable() {
        let text = """
            2024-03-01 10:15:02.101 Demo[812:4411] NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = seven;
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375}}";
            }}
            """
        do {
            _ = try LogImporter.parse(text, file: "bad.log")
            Issue.record("imported an unreadable log")
        } catch {
            #expect(error.problems.map(\.line) == [2, 3])
            #expect(
                error.description.hasPrefix(
                    "bad.log:2: UIKeyboardAnimationCurveUserInfoKey = seven: expected a curve (a whole number): UIKeyboardAnimationCurveUserInfoKey = seven;"
                ))
            #expect(
                error.description.contains(
                    "bad.log:3: UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 407}, {375}}\": expected NSRect: {{x, y}, {width, height}}"))
            #expect(error.description.hasSuffix("bad.log: 2 places could not be read; nothing was imported"))
        }
    }

    @Test("a dictionary with no name anywhere before it: named by its frames when it has both, refused when it cannot tell")
    func namelessDictionary() throws {
        do {
            _ = try LogImporter.parse(
                #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}]"#, file: "nameless.log")
            Issue.record("guessed a name")
        } catch {
            #expect(
                error.description.contains(
                    "nameless.log:1: a userInfo dictionary with no notification name before it, and without both frames"))
        }
        let alone = try LogImporter.parse(
            """
            {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }
            """, file: "alone.log")
        #expect(alone.posts.map(\.notification.name) == ["UIKeyboardWillShowNotification"])
        #expect(
            alone.findings.contains {
                $0.contains(
                    "the paste is a userInfo dictionary alone, without the notification's name; took UIKeyboardWillShowNotification: its frames move the keyboard up (y 852 → 516)"
                )
            })
    }

    @Test("a log without any keyboard notification is refused")
    func nothingToImport() {
        do {
            _ = try LogImporter.parse(
                "2024-03-01 10:15:02.101 Demo[812:4411] viewDidLoad\nUIKeyboardWillShowNotification is what we observe\n", file: "quiet.log"
            )
            Issue.record("imported nothing")
        } catch {
            #expect(
                error.description
                    == "quiet.log: no keyboard notification in 2 lines (looked for NSConcreteNotification …, Notification(name: …), userInfo dictionaries with UIKeyboard…UserInfoKey keys (escaped in a string too), React Native keyboard events (endCoordinates …), keyboard frames printed anywhere in a line — (x, y, width, height), CGRect(x: …, y: …, width: …, height: …), NSRect: {{x, y}, {width, height}} — Flutter's viewInsets, kbsim traces, and keyboard heights printed alone)"
            )
        }
    }

    @Test("frames no catalogue device explains are refused unless --device says which")
    func unknownScreen() throws {
        let text = """
            NSConcreteNotification 0xc472900 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 640}, {360, 216}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 424}, {360, 216}}";
            }}
            """
        let error = #expect(throws: LogImportError.self) { try LogImporter.parse(text, file: "android.log") }
        // Every catalogue screen is offered once, though several devices share some of them.
        let offered = error?.description.components(separatedBy: "catalogue screens: ").last?.components(separatedBy: ")").first ?? ""
        let screens = offered.components(separatedBy: ", ")
        #expect(screens.first == "320×480" && screens.contains("375×812") && screens.contains("1024×1366"))
        #expect(Set(screens).count == screens.count)
        let log = try LogImporter.parse(text, file: "android.log", device: .iPhoneSE1)
        #expect(log.device.id == "iphone-se-1")
        #expect(
            log.findings[0].contains(
                "given with --device (no frame in the log is 320 wide on or below its bottom edge; their edges: 424, 640, 856)"))
    }
}
